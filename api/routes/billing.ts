// SPEC §7 "Account", billing half: bills (list, get, pay), payment methods (add, status, update,
// delete), account details (requisites), plus what the billing screens need: payment history,
// the promo deal, cancelling an unpaid bill, and the payment provider's signed callback.
// Owner only, except the callback (the provider calls it; its signature is its credential).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse } from '../schemas';
import { billingMonths, cardInput, detailsInput, limitKinds } from '../billing';
import { filters, listQuery, listResponse } from '../list';

export const billStatuses = ['unpaid', 'paid', 'canceled', 'expired'] as const;

export const billSchema = v.object({
  id,
  kind: v.picklist(['tariff', 'renewal', 'packet', 'promo']),
  /** `expired`: unpaid past its due date (it can no longer be paid; issue a new one). */
  status: v.picklist(billStatuses),
  /** SPEC §3: bills carry a payed flag. */
  payed: v.boolean(),
  /** In the caller's language, e.g. «Тариф «Бизнес» на 6 месяцев». */
  title: v.string(),
  /** How the amount is made up (price, discount, credit of unused days…), whole rubles. */
  lines: v.array(v.object({ title: v.string(), amount: v.number() })),
  amount: v.number(),
  tarif: v.nullable(v.string()),
  months: v.nullable(v.number()),
  created: isoDate,
  due: isoDate,
  paid_at: v.nullable(isoDate),
});

export const paymentStatuses = ['pending', 'succeeded', 'failed'] as const;

export const paymentSchema = v.object({
  id,
  bill_id: id,
  bill_title: v.string(),
  amount: v.number(),
  status: v.picklist(paymentStatuses),
  /** A payment.* code of the SPEC §8 catalogue when failed, with its text in `message`. */
  error_code: v.nullable(v.string()),
  message: v.nullable(v.string()),
  card: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
  created: isoDate,
  settled_at: v.nullable(isoDate),
});

export const methodStatuses = ['active', 'expired', 'invalid', 'unsupported'] as const;

export const methodSchema = v.object({
  id,
  brand: v.string(),
  last4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  holder: v.string(),
  /** Only an active method can pay; the others say why (SPEC §8 payment messages). */
  status: v.picklist(methodStatuses),
  is_default: v.boolean(),
  created: isoDate,
});

export const detailsSchema = v.object({
  kind: v.picklist(['individual', 'company']),
  name: v.string(), inn: v.string(), kpp: v.string(), address: v.string(), email: v.string(), phone: v.string(),
  updated: isoDate,
});

export const promoOfferSchema = v.object({
  code: v.string(),
  tarif: v.string(),
  title: v.string(),
  months: v.number(),
  /** Percent off the full price of the period. */
  discount: v.number(),
  full: v.number(),
  amount: v.number(),
  /** The offer ends then. */
  until: isoDate,
});

/** Lists of bills and payments: the one list contract (api/list.ts), newest first by default. */
export const billSorts = ['created', 'amount'] as const;
export type BillSort = (typeof billSorts)[number];

const billParams = v.object({ id: idParam });

export const billsList = defineRoute({
  name: 'account.bills.list', method: 'GET', path: '/account/bills', auth: true,
  query: listQuery({ sort: billSorts, defaultSort: { by: 'created', dir: 'desc' }, filters: { status: filters.oneOf(billStatuses) } }),
  response: listResponse(billSchema),
});

export const billsCreate = defineRoute({
  name: 'account.bills.create', method: 'POST', path: '/account/bills', auth: true,
  /** An extension packet (prorated to the paid-till date) or a renewal of the current tariff. */
  body: v.variant('kind', [
    v.object({ kind: v.literal('packet'), packet: v.picklist(limitKinds), count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 1) }),
    v.object({ kind: v.literal('renewal'), months: v.optional(billingMonths, 1) }),
  ]),
  response: billSchema,
});

export const billGet = defineRoute({
  name: 'account.bills.get', method: 'GET', path: '/account/bills/:id', auth: true, params: billParams,
  response: v.object({ ...billSchema.entries, payments: v.array(paymentSchema), details: v.nullable(detailsSchema) }),
});

export const billPay = defineRoute({
  name: 'account.bills.pay', method: 'POST', path: '/account/bills/:id/pay', auth: true, params: billParams,
  /**
   * One attempt = one idempotency key: the same key again returns the stored result and never
   * charges twice. Pay with a saved method or a card (saved too with save_card). A failure answers
   * 402 with the SPEC §8 payment message; `pending` is settled later by the provider's callback.
   */
  body: v.object({
    idempotency_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,100}$/)),
    method_id: v.optional(id),
    card: v.optional(cardInput),
    save_card: v.optional(v.boolean(), false),
  }),
  response: v.object({ payment: paymentSchema, bill: billSchema }),
});

export const billCancel = defineRoute({
  name: 'account.bills.cancel', method: 'POST', path: '/account/bills/:id/cancel', auth: true, params: billParams,
  response: billSchema,
});

export const payments = defineRoute({
  name: 'account.payments', method: 'GET', path: '/account/payments', auth: true,
  query: listQuery({ sort: billSorts, defaultSort: { by: 'created', dir: 'desc' } }),
  response: listResponse(paymentSchema),
});

export const paymentCallback = defineRoute({
  name: 'account.payments.callback', method: 'POST', path: '/account/payments/callback', auth: false,
  /** The body is the provider's own event; it is checked against its signature header, then parsed by the provider adapter. */
  response: okResponse,
});

const methodParams = v.object({ id: idParam });

export const methodsList = defineRoute({
  name: 'account.methods.list', method: 'GET', path: '/account/methods', auth: true,
  response: v.object({ items: v.array(methodSchema) }),
});

export const methodsCreate = defineRoute({
  name: 'account.methods.create', method: 'POST', path: '/account/methods', auth: true,
  body: v.object({ card: cardInput, make_default: v.optional(v.boolean(), false) }),
  response: methodSchema,
});

export const methodsUpdate = defineRoute({
  name: 'account.methods.update', method: 'PATCH', path: '/account/methods/:id', auth: true, params: methodParams,
  /** Make it the default, or record a new expiry date of the same card (which makes an expired card active again). */
  body: v.object({
    make_default: v.optional(v.literal(true)),
    exp_month: v.optional(cardInput.entries.exp_month),
    exp_year: v.optional(cardInput.entries.exp_year),
    holder: v.optional(cardInput.entries.holder),
  }),
  response: methodSchema,
});

export const methodsRemove = defineRoute({
  name: 'account.methods.remove', method: 'DELETE', path: '/account/methods/:id', auth: true, params: methodParams,
  response: okResponse,
});

export const detailsGet = defineRoute({
  name: 'account.details.get', method: 'GET', path: '/account/details', auth: true,
  response: v.object({ details: v.nullable(detailsSchema) }),
});

export const detailsSave = defineRoute({
  name: 'account.details.save', method: 'POST', path: '/account/details', auth: true,
  body: detailsInput,
  response: detailsSchema,
});

export const promoGet = defineRoute({
  name: 'account.promo.get', method: 'GET', path: '/account/promo', auth: true,
  response: v.object({ offer: v.nullable(promoOfferSchema) }),
});

export const promoAccept = defineRoute({
  name: 'account.promo.accept', method: 'POST', path: '/account/promo', auth: true,
  /** Issues the promo bill; the tariff changes when it is paid. */
  response: billSchema,
});

export const billingRoutes = {
  billsList, billsCreate, billGet, billPay, billCancel, payments, paymentCallback,
  methodsList, methodsCreate, methodsUpdate, methodsRemove, detailsGet, detailsSave, promoGet, promoAccept,
} as const;
