// Answers of the billing routes: bills with their title and the lines their amount is made of (in
// the caller's language), payments with the SPEC §8 message of a failure, saved methods, requisites.
import { formatMessage, type Locale } from '../../api/errors';
import { isErrorCode } from '../platform/http/errors';
import type { accountDetails, BillPayload, bills, paymentMethods, payments } from '../db/schema-billing';

type BillRow = typeof bills.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type MethodRow = typeof paymentMethods.$inferSelect;
type DetailsRow = typeof accountDetails.$inferSelect;

/** Russian plural forms (1 месяц, 2 месяца, 5 месяцев). */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
}

const months = (n: number, locale: Locale) => (locale === 'en' ? `${n} month${n === 1 ? '' : 's'}` : `${n} ${ruPlural(n, 'месяц', 'месяца', 'месяцев')}`);
const days = (n: number, locale: Locale) => (locale === 'en' ? `${n} day${n === 1 ? '' : 's'}` : `${n} ${ruPlural(n, 'день', 'дня', 'дней')}`);

const packetWords: Record<'pages' | 'domains' | 'users', { ru: [string, string, string]; en: [string, string] }> = {
  pages: { ru: ['страница', 'страницы', 'страниц'], en: ['page', 'pages'] },
  domains: { ru: ['домен', 'домена', 'доменов'], en: ['domain', 'domains'] },
  users: { ru: ['пользователь', 'пользователя', 'пользователей'], en: ['user', 'users'] },
};

export function packetTitle(kind: 'pages' | 'domains' | 'users', n: number, locale: Locale): string {
  const w = packetWords[kind];
  return locale === 'en' ? `+${n} ${n === 1 ? w.en[0] : w.en[1]}` : `+${n} ${ruPlural(n, ...w.ru)}`;
}

/** `titles` maps tariff codes to their names in the caller's language. */
export function billTitle(b: Pick<BillRow, 'kind' | 'payload'>, titles: ReadonlyMap<string, string>, locale: Locale): string {
  const p = b.payload;
  if (p.type === 'packet') {
    const what = packetTitle(p.packet, p.size * p.count, locale);
    return locale === 'en' ? `Extension packet: ${what}` : `Пакет расширения: ${what}`;
  }
  const name = titles.get(p.tarif) ?? p.tarif;
  const period = months(p.months, locale);
  if (b.kind === 'renewal') return locale === 'en' ? `Renewal of the ${name} tariff for ${period}` : `Продление тарифа «${name}» на ${period}`;
  if (b.kind === 'promo') return locale === 'en' ? `Special offer: the ${name} tariff for ${period}` : `Спецпредложение: тариф «${name}» на ${period}`;
  return locale === 'en' ? `The ${name} tariff for ${period}` : `Тариф «${name}» на ${period}`;
}

function billLines(b: BillRow, titles: ReadonlyMap<string, string>, locale: Locale): { title: string; amount: number }[] {
  const p: BillPayload = b.payload;
  if (p.type === 'packet') {
    const left = days(p.days, locale);
    return [{ title: locale === 'en' ? `${packetTitle(p.packet, p.size * p.count, locale)} until the end of the paid period (${left})` : `${packetTitle(p.packet, p.size * p.count, locale)} до конца оплаченного периода (${left})`, amount: b.amount }];
  }
  const name = titles.get(p.tarif) ?? p.tarif;
  const lines = [{ title: locale === 'en' ? `${name}, ${months(p.months, locale)}` : `«${name}», ${months(p.months, locale)}`, amount: p.full }];
  if (p.discount > 0) lines.push({ title: locale === 'en' ? 'Discount' : 'Скидка', amount: -p.discount });
  if (p.credit > 0) {
    lines.push({ title: locale === 'en' ? `Unused days of the current tariff (${days(p.creditDays, locale)})` : `Неиспользованные дни текущего тарифа (${days(p.creditDays, locale)})`, amount: -Math.min(p.credit, p.full - p.discount) });
  }
  if (p.extraDays > 0) lines.push({ title: locale === 'en' ? `The rest of the credit: ${days(p.extraDays, locale)} added to the period` : `Остаток зачёта: к периоду добавлено ${days(p.extraDays, locale)}`, amount: 0 });
  return lines;
}

/** `expired`: an unpaid bill past its due date can no longer be paid. */
export const billStatus = (b: Pick<BillRow, 'status' | 'due'>, now = new Date()) => (b.status === 'unpaid' && b.due <= now ? 'expired' as const : b.status);

export function billView(b: BillRow, titles: ReadonlyMap<string, string>, locale: Locale) {
  const p = b.payload;
  return {
    id: b.id,
    kind: b.kind,
    status: billStatus(b),
    payed: b.status === 'paid',
    title: billTitle(b, titles, locale),
    lines: billLines(b, titles, locale),
    amount: b.amount,
    tarif: p.type === 'tariff' ? p.tarif : null,
    months: p.type === 'tariff' ? p.months : null,
    created: b.created.toISOString(),
    due: b.due.toISOString(),
    paid_at: b.paidAt?.toISOString() ?? null,
  };
}

export function paymentView(p: PaymentRow, billTitleText: string, locale: Locale) {
  const code = p.errorCode;
  return {
    id: p.id,
    bill_id: p.billId,
    bill_title: billTitleText,
    amount: p.amount,
    status: p.status,
    error_code: code,
    message: code && isErrorCode(code) ? formatMessage(code, locale) : null,
    card: p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    created: p.created.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

export const methodView = (m: MethodRow) => ({
  id: m.id, brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear, holder: m.holder,
  status: m.status, is_default: m.isDefault, created: m.created.toISOString(),
});

export const detailsView = (d: DetailsRow) => ({
  kind: d.kind, name: d.name, inn: d.inn, kpp: d.kpp, address: d.address, email: d.email, phone: d.phone, updated: d.updated.toISOString(),
});
