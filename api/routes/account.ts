// SPEC §7 "Account": the account with its limits and billing state, the tariff list, the current
// tariff with the quote of a change (proration shown before confirming) and the change itself.
// Every /account route is for the account owner only (SPEC §6: billing is owner-only).
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, isoDate } from '../schemas';
import { billingMonths, billingStates, limitKinds } from '../billing';
import { billSchema } from './billing';

/** null = unlimited. */
export const limitsSchema = v.object({ pages: v.nullable(v.number()), domains: v.nullable(v.number()), users: v.nullable(v.number()) });
export const usageSchema = v.object({ pages: v.number(), domains: v.number(), users: v.number() });

export const tariffSchema = v.object({
  code: v.string(),
  title: v.string(),
  /** Rubles per month, whole number. */
  price: v.number(),
  limits: limitsSchema,
  /** Feature codes of api/billing.ts tariffFeatures. */
  features: v.array(v.string()),
});

export const packetOfferSchema = v.object({ kind: v.picklist(limitKinds), size: v.number(), price: v.number() });

/**
 * The account as every user of it sees it: the current user's answer (GET /session/account, members
 * included) carries this much, the owner's GET /account adds limits, usage and features to it.
 */
export const accountCoreSchema = v.object({
  id,
  tarif: v.string(),
  /** Extension packages on top of the tariff: extra pages / domains / users. */
  packets: v.object({ pages: v.number(), domains: v.number(), users: v.number() }),
  created: isoDate,
  payed_till: v.nullable(isoDate),
  /** active, grace (paid-till passed, all still works until grace_till), expired (adding is blocked). */
  state: v.picklist(billingStates),
  grace_till: v.nullable(isoDate),
});

export const accountSchema = v.object({
  ...accountCoreSchema.entries,
  /** Tariff limits plus packets. */
  limits: limitsSchema,
  /** Users counts members other than the owner. */
  usage: usageSchema,
  features: v.array(v.string()),
});

export const get = defineRoute({
  name: 'account.get', method: 'GET', path: '/account', auth: true, response: accountSchema,
});

export const tariffs = defineRoute({
  name: 'account.tariffs', method: 'GET', path: '/account/tariffs', auth: true,
  response: v.object({
    /** With the price of each period (discount included), whole rubles. */
    items: v.array(v.object({ ...tariffSchema.entries, totals: v.array(v.object({ months: v.number(), total: v.number() })) })),
    /** Months one may pay for and their discount in percent. */
    periods: v.array(v.object({ months: v.number(), discount: v.number() })),
    packets: v.array(packetOfferSchema),
  }),
});

/** What a change would cost if confirmed now (whole rubles). */
export const quoteSchema = v.object({
  tarif: v.string(),
  title: v.string(),
  months: v.number(),
  /** Same tariff: the paid period is prolonged from its end, with no credit. */
  renewal: v.boolean(),
  /** Tariff plus packets, per month. */
  monthly: v.number(),
  full: v.number(),
  discount: v.number(),
  /** The unused days of the current paid period, deducted. */
  credit: v.number(),
  credit_days: v.number(),
  amount: v.number(),
  /** Days added to the new period when the credit exceeds its price (nothing is lost on a downgrade). */
  extra_days: v.number(),
  /** The paid-till date if paid now. */
  payed_till: isoDate,
  /** Limits the account's current usage exceeds on the target tariff (the change is refused). */
  over: v.array(v.object({ type: v.picklist(limitKinds), limit: v.number(), used: v.number() })),
});

const changeQuery = v.object({
  tarif: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  months: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), billingMonths)),
});

export const currentTariff = defineRoute({
  name: 'account.tariff.current', method: 'GET', path: '/account/change_tariff', auth: true,
  /** With `tarif` (and `months`, 1 by default) the answer carries the quote of that change. */
  query: changeQuery,
  response: v.object({
    tariff: tariffSchema,
    limits: limitsSchema,
    usage: usageSchema,
    payed_till: v.nullable(isoDate),
    state: v.picklist(billingStates),
    quote: v.nullable(quoteSchema),
  }),
});

export const changeTariff = defineRoute({
  name: 'account.tariff.change',
  method: 'POST',
  path: '/account/change_tariff',
  auth: true,
  /**
   * Issues the bill of the change (earlier unpaid tariff bills are cancelled); the tariff changes
   * when it is paid. A bill of 0 ₽ (a downgrade covered by the credit) is applied at once.
   * Refused with tariff.limit when current usage exceeds the new tariff.
   */
  body: v.object({ tarif: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), months: v.optional(billingMonths, 1) }),
  response: v.object({ bill: billSchema, account: accountSchema }),
});

export const accountRoutes = { get, tariffs, currentTariff, changeTariff } as const;
