// Billing rules both sides need: the grace period after the paid period, the account's
// billing state, the features a tariff may open, the periods one can pay for, and the card and
// requisites checks the payment and details forms share with the server.
import * as v from 'valibot';

/** Days after `payed_till` during which everything still works; then adding is blocked (nothing is deleted). */
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 3600_000;

export type BillingState = 'active' | 'grace' | 'expired';
export const billingStates = ['active', 'grace', 'expired'] as const satisfies readonly BillingState[];

/** No paid-till date means no end (an account set up by hand). */
export function billingState(payedTill: Date | null, now: Date = new Date()): BillingState {
  if (!payedTill || now < payedTill) return 'active';
  return now.getTime() < graceEnd(payedTill).getTime() ? 'grace' : 'expired';
}

export const graceEnd = (payedTill: Date): Date => new Date(payedTill.getTime() + GRACE_DAYS * DAY_MS);

/** Features a tariff may open, beyond its limits (the tariffs table lists them per tariff). */
export const tariffFeatures = ['custom_code', 'priority_support'] as const;
export type TariffFeature = (typeof tariffFeatures)[number];

export const limitKinds = ['pages', 'domains', 'users'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Months one pays for at once; longer periods are cheaper (percent off). */
export const billingPeriods = [
  { months: 1, discount: 0 },
  { months: 6, discount: 10 },
  { months: 12, discount: 20 },
] as const;
export type BillingMonths = (typeof billingPeriods)[number]['months'];
export const billingMonths = v.picklist(billingPeriods.map((p) => p.months) as [BillingMonths, ...BillingMonths[]]);

/** Codes of SPEC §8's payment messages, one per way a payment can fail. */
export const paymentFailures = [
  'payment.failed',
  'payment.provider_failed',
  'payment.method_invalid',
  'payment.method_unsupported',
  'payment.error',
] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number as typed: spaces and dashes allowed; 13–19 digits passing the Luhn check. */
export const cardNumber = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^\d{13,19}$/),
  v.check(luhnValid),
);

/** The card's month/year is not over yet (a card is valid to the end of its expiry month). */
export function cardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const y = year < 100 ? 2000 + year : year;
  return y < now.getUTCFullYear() || (y === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

export const cardInput = v.object({
  number: cardNumber,
  exp_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
  holder: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});
export type CardInput = v.InferOutput<typeof cardInput>;

/** ИНН: 10 digits (a company) or 12 (a person), with the tax service's check digits. */
export function innValid(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  const check = (weights: number[]) => (weights.reduce((s, w, i) => s + w * d[i], 0) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** Requisites printed on bills. A company needs a 10-digit ИНН and a КПП; a person may leave ИНН empty. */
export const detailsInput = v.pipe(
  v.object({
    kind: v.picklist(['individual', 'company']),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
    inn: v.optional(v.pipe(trimmed(12), v.check((s) => s === '' || innValid(s))), ''),
    kpp: v.optional(v.pipe(trimmed(9), v.regex(/^(\d{9})?$/)), ''),
    address: v.optional(trimmed(500), ''),
    email: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254))]), ''),
    phone: v.optional(trimmed(40), ''),
  }),
  v.forward(v.check((d) => d.kind !== 'company' || d.inn.length === 10), ['inn']),
  v.forward(v.check((d) => d.kind !== 'company' || d.kpp.length === 9), ['kpp']),
);
export type DetailsInput = v.InferOutput<typeof detailsInput>;
