// POST /api/account/payments/callback: the provider tells what happened to a payment. The
// signature over the raw body is the only credential; each event is handled once (payment_callbacks)
// in the same transaction as its effect, so a repeated or concurrent delivery credits nothing twice.
// Bills' payments and orders' payments (server/cdp/order-payments.ts) share the route.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { paymentCallbacks, payments } from '../db/schema-billing';
import { ApiError } from '../platform/http/errors';
import { settleOrderCallback } from '../cdp/index';
import { settlePayment } from './pay';
import type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (set by the app's JSON parser), for signatures over exact bytes. */
    rawBody?: string;
  }
}

/**
 * Handles one delivery; `paid` hears the account whose bill or order it settled (the route drops
 * that account's cached callers, lists and pages, and no other's — platform/http/register.ts). A delivery
 * seen before, or one naming no payment of ours, settles nothing and names none.
 */
export async function handlePaymentCallback(db: Db, provider: PaymentProvider, req: FastifyRequest, paid: (accountId: number) => void): Promise<{ ok: true }> {
  const event = await provider.verifyCallback(req.rawBody ?? '', req.headers);
  if (!event) throw new ApiError(403, 'payment.signature');
  const paymentId = Number(event.reference);
  const settled = await db.transaction(async (tx): Promise<number | null> => {
    const [fresh] = await tx.insert(paymentCallbacks).values({ provider: provider.name, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!fresh) return null;
    // Order payments (the public payment page) carry their own reference; bills a bare id.
    const order = await settleOrderCallback(tx, provider.name, event.reference, event.result);
    if (order) return order.accountId;
    if (!Number.isSafeInteger(paymentId)) return null;
    const [payment] = await tx.select({ id: payments.id, accountId: payments.accountId }).from(payments).where(and(eq(payments.id, paymentId), eq(payments.provider, provider.name))).limit(1);
    if (!payment) return null;
    await settlePayment(tx, payment.id, event.result);
    return payment.accountId;
  });
  if (settled !== null) paid(settled);
  return { ok: true };
}
