// A page's forwarder settings, the views of its deliveries and their attempts.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ForwardAttemptView, ForwardDeliveryView, ForwarderView } from '../../api/routes/forwarder';
import { ATTEMPTS_KEPT, DELIVERIES_SHOWN } from '../../api/routes/forwarder';
import type { Db } from '../db/client';
import { pageForwardAttempts, pageForwardDeliveries, pageForwarders } from '../db/schema-forwarder';
import { errorKind, type ForwardOutcome } from './send';

export type ForwarderRow = typeof pageForwarders.$inferSelect;
export type ForwardDeliveryRow = typeof pageForwardDeliveries.$inferSelect;
export type ForwardAttemptRow = typeof pageForwardAttempts.$inferSelect;

export async function forwarderOf(db: Db, pageId: number): Promise<ForwarderRow | null> {
  const [row] = await db.select().from(pageForwarders).where(eq(pageForwarders.pageId, pageId)).limit(1);
  return row ?? null;
}

/** A page never set up is off, POST, without a URL. */
export const forwarderView = (pageId: number, row: ForwarderRow | null): ForwarderView => ({
  page_id: pageId, enabled: row?.enabled ?? false, url: row?.url ?? '', method: row?.method ?? 'POST', updated: row?.updated.toISOString() ?? null,
});

export async function saveForwarder(db: Db, accountId: number, pageId: number, s: { enabled: boolean; url: string; method: ForwarderRow['method'] }): Promise<ForwarderRow> {
  const values = { enabled: s.enabled, url: s.url, method: s.method, updated: new Date() };
  const [row] = await db.insert(pageForwarders).values({ pageId, accountId, ...values })
    .onConflictDoUpdate({ target: pageForwarders.pageId, set: values }).returning();
  return row;
}

export const deliveryView = (d: ForwardDeliveryRow): ForwardDeliveryView => ({
  id: d.id, lead_id: d.leadId, test: d.test, method: d.method, state: d.state, attempts: d.attempts,
  response_status: d.responseStatus, response_excerpt: d.responseExcerpt, last_error: d.lastError,
  error_kind: errorKind(d.responseStatus, d.lastError), duration_ms: d.durationMs, created: d.created.toISOString(), updated: d.updated.toISOString(),
});

export const lastDeliveries = (db: Db, pageId: number) => db.select().from(pageForwardDeliveries)
  .where(eq(pageForwardDeliveries.pageId, pageId)).orderBy(desc(pageForwardDeliveries.created), desc(pageForwardDeliveries.id)).limit(DELIVERIES_SHOWN);

export async function ownDelivery(db: Db, pageId: number, id: number): Promise<ForwardDeliveryRow | null> {
  const [d] = await db.select().from(pageForwardDeliveries).where(and(eq(pageForwardDeliveries.id, id), eq(pageForwardDeliveries.pageId, pageId))).limit(1);
  return d ?? null;
}

const clip = (s: string | null, n: number) => (s === null ? null : s.slice(0, n));
/** An outcome as the log stores it: the answer's first 1 KB, the error's first 500 characters. */
export const outcomeColumns = (o: ForwardOutcome) => ({
  responseStatus: o.status, responseExcerpt: clip(o.excerpt, 1024) || null, lastError: clip(o.error, 500), durationMs: o.durationMs,
});

/** Attempt `n` of the delivery, and only its last ATTEMPTS_KEPT stay. */
export async function recordAttempt(db: Db, deliveryId: number, n: number, at: Date, o: ForwardOutcome): Promise<void> {
  const c = outcomeColumns(o);
  await db.insert(pageForwardAttempts).values({
    deliveryId, n, at, responseStatus: c.responseStatus, responseExcerpt: c.responseExcerpt, error: c.lastError, durationMs: c.durationMs,
  });
  await db.execute(sql`DELETE FROM page_forward_attempts WHERE delivery_id = ${deliveryId} AND id <= (
    SELECT id FROM page_forward_attempts WHERE delivery_id = ${deliveryId} ORDER BY id DESC OFFSET ${ATTEMPTS_KEPT} LIMIT 1)`);
}

/** The delivery's kept attempts, oldest first. */
export const attemptsOf = (db: Db, deliveryId: number) => db.select().from(pageForwardAttempts)
  .where(eq(pageForwardAttempts.deliveryId, deliveryId)).orderBy(asc(pageForwardAttempts.id));

export const attemptView = (a: ForwardAttemptRow): ForwardAttemptView => ({
  n: a.n, at: a.at.toISOString(), response_status: a.responseStatus, response_excerpt: a.responseExcerpt, error: a.error,
  error_kind: errorKind(a.responseStatus, a.error), duration_ms: a.durationMs,
});
