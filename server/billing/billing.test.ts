import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { api, routes, type RouteSpec } from '../../api/index';
import { errorMessages } from '../../api/errors';
import { innValid } from '../../api/billing';
import { accounts, outbox } from '../db/schema';
import { sandboxCharges, payments } from '../db/schema-billing';
import { testDatabases } from '../testing/db';
import { GOOD_CARD, newIdempotencyKey, useHarness } from '../testing/harness';
import { SIGNATURE_HEADER, signPayload } from './signature';
import { hmac } from '../platform/crypto';
import { getSecret } from '../platform/secret';

const Ac = api.account;
const B = api.billing;
const DAY = 24 * 3600_000;
const card = (number: string) => ({ ...GOOD_CARD, number });

describe.each(testDatabases)('billing on $name', (db) => {
  const h = useHarness(db);
  afterEach(async () => h.app.deps.payments.flush());

  const charges = async () => (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(sandboxCharges))[0].n;
  const setPayedTill = (till: Date) => h.database.db.update(accounts).set({ payedTill: till });
  const pay = (token: string, id: number, body: Record<string, unknown>) =>
    h.call(B.billPay, { token, params: { id }, body: { idempotency_key: newIdempotencyKey(), ...body } });

  async function ownerWithBill(tarif = 'business') {
    const owner = await h.signUp();
    const { bill } = await h.ok(Ac.changeTariff, { token: owner.token, body: { tarif } });
    return { ...owner, bill };
  }

  it('refuses every billing and account route to a member (403), and serves the owner', async () => {
    const owner = await h.signUp();
    await h.ok(api.access.create, { token: owner.token, body: { email: 'member@example.com', name: 'M', password: 'Quartz-Lagoon-7' } });
    const member = (await h.ok(api.session.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } })).token;
    const { bill } = await h.ok(Ac.changeTariff, { token: owner.token, body: { tarif: 'business' } });
    const method = await h.ok(B.methodsCreate, { token: owner.token, body: { card: GOOD_CARD } });
    const ids: Record<string, Record<string, number>> = {
      '/account/bills/:id': { id: bill.id }, '/account/bills/:id/pay': { id: bill.id }, '/account/bills/:id/cancel': { id: bill.id },
      '/account/methods/:id': { id: method.id },
    };
    const bodies: Record<string, unknown> = {
      'account.tariff.change': { tarif: 'pro' }, 'account.bills.create': { kind: 'packet', packet: 'pages' },
      'account.bills.pay': { idempotency_key: newIdempotencyKey(), card: GOOD_CARD }, 'account.methods.create': { card: GOOD_CARD },
      'account.methods.update': { make_default: true }, 'account.details.save': { kind: 'individual', name: 'Anna' },
    };
    const billingRoutes = routes.filter((r) => r.path.startsWith('/account') && r.auth) as RouteSpec[];
    expect(billingRoutes.length).toBeGreaterThanOrEqual(18);
    for (const route of billingRoutes) {
      const err = await h.fail(route, 403, { token: member, params: ids[route.path], body: route.body ? bodies[route.name] ?? {} : undefined });
      expect(err.error, route.name).toBe('auth.unauthorized');
    }
    // Nothing the member tried went through.
    expect((await h.ok(B.billGet, { token: owner.token, params: { id: bill.id } })).status).toBe('unpaid');
    expect(await charges()).toBe(0);
    expect((await h.ok(Ac.get, { token: owner.token })).tarif).toBe('trial');
    // The member still learns the billing state, from the current user (for the shell's banner).
    expect((await h.ok(api.session.account, { token: member })).account).toMatchObject({ state: 'active', tarif: 'trial' });
    // Some 40 calls, and the first test of the file also pays PGlite's warm-up (≈20 s on a loaded 2-core machine).
  }, 90_000);

  it('quotes a change before confirming, issues the same amount as a bill, and applies it when paid', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'business');
    // 15.5 days left of Бизнес: the unused 15 days are deducted from Профи.
    await setPayedTill(new Date(Date.now() + 15.5 * DAY));
    const { quote } = await h.ok(Ac.currentTariff, { token, query: { tarif: 'pro', months: '1' } });
    expect(quote).toMatchObject({ tarif: 'pro', title: 'Профи', renewal: false, full: 4990, credit: 1227, credit_days: 15, amount: 3763, over: [] });
    const { bill, account } = await h.ok(Ac.changeTariff, { token, body: { tarif: 'pro' } });
    expect(account.tarif).toBe('business');
    expect(bill).toMatchObject({ kind: 'tariff', amount: 3763, title: 'Тариф «Профи» на 1 месяц' });
    expect(bill.lines).toEqual([
      { title: '«Профи», 1 месяц', amount: 4990 },
      { title: 'Неиспользованные дни текущего тарифа (15 дней)', amount: -1227 },
    ]);
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    const after = await h.ok(Ac.get, { token });
    expect(after.tarif).toBe('pro');
    const till = new Date(after.payed_till ?? 0).getTime();
    expect(Math.abs(till - new Date(quote?.payed_till ?? 0).getTime())).toBeLessThan(60_000);
    // A renewal of the same tariff prolongs from the end of the period, at full price, no credit.
    const renewal = await h.ok(B.billsCreate, { token, body: { kind: 'renewal', months: 6 } });
    expect(renewal).toMatchObject({ kind: 'renewal', amount: 26946, title: 'Продление тарифа «Профи» на 6 месяцев' });
    expect(renewal.lines.map((l) => l.amount)).toEqual([29940, -2994]);
  });

  it('refuses a change the current usage does not fit (SPEC §6 message) and unknown tariffs', async () => {
    const { token } = await h.signUp();
    for (let i = 0; i < 6; i++) await h.ok(api.pages.create, { token, body: { title: `P${i}` } });
    const { quote } = await h.ok(Ac.currentTariff, { token, query: { tarif: 'start' } });
    expect(quote?.over).toEqual([{ type: 'pages', limit: 5, used: 6 }]);
    const err = await h.fail(Ac.changeTariff, 402, { token, body: { tarif: 'start' } });
    expect(err).toMatchObject({ error: 'tariff.limit', message: 'Ваш тариф не позволяет добавить еще страницы', params: { type: 'pages', limit: 5, used: 6 } });
    expect((await h.fail(Ac.changeTariff, 422, { token, body: { tarif: 'trial' } })).code).toBe('tariff.unknown');
    expect((await h.ok(B.billsList, { token })).items).toEqual([]);
  });

  it.each([
    ['4000 0000 0000 0002', 'payment.failed', 'Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.'],
    ['4000 0000 0000 0119', 'payment.provider_failed', 'Платеж не прошел. Попробуйте другой способ оплаты.'],
    ['4000 0000 0000 0069', 'payment.method_invalid', 'Этот способ оплаты больше недоступен...'],
    ['4000 0000 0000 0127', 'payment.method_unsupported', 'Этот способ оплаты больше не поддерживается.'],
    ['4000 0000 0000 9995', 'payment.error', 'Произошла ошибка при оплате...'],
  ])('the sandbox card %s fails with %s and its SPEC §8 message; nothing is applied', async (number, code, message) => {
    const { token, bill } = await ownerWithBill();
    const res = await pay(token, bill.id, { card: card(number) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: code, code, message });
    expect(errorMessages[code as keyof typeof errorMessages].ru).toBe(message);
    await h.app.deps.payments.flush();
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).status).toBe('unpaid');
    expect((await h.ok(Ac.get, { token })).tarif).toBe('trial');
    const history = await h.ok(B.payments, { token });
    expect(history.items).toMatchObject([{ status: 'failed', error_code: code, message, card: { brand: 'visa', last4: number.slice(-4) }, bill_title: 'Тариф «Бизнес» на 1 месяц' }]);
    // The failed attempt does not block the next one.
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    expect((await h.ok(Ac.get, { token })).tarif).toBe('business');
  });

  it('a card is saved only once it has paid; a saved card the provider refuses is marked so and charges nothing again', async () => {
    const { token, bill } = await ownerWithBill();
    expect((await pay(token, bill.id, { card: card('4000000000000002'), save_card: true })).statusCode).toBe(402);
    expect((await h.ok(B.methodsList, { token })).items).toEqual([]);
    const method = await h.ok(B.methodsCreate, { token, body: { card: card('4000000000000127') } });
    const res = await pay(token, bill.id, { method_id: method.id });
    expect(res.json()).toMatchObject({ code: 'payment.method_unsupported' });
    expect((await h.ok(B.methodsList, { token })).items).toMatchObject([{ id: method.id, status: 'unsupported', last4: '0127', is_default: true }]);
    const before = await charges();
    const again = await pay(token, bill.id, { method_id: method.id });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ code: 'payment.method_unsupported', message: 'Этот способ оплаты больше не поддерживается.' });
    expect(await charges()).toBe(before);
    // A good card with save_card is kept once it has paid.
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD, save_card: true } });
    expect((await h.ok(B.methodsList, { token })).items.map((m) => [m.last4, m.status])).toEqual([['4242', 'active'], ['0127', 'unsupported']]);
  });

  it('a double click or a retried request with one key charges once and answers the same', async () => {
    const { token, bill } = await ownerWithBill();
    const body = { idempotency_key: newIdempotencyKey(), card: GOOD_CARD };
    const first = await h.ok(B.billPay, { token, params: { id: bill.id }, body });
    const again = await h.ok(B.billPay, { token, params: { id: bill.id }, body });
    expect(again.payment.id).toBe(first.payment.id);
    expect(first.payment.status).toBe('succeeded');
    expect(await charges()).toBe(1);
    const till = (await h.ok(Ac.get, { token })).payed_till;
    // Another key for a paid bill is refused, not charged.
    expect((await h.fail(B.billPay, 409, { token, params: { id: bill.id }, body: { ...body, idempotency_key: newIdempotencyKey() } })).code).toBe('bill.paid');
    // A key belongs to one bill.
    const other = await h.ok(B.billsCreate, { token, body: { kind: 'packet', packet: 'users' } });
    expect((await h.fail(B.billPay, 409, { token, params: { id: other.id }, body })).fields).toHaveProperty('idempotency_key');
    await h.app.deps.payments.flush();
    expect(await charges()).toBe(1);
    expect((await h.ok(Ac.get, { token })).payed_till).toBe(till);
  });

  it('concurrent pay calls (same key and different keys) charge once and credit once', async () => {
    const { token, bill } = await ownerWithBill();
    const sameKey = newIdempotencyKey();
    const calls = Array.from({ length: 8 }, (_, i) => pay(token, bill.id, { idempotency_key: i % 2 === 0 ? sameKey : newIdempotencyKey(), card: GOOD_CARD }));
    const answers = await Promise.all(calls);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    await h.app.deps.payments.flush();
    expect(await charges()).toBe(1);
    const rows = await h.database.db.select().from(payments).where(eq(payments.billId, bill.id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const account = await h.ok(Ac.get, { token });
    expect(account.tarif).toBe('business');
    // One month from now, not two.
    expect(new Date(account.payed_till ?? 0).getTime() - Date.now()).toBeLessThan(32 * DAY);
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('a failed payment reported by the callback cannot be turned into a success by a later one', async () => {
    const { token, bill } = await ownerWithBill();
    await pay(token, bill.id, { card: card('4000000000000002') });
    await h.app.deps.payments.flush();
    const [row] = await h.database.db.select().from(payments).where(eq(payments.billId, bill.id));
    const event = JSON.stringify({ id: 'evt_flip', type: 'charge.succeeded', charge: { id: row.providerPaymentId, reference: String(row.id), amount: row.amount, failure: null } });
    const secret = hmac(await getSecret(h.database.db), 'payment-callbacks');
    await h.app.inject({ method: 'POST', url: '/api/account/payments/callback', payload: event, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, event) } });
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).status).toBe('unpaid');
    expect((await h.ok(Ac.get, { token })).tarif).toBe('trial');
  });

  it('after paid-till: a grace period where all works, then adding is blocked with a banner state; nothing is deleted', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Kept' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: {} });
    await setPayedTill(new Date(Date.now() - 2 * DAY));
    const grace = await h.ok(Ac.get, { token });
    expect(grace.state).toBe('grace');
    expect(new Date(grace.grace_till ?? 0).getTime()).toBe(new Date(grace.payed_till ?? 0).getTime() + 7 * DAY);
    await h.ok(api.pages.create, { token, body: { title: 'During grace' } });

    await setPayedTill(new Date(Date.now() - 8 * DAY));
    expect((await h.ok(api.session.account, { token })).account.state).toBe('expired');
    const blocked = await h.fail(api.pages.create, 402, { token, body: { title: 'Blocked' } });
    expect(blocked).toMatchObject({ error: 'billing.expired', message: errorMessages['billing.expired'].ru, params: { type: 'expired' } });
    expect((await h.fail(api.domains.create, 402, { token, body: { name: 'blocked-shop.ru' } })).error).toBe('billing.expired');
    expect((await h.fail(api.access.create, 402, { token, body: { email: 'x@example.com', name: 'X', password: 'Quartz-Lagoon-7' } })).error).toBe('billing.expired');
    // Everything is still there and the published page still answers.
    expect((await h.ok(api.pages.list, { token })).items.map((p) => p.title).sort()).toEqual(['During grace', 'Kept']);
    const code = (await h.ok(api.pages.get, { token, params: { pageId: page.id } })).code;
    expect((await h.app.inject({ method: 'GET', url: '/', headers: { host: `${code}.localhost` } })).statusCode).toBe(200);

    // Paying brings adding back.
    await h.payTariff(token, 'start');
    expect((await h.ok(Ac.get, { token })).state).toBe('active');
    await h.ok(api.pages.create, { token, body: { title: 'Back' } });
  });

  it('sells extension packets for the rest of the paid period; they raise the limit', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'start'); // 5 pages
    await setPayedTill(new Date(Date.now() + 20.5 * DAY));
    const bill = await h.ok(B.billsCreate, { token, body: { kind: 'packet', packet: 'pages', count: 2 } });
    // 290 × 2 × 12 / 365 × 20 = 381.4 → 381
    expect(bill).toMatchObject({ kind: 'packet', amount: 381, title: 'Пакет расширения: +10 страниц' });
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    expect(await h.ok(Ac.get, { token })).toMatchObject({ packets: { pages: 10 }, limits: { pages: 15 } });
    // Packets go on with the tariff: a renewal costs the tariff plus the packets.
    expect((await h.ok(B.billsCreate, { token, body: { kind: 'renewal' } })).amount).toBe(990 + 2 * 290);
    // No packet without a paid period.
    await setPayedTill(new Date(Date.now() - DAY));
    expect((await h.fail(B.billsCreate, 402, { token, body: { kind: 'packet', packet: 'users' } })).code).toBe('billing.needs_paid_period');
  });

  it('payment methods: add (validated), default, new expiry, delete', async () => {
    const { token } = await h.signUp();
    const bad = await h.fail(B.methodsCreate, 422, { token, body: { card: card('4242 4242 4242 4241') } });
    expect(bad.fields?.['card.number']).toBe('Проверьте номер карты');
    const expired = await h.fail(B.methodsCreate, 422, { token, body: { card: { ...GOOD_CARD, exp_month: 1, exp_year: 2020 } } });
    expect(expired.fields?.['card.exp_month']).toBe('Проверьте срок действия карты');
    const visa = await h.ok(B.methodsCreate, { token, body: { card: { ...GOOD_CARD, holder: 'ANNA IVANOVA' } } });
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242', status: 'active', is_default: true, holder: 'ANNA IVANOVA' });
    const mc = await h.ok(B.methodsCreate, { token, body: { card: card('5555 5555 5555 4444') } });
    expect(mc).toMatchObject({ brand: 'mastercard', is_default: false });
    await h.ok(B.methodsUpdate, { token, params: { id: mc.id }, body: { make_default: true } });
    expect((await h.ok(B.methodsList, { token })).items.map((m) => [m.last4, m.is_default])).toEqual([['4444', true], ['4242', false]]);
    // A card past its month shows as expired; a new date revives it.
    await h.database.db.execute(sql`UPDATE payment_methods SET exp_year = 2021 WHERE id = ${visa.id}`);
    expect((await h.ok(B.methodsList, { token })).items.find((m) => m.id === visa.id)?.status).toBe('expired');
    expect(await h.ok(B.methodsUpdate, { token, params: { id: visa.id }, body: { exp_month: 11, exp_year: GOOD_CARD.exp_year } })).toMatchObject({ status: 'active', exp_month: 11 });
    // Deleting the default hands the role on.
    await h.ok(B.methodsRemove, { token, params: { id: mc.id } });
    expect((await h.ok(B.methodsList, { token })).items).toMatchObject([{ id: visa.id, is_default: true }]);
    // Paying without naming a card uses the default one.
    const { bill } = await h.ok(Ac.changeTariff, { token, body: { tarif: 'start' } });
    expect((await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey() } })).payment).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
  });

  it('keeps requisites for bills, checking the ИНН and КПП', async () => {
    expect(innValid('7707083893')).toBe(true);
    const { token, bill } = await ownerWithBill();
    expect((await h.ok(B.detailsGet, { token })).details).toBeNull();
    const err = await h.fail(B.detailsSave, 422, { token, body: { kind: 'company', name: 'ООО Ромашка', inn: '7707083894', kpp: '' } });
    expect(err.fields).toMatchObject({ inn: 'Некорректный ИНН', kpp: 'Обязательное поле' });
    const saved = await h.ok(B.detailsSave, { token, body: { kind: 'company', name: ' ООО Ромашка ', inn: '7707083893', kpp: '773601001', address: 'Москва', email: 'Buh@Example.com' } });
    expect(saved).toMatchObject({ name: 'ООО Ромашка', inn: '7707083893', kpp: '773601001', email: 'buh@example.com' });
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).details).toMatchObject({ name: 'ООО Ромашка' });
    const person = await h.ok(B.detailsSave, { token, body: { kind: 'individual', name: 'Анна Иванова', kpp: '773601001' } });
    expect(person).toMatchObject({ kind: 'individual', inn: '', kpp: '' });
  });

  it('offers the promo deal to a new account once: 30% off a year of Бизнес', async () => {
    const { token } = await h.signUp();
    const { offer } = await h.ok(B.promoGet, { token });
    expect(offer).toMatchObject({ tarif: 'business', title: 'Бизнес', months: 12, discount: 30, full: 29880, amount: 20916 });
    const bill = await h.ok(B.promoAccept, { token });
    expect(bill).toMatchObject({ kind: 'promo', amount: 20916, title: 'Спецпредложение: тариф «Бизнес» на 12 месяцев' });
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    const account = await h.ok(Ac.get, { token });
    expect(account.tarif).toBe('business');
    expect(new Date(account.payed_till ?? 0).getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    expect((await h.ok(B.promoGet, { token })).offer).toBeNull();
    expect((await h.fail(B.promoAccept, 409, { token })).code).toBe('promo.unavailable');
  });

  it('lists unpaid bills, cancels one, replaces an older tariff bill, and refuses an overdue one', async () => {
    const { token, bill } = await ownerWithBill('business');
    const newer = (await h.ok(Ac.changeTariff, { token, body: { tarif: 'pro', months: 6 } })).bill;
    const packet = await h.ok(B.billsCreate, { token, body: { kind: 'packet', packet: 'domains' } });
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).status).toBe('canceled');
    const unpaid = await h.ok(B.billsList, { token, query: { status: 'unpaid' } });
    expect(unpaid).toMatchObject({ total_items: 2, current: 1, total_pages: 1 });
    expect(unpaid.items.map((b) => b.id)).toEqual([packet.id, newer.id]);
    expect(await h.ok(B.billCancel, { token, params: { id: packet.id } })).toMatchObject({ status: 'canceled' });
    expect((await h.fail(B.billPay, 409, { token, params: { id: packet.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('bill.closed');
    await h.database.db.execute(sql`UPDATE bills SET due = now() - interval '1 minute' WHERE id = ${newer.id}`);
    expect((await h.ok(B.billGet, { token, params: { id: newer.id } })).status).toBe('expired');
    expect((await h.fail(B.billPay, 409, { token, params: { id: newer.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('bill.closed');
    expect((await h.ok(B.billsList, { token, query: { status: 'unpaid' } })).items).toEqual([]);
    expect(await charges()).toBe(0);
  });

  it('a bill issued before the account changed is outdated and charges nothing', async () => {
    const { token, bill } = await ownerWithBill('pro');
    await h.payTariff(token, 'business'); // issuing this bill replaced (cancelled) the pro one
    const fresh = (await h.ok(Ac.changeTariff, { token, body: { tarif: 'pro' } })).bill;
    await h.database.db.update(accounts).set({ payedTill: new Date(Date.now() + 90 * DAY) });
    const before = await charges();
    expect((await h.fail(B.billPay, 409, { token, params: { id: fresh.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } })).code).toBe('bill.outdated');
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).status).toBe('canceled');
    expect(await charges()).toBe(before);
  });

  it('mails one receipt per successful payment (the billing.receipt job following payment.succeeded), none for a declined one', async () => {
    const { token, email, bill } = await ownerWithBill();
    await pay(token, bill.id, { card: card('4000000000000002') });
    await h.ok(B.detailsSave, { token, body: { kind: 'individual', name: 'Анна', email: 'buh@example.com' } });
    await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: GOOD_CARD } });
    await h.app.deps.payments.flush();
    const ran = await h.drainJobs();
    expect(ran.filter((j) => j.kind === 'billing.receipt')).toHaveLength(1);
    const mails = (await h.database.db.select().from(outbox)).filter((m) => m.subject === 'Оплата получена');
    expect(mails.map((m) => m.toEmail).sort()).toEqual([email, 'buh@example.com'].sort());
    expect(mails[0].text).toContain('Мы получили оплату 2 490 ₽ по счёту № ' + bill.id);
    expect(mails[0].text).toContain('Тариф «Бизнес» на 1 месяц');
    expect(mails[0].text).toContain('•••• 4242');
    // The event is in the log; a second run of the job (at least once) mails nothing more.
    const [row] = await h.database.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    await h.database.db.execute(sql`UPDATE jobs SET state = 'queued', run_at = now() WHERE kind = 'billing.receipt'`);
    await h.drainJobs();
    expect((await h.database.db.select().from(outbox)).filter((m) => m.subject === 'Оплата получена')).toHaveLength(2);
    expect(row.receiptSentAt).not.toBeNull();
  });

  it('a tariff without a feature refuses it (SPEC §6 feature message)', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'start');
    const err = await h.fail(api.plugins.create, 403, { token, body: { kind: 'custom_code', name: 'C', code: '<b>x</b>', all_pages: true } });
    expect(err).toMatchObject({ error: 'access.denied', message: 'У вас нет доступа к данной функции (custom_code)', params: { type: 'custom_code' } });
    await h.payTariff(token, 'business');
    await h.ok(api.plugins.create, { token, body: { kind: 'custom_code', name: 'C', code: '<b>x</b>', all_pages: true } });
  });
});

describe.each(testDatabases)('slow payments on $name', (db) => {
  // The sandbox's slow card waits a minute for the bank, unless the test delivers its callback (flush).
  const h = useHarness(db, { paymentCallbackDelayMs: 60_000 });
  afterEach(async () => h.app.deps.payments.flush());

  async function ownerWithBill(tarif = 'business') {
    const owner = await h.signUp();
    const { bill } = await h.ok(Ac.changeTariff, { token: owner.token, body: { tarif } });
    return { ...owner, bill };
  }

  it('settles a slow (pending) payment by the provider\'s signed callback; a repeated callback credits nothing', async () => {
    const { token, bill } = await ownerWithBill();
    const res = await h.ok(B.billPay, { token, params: { id: bill.id }, body: { idempotency_key: newIdempotencyKey(), card: card('4000000000003220') } });
    expect(res.payment.status).toBe('pending');
    expect(res.bill.status).toBe('unpaid');
    expect((await h.ok(Ac.get, { token })).tarif).toBe('trial');
    await h.app.deps.payments.flush();
    expect((await h.ok(B.billGet, { token, params: { id: bill.id } })).status).toBe('paid');
    const paid = await h.ok(Ac.get, { token });
    expect(paid.tarif).toBe('business');

    // Deliver the same success again, correctly signed: acknowledged, nothing changes.
    const [row] = await h.database.db.select().from(payments).where(eq(payments.billId, bill.id));
    const event = JSON.stringify({ id: 'evt_replayed', type: 'charge.succeeded', charge: { id: row.providerPaymentId, reference: String(row.id), amount: row.amount, failure: null } });
    const secret = hmac(await getSecret(h.database.db), 'payment-callbacks');
    for (let i = 0; i < 2; i++) {
      const r = await h.app.inject({ method: 'POST', url: '/api/account/payments/callback', payload: event, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, event) } });
      expect(r.statusCode).toBe(200);
    }
    expect((await h.ok(Ac.get, { token })).payed_till).toBe(paid.payed_till);

    // A forged or altered callback is refused and changes nothing.
    const forged = await h.app.inject({ method: 'POST', url: '/api/account/payments/callback', payload: event, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload('guess', event) } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'payment.signature' });
    const stale = await h.app.inject({ method: 'POST', url: '/api/account/payments/callback', payload: event, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, event, new Date(Date.now() - 600_000)) } });
    expect(stale.statusCode).toBe(403);
  });
});
