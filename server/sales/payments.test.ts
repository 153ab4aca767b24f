import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { GOOD_CARD, newIdempotencyKey, useHarness, type Harness } from '../testing/harness';
import { cdpOwner } from '../testing/cdp';

const P = api.payments;
const S = api.sales;
const I = api.integrations;
const card = (number: string) => ({ ...GOOD_CARD, number });

/** An owner with a person, an active product and an order for them. */
async function orderSetup(h: Harness) {
  const o = await cdpOwner(h);
  const person = await h.ok(api.cdp.personsCreate, { token: o.token, body: { name: 'Анна Покупатель', email: 'anna.buyer@example.com', phone: '+7 900 111-22-33' } });
  const product = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Курс', price: 15_000, status: 'active' } });
  const order = await h.ok(S.ordersCreate, { token: o.token, body: { person_id: person.id, items: [{ product_id: product.id, quantity: 2 }], comment: 'Внутренняя заметка' } });
  return { o, person, product, order };
}

/** A connected CloudPayments integration chosen for order payments. */
async function connectPayments(h: Harness, token: string, secret = 'cp-secret-123456789') {
  const integration = await h.ok(I.create, { token, body: { type: 18, settings: { public_id: 'pk_shop' }, credentials: { api_secret: secret } } });
  const settings = await h.ok(P.settingsSave, { token, body: { integration_id: integration.id } });
  return { integration, settings };
}

describe.each(testDatabases)('order payments on $name', (db) => {
  const h = useHarness(db);

  it('payment settings: the payment integrations are checked by billing\'s provider; only they can be chosen; owner only', async () => {
    const o = await cdpOwner(h);
    expect(await h.ok(P.settingsGet, { token: o.token })).toEqual({ integration_id: null, state: 'not_chosen', integrations: [], currency: 'RUB' });
    // The provider's deterministic credentials decide the state (README "Sandboxes").
    const good = await h.ok(I.create, { token: o.token, body: { type: 19, settings: { shop_id: '5001' }, credentials: { secret_key: 'live-key-123456789' } } });
    expect(good).toMatchObject({ status: 'connected', status_error: null });
    const refused = await h.ok(I.create, { token: o.token, body: { type: 21, settings: { shop_id: '5002' }, credentials: { api_key: 'invalid-key-1234567' } } });
    expect(refused).toMatchObject({ status: 'error', status_error: 'invalid credentials (401)' });
    const down = await h.ok(I.create, { token: o.token, body: { type: 18, settings: { public_id: 'pk' }, credentials: { api_secret: 'unavailable-12345678' } } });
    expect(down).toMatchObject({ status: 'error', status_error: 'service unavailable (503)' });
    const unset = await h.ok(I.create, { token: o.token, body: { type: 18, settings: { public_id: 'pk' } } });
    expect(unset).toMatchObject({ status: 'not_connected' });

    const chosen = await h.ok(P.settingsSave, { token: o.token, body: { integration_id: good.id } });
    expect(chosen).toMatchObject({ integration_id: good.id, state: 'connected' });
    expect(chosen.integrations.map((i) => [i.id, i.status])).toEqual([[good.id, 'connected'], [refused.id, 'error'], [down.id, 'error'], [unset.id, 'not_connected']]);
    expect(await h.ok(P.settingsSave, { token: o.token, body: { integration_id: unset.id } })).toMatchObject({ state: 'not_connected' });

    // A webhook is not a payment system; another account's integration is not this account's.
    const hook = await h.ok(I.create, { token: o.token, body: { type: 22, settings: { url: 'https://example.com/hook' } } });
    const other = await cdpOwner(h);
    const foreign = await h.ok(I.create, { token: other.token, body: { type: 18, settings: { public_id: 'pk' }, credentials: { api_secret: 'cp-secret-123456789' } } });
    for (const id of [hook.id, foreign.id, 999_999]) {
      expect((await h.fail(P.settingsSave, 422, { token: o.token, body: { integration_id: id } })).fields).toEqual({ integration_id: 'Выберите интеграцию платёжной системы' });
    }
    expect(await h.ok(P.settingsGet, { token: o.token })).toMatchObject({ integration_id: unset.id });
    expect(await h.ok(P.settingsGet, { token: other.token })).toMatchObject({ integration_id: null, state: 'not_chosen' });

    // Deleting the chosen integration leaves orders without online payment.
    await h.ok(I.remove, { token: o.token, params: { id: unset.id } });
    expect(await h.ok(P.settingsGet, { token: o.token })).toMatchObject({ integration_id: null, state: 'not_chosen' });

    await h.ok(api.access.create, { token: o.token, body: { email: 'member.pay@example.com', name: 'M', password: 'Quartz-Lagoon-7' } });
    const member = (await h.ok(api.session.login, { body: { email: 'member.pay@example.com', password: 'Quartz-Lagoon-7' } })).token;
    await h.fail(P.settingsGet, 403, { token: member });
    await h.fail(P.settingsSave, 403, { token: member, body: { integration_id: good.id } });
    await h.fail(P.settingsGet, 401, {});
  });

  it('the public order shows only what a buyer may see; an unknown hash is 404; it cannot be paid until payments are connected', async () => {
    const { o, order } = await orderSetup(h);
    const view = await h.ok(P.publicOrder, { params: { hash: order.hash } });
    expect(view).toEqual({
      hash: order.hash, number: order.id, seller: 'Owner', items: [{ title: 'Курс', price: 15_000, quantity: 2 }], total: 30_000,
      state: 'unpaid', payable: false, paid_at: null, created: order.created,
    });
    const raw = (await h.call(P.publicOrder, { params: { hash: order.hash } })).body;
    for (const secret of ['anna.buyer@example.com', '+7 900', 'Анна', 'Внутренняя заметка', o.email]) expect(raw).not.toContain(secret);

    await h.fail(P.publicOrder, 404, { params: { hash: 'ZZZZZZZZZZZZZZZZ' } });
    expect([404, 422]).toContain((await h.call(P.publicOrder, { params: { hash: 'x' } })).statusCode);
    expect((await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).message)
      .toBe('Продавец ещё не подключил приём оплаты. Свяжитесь с ним.');

    // The seller's requisites name them on the page once set.
    await connectPayments(h, o.token);
    await h.ok(api.billing.detailsSave, { token: o.token, body: { kind: 'individual', name: 'ИП Иванов', address: 'Москва', email: 'shop@example.com', phone: '+7 900 000-00-00' } });
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ seller: 'ИП Иванов', payable: true });
    // Marked paid by the seller (cash): the buyer sees it paid and cannot pay it.
    await h.ok(S.ordersBatch, { token: o.token, body: { status: 6, items: [order.id] } });
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ state: 'paid', payable: false, paid_at: null });
    expect((await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('order.paid');
    // Closed by the seller: no payment.
    await h.ok(S.ordersBatch, { token: o.token, body: { status: 4, items: [order.id] } });
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ state: 'closed', payable: false });
    expect((await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('order.not_payable');
  });

  it('paying: a declined card changes nothing; a good card pays once; the callback and a repeat credit nothing twice; a paid order cannot be paid again', async () => {
    const { o, person, order } = await orderSetup(h);
    const { integration } = await connectPayments(h, o.token);
    const pay = (key: string, number = '4242424242424242') => h.call(P.publicPay, { params: { hash: order.hash }, body: { idempotency_key: key, card: card(number) } });

    const declined = await pay(newIdempotencyKey(), '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.');
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ state: 'unpaid', payable: true });
    expect(await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).toMatchObject({ status: 1, paid_at: null });
    expect((await h.fail(P.publicPay, 422, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: card('4242424242424241') } })).fields).toHaveProperty(['card.number']);

    const key = newIdempotencyKey();
    const paid = await h.ok(P.publicPay, { params: { hash: order.hash }, body: { idempotency_key: key, card: GOOD_CARD } });
    expect(paid).toMatchObject({ status: 'succeeded', order: { state: 'paid', payable: false } });
    await h.app.deps.payments.flush(); // the provider's signed callback arrives too
    expect(await h.ok(P.publicPay, { params: { hash: order.hash }, body: { idempotency_key: key, card: GOOD_CARD } })).toMatchObject({ status: 'succeeded' });
    expect((await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).message).toBe('Заказ уже оплачен');

    const detail = await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } });
    expect(detail.status).toBe(6);
    expect(detail.paid_at).not.toBeNull();
    expect(detail.history.map((c) => [c.status_from, c.status_to, c.user])).toEqual([[1, 6, null]]);
    expect(detail.payments.map((p) => [p.status, p.amount, p.card])).toEqual([['failed', 30_000, 'visa •••• 0002'], ['succeeded', 30_000, 'visa •••• 4242']]);
    // Each attempt names the seller's integration that took it, not the provider adapter.
    expect(detail.payments.map((p) => p.integration)).toEqual([{ id: integration.id, title: integration.title }, { id: integration.id, title: integration.title }]);
    await h.ok(I.update, { token: o.token, params: { id: integration.id }, body: { title: 'Касса магазина' } });
    expect((await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).payments.map((p) => p.integration?.title)).toEqual(['Касса магазина', 'Касса магазина']);
    // A deleted integration leaves the payments, without a name.
    await h.ok(I.remove, { token: o.token, params: { id: integration.id } });
    expect((await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).payments.map((p) => [p.status, p.integration])).toEqual([['failed', null], ['succeeded', null]]);
    const charged = await h.database.withConnection((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM sandbox_payment_charges WHERE status = 'succeeded'"));
    expect(Number(charged[0].n)).toBe(1);
    // The person's card tells of it.
    const personOrders = await h.ok(S.ordersList, { token: o.token, query: { person_id: String(person.id) } });
    expect(personOrders.items.map((r) => [r.id, r.status])).toEqual([[order.id, 6]]);
  });


  it('an order of 0 ₽ (a free product) is never a card charge: nothing to pay, refused before the card is read', async () => {
    const o = await cdpOwner(h);
    const person = await h.ok(api.cdp.personsCreate, { token: o.token, body: { name: 'Борис', email: 'boris@example.com' } });
    const free = await h.ok(S.productsCreate, { token: o.token, body: { title: 'Бесплатный вебинар', price: 0, status: 'active' } });
    const order = await h.ok(S.ordersCreate, { token: o.token, body: { person_id: person.id, items: [{ product_id: free.id, quantity: 3 }] } });
    expect(order.total).toBe(0);
    await connectPayments(h, o.token);
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ total: 0, state: 'free', payable: false });
    for (const number of ['4242 4242 4242 4242', '4000000000000002']) {
      const refused = await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: card(number) } });
      expect(refused).toMatchObject({ code: 'order.nothing_to_pay', message: 'Сумма заказа 0 ₽ — оплачивать нечего' });
    }
    await h.app.deps.payments.flush();
    const detail = await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } });
    expect(detail).toMatchObject({ status: 1, paid_at: null, payments: [] });
    const charges = await h.database.withConnection((c) => c.query<{ n: string }>('SELECT count(*) AS n FROM sandbox_payment_charges'));
    expect(Number(charges[0].n)).toBe(0);
    const attempts = await h.database.withConnection((c) => c.query<{ n: string }>('SELECT count(*) AS n FROM order_payments'));
    expect(Number(attempts[0].n)).toBe(0);
  });

  it('concurrent attempts with different keys charge once; the same key twice at once answers alike', async () => {
    const { o, order } = await orderSetup(h);
    await connectPayments(h, o.token);
    const key = newIdempotencyKey();
    const keys = [key, key, newIdempotencyKey(), newIdempotencyKey()];
    const answers = await Promise.all(keys.map((k) => h.call(P.publicPay, { params: { hash: order.hash }, body: { idempotency_key: k, card: GOOD_CARD } })));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    // The two calls with one key get the same answer (one attempt), whichever attempt won the order.
    expect(answers[1].statusCode).toBe(answers[0].statusCode);
    await h.app.deps.payments.flush();
    const rows = await h.database.withConnection((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM order_payments WHERE status = 'succeeded'"));
    expect(Number(rows[0].n)).toBe(1);
    const charged = await h.database.withConnection((c) => c.query<{ n: string }>('SELECT count(*) AS n FROM sandbox_payment_charges'));
    expect(Number(charged[0].n)).toBe(1);
    expect((await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).history).toHaveLength(1);
  });
});

describe.each(testDatabases)('slow order payments on $name', (db) => {
  // The bank confirms a minute later; flush() delivers it now.
  const h = useHarness(db, { paymentCallbackDelayMs: 60_000 });

  it('a slow ("3-D Secure") payment stays pending until the signed callback marks the order paid; a refused shop charges nothing', async () => {
    const { o, order } = await orderSetup(h);
    const { integration } = await connectPayments(h, o.token);
    const pending = await h.ok(P.publicPay, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: card('4000000000003220') } });
    expect(pending).toMatchObject({ status: 'pending', order: { state: 'pending', payable: false } });
    expect((await h.fail(P.publicPay, 409, { params: { hash: order.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('order.payment_in_progress');
    await h.app.deps.payments.flush();
    expect(await h.ok(P.publicOrder, { params: { hash: order.hash } })).toMatchObject({ state: 'paid' });
    expect(await h.ok(S.ordersGet, { token: o.token, params: { orderId: order.id } })).toMatchObject({ status: 6 });

    // The seller's shop credentials stop working: the order page says so, nothing is charged.
    const second = await h.ok(S.ordersCreate, { token: o.token, body: { person_id: order.person?.id ?? 0, items: [{ product_id: order.items[0].product_id ?? 0 }] } });
    await h.ok(I.update, { token: o.token, params: { id: integration.id }, body: { credentials: { api_secret: 'invalid-now-12345678' } } });
    expect(await h.ok(P.publicOrder, { params: { hash: second.hash } })).toMatchObject({ state: 'unpaid', payable: false });
    await h.fail(P.publicPay, 409, { params: { hash: second.hash }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
  });
});
