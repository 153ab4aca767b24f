// Deliveries: one message to one integration (a lead, or «Отправить тест»), sent by an
// `integrations.deliver` job with retries and exponential backoff for more than a day, every
// attempt logged. Delivery is at least once: a worker that dies after the service answered but
// before the delivery was marked sends it again — with the same webhook-id and body, so the
// receiver deduplicates (Standard Webhooks). A lead makes at most one delivery per integration.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { LEAD_RECEIVING_KINDS, missingFields } from '../../api/integrationCatalogue';
import type { DeliveryState, DeliveryView } from '../../api/routes/integrations';
import type { Db } from '../db/client';
import { integrationDeliveries, integrationDeliveryAttempts, integrationPages, integrations } from '../db/schema-integrations';
import type { Deps } from '../platform/deps';
import { enqueue } from '../platform/jobs/queue';
import { PermanentJobError, type JobContext } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';
import { loadLeadData } from '../leads/index';
import { envelope, leadPayload, newMessageId, samplePayload } from './message';
import { providerOf } from './providers/index';
import { typeOf, type IntegrationRow } from './store';

export type DeliveryRow = typeof integrationDeliveries.$inferSelect;

/**
 * Retries: 20 attempts, the n-th failure waiting between ½ and all of 10 s·2ⁿ⁻¹ (at most 6 h), so
 * the last attempt comes 26.7 h after the first at the earliest (53 h at the latest): a receiver
 * that is down for a whole day still gets every lead (integrations.test.ts checks the sum).
 */
export const DELIVERY_RETRY = { maxAttempts: 20, backoff: { baseMs: 10_000, maxMs: 6 * 3600_000 } } as const;

/**
 * The policy in force: WEBHOOK_RETRY_BASE_MS shortens the first wait for end-to-end tests that
 * watch a retry happen (the schedule then no longer spans a day; never set it in production).
 */
export function deliveryRetry(env: NodeJS.ProcessEnv = process.env) {
  const base = Number(env.WEBHOOK_RETRY_BASE_MS);
  return base > 0 ? { ...DELIVERY_RETRY, backoff: { ...DELIVERY_RETRY.backoff, baseMs: base } } : DELIVERY_RETRY;
}

export const DELIVER_JOB = 'integrations.deliver';
/** One job per delivery and resend: a resend is a new job, a job run twice is still one. */
export const deliverKey = (d: { id: number; resends: number }) => `${DELIVER_JOB}:${d.id}:${d.resends}`;

/** Integrations that receive a lead of `pageId`: enabled, complete, of a lead-receiving kind, on that page or all. */
async function receiversOf(db: Db, accountId: number, pageId: number | null): Promise<IntegrationRow[]> {
  const linked = db.select({ id: integrationPages.integrationId }).from(integrationPages).where(eq(integrationPages.pageId, pageId ?? 0));
  const rows = await db.select().from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.enabled, true), or(eq(integrations.allPages, true), inArray(integrations.id, linked))))
    .orderBy(asc(integrations.id));
  return rows.filter((r) => {
    const type = typeOf(r);
    const set = Object.fromEntries(Object.keys(r.credentials).map((k) => [k, true]));
    return LEAD_RECEIVING_KINDS.includes(type.kind) && missingFields(type, r.settings, set).length === 0;
  });
}

/**
 * The `integrations.lead` job (follows lead.created): a delivery and its job for each integration
 * that receives this lead. Run twice, it adds nothing (one delivery per integration and lead).
 */
export async function fanOutLead(deps: Deps, leadId: number): Promise<number> {
  const lead = await loadLeadData(deps.db, leadId, deps.config.publicUrl);
  if (!lead) return 0; // deleted before its deliveries were made
  const receivers = await receiversOf(deps.db, lead.accountId, lead.page?.id ?? null);
  let added = 0;
  for (const integration of receivers) {
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(integrationDeliveries).values({
        accountId: lead.accountId, integrationId: integration.id, leadId: lead.id, event: 'lead.created', messageId: newMessageId(), body: envelope(leadPayload(lead), now),
      }).onConflictDoNothing({ target: [integrationDeliveries.integrationId, integrationDeliveries.leadId], where: sql`event = 'lead.created' AND lead_id IS NOT NULL` }).returning();
      if (!row) return;
      added++;
      await enqueue(tx, { kind: DELIVER_JOB, payload: { deliveryId: row.id }, accountId: lead.accountId, dedupeKey: deliverKey(row) });
    });
  }
  return added;
}

/** «Отправить тест»: a sample lead in the owner's language, delivered through the queue like a real one. */
export async function createTestDelivery(db: Db, integration: IntegrationRow, lang: 'ru' | 'en'): Promise<DeliveryRow> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(integrationDeliveries).values({
      accountId: integration.accountId, integrationId: integration.id, leadId: null, event: 'test', messageId: newMessageId(), body: envelope(samplePayload(lang, now), now),
    }).returning();
    await enqueue(tx, { kind: DELIVER_JOB, payload: { deliveryId: row.id }, accountId: integration.accountId, dedupeKey: deliverKey(row) });
    return row;
  });
}

/** A manual resend: the same message again now, its retries afresh (a new job). */
export async function resendDelivery(db: Db, delivery: DeliveryRow): Promise<DeliveryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(integrationDeliveries)
      .set({ resends: sql`${integrationDeliveries.resends} + 1`, state: 'pending', nextAttemptAt: null, updated: new Date() })
      .where(eq(integrationDeliveries.id, delivery.id)).returning();
    await enqueue(tx, { kind: DELIVER_JOB, payload: { deliveryId: row.id }, accountId: row.accountId, dedupeKey: deliverKey(row) });
    return row;
  });
}

/** The `integrations.deliver` job: one attempt of one delivery. */
export async function attemptDelivery(deliveryId: number, ctx: JobContext): Promise<void> {
  const { db, config } = ctx.deps;
  const [found] = await db.select({ d: integrationDeliveries, i: integrations }).from(integrationDeliveries)
    .innerJoin(integrations, eq(integrations.id, integrationDeliveries.integrationId))
    .where(eq(integrationDeliveries.id, deliveryId)).limit(1);
  // Gone with its integration; or delivered by an earlier run whose "done" was lost.
  if (!found || found.d.state === 'delivered') return;
  const { d, i } = found;
  const type = typeOf(i);
  const provider = providerOf(type);
  const attempt = d.attempts + 1;
  const outcome = !i.enabled
    ? { ok: false, status: null, excerpt: '', error: 'integration disabled', durationMs: 0, permanent: true }
    : provider.deliver
      ? await provider.deliver({ db, integration: i, type, allowPrivate: config.integrations.allowPrivateTargets, payments: ctx.deps.payments, signal: ctx.signal }, { messageId: d.messageId, body: d.body })
      : { ok: false, status: null, excerpt: '', error: `${type.kind} receives no leads`, durationMs: 0, permanent: true };
  const last = ctx.job.attempt >= ctx.job.maxAttempts;
  const state: DeliveryState = outcome.ok ? 'delivered' : outcome.permanent || last ? 'failed' : 'retrying';
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(integrationDeliveryAttempts).values({
      deliveryId: d.id, attempt, at: now, responseStatus: outcome.status, error: outcome.error?.slice(0, 500) ?? null, durationMs: outcome.durationMs,
    });
    await tx.update(integrationDeliveries).set({
      state, attempts: attempt, responseStatus: outcome.status, responseExcerpt: outcome.excerpt.slice(0, 1024) || null,
      lastError: outcome.error?.slice(0, 500) ?? null, deliveredAt: outcome.ok ? now : null, updated: now,
    }).where(eq(integrationDeliveries.id, d.id));
  });
  if (outcome.ok) return;
  const reason = `delivery ${d.id}: ${outcome.error ?? 'failed'}`;
  throw outcome.permanent ? new PermanentJobError(reason) : new Error(reason);
}

/** API views of deliveries with their attempts and, while a retry waits, when it comes. */
export async function deliveryViews(db: Db, rows: DeliveryRow[]): Promise<DeliveryView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const attempts = await db.select().from(integrationDeliveryAttempts)
    .where(inArray(integrationDeliveryAttempts.deliveryId, ids)).orderBy(desc(integrationDeliveryAttempts.id));
  const waiting = await rowsOf<{ dedupe_key: string; run_at: string | Date }>(db, sql`
    SELECT dedupe_key, run_at FROM jobs WHERE state = 'queued' AND dedupe_key IN (${sql.join(rows.map((r) => sql`${deliverKey(r)}`), sql`, `)})`);
  const next = new Map(waiting.map((w) => [w.dedupe_key, new Date(w.run_at).toISOString()]));
  return rows.map((r) => ({
    id: r.id, integration_id: r.integrationId, lead_id: r.leadId, event: r.event, message_id: r.messageId, state: r.state, attempts: r.attempts,
    response_status: r.responseStatus, response_excerpt: r.responseExcerpt, last_error: r.lastError,
    next_attempt_at: r.state === 'delivered' || r.state === 'failed' ? null : next.get(deliverKey(r)) ?? null,
    delivered_at: r.deliveredAt?.toISOString() ?? null, created: r.created.toISOString(), updated: r.updated.toISOString(),
    log: attempts.filter((a) => a.deliveryId === r.id).slice(0, 30).map((a) => ({
      attempt: a.attempt, at: a.at.toISOString(), response_status: a.responseStatus, error: a.error, duration_ms: a.durationMs,
    })),
  }));
}
