// Handlers of api/routes/payments.ts: the account's payment settings (owner only: they decide
// where its customers' money goes) and the public order and payment of a buyer (no session; the
// order's unguessable short hash is the only key, and only the order's public view is answered).
import type { paymentRoutes } from '../../api/routes/payments';
import { me, type Handlers } from '../platform/http/context';
import { orderByHash, payOrder, paymentSettingsView, publicOrderView, savePaymentSettings } from '../cdp/index';

export const paymentHandlers: Handlers<typeof paymentRoutes> = {
  async settingsGet(ctx) {
    const auth = me(ctx);
    return paymentSettingsView(ctx.deps.db, auth.account.id);
  },

  async settingsSave(ctx) {
    const auth = me(ctx);
    return savePaymentSettings(ctx.deps.db, auth.account.id, ctx.body.integration_id);
  },

  async publicOrder(ctx) {
    const { db } = ctx.deps;
    return publicOrderView(db, await orderByHash(db, ctx.params.hash));
  },

  async publicPay(ctx) {
    const { db, payments } = ctx.deps;
    const order = await orderByHash(db, ctx.params.hash);
    // Whatever happens to the charge, only the seller's lists may change.
    ctx.changedAccount = order.accountId;
    const status = await payOrder(db, payments, order, ctx.body);
    return { status, order: await publicOrderView(db, await orderByHash(db, ctx.params.hash)) };
  },
};
