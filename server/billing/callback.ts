// POST /api/account/payments/callback: the provider tells what happened to a payment. The
// signature over the raw body is the only credential; each event is handled once (payment_callbacks)
// in the same transaction as its effect, so a repeated or concurrent delivery credits nothing twice.
// Bills' payments and orders' payments (server/cdp/order-payments.ts) share the route.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { paymentCallbacks, payments } from '../db/schema-billing';
import { ApiError } from '../http/errors';
import { settleOrderCallback } from '../cdp/order-payments';
import { settlePayment } from './pay';
import type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (set by the app's JSON parser), for signatures over exact bytes. */
    rawBody?: string;
  }
}

export async function handlePaymentCallback(db: Db, provider: PaymentProvider, req: FastifyRequest): Promise<{ ok: true }> {
  const event = await provider.verifyCallback(req.rawBody ?? '', req.headers);
  if (!event) throw new ApiError(403, 'payment.signature');
  const paymentId = Number(event.reference);
  await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentCallbacks).values({ provider: provider.name, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!fresh) return;
    // Order payments (the public payment page) carry their own reference; bills a bare id.
    if (await settleOrderCallback(tx, provider.name, event.reference, event.result)) return;
    if (!Number.isSafeInteger(paymentId)) return;
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.id, paymentId), eq(payments.provider, provider.name))).limit(1);
    if (payment) await settlePayment(tx, payment.id, event.result);
  });
  return { ok: true };
}
