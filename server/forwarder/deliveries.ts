// The forwarder's deliveries. A lead: the `lead.forward` job (follows lead.created) makes the
// lead's delivery when the page's forwarder is on and sends it; a failure throws, so the job queue
// retries it with the integrations' backoff for more than a day and, when it gives up, the job shows
// in the account's failed deliveries (settings/jobs). The lead itself was stored before any of this:
// a failing forward never loses or delays it. «Отправить тест» sends at once and logs the answer.
import { and, eq, sql } from 'drizzle-orm';
import { forwardFields, FORWARD_TEST_FIELD, type ForwardMethod } from '../../api/forwarder';
import type { Db } from '../db/client';
import { pageForwardDeliveries } from '../db/schema-forwarder';
import { deliveryRetry } from '../integrations/index';
import { samplePayload } from '../integrations/index';
import { enqueue } from '../platform/jobs/queue';
import { PermanentJobError, type JobContext } from '../platform/jobs/registry';
import { loadLeadData } from '../leads/index';
import { FORWARD_OFF_ERROR, sendForward } from './send';
import { forwarderOf, outcomeColumns, recordAttempt, type ForwardDeliveryRow } from './store';

export const FORWARD_JOB = 'lead.forward';
export const forwardRetry = deliveryRetry;

/** The lead's delivery row, if one was made. */
async function leadDelivery(db: Db, pageId: number, leadId: number): Promise<ForwardDeliveryRow | undefined> {
  const [found] = await db.select().from(pageForwardDeliveries)
    .where(and(eq(pageForwardDeliveries.pageId, pageId), eq(pageForwardDeliveries.leadId, leadId), eq(pageForwardDeliveries.test, false))).limit(1);
  return found;
}

/** The lead's delivery, made once (a job run twice, or a retry, finds the same row). */
async function deliveryFor(db: Db, accountId: number, pageId: number, leadId: number, method: ForwardMethod): Promise<ForwardDeliveryRow> {
  const [made] = await db.insert(pageForwardDeliveries).values({ accountId, pageId, leadId, method })
    .onConflictDoNothing({ target: [pageForwardDeliveries.pageId, pageForwardDeliveries.leadId], where: sql`NOT test AND lead_id IS NOT NULL` }).returning();
  if (made) return made;
  // The insert met an existing row (the unique lead index), so the read finds it.
  return (await leadDelivery(db, pageId, leadId)) as ForwardDeliveryRow;
}

/** The `lead.forward` job: one attempt of the lead's forward. */
export async function forwardLead(payload: { leadId: number; pageId: number }, ctx: JobContext): Promise<void> {
  const { db, config } = ctx.deps;
  const forwarder = await forwarderOf(db, payload.pageId);
  if (!forwarder) return; // never set up (most pages): one read per lead, nothing more
  const on = forwarder.enabled && forwarder.url !== '';
  const existing = await leadDelivery(db, payload.pageId, payload.leadId);
  if (!existing && !on) return; // off: nothing is sent, nothing logged
  if (existing?.state === 'delivered') return; // an earlier run's "done" was lost
  const lead = await loadLeadData(db, payload.leadId, config.publicUrl);
  if (!lead) return; // deleted since
  const d = existing ?? await deliveryFor(db, lead.accountId, payload.pageId, lead.id, forwarder.method);
  const now = ctx.clock.now();
  if (!on) {
    await db.update(pageForwardDeliveries).set({ state: 'failed', lastError: FORWARD_OFF_ERROR, updated: now }).where(eq(pageForwardDeliveries.id, d.id));
    throw new PermanentJobError(`forward ${d.id}: forwarding turned off`);
  }
  const pairs = forwardFields({ id: lead.id, pageId: payload.pageId, created: lead.created, fields: lead.fields, utm: lead.utm, referrer: lead.referrer });
  const outcome = await sendForward(forwarder.url, forwarder.method, pairs, { allowPrivate: config.integrations.allowPrivateTargets, signal: ctx.signal });
  const last = ctx.job.attempt >= ctx.job.maxAttempts;
  // The row and its attempt together: the log never shows a count without its attempt.
  await db.transaction(async (tx) => {
    const [row] = await tx.update(pageForwardDeliveries).set({
      state: outcome.ok ? 'delivered' : outcome.permanent || last ? 'failed' : 'retrying', method: forwarder.method,
      attempts: sql`${pageForwardDeliveries.attempts} + 1`, ...outcomeColumns(outcome), updated: now,
    }).where(eq(pageForwardDeliveries.id, d.id)).returning({ attempts: pageForwardDeliveries.attempts });
    await recordAttempt(tx, d.id, row.attempts, now, outcome);
  });
  if (outcome.ok) return;
  // The reason names no address: a GET's query carries the visitor's answers.
  const reason = `forward ${d.id}: ${outcome.error ?? 'failed'}`;
  throw outcome.permanent ? new PermanentJobError(reason) : new Error(reason);
}

/** «Отправить тест»: a sample lead in the caller's language to `url` now; logged like a lead's. */
export async function sendTest(db: Db, target: { accountId: number; pageId: number; url: string; method: ForwardMethod }, lang: 'ru' | 'en', allowPrivate: boolean): Promise<ForwardDeliveryRow> {
  const now = new Date();
  const sample = samplePayload(lang, now);
  const pairs = forwardFields({ id: 0, pageId: target.pageId, created: now, fields: sample.fields, utm: sample.utm, referrer: null });
  pairs.push([FORWARD_TEST_FIELD, '1']);
  const outcome = await sendForward(target.url, target.method, pairs, { allowPrivate });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pageForwardDeliveries).values({
      accountId: target.accountId, pageId: target.pageId, leadId: null, test: true, method: target.method,
      state: outcome.ok ? 'delivered' : 'failed', attempts: 1, ...outcomeColumns(outcome), created: now, updated: new Date(),
    }).returning();
    await recordAttempt(tx, row.id, 1, now, outcome);
    return row;
  });
}

export const retryKey = (d: { id: number; resends: number }) => `${FORWARD_JOB}:retry:${d.id}:${d.resends}`;

/** «Повторить»: a failed lead's delivery again now, its retries afresh (a new job). */
export async function retryDelivery(db: Db, d: ForwardDeliveryRow & { leadId: number }): Promise<ForwardDeliveryRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(pageForwardDeliveries)
      .set({ state: 'pending', resends: sql`${pageForwardDeliveries.resends} + 1`, updated: new Date() })
      .where(and(eq(pageForwardDeliveries.id, d.id), eq(pageForwardDeliveries.state, 'failed'))).returning();
    if (row) await enqueue(tx, { kind: FORWARD_JOB, payload: { leadId: d.leadId, pageId: d.pageId }, accountId: d.accountId, dedupeKey: retryKey(row) });
    return row ?? d;
  });
}
