// Orders: made for a person from the account's products (titles and prices copied in), their
// status changes (the leads' statuses and batch shape, each change kept), comments, and the shapes
// the API answers.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { orderTotal, personSearchText, SHORT_ID_ALPHABET, SHORT_ID_LENGTH } from '../../api/cdp';
import type { LeadStatus } from '../../api/routes/leads';
import type { OrderDetail, OrderRow } from '../../api/routes/sales';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { orderComments, orderItems, orderPayments, orders, orderStatusChanges, persons, products } from '../db/schema-cdp';
import { integrations } from '../db/schema-integrations';
import { ApiError, notFound } from '../platform/http/errors';
import { ownPerson, recordPersonEvent } from './persons';

export type OrderRecord = typeof orders.$inferSelect;

/** SPEC §9 short unique id: the public order page's address. */
export function newOrderHash(): string {
  let s = '';
  for (let i = 0; i < SHORT_ID_LENGTH; i++) s += SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)];
  return s;
}

export function orderRowView(o: OrderRecord, personName: string | null, summary: string): OrderRow {
  return {
    id: o.id,
    hash: o.hash,
    status: o.status as LeadStatus,
    total: o.total,
    person: o.personId === null ? null : { id: o.personId, name: personName ?? '' },
    customer: { name: o.customerName, email: o.customerEmail, phone: o.customerPhone },
    summary,
    paid_at: o.paidAt?.toISOString() ?? null,
    created: o.created.toISOString(),
  };
}

/** "Курс × 2, Консультация": the items in one line (the list's order column). */
export const summaryOf = (items: readonly { title: string; quantity: number }[]): string =>
  items.map((i) => (i.quantity > 1 ? `${i.title} × ${i.quantity}` : i.title)).join(', ').slice(0, 300);

/** Each order's items' summary, for a page of orders. */
export async function summaries(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, [...orderIds])).orderBy(asc(orderItems.id));
  const by = new Map<number, typeof rows>();
  for (const r of rows) by.set(r.orderId, [...(by.get(r.orderId) ?? []), r]);
  return new Map(orderIds.map((id) => [id, summaryOf(by.get(id) ?? [])]));
}

export async function ownOrder(db: Db, accountId: number, id: number): Promise<OrderRecord> {
  const [o] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.accountId, accountId))).limit(1);
  if (!o) throw notFound();
  return o;
}

const who = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export async function orderDetail(db: Db, o: OrderRecord): Promise<OrderDetail> {
  const [items, comments, history, payments, person] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db.select({ c: orderComments, name: users.name }).from(orderComments).leftJoin(users, eq(users.id, orderComments.userId))
      .where(eq(orderComments.orderId, o.id)).orderBy(asc(orderComments.id)),
    db.select({ h: orderStatusChanges, name: users.name }).from(orderStatusChanges).leftJoin(users, eq(users.id, orderStatusChanges.userId))
      .where(eq(orderStatusChanges.orderId, o.id)).orderBy(asc(orderStatusChanges.id)),
    db.select({ p: orderPayments, title: integrations.title }).from(orderPayments).leftJoin(integrations, eq(integrations.id, orderPayments.integrationId))
      .where(eq(orderPayments.orderId, o.id)).orderBy(asc(orderPayments.id)),
    o.personId === null ? Promise.resolve([]) : db.select({ name: persons.name }).from(persons).where(eq(persons.id, o.personId)).limit(1),
  ]);
  return {
    ...orderRowView(o, person[0]?.name ?? null, summaryOf(items)),
    items: items.map((i) => ({ id: i.id, product_id: i.productId, title: i.title, price: i.price, quantity: i.quantity })),
    fields: o.fields,
    comments: comments.map(({ c, name }) => ({ id: c.id, text: c.text, user: who(c.userId, name), created: c.created.toISOString() })),
    history: history.map(({ h, name }) => ({
      status_from: h.statusFrom as LeadStatus, status_to: h.statusTo as LeadStatus, user: who(h.userId, name), created: h.created.toISOString(),
    })),
    payments: payments.map(({ p, title }) => ({
      id: p.id, status: p.status, amount: p.amount, failure: p.failure,
      integration: p.integrationId === null || title === null ? null : { id: p.integrationId, title },
      card: p.cardLast4 ? `${p.cardBrand ?? 'card'} •••• ${p.cardLast4}` : null, created: p.created.toISOString(),
    })),
  };
}

/**
 * A new order of the person for the account's products. Archived products cannot be ordered; the
 * same product twice is one line with the quantities added. The person's history tells of it.
 */
export async function createOrder(db: Db, accountId: number, userId: number, input: { person_id: number; items: { product_id: number; quantity: number }[]; comment: string }): Promise<OrderRecord> {
  if (input.items.length === 0) throw new ApiError(422, 'validation', { fields: { items: 'order.empty' } });
  const person = await ownPerson(db, accountId, input.person_id).catch(() => {
    throw new ApiError(422, 'validation', { fields: { person_id: 'not_found' } });
  });
  const wanted = new Map<number, number>();
  for (const i of input.items) wanted.set(i.product_id, (wanted.get(i.product_id) ?? 0) + i.quantity);
  const rows = await db.select().from(products).where(and(eq(products.accountId, accountId), inArray(products.id, [...wanted.keys()])));
  if (rows.length !== wanted.size) throw new ApiError(422, 'validation', { fields: { items: 'not_found' } });
  if (rows.some((p) => p.status === 'archived')) throw new ApiError(422, 'validation', { fields: { items: 'product.archived' } });
  const lines = [...wanted].map(([productId, quantity]) => {
    const p = rows.find((r) => r.id === productId) as (typeof rows)[number];
    return { productId, title: p.title, price: p.price, quantity };
  });
  const total = orderTotal(lines);
  return db.transaction(async (tx) => {
    const [o] = await tx.insert(orders).values({
      accountId, personId: person.id, hash: newOrderHash(), status: 1, total,
      customerName: person.name, customerEmail: person.email, customerPhone: person.phone,
      // The customer as the persons list searches them (the phone's digits too), then the items.
      search: [personSearchText(person), ...lines.map((l) => l.title)].join(' ').toLowerCase().slice(0, 5000),
    }).returning();
    await tx.insert(orderItems).values(lines.map((l) => ({ accountId, orderId: o.id, ...l })));
    if (input.comment) await tx.insert(orderComments).values({ accountId, orderId: o.id, userId, text: input.comment });
    await recordPersonEvent(tx, { accountId, personId: person.id, type: 'order', userId, data: { order_id: o.id, total, summary: summaryOf(lines) } });
    return o;
  });
}

/**
 * SPEC §4: any status may be set for selected orders. Orders already in that status are left as
 * they are; each change is kept with who made it (null: the payment) and told in the person's history.
 */
export async function setOrderStatus(tx: Db, accountId: number, ids: readonly number[], status: LeadStatus, userId: number | null): Promise<number> {
  const before = await tx.select({ id: orders.id, status: orders.status, personId: orders.personId }).from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, [...ids]), ne(orders.status, status))).orderBy(asc(orders.id)).for('update');
  if (before.length === 0) return 0;
  await tx.update(orders).set({ status, updated: new Date() }).where(inArray(orders.id, before.map((b) => b.id)));
  await tx.insert(orderStatusChanges).values(before.map((b) => ({ accountId, orderId: b.id, statusFrom: b.status, statusTo: status, userId })));
  await recordPersonEvent(tx, before.filter((b) => b.personId !== null).map((b) => ({
    accountId, personId: b.personId as number, type: 'order_status' as const, userId, data: { order_id: b.id, from: b.status, to: status },
  })));
  return before.length;
}
