// Paying an order (SPEC §2 "Orders and payments"): the account's choice of payment integration,
// the buyer's public view of an order, and the payment itself through billing's provider adapter
// on behalf of the seller's shop (the integration's credentials, server/integrations/providers/payment.ts).
// Like bills (server/billing/pay.ts), an attempt row is written before the provider is called and
// one conditional UPDATE settles it — shared by the charge's answer and the signed callback — so
// an order is marked paid exactly once, and a unique index keeps a second success out.
import { and, eq, inArray } from 'drizzle-orm';
import { isIntegrationTypeId, INTEGRATION_TYPES } from '../../api/integrationCatalogue';
import type { PaymentSettings, PublicOrder } from '../../api/routes/payments';
import { LEAD_STATUSES } from '../../api/routes/leads';
import type { CardInput, PaymentFailure } from '../../api/billing';
import { tokenizeCard } from '../billing/index';
import type { ChargeResult, Merchant, PaymentProvider } from '../billing/index';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { accountDetails } from '../db/schema-billing';
import { orderItems, orderPayments, orders, paymentSettings } from '../db/schema-cdp';
import { integrations } from '../db/schema-integrations';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { merchantOf } from '../integrations/index';
import { setOrderStatus, type OrderRecord } from './orders';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** The provider's reference of an order payment (bills use their bare payment id). */
export const ORDER_REFERENCE_PREFIX = 'order:';
const referenceOf = (paymentId: number) => `${ORDER_REFERENCE_PREFIX}${paymentId}`;

// ---------------------------------------------------------------------------------------------
// Settings

export async function paymentSettingsView(db: Db, accountId: number): Promise<PaymentSettings> {
  const [rows, [chosen]] = await Promise.all([
    db.select().from(integrations).where(and(eq(integrations.accountId, accountId), inArray(integrations.type, paymentTypeIds))).orderBy(integrations.id),
    db.select().from(paymentSettings).where(eq(paymentSettings.accountId, accountId)).limit(1),
  ]);
  const integrationId = chosen?.integrationId ?? null;
  const current = rows.find((r) => r.id === integrationId);
  return {
    integration_id: current ? current.id : null,
    state: current ? current.status : 'not_chosen',
    integrations: rows.map((r) => ({ id: r.id, title: r.title, type: r.type as PaymentSettings['integrations'][number]['type'], status: r.status, status_error: r.statusError })),
    currency: 'RUB',
  };
}

const paymentTypeIds = Object.values(INTEGRATION_TYPES).filter((t) => t.kind === 'payment').map((t) => t.id);

export async function savePaymentSettings(db: Db, accountId: number, integrationId: number | null): Promise<PaymentSettings> {
  if (integrationId !== null) {
    const [row] = await db.select({ type: integrations.type }).from(integrations)
      .where(and(eq(integrations.id, integrationId), eq(integrations.accountId, accountId))).limit(1);
    if (!row || !paymentTypeIds.includes(row.type as (typeof paymentTypeIds)[number])) throw validation({ integration_id: 'payments.integration_kind' });
  }
  await db.insert(paymentSettings).values({ accountId, integrationId })
    .onConflictDoUpdate({ target: paymentSettings.accountId, set: { integrationId, updated: new Date() } });
  return paymentSettingsView(db, accountId);
}

/** The seller's shop at the provider and the integration it is, when the chosen payment integration is connected. */
async function sellerMerchant(db: Db, accountId: number): Promise<{ merchant: Merchant; integrationId: number } | null> {
  const [row] = await db.select({ i: integrations }).from(paymentSettings)
    .innerJoin(integrations, eq(integrations.id, paymentSettings.integrationId))
    .where(eq(paymentSettings.accountId, accountId)).limit(1);
  if (!row || row.i.status !== 'connected' || !row.i.enabled || !isIntegrationTypeId(row.i.type)) return null;
  return { merchant: merchantOf(INTEGRATION_TYPES[row.i.type], row.i), integrationId: row.i.id };
}

// ---------------------------------------------------------------------------------------------
// The buyer's view

export async function orderByHash(db: Db, hash: string): Promise<OrderRecord> {
  const [o] = await db.select().from(orders).where(eq(orders.hash, hash)).limit(1);
  if (!o) throw notFound();
  return o;
}

/** The seller's public name: the requisites' name on the account's bills, else the owner's name. */
async function sellerName(db: Db, accountId: number): Promise<string> {
  const [details] = await db.select({ name: accountDetails.name }).from(accountDetails).where(eq(accountDetails.accountId, accountId)).limit(1);
  if (details?.name) return details.name;
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.accountId, accountId)).orderBy(users.id).limit(1);
  return owner?.name ?? '';
}

const CLOSED: readonly number[] = [LEAD_STATUSES.rejected, LEAD_STATUSES.archive];

export async function publicOrderView(db: Db, o: OrderRecord): Promise<PublicOrder> {
  const [items, pending, seller, merchant] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.id),
    db.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, o.id), eq(orderPayments.status, 'pending'))).limit(1),
    sellerName(db, o.accountId),
    sellerMerchant(db, o.accountId),
  ]);
  // Marked paid by the seller (cash, a bank transfer) is paid for the buyer too.
  const paid = o.paidAt !== null || o.status === LEAD_STATUSES.paid;
  const state = paid ? 'paid' : CLOSED.includes(o.status) ? 'closed' : pending.length > 0 ? 'pending' : o.total <= 0 ? 'free' : 'unpaid';
  return {
    hash: o.hash, number: o.id, seller,
    items: items.map((i) => ({ title: i.title, price: i.price, quantity: i.quantity })),
    total: o.total, state, payable: state === 'unpaid' && merchant !== null,
    paid_at: o.paidAt?.toISOString() ?? null, created: o.created.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Paying

/** Records the provider's answer once; the first final answer wins. A success marks the order paid (status 6). */
export async function settleOrderPayment(db: Db, paymentId: number, result: ChargeResult): Promise<OrderPaymentRow | undefined> {
  return db.transaction(async (tx) => {
    if (result.status === 'pending') {
      await tx.update(orderPayments).set({ providerPaymentId: result.providerPaymentId, updated: new Date() })
        .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'pending')));
    } else {
      const [settled] = await tx.update(orderPayments).set({
        status: result.status, failure: result.status === 'failed' ? result.failure : null, providerPaymentId: result.providerPaymentId, updated: new Date(),
      }).where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'pending'))).returning();
      if (settled?.status === 'succeeded') {
        await tx.update(orders).set({ paidAt: new Date(), updated: new Date() }).where(eq(orders.id, settled.orderId));
        await setOrderStatus(tx, settled.accountId, [settled.orderId], LEAD_STATUSES.paid, null);
      }
    }
    const [row] = await tx.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    return row;
  });
}

/** A provider callback about an order payment (reference "order:<id>"); false when it is not one. */
export async function settleOrderCallback(tx: Db, provider: string, reference: string, result: ChargeResult): Promise<false | { accountId: number | null }> {
  if (!reference.startsWith(ORDER_REFERENCE_PREFIX)) return false;
  const id = Number(reference.slice(ORDER_REFERENCE_PREFIX.length));
  if (!Number.isSafeInteger(id)) return { accountId: null };
  const [row] = await tx.select({ id: orderPayments.id, accountId: orderPayments.accountId }).from(orderPayments).where(and(eq(orderPayments.id, id), eq(orderPayments.provider, provider))).limit(1);
  if (row) await settleOrderPayment(tx, row.id, result);
  return { accountId: row?.accountId ?? null };
}

const failed = (p: OrderPaymentRow) => new ApiError(402, (p.failure ?? 'payment.error') as PaymentFailure);

function finished(p: OrderPaymentRow): 'succeeded' | 'pending' {
  if (p.status === 'failed') throw failed(p);
  return p.status;
}

/**
 * Pays `o` by card. The same key again answers as the first time and charges nothing; a paid or
 * closed order, an order of 0 ₽, or a seller without a connected payment integration, is refused
 * before any charge.
 */
export async function payOrder(db: Db, provider: PaymentProvider, o: OrderRecord, input: { idempotency_key: string; card: CardInput }): Promise<'succeeded' | 'pending'> {
  const seller = await sellerMerchant(db, o.accountId);

  const attempt = await db.transaction(async (tx) => {
    // The order row is the lock: two attempts with different keys cannot both start charging.
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, o.id)).for('update');
    // The same key again (a double click that raced the first): answer as the first attempt does.
    const [same] = await tx.select().from(orderPayments).where(and(eq(orderPayments.orderId, o.id), eq(orderPayments.idempotencyKey, input.idempotency_key))).limit(1);
    if (same) return { replay: true, payment: same };
    if (fresh.paidAt !== null || fresh.status === LEAD_STATUSES.paid) throw new ApiError(409, 'order.paid');
    if (CLOSED.includes(fresh.status)) throw new ApiError(409, 'order.not_payable');
    // A total of 0 ₽ (free products) is nothing to pay: no card is read and no charge of 0 is made.
    if (fresh.total <= 0) throw new ApiError(409, 'order.nothing_to_pay');
    if (!seller) throw new ApiError(409, 'order.payments_off');
    const [busy] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, o.id), eq(orderPayments.status, 'pending'))).limit(1);
    if (busy) throw new ApiError(409, 'order.payment_in_progress');
    const [added] = await tx.insert(orderPayments).values({
      accountId: o.accountId, orderId: o.id, idempotencyKey: input.idempotency_key, provider: provider.name, integrationId: seller.integrationId, amount: fresh.total, status: 'pending',
    }).returning();
    return { replay: false, payment: added };
  });
  if (attempt.replay) return finished(attempt.payment);
  const row = attempt.payment;
  let card;
  try {
    card = await tokenizeCard(provider, input.card);
  } catch (err) {
    // A card the provider will not take frees the attempt (the buyer corrects it and tries again).
    await db.delete(orderPayments).where(eq(orderPayments.id, row.id));
    throw err;
  }
  await db.update(orderPayments).set({ cardBrand: card.brand, cardLast4: card.last4 }).where(eq(orderPayments.id, row.id));
  let result: ChargeResult;
  try {
    result = await provider.charge({
      amount: row.amount, cardToken: card.token, idempotencyKey: `order-payment-${row.id}`, reference: referenceOf(row.id),
      description: `Order ${o.id}`, merchant: (seller as { merchant: Merchant }).merchant,
    });
  } catch {
    // The provider may or may not have charged: the attempt stays pending and its callback settles it.
    return 'pending';
  }
  const settled = await settleOrderPayment(db, row.id, result);
  return finished(settled as OrderPaymentRow);
}

