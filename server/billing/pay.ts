// Paying a bill. Idempotent by construction: the payment row is inserted before the provider is
// called, and two unique indexes decide races instead of checks — one row per idempotency key
// (a double click or a retried request gets the stored result) and at most one pending or
// succeeded payment per bill (a second attempt with another key is refused, never charged).
// The provider is asked with our payment's id as its own idempotency key, and the outcome is
// settled by one conditional UPDATE that the provider's callback shares.
import { and, eq } from 'drizzle-orm';
import { cardExpired, type CardInput, type PaymentFailure } from '../../api/billing';
import type { Db } from '../db/client';
import { paymentMethods, payments, type MethodStatus } from '../db/schema-billing';
import type { AccountRow } from '../platform/http/context';
import { ApiError, notFound, tariffLimit, validation } from '../platform/http/errors';
import { applyPaidBill } from './apply';
import { emit } from '../platform/jobs/events';
import { quoteTariff, type BillRow } from './bills';
import { billStatus } from './views';
import { saveMethod, tokenizeCard } from './methods';
import type { ChargeResult, PaymentProvider, SavedCard } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

export interface PayInput {
  idempotency_key: string;
  method_id?: number;
  card?: CardInput;
  save_card: boolean;
}

/** A saved method that can no longer pay says why with SPEC §8's message. */
const methodRefusal: Record<Exclude<MethodStatus, 'active'>, PaymentFailure> = {
  expired: 'payment.method_invalid',
  invalid: 'payment.method_invalid',
  unsupported: 'payment.method_unsupported',
};

/** What a failed charge tells about the saved card it used. */
const methodStatusAfter: Partial<Record<PaymentFailure, MethodStatus>> = {
  'payment.method_invalid': 'invalid',
  'payment.method_unsupported': 'unsupported',
};

export const paymentFailed = (p: PaymentRow) =>
  new ApiError(402, (p.errorCode ?? 'payment.error') as PaymentFailure, { params: { payment_id: p.id, bill_id: p.billId } });

async function paymentByKey(db: Db, accountId: number, key: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, key))).limit(1);
  return row;
}

/** A tariff bill is paid for the account it was quoted on; usage must still fit the tariff. */
async function assertBillStillFits(db: Db, account: AccountRow, bill: BillRow): Promise<void> {
  const p = bill.payload;
  const unchanged = p.base.tarif === account.tarif && p.base.payedTill === (account.payedTill?.toISOString() ?? null);
  if (!unchanged) throw new ApiError(409, 'bill.outdated');
  if (p.type !== 'tariff') return;
  const { over } = await quoteTariff(db, account, p.tarif, p.months as 1 | 6 | 12);
  if (over.length > 0) throw tariffLimit(over[0].type, over[0].limit, over[0].used);
}

/** The card to charge; a new card to be saved is kept only once it has paid (`save`). */
interface Card { token: string; brand: string; last4: string; methodId: number | null; save?: { saved: SavedCard; holder: string } }

/** The card to charge: a saved active method, a new card, else the default method. */
async function cardFor(db: Db, provider: PaymentProvider, accountId: number, input: PayInput): Promise<Card> {
  if (input.card) {
    const saved = await tokenizeCard(provider, input.card);
    return { token: saved.token, brand: saved.brand, last4: saved.last4, methodId: null, ...(input.save_card ? { save: { saved, holder: input.card.holder } } : {}) };
  }
  const [m] = await db.select().from(paymentMethods).where(and(
    eq(paymentMethods.accountId, accountId),
    input.method_id !== undefined ? eq(paymentMethods.id, input.method_id) : eq(paymentMethods.isDefault, true),
  )).limit(1);
  if (!m) {
    if (input.method_id !== undefined) throw notFound();
    throw validation({ method_id: 'payment.method_missing' });
  }
  const status = m.status === 'active' && cardExpired(m.expMonth, m.expYear) ? 'expired' : m.status;
  if (status !== 'active') throw new ApiError(402, methodRefusal[status], { params: { method_id: m.id } });
  return { token: m.token, brand: m.brand, last4: m.last4, methodId: m.id };
}

/** Records the provider's answer once; the first final answer wins, later ones change nothing. */
export async function settlePayment(db: Db, paymentId: number, result: ChargeResult): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    if (result.status === 'pending') {
      await tx.update(payments).set({ providerPaymentId: result.providerPaymentId }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    } else {
      const [settled] = await tx.update(payments).set({
        status: result.status,
        errorCode: result.status === 'failed' ? result.failure : null,
        providerPaymentId: result.providerPaymentId,
        settledAt: new Date(),
      }).where(and(eq(payments.id, paymentId), eq(payments.status, 'pending'))).returning();
      if (settled?.status === 'succeeded') await applyPaidBill(tx, settled.billId);
      // The fact and what follows it (the receipt) commit together (the outbox of server/jobs).
      if (settled) {
        const facts = { paymentId: settled.id, billId: settled.billId, amount: settled.amount };
        if (settled.status === 'succeeded') await emit(tx, { type: 'payment.succeeded', accountId: settled.accountId, payload: facts });
        else await emit(tx, { type: 'payment.failed', accountId: settled.accountId, payload: { ...facts, errorCode: settled.errorCode ?? 'payment.error' } });
      }
      const methodStatus = result.status === 'failed' ? methodStatusAfter[result.failure] : undefined;
      if (settled?.methodId && methodStatus) await tx.update(paymentMethods).set({ status: methodStatus }).where(eq(paymentMethods.id, settled.methodId));
    }
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  });
}

/**
 * Pays `bill` for `account`. Returns the payment (succeeded, or pending until the callback);
 * throws 402 with the payment message when it failed — the same answer for every repeat of the key.
 */
export async function payBill(db: Db, provider: PaymentProvider, account: AccountRow, bill: BillRow, input: PayInput, description: string): Promise<PaymentRow> {
  const replay = await paymentByKey(db, account.id, input.idempotency_key);
  if (replay) return finished(replay, bill);
  if (bill.status === 'paid') throw new ApiError(409, 'bill.paid');
  if (billStatus(bill) !== 'unpaid') throw new ApiError(409, 'bill.closed');
  await assertBillStillFits(db, account, bill);

  const [row] = await db.insert(payments).values({
    accountId: account.id, billId: bill.id, idempotencyKey: input.idempotency_key, amount: bill.amount, status: 'pending', provider: provider.name,
  }).onConflictDoNothing().returning();
  if (!row) {
    // Lost a race: the same key (answer as the winner did) or another attempt on this bill.
    const same = await paymentByKey(db, account.id, input.idempotency_key);
    if (same) return finished(same, bill);
    throw new ApiError(409, 'payment.in_progress');
  }
  // Only the attempt holding the row tokenises (and maybe saves) the card; a refused card frees the key.
  let card: Card;
  try {
    card = await cardFor(db, provider, account.id, input);
  } catch (err) {
    await db.delete(payments).where(eq(payments.id, row.id));
    throw err;
  }
  await db.update(payments).set({ methodId: card.methodId, cardBrand: card.brand, cardLast4: card.last4 }).where(eq(payments.id, row.id));

  let result: ChargeResult;
  try {
    result = await provider.charge({ amount: row.amount, cardToken: card.token, idempotencyKey: `payment-${row.id}`, reference: String(row.id), description });
  } catch {
    // The provider may or may not have charged: the payment stays pending and its callback settles it.
    return { ...row, methodId: card.methodId, cardBrand: card.brand, cardLast4: card.last4 };
  }
  // A card the person asked to keep is kept once it has paid (or is being paid), not when refused.
  if (card.save && result.status !== 'failed') {
    const m = await saveMethod(db, provider.name, account.id, card.save.saved, card.save.holder, false);
    await db.update(payments).set({ methodId: m.id }).where(eq(payments.id, row.id));
  }
  return finished(await settlePayment(db, row.id, result), bill);
}

function finished(p: PaymentRow, bill: BillRow): PaymentRow {
  if (p.billId !== bill.id) throw validation({ idempotency_key: 'payment.key_reused' }, 409);
  if (p.status === 'failed') throw paymentFailed(p);
  return p;
}
