// Issuing bills: a tariff change or renewal (quoted by proration.ts, refused when the account's
// usage does not fit the target), an extension packet for the rest of the paid period, the promo
// deal. A new tariff bill replaces the earlier unpaid ones; a bill of 0 ₽ is applied at once.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { billingState, limitKinds, type BillingMonths, type LimitKind } from '../../api/billing';
import type { Locale } from '../../api/errors';
import type { Db } from '../db/client';
import { accounts, tariffs } from '../db/schema';
import { bills, packetOffers, payments, type BillKind, type BillPayload, type BillRow } from '../db/schema-billing';
import type { AccountRow } from '../platform/http/context';
import { ApiError, notFound, tariffLimit } from '../platform/http/errors';
import { emptyPackets, getTariff, limitsOf, tariffOf, usageOf, type TariffRow } from '../account/index';
import { applyPaidBill } from './apply';
import { addDays, quoteChange, quotePacket, type ChangeQuote } from './proration';
import { accountZone } from './zone';

export type { BillRow };

/** How long an issued bill can be paid (its proration was computed for the day it was issued). */
export const BILL_DUE_DAYS = 3;

export async function tariffTitles(db: Db, locale: Locale): Promise<Map<string, string>> {
  const rows = await db.select({ code: tariffs.code, ru: tariffs.titleRu, en: tariffs.titleEn }).from(tariffs);
  return new Map(rows.map((r) => [r.code, locale === 'en' ? r.en : r.ru]));
}

export const listPacketOffers = (db: Db) => db.select().from(packetOffers).orderBy(asc(packetOffers.sort));

/** Monthly price of the packets an account holds (packets store the extra amount, a multiple of the size). */
export async function packetsMonthly(db: Db, account: AccountRow): Promise<number> {
  const held = { ...emptyPackets, ...account.packets };
  return (await listPacketOffers(db)).reduce((sum, o) => sum + Math.ceil(held[o.kind] / o.size) * o.price, 0);
}

export interface TariffQuote { tariff: TariffRow; quote: ChangeQuote; over: { type: LimitKind; limit: number; used: number }[] }

/** The quote of moving `account` to `tarif` for `months`; `public` tariffs only. */
export async function quoteTariff(db: Db, account: AccountRow, tarif: string, months: BillingMonths, opts: { now?: Date; discountPercent?: number } = {}): Promise<TariffQuote> {
  const target = await getTariff(db, tarif);
  if (!target || !target.isPublic) throw new ApiError(422, 'tariff.unknown', { fields: { tarif: 'tariff.unknown' } });
  const current = await tariffOf(db, account);
  const quote = quoteChange({
    now: opts.now ?? new Date(),
    current: { tarif: current.code, price: current.price, payedTill: account.payedTill },
    target: { tarif: target.code, price: target.price },
    months,
    packetsMonthly: await packetsMonthly(db, account),
    discountPercent: opts.discountPercent,
    zone: await accountZone(db, account.id),
  });
  const limits = limitsOf(target, { ...emptyPackets, ...account.packets });
  const usage = await usageOf(db, account);
  const over = limitKinds.flatMap((type) => {
    const limit = limits[type];
    return limit !== null && usage[type] > limit ? [{ type, limit, used: usage[type] }] : [];
  });
  return { tariff: target, quote, over };
}

const base = (account: AccountRow) => ({ tarif: account.tarif, payedTill: account.payedTill?.toISOString() ?? null });

/** Unpaid bills of these kinds, with no payment under way, are replaced by a newer one. */
async function cancelOpenBills(db: Db, accountId: number, kinds: BillKind[]): Promise<void> {
  await db.update(bills).set({ status: 'canceled' }).where(and(
    eq(bills.accountId, accountId), eq(bills.status, 'unpaid'), inArray(bills.kind, kinds),
    sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.billId} = ${bills.id} AND ${payments.status} IN ('pending', 'succeeded'))`,
  ));
}

/** A tariff change, renewal (same tariff) or promo bill. Refused with tariff.limit when usage does not fit. */
export async function issueTariffBill(db: Db, account: AccountRow, tarif: string, months: BillingMonths, promo?: { discountPercent: number }): Promise<BillRow> {
  const now = new Date();
  const { quote, over } = await quoteTariff(db, account, tarif, months, { now, discountPercent: promo?.discountPercent });
  if (over.length > 0) throw tariffLimit(over[0].type, over[0].limit, over[0].used);
  const kind: BillKind = promo ? 'promo' : quote.renewal ? 'renewal' : 'tariff';
  const payload: BillPayload = {
    type: 'tariff', tarif, months, renewal: quote.renewal, extraDays: quote.extraDays, full: quote.full, discount: quote.discount,
    credit: quote.credit, creditDays: quote.creditDays, base: base(account),
  };
  return db.transaction(async (tx) => {
    await cancelOpenBills(tx, account.id, ['tariff', 'renewal', 'promo']);
    const [bill] = await tx.insert(bills).values({ accountId: account.id, kind, payload, amount: quote.amount, status: 'unpaid', due: addDays(now, BILL_DUE_DAYS) }).returning();
    if (bill.amount > 0) return bill;
    // Nothing to pay (the credit covers it): applied now, as a paid bill in the history.
    return (await applyPaidBill(tx, bill.id)) ?? bill;
  });
}

/** An extension packet for the days left of the paid period. */
export async function issuePacketBill(db: Db, account: AccountRow, kind: LimitKind, count: number): Promise<BillRow> {
  const now = new Date();
  if (billingState(account.payedTill, now) !== 'active' || !account.payedTill) throw new ApiError(402, 'billing.needs_paid_period', { error: 'billing.expired', params: { type: 'expired' } });
  const [offer] = await db.select().from(packetOffers).where(eq(packetOffers.kind, kind));
  if (!offer) throw notFound();
  const { days, amount } = quotePacket({ now, payedTill: account.payedTill, monthlyPrice: offer.price, count });
  const payload: BillPayload = { type: 'packet', packet: kind, count, size: offer.size, days, base: base(account) };
  const [bill] = await db.insert(bills).values({ accountId: account.id, kind: 'packet', payload, amount, status: 'unpaid', due: addDays(now, BILL_DUE_DAYS) }).returning();
  return bill;
}

export async function ownBill(db: Db, accountId: number, id: number): Promise<BillRow> {
  const [bill] = await db.select().from(bills).where(and(eq(bills.id, id), eq(bills.accountId, accountId))).limit(1);
  if (!bill) throw notFound();
  return bill;
}

export type BillFilter = 'unpaid' | 'paid' | 'canceled' | 'expired' | undefined;

/** `unpaid` and `expired` are both stored unpaid; the due date tells them apart. */
export function billFilterSql(status: BillFilter) {
  if (status === 'unpaid') return sql`${bills.status} = 'unpaid' AND ${bills.due} > now()`;
  if (status === 'expired') return sql`${bills.status} = 'unpaid' AND ${bills.due} <= now()`;
  if (status) return eq(bills.status, status);
  return undefined;
}

/** Only an unpaid bill without a payment under way can be cancelled. */
export async function cancelBill(db: Db, accountId: number, id: number): Promise<BillRow> {
  const bill = await ownBill(db, accountId, id);
  if (bill.status === 'paid') throw new ApiError(409, 'bill.paid');
  const [next] = await db.update(bills).set({ status: 'canceled' }).where(and(
    eq(bills.id, bill.id), eq(bills.status, 'unpaid'),
    sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.billId} = ${bills.id} AND ${payments.status} IN ('pending', 'succeeded'))`,
  )).returning();
  if (!next && bill.status === 'unpaid') throw new ApiError(409, 'payment.in_progress');
  return next ?? bill;
}

/** The account row as it is now (after a bill was applied). */
export async function reloadAccount(db: Db, id: number): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}
