// Handlers of api/routes/billing.ts: bills, paying them, payment history, saved methods, requisites,
// the promo deal (owner only), and the payment provider's signed callback (no session).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { billingRoutes } from '../../api/routes/billing';
import type { Locale } from '../../api/errors';
import type { Db } from '../db/client';
import { bills, payments } from '../db/schema-billing';
import { me, type Handlers } from '../platform/http/context';
import { billFilterSql, cancelBill, issuePacketBill, issueTariffBill, ownBill, tariffTitles } from './bills';
import { listPage } from '../platform/http/list';
import { handlePaymentCallback } from './callback';
import { getDetails, saveDetails } from './details';
import { addMethod, listMethods, removeMethod, updateMethod } from './methods';
import { payBill, type PaymentRow } from './pay';
import { acceptPromo, promoOffer } from './promo';
import { billTitle, billView, detailsView, methodView, paymentView } from './views';

/** Payments with the titles of their bills. */
async function paymentViews(db: Db, rows: PaymentRow[], locale: Locale) {
  const ids = [...new Set(rows.map((p) => p.billId))];
  const billRows = ids.length > 0 ? await db.select().from(bills).where(inArray(bills.id, ids)) : [];
  const titles = await tariffTitles(db, locale);
  const byId = new Map(billRows.map((b) => [b.id, billTitle(b, titles, locale)]));
  return rows.map((p) => paymentView(p, byId.get(p.billId) ?? '', locale));
}

async function oneBill(db: Db, accountId: number, id: number, locale: Locale) {
  return billView(await ownBill(db, accountId, id), await tariffTitles(db, locale), locale);
}

export const billingHandlers: Handlers<typeof billingRoutes> = {
  async billsList(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await listPage(db, db.select().from(bills).$dynamic(), ctx.query, {
      table: bills,
      where: and(eq(bills.accountId, auth.account.id), billFilterSql(ctx.query.filters.status)),
      sort: { created: bills.created, amount: bills.amount },
      id: bills.id,
    });
    const titles = await tariffTitles(db, ctx.locale);
    return { ...page, items: page.items.map((b) => billView(b, titles, ctx.locale)) };
  },

  async billsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const b = ctx.body;
    const bill = b.kind === 'packet'
      ? await issuePacketBill(db, auth.account, b.packet, b.count)
      : await issueTariffBill(db, auth.account, auth.account.tarif, b.months);
    return billView(bill, await tariffTitles(db, ctx.locale), ctx.locale);
  },

  async billGet(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const bill = await oneBill(db, auth.account.id, ctx.params.id, ctx.locale);
    const attempts = await db.select().from(payments).where(and(eq(payments.billId, bill.id), eq(payments.accountId, auth.account.id))).orderBy(desc(payments.created), desc(payments.id));
    const details = await getDetails(db, auth.account.id);
    return { ...bill, payments: await paymentViews(db, attempts, ctx.locale), details: details && detailsView(details) };
  },

  async billPay(ctx) {
    const auth = me(ctx);
    const { db, payments: provider } = ctx.deps;
    const bill = await ownBill(db, auth.account.id, ctx.params.id);
    const titles = await tariffTitles(db, 'ru');
    const payment = await payBill(db, provider, auth.account, bill, ctx.body, billTitle(bill, titles, 'ru'));
    const [view] = await paymentViews(db, [payment], ctx.locale);
    return { payment: view, bill: await oneBill(db, auth.account.id, bill.id, ctx.locale) };
  },

  async billCancel(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    return billView(await cancelBill(db, auth.account.id, ctx.params.id), await tariffTitles(db, ctx.locale), ctx.locale);
  },

  async payments(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await listPage(db, db.select().from(payments).$dynamic(), ctx.query, {
      table: payments,
      where: eq(payments.accountId, auth.account.id),
      sort: { created: payments.created, amount: payments.amount },
      id: payments.id,
    });
    return { ...page, items: await paymentViews(db, page.items, ctx.locale) };
  },

  paymentCallback: (ctx) => handlePaymentCallback(ctx.deps.db, ctx.deps.payments, ctx.req, (accountId) => { ctx.changedAccount = accountId; }),

  async methodsList(ctx) {
    const auth = me(ctx);
    return { items: (await listMethods(ctx.deps.db, auth.account.id)).map(methodView) };
  },

  async methodsCreate(ctx) {
    const auth = me(ctx);
    return methodView(await addMethod(ctx.deps.db, ctx.deps.payments, auth.account.id, ctx.body.card, ctx.body.make_default));
  },

  async methodsUpdate(ctx) {
    const auth = me(ctx);
    return methodView(await updateMethod(ctx.deps.db, auth.account.id, ctx.params.id, ctx.body));
  },

  async methodsRemove(ctx) {
    const auth = me(ctx);
    await removeMethod(ctx.deps.db, auth.account.id, ctx.params.id);
    return { ok: true } as const;
  },

  async detailsGet(ctx) {
    const auth = me(ctx);
    const details = await getDetails(ctx.deps.db, auth.account.id);
    return { details: details && detailsView(details) };
  },

  async detailsSave(ctx) {
    const auth = me(ctx);
    return detailsView(await saveDetails(ctx.deps.db, auth.account.id, ctx.body));
  },

  async promoGet(ctx) {
    const auth = me(ctx);
    return { offer: await promoOffer(ctx.deps.db, auth.account, ctx.locale) };
  },

  async promoAccept(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    return billView(await acceptPromo(db, auth.account, ctx.locale), await tariffTitles(db, ctx.locale), ctx.locale);
  },
};
