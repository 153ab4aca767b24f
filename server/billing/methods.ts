// Saved payment methods: add (the provider tokenises the card), status (a card past its expiry
// month becomes `expired`; the provider's refusals mark `invalid` / `unsupported`), update (the
// default, a new expiry date of the same card), delete. One default per account (a unique index).
import { and, desc, eq, ne } from 'drizzle-orm';
import { cardExpired, type CardInput } from '../../api/billing';
import type { Db } from '../db/client';
import { paymentMethods } from '../db/schema-billing';
import { notFound, validation } from '../platform/http/errors';
import { CardRejected, type PaymentProvider, type SavedCard } from './provider';

export type MethodRow = typeof paymentMethods.$inferSelect;

export async function ownMethod(db: Db, accountId: number, id: number): Promise<MethodRow> {
  const [m] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId))).limit(1);
  if (!m) throw notFound();
  return m;
}

/** Newest first; active cards whose month has passed are marked expired on the way. */
export async function listMethods(db: Db, accountId: number, now = new Date()): Promise<MethodRow[]> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId)).orderBy(desc(paymentMethods.created), desc(paymentMethods.id));
  const lapsed = rows.filter((m) => m.status === 'active' && cardExpired(m.expMonth, m.expYear, now));
  for (const m of lapsed) await db.update(paymentMethods).set({ status: 'expired' }).where(eq(paymentMethods.id, m.id));
  return rows.map((m) => (lapsed.includes(m) ? { ...m, status: 'expired' as const } : m));
}

async function makeDefault(db: Db, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(and(eq(paymentMethods.id, id), eq(paymentMethods.accountId, accountId)));
  });
}

/** The provider's token for a card; a card it refuses is a field error of the form. */
export async function tokenizeCard(provider: PaymentProvider, card: CardInput): Promise<SavedCard> {
  try {
    return await provider.tokenize(card);
  } catch (err) {
    if (err instanceof CardRejected) throw validation({ [err.code === 'card.expiry_invalid' ? 'card.exp_month' : 'card.number']: err.code });
    throw err;
  }
}

/** Keeps a tokenised card as a method of the account (the first one becomes the default). */
export async function saveMethod(db: Db, providerName: string, accountId: number, saved: SavedCard, holder: string, asDefault: boolean): Promise<MethodRow> {
  const [m] = await db.insert(paymentMethods).values({
    accountId, provider: providerName, token: saved.token, brand: saved.brand, last4: saved.last4,
    expMonth: saved.expMonth, expYear: saved.expYear, holder, status: 'active', isDefault: false,
  }).returning();
  const hasDefault = (await db.select({ id: paymentMethods.id }).from(paymentMethods).where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)))).length > 0;
  if (asDefault || !hasDefault) await makeDefault(db, accountId, m.id);
  return ownMethod(db, accountId, m.id);
}

export async function addMethod(db: Db, provider: PaymentProvider, accountId: number, card: CardInput, asDefault: boolean): Promise<MethodRow> {
  return saveMethod(db, provider.name, accountId, await tokenizeCard(provider, card), card.holder, asDefault);
}

export async function updateMethod(db: Db, accountId: number, id: number, patch: { make_default?: true; exp_month?: number; exp_year?: number; holder?: string }): Promise<MethodRow> {
  const m = await ownMethod(db, accountId, id);
  const expMonth = patch.exp_month ?? m.expMonth;
  const expYear = patch.exp_year ?? m.expYear;
  if (patch.exp_month !== undefined || patch.exp_year !== undefined) {
    if (cardExpired(expMonth, expYear)) throw validation({ exp_month: 'card.expiry_invalid' });
    // A new date revives an expired card; a card the provider refused stays refused.
    await db.update(paymentMethods).set({ expMonth, expYear, ...(m.status === 'expired' ? { status: 'active' as const } : {}) }).where(eq(paymentMethods.id, m.id));
  }
  if (patch.holder !== undefined) await db.update(paymentMethods).set({ holder: patch.holder }).where(eq(paymentMethods.id, m.id));
  if (patch.make_default) await makeDefault(db, accountId, m.id);
  return ownMethod(db, accountId, m.id);
}

/** Removing the default hands the role to the newest remaining card. */
export async function removeMethod(db: Db, accountId: number, id: number): Promise<void> {
  const m = await ownMethod(db, accountId, id);
  await db.delete(paymentMethods).where(eq(paymentMethods.id, m.id));
  if (!m.isDefault) return;
  const [next] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.accountId, accountId)).orderBy(desc(paymentMethods.created), desc(paymentMethods.id)).limit(1);
  if (next) await makeDefault(db, accountId, next.id);
}
