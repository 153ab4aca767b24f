// The public order page (/order/{hash}) and the payment of an order on the public payment page
// (/payment): what the customer sees of the order, whether it can be paid now.
import { and, eq } from 'drizzle-orm';
import type { LeadStatus } from '../../api/routes/leads';
import { LEAD_STATUSES } from '../../api/routes/leads';
import type { PublicOrder } from '../../api/routes/sales';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { orderItems, orderPayments, type orders } from '../db/schema-cdp';

type OrderRecord = typeof orders.$inferSelect;

/** Rejected and archived orders are closed: the customer can no longer pay them. */
const CLOSED: readonly number[] = [LEAD_STATUSES.rejected, LEAD_STATUSES.archive];

export async function publicOrderView(db: Db, o: OrderRecord): Promise<PublicOrder> {
  const [items, [pending], [seller]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id),
    db.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, o.id), eq(orderPayments.status, 'pending'))).limit(1),
    db.select({ name: users.name }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, o.accountId)).limit(1),
  ]);
  const paid = o.paidAt !== null;
  return {
    hash: o.hash,
    number: o.id,
    status: o.status as LeadStatus,
    paid,
    pending: pending !== undefined,
    payable: !paid && pending === undefined && !CLOSED.includes(o.status) && o.total > 0,
    total: o.total,
    customer: o.customerName,
    items: items.map((i) => ({ title: i.title, price: i.price, quantity: i.quantity })),
    seller: seller?.name ?? '',
    created: o.created.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
  };
}
