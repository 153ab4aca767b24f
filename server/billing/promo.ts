// The promo deal: an account that has never paid may, until its trial ends, take a year of
// «Бизнес» at 30% off. Offered once: it disappears with the first successful payment.
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../api/errors';
import type { Db } from '../db/client';
import { payments } from '../db/schema-billing';
import type { AccountRow } from '../platform/http/context';
import { ApiError } from '../platform/http/errors';
import { tariffTitle } from '../account/index';
import { issueTariffBill, quoteTariff, type BillRow } from './bills';
import { addDays } from './proration';

export const PROMO = { code: 'first_year', tarif: 'business', months: 12, discount: 30, days: 14 } as const;

export async function promoOffer(db: Db, account: AccountRow, locale: Locale, now = new Date()) {
  const until = addDays(account.created, PROMO.days);
  if (now >= until) return null;
  const paid = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.accountId, account.id), eq(payments.status, 'succeeded'))).limit(1);
  if (paid.length > 0) return null;
  const { tariff, quote } = await quoteTariff(db, account, PROMO.tarif, PROMO.months, { now, discountPercent: PROMO.discount });
  return {
    code: PROMO.code, tarif: tariff.code, title: tariffTitle(tariff, locale), months: PROMO.months, discount: PROMO.discount,
    full: quote.full, amount: quote.amount, until: until.toISOString(),
  };
}

export async function acceptPromo(db: Db, account: AccountRow, locale: Locale): Promise<BillRow> {
  if (!(await promoOffer(db, account, locale))) throw new ApiError(409, 'promo.unavailable');
  return issueTariffBill(db, account, PROMO.tarif, PROMO.months, { discountPercent: PROMO.discount });
}
