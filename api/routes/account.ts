// SPEC §7 "Account" (the part of this issue): the account, the tariff list with limits, the
// current tariff and changing it. Bills and payment methods come later.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, isoDate } from '../schemas';

/** null = unlimited. */
export const limitsSchema = v.object({ pages: v.nullable(v.number()), domains: v.nullable(v.number()), users: v.nullable(v.number()) });
export const usageSchema = v.object({ pages: v.number(), domains: v.number(), users: v.number() });

export const tariffSchema = v.object({
  code: v.string(),
  title: v.string(),
  /** Rubles per month, whole number. */
  price: v.number(),
  limits: limitsSchema,
});

export const accountSchema = v.object({
  id,
  tarif: v.string(),
  packets: v.object({ pages: v.number(), domains: v.number(), users: v.number() }),
  created: isoDate,
  payed_till: v.nullable(isoDate),
  /** Tariff limits plus packets. */
  limits: limitsSchema,
  /** Users counts members other than the owner. */
  usage: usageSchema,
});

export const get = defineRoute({
  name: 'account.get', method: 'GET', path: '/account', auth: true, response: accountSchema,
});

export const tariffs = defineRoute({
  name: 'account.tariffs', method: 'GET', path: '/account/tariffs', auth: true,
  response: v.object({ items: v.array(tariffSchema) }),
});

export const currentTariff = defineRoute({
  name: 'account.tariff.current', method: 'GET', path: '/account/change_tariff', auth: true,
  response: v.object({ tariff: tariffSchema, limits: limitsSchema, usage: usageSchema, payed_till: v.nullable(isoDate) }),
});

export const changeTariff = defineRoute({
  name: 'account.tariff.change',
  method: 'POST',
  path: '/account/change_tariff',
  auth: true,
  /** Owner only. Refused with tariff.limit when current usage exceeds the new tariff. */
  body: v.object({ tarif: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
  response: accountSchema,
});

export const accountRoutes = { get, tariffs, currentTariff, changeTariff } as const;
