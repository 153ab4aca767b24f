// The card form shared by paying a bill, adding a method and a buyer paying an order. Its checks are api/billing.ts (Luhn,
// expiry); this file only shapes what the person types (groups of four, MM/ГГ) and names the
// catalogue message to show.
import * as v from 'valibot';
import { cardExpired, cardNumber } from '../../api/billing';
import type { Validator } from './useForm';

export type CardValues = { number: string; expiry: string; cvc: string; holder: string };
export const emptyCard: CardValues = { number: '', expiry: '', cvc: '', holder: '' };

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export const groupCardNumber = (s: string): string => s.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" / "12/28" → "12/28" while typing. */
export function shapeExpiry(s: string): string {
  const d = s.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function parseExpiry(s: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(s.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export const cardValidators: Partial<Record<keyof CardValues, Validator<CardValues>>> = {
  number: (value) => (!value.trim() ? 'errors:field.required' : v.is(cardNumber, value) ? null : 'errors:card.number_invalid'),
  expiry: (value) => {
    if (!value.trim()) return 'errors:field.required';
    const e = parseExpiry(value);
    return e && !cardExpired(e.month, e.year) ? null : 'errors:card.expiry_invalid';
  },
  cvc: (value) => (!value.trim() ? 'errors:field.required' : /^\d{3,4}$/.test(value.trim()) ? null : 'errors:card.cvc_invalid'),
};

/** What the API takes (call only after the validators passed). */
export function cardInput(values: CardValues) {
  const e = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return { number: values.number, exp_month: e.month, exp_year: e.year, cvc: values.cvc.trim(), holder: values.holder.trim() };
}

/** Server field names (card.number, card.exp_month…) → the form's fields. */
export function cardFieldErrors(fields: Record<string, string>): Partial<Record<keyof CardValues, string>> {
  const out: Partial<Record<keyof CardValues, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/^card\./, '');
    if (name === 'number') out.number = message;
    else if (name === 'exp_month' || name === 'exp_year') out.expiry = message;
    else if (name === 'cvc') out.cvc = message;
    else if (name === 'holder') out.holder = message;
  }
  return out;
}

/** One idempotency key per payment attempt; getRandomValues works on plain http too (randomUUID needs a secure context). */
export const newPaymentKey = () => `pay-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
