// The account's delivery jobs that went wrong (/settings): listed with what they went to, retried
// now or marked handled. A "failed" job is queued again after a failed attempt (last_error set);
// a "dead" one has no attempts left. Every statement is scoped by account and delivery kind, and
// touches only jobs in one of those two states, so a job a worker holds (running) or one already
// done is never changed here — and two owners' clicks, or several server processes, cannot make a
// job run twice: the worker's claim (FOR UPDATE SKIP LOCKED) still hands it to one of them.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DELIVERY_JOB_KINDS, QUEUE_GROUPS, QUEUE_KIND_GROUPS, type DeliveryCategory, type QueueGroup } from '../../api/routes/settings';
import { INTEGRATION_TYPES, isIntegrationTypeId } from '../../api/integrationCatalogue';
import type { ListPage, ListQuery } from '../../api/list';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { jobs } from '../db/schema-jobs';
import { integrationDeliveries, integrations } from '../db/schema-integrations';
import { pageForwardDeliveries, pageForwarders } from '../db/schema-forwarder';
import { listPage } from '../platform/http/list';
import { JOBS_CHANNEL } from '../platform/jobs/queue';
import { rowsOf } from '../db/rows';
import { queueStats } from '../platform/jobs/queue-stats';
import { readableError } from './errors';

type Kind = keyof typeof DELIVERY_JOB_KINDS;
const KINDS = Object.keys(DELIVERY_JOB_KINDS) as Kind[];
export type TroubleState = 'failed' | 'dead';

const failed = and(eq(jobs.state, 'queued'), isNotNull(jobs.lastError));
const dead = eq(jobs.state, 'dead');

/** The account's delivery jobs in trouble (optionally only one of the two states). */
function troubleOf(accountId: number, state?: TroubleState): SQL | undefined {
  return and(eq(jobs.accountId, accountId), inArray(jobs.kind, KINDS), state === 'failed' ? failed : state === 'dead' ? dead : sql`(${failed} OR ${dead})`);
}

const payloadId = (key: string) => sql`(${jobs.payload}->>${key})::bigint`;

export interface DeliveryJobView {
  id: number; category: DeliveryCategory; state: TroubleState; target: string | null; lead_id: number | null;
  attempts: number; max_attempts: number; last_error: string; created: string; next_attempt_at: string | null; finished_at: string | null;
}

export async function listTroubleJobs(db: Db, accountId: number, query: ListQuery<'created', { state?: TroubleState }>): Promise<ListPage<DeliveryJobView>> {
  // What each kind went to: the outbox row's address, the notified address, the integration.
  const select = db.select({
    id: jobs.id, kind: jobs.kind, state: jobs.state, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts,
    lastError: jobs.lastError, created: jobs.created, runAt: jobs.runAt, finishedAt: jobs.finishedAt,
    mailTo: outbox.toEmail, integrationTitle: integrations.title, integrationType: integrations.type, deliveryLeadId: integrationDeliveries.leadId,
    forwardUrl: pageForwarders.url,
  }).from(jobs)
    .leftJoin(outbox, and(eq(jobs.kind, 'mail.send'), eq(outbox.id, payloadId('outboxId')), eq(outbox.accountId, accountId)))
    .leftJoin(integrationDeliveries, and(eq(jobs.kind, 'integrations.deliver'), eq(integrationDeliveries.id, payloadId('deliveryId')), eq(integrationDeliveries.accountId, accountId)))
    .leftJoin(integrations, eq(integrations.id, integrationDeliveries.integrationId))
    .leftJoin(pageForwarders, and(eq(jobs.kind, 'lead.forward'), eq(pageForwarders.pageId, payloadId('pageId')), eq(pageForwarders.accountId, accountId)))
    .$dynamic();
  const page = await listPage(db, select, query, {
    table: jobs, where: troubleOf(accountId, query.filters.state), sort: { created: jobs.created }, id: jobs.id,
  });
  return {
    ...page,
    items: page.items.map((r) => {
      const kind = r.kind as Kind;
      const payload = (r.payload ?? {}) as { leadId?: number; to?: string };
      const webhook = r.integrationType !== null && isIntegrationTypeId(r.integrationType) && INTEGRATION_TYPES[r.integrationType].kind === 'webhook';
      const isDead = r.state === 'dead';
      return {
        id: r.id,
        category: webhook ? 'webhook' : DELIVERY_JOB_KINDS[kind],
        state: isDead ? 'dead' : 'failed',
        target: r.mailTo ?? payload.to ?? r.integrationTitle ?? hostOf(r.forwardUrl) ?? (kind === 'lead.telegram' ? 'Telegram' : null),
        lead_id: r.deliveryLeadId ?? (typeof payload.leadId === 'number' ? payload.leadId : null),
        attempts: r.attempts,
        max_attempts: r.maxAttempts,
        last_error: readableError(r.lastError),
        created: r.created.toISOString(),
        next_attempt_at: isDead ? null : r.runAt.toISOString(),
        finished_at: isDead && r.finishedAt ? r.finishedAt.toISOString() : null,
      };
    }),
  };
}

/** A forward's target as the list shows it: the receiver's host (its path and query may hold secrets). */
function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The account's queue by what it is about (api QUEUE_KIND_GROUPS): due jobs waiting, running, the oldest's wait. */
export async function accountQueue(db: Db, accountId: number) {
  const stats = await queueStats(db, { accountId });
  const groups = new Map<QueueGroup, { group: QueueGroup; waiting: number; running: number; oldest_waiting_s: number | null }>();
  for (const k of stats.kinds) {
    const group = QUEUE_KIND_GROUPS[k.kind] ?? 'other';
    const g = groups.get(group) ?? { group, waiting: 0, running: 0, oldest_waiting_s: null };
    g.waiting += k.waiting;
    g.running += k.running;
    if (k.oldestWaitingMs !== null) g.oldest_waiting_s = Math.max(g.oldest_waiting_s ?? 0, Math.round(k.oldestWaitingMs / 1000));
    groups.set(group, g);
  }
  const ordered = QUEUE_GROUPS.flatMap((g) => {
    const row = groups.get(g);
    return row && row.waiting + row.running > 0 ? [row] : [];
  });
  return { groups: ordered, oldest_waiting_s: stats.oldestWaitingMs === null ? null : Math.round(stats.oldestWaitingMs / 1000) };
}

export async function countDeliveryJobs(db: Db, accountId: number) {
  const [row] = await db.select({
    waiting: sql<number>`count(*) FILTER (WHERE ${jobs.state} = 'queued' AND ${jobs.lastError} IS NULL)::int`,
    running: sql<number>`count(*) FILTER (WHERE ${jobs.state} = 'running')::int`,
    failed: sql<number>`count(*) FILTER (WHERE ${failed})::int`,
    dead: sql<number>`count(*) FILTER (WHERE ${dead})::int`,
  }).from(jobs).where(and(eq(jobs.accountId, accountId), inArray(jobs.kind, KINDS), inArray(jobs.state, ['queued', 'running', 'dead'])));
  return { waiting: Number(row.waiting), running: Number(row.running), failed: Number(row.failed), dead: Number(row.dead) };
}

/**
 * Due now, with one more attempt when none is left; wakes the workers. False when the job is not
 * the account's, not a delivery, or not failed/dead (any more).
 */
export async function retryJob(db: Db, accountId: number, jobId: number, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(db, sql`
    WITH retried AS (
      UPDATE jobs SET state = 'queued', run_at = ${now.toISOString()}::timestamptz, finished_at = NULL, locked_until = NULL,
        max_attempts = GREATEST(max_attempts, attempts + 1)
      WHERE id = ${jobId} AND ${troubleOf(accountId)}
      RETURNING id)
    SELECT id, pg_notify(${JOBS_CHANNEL}, '') FROM retried`);
  return rows.length > 0;
}

/**
 * The owner handled it: done (so housekeeping removes it with the old done jobs), its last error
 * kept. A webhook's or integration's delivery that still said "retrying" says "failed" now.
 */
export async function resolveJob(db: Db, accountId: number, jobId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.update(jobs).set({ state: 'done', finishedAt: now, lockedUntil: null })
      .where(and(eq(jobs.id, jobId), troubleOf(accountId))).returning({ kind: jobs.kind, payload: jobs.payload });
    if (!job) return false;
    const deliveryId = (job.payload as { deliveryId?: unknown }).deliveryId;
    const { leadId, pageId } = job.payload as { leadId?: unknown; pageId?: unknown };
    if (job.kind === 'lead.forward' && typeof leadId === 'number' && typeof pageId === 'number') {
      await tx.update(pageForwardDeliveries).set({ state: 'failed', updated: now }).where(and(eq(pageForwardDeliveries.pageId, pageId),
        eq(pageForwardDeliveries.leadId, leadId), eq(pageForwardDeliveries.accountId, accountId), eq(pageForwardDeliveries.state, 'retrying')));
    }
    if (job.kind === 'integrations.deliver' && typeof deliveryId === 'number') {
      await tx.update(integrationDeliveries).set({ state: 'failed', updated: now })
        .where(and(eq(integrationDeliveries.id, deliveryId), eq(integrationDeliveries.accountId, accountId), eq(integrationDeliveries.state, 'retrying')));
    }
    return true;
  });
}
