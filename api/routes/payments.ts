// Order payments (SPEC §2 "Orders and payments": /payments/settings, the public /order/{hash} and
// /payment pages). The account chooses which of its payment integrations (catalogue kind
// 'payment') takes its orders' payments; a buyer, without any login, sees what the order shows
// publicly and pays it by card through billing's payment provider. Prices are whole rubles (§9).
import * as v from 'valibot';
import { cardInput } from '../billing';
import { defineRoute } from '../define';
import { INTEGRATION_TYPE_IDS } from '../integrationCatalogue';
import { isShortId } from '../cdp';
import { id, isoDate } from '../schemas';

/** How the chosen integration stands: none chosen, its fields not all set, refused by the provider, working. */
export const PAYMENT_STATES = ['not_chosen', 'not_connected', 'error', 'connected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentSettingsSchema = v.object({
  integration_id: v.nullable(id),
  state: v.picklist(PAYMENT_STATES),
  /** The account's payment integrations to choose from. */
  integrations: v.array(v.object({
    id, title: v.string(), type: v.picklist(INTEGRATION_TYPE_IDS), status: v.picklist(['not_connected', 'connected', 'error']), status_error: v.nullable(v.string()),
  })),
  /** Prices are whole rubles everywhere in the product (SPEC §9). */
  currency: v.literal('RUB'),
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsSchema>;

export const settingsGet = defineRoute({
  name: 'payments.settings.get', method: 'GET', path: '/payments/settings', auth: true, response: paymentSettingsSchema,
});
export const settingsSave = defineRoute({
  name: 'payments.settings.save', method: 'PUT', path: '/payments/settings', auth: true,
  body: v.object({ integration_id: v.nullable(id) }), response: paymentSettingsSchema,
});

// ---------------------------------------------------------------------------------------------
// Public: the buyer's view of one order, found by its short hash (SPEC §9 short id).

/** What the buyer sees: the seller's public name, the items and total — never the person's other data. */
export const publicOrderSchema = v.object({
  hash: v.string(),
  number: v.number(),
  seller: v.string(),
  items: v.array(v.object({ title: v.string(), price: v.number(), quantity: v.number() })),
  total: v.number(),
  /**
   * unpaid: can be paid now; pending: the bank has not confirmed yet; paid; closed: rejected or
   * archived by the seller; free: its total is 0 ₽, there is nothing to pay.
   */
  state: v.picklist(['unpaid', 'pending', 'paid', 'closed', 'free']),
  /** Whether the seller takes payments online (a working payment integration). */
  payable: v.boolean(),
  paid_at: v.nullable(isoDate),
  created: isoDate,
});
export type PublicOrder = v.InferOutput<typeof publicOrderSchema>;

const hashParams = v.object({ hash: v.pipe(v.string(), v.check(isShortId)) });

export const publicOrder = defineRoute({
  name: 'public.order.get', method: 'GET', path: '/public/orders/:hash', auth: false, params: hashParams, response: publicOrderSchema,
});

/**
 * Pays the order by card through the seller's payment integration. One attempt = one idempotency
 * key (a double click charges once); a paid order is refused with 409 «Заказ уже оплачен»; a
 * failure answers 402 with the SPEC §8 payment message. `pending` is settled by the signed callback.
 */
export const publicPay = defineRoute({
  name: 'public.order.pay', method: 'POST', path: '/public/orders/:hash/pay', auth: false, params: hashParams,
  body: v.object({ idempotency_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,100}$/)), card: cardInput }),
  response: v.object({ status: v.picklist(['succeeded', 'pending']), order: publicOrderSchema }),
});

export const paymentRoutes = { settingsGet, settingsSave, publicOrder, publicPay } as const;
