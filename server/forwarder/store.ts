// A page's forwarder settings and the views of its deliveries.
import { and, desc, eq } from 'drizzle-orm';
import type { ForwardDeliveryView, ForwarderView } from '../../api/routes/forwarder';
import { DELIVERIES_SHOWN } from '../../api/routes/forwarder';
import type { Db } from '../db/client';
import { pageForwardDeliveries, pageForwarders } from '../db/schema-forwarder';

export type ForwarderRow = typeof pageForwarders.$inferSelect;
export type ForwardDeliveryRow = typeof pageForwardDeliveries.$inferSelect;

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
  response_status: d.responseStatus, response_excerpt: d.responseExcerpt, last_error: d.lastError, duration_ms: d.durationMs,
  created: d.created.toISOString(), updated: d.updated.toISOString(),
});

export const lastDeliveries = (db: Db, pageId: number) => db.select().from(pageForwardDeliveries)
  .where(eq(pageForwardDeliveries.pageId, pageId)).orderBy(desc(pageForwardDeliveries.created), desc(pageForwardDeliveries.id)).limit(DELIVERIES_SHOWN);

export async function ownDelivery(db: Db, pageId: number, id: number): Promise<ForwardDeliveryRow | null> {
  const [d] = await db.select().from(pageForwardDeliveries).where(and(eq(pageForwardDeliveries.id, id), eq(pageForwardDeliveries.pageId, pageId))).limit(1);
  return d ?? null;
}
