// Handlers of api/routes/account.ts: the account, tariffs, the current tariff with the quote of a
// change, and the change itself (a bill). Billing is owner-only (SPEC §6): members are refused.
import type { accountRoutes } from '../../api/routes/account';
import { billingPeriods } from '../../api/billing';
import type { Handlers } from '../platform/http/context';
import { me } from '../platform/http/context';
import { accountView, billingStateView, emptyPackets, limitsOf, listPublicTariffs, tariffOf, tariffTitle, tariffView, usageOf } from './accounts';
import { issueTariffBill, listPacketOffers, quoteTariff, reloadAccount, tariffTitles } from '../billing/index';
import { billView } from '../billing/index';
import { periodPrice } from '../billing/index';

export const accountHandlers: Handlers<typeof accountRoutes> = {
  async get(ctx) {
    const auth = me(ctx);
    return accountView(ctx.deps.db, auth.account);
  },

  async tariffs(ctx) {
    const { db } = ctx.deps;
    return {
      items: (await listPublicTariffs(db)).map((t) => ({
        ...tariffView(t, ctx.locale),
        totals: billingPeriods.map((p) => ({ months: p.months, total: periodPrice(t.price, p.months).total })),
      })),
      periods: billingPeriods.map((p) => ({ months: p.months, discount: p.discount })),
      packets: (await listPacketOffers(db)).map((o) => ({ kind: o.kind, size: o.size, price: o.price })),
    };
  },

  async currentTariff(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const { account } = auth;
    const tariff = await tariffOf(db, account);
    let quote = null;
    if (ctx.query.tarif !== undefined) {
      const q = await quoteTariff(db, account, ctx.query.tarif, ctx.query.months ?? 1);
      quote = {
        tarif: q.tariff.code, title: tariffTitle(q.tariff, ctx.locale), months: ctx.query.months ?? 1, renewal: q.quote.renewal,
        monthly: q.quote.monthly, full: q.quote.full, discount: q.quote.discount, credit: q.quote.credit, credit_days: q.quote.creditDays,
        amount: q.quote.amount, extra_days: q.quote.extraDays, payed_till: q.quote.payedTill.toISOString(), over: q.over,
      };
    }
    const { payed_till, state } = billingStateView(account);
    return {
      tariff: tariffView(tariff, ctx.locale),
      limits: limitsOf(tariff, { ...emptyPackets, ...account.packets }),
      usage: await usageOf(db, account),
      payed_till,
      state,
      quote,
    };
  },

  async changeTariff(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const bill = await issueTariffBill(db, auth.account, ctx.body.tarif, ctx.body.months);
    return { bill: billView(bill, await tariffTitles(db, ctx.locale), ctx.locale), account: await accountView(db, await reloadAccount(db, auth.account.id)) };
  },
};
