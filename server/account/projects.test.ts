import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const Pr = api.projects;
const Ac = api.account;

describe.each(testDatabases)('projects and account on $name', (db) => {
  const h = useHarness(db);

  it('creates, lists, renames, likes and deletes projects', async () => {
    const { token } = await h.signUp();
    const a = await h.ok(Pr.create, { token, body: { title: ' Shop ' } });
    expect(a).toMatchObject({ title: 'Shop', liked: false });
    await h.ok(Pr.create, { token, body: { title: 'Blog', liked: true } });
    // After the default project every account starts with.
    expect((await h.ok(Pr.list, { token })).items.map((p) => p.title)).toEqual(['Мой проект', 'Shop', 'Blog']);
    expect(await h.ok(Pr.update, { token, params: { id: a.id }, body: { liked: true } })).toMatchObject({ title: 'Shop', liked: true });
    expect(await h.ok(Pr.update, { token, params: { id: a.id }, body: { title: 'Store' } })).toMatchObject({ title: 'Store', liked: true });
    await h.ok(Pr.remove, { token, params: { id: a.id } });
    await h.fail(Pr.get, 404, { token, params: { id: a.id } });
    expect((await h.ok(Pr.list, { token })).items.map((p) => p.title)).toEqual(['Мой проект', 'Blog']);
  });

  it('validates input: empty title and bad ids change nothing', async () => {
    const { token } = await h.signUp();
    const a = await h.ok(Pr.create, { token, body: { title: 'Shop' } });
    const err = await h.fail(Pr.update, 422, { token, params: { id: a.id }, body: { title: '   ' } });
    expect(err.fields).toHaveProperty('title');
    await h.fail(Pr.get, 422, { token, params: { id: 'abc' } });
    await h.fail(Pr.create, 422, { token, body: {} });
    expect((await h.ok(Pr.get, { token, params: { id: a.id } })).title).toBe('Shop');
    expect((await h.ok(Pr.list, { token })).items.map((p) => p.title)).toEqual(['Мой проект', 'Shop']);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const { token } = await h.signUp();
    const res = await h.app.inject({ method: 'POST', url: '/api/projects', headers: { 'x-token': token, 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', status: 400 });
  });

  it('shows the account, the tariffs with limits and the current tariff; changes it', async () => {
    const { token } = await h.signUp();
    const account = await h.ok(Ac.get, { token });
    expect(account).toMatchObject({ tarif: 'trial', packets: { pages: 0, domains: 0, users: 0 }, usage: { users: 0 } });
    expect(account.payed_till).not.toBeNull();
    const { items } = await h.ok(Ac.tariffs, { token });
    expect(items.map((t) => t.code)).toEqual(['start', 'business', 'pro']);
    expect(items[0]).toEqual({
      code: 'start', title: 'Старт', price: 990, limits: { pages: 5, domains: 1, users: 0 }, features: [],
      totals: [{ months: 1, total: 990 }, { months: 6, total: 5346 }, { months: 12, total: 9504 }],
    });
    const en = await h.ok(Ac.tariffs, { token: undefined, headers: { 'x-token': token, 'accept-language': 'en' } });
    expect(en.items[0].title).toBe('Старт'); // the user's locale (ru) wins over the header
    expect((await h.ok(Ac.currentTariff, { token })).tariff.code).toBe('trial');
    // The change is a bill; the tariff changes when it is paid.
    const change = await h.ok(Ac.changeTariff, { token, body: { tarif: 'pro' } });
    expect(change.bill).toMatchObject({ kind: 'tariff', status: 'unpaid', payed: false, amount: 4990, tarif: 'pro', months: 1 });
    expect(change.account.tarif).toBe('trial');
    await h.payTariff(token, 'pro');
    expect(await h.ok(Ac.get, { token })).toMatchObject({ tarif: 'pro', state: 'active', limits: { pages: null, domains: 20, users: 10 } });
    expect((await h.ok(Ac.currentTariff, { token })).tariff).toMatchObject({ code: 'pro', title: 'Профи' });
    const err = await h.fail(Ac.changeTariff, 422, { token, body: { tarif: 'trial' } });
    expect(err.code).toBe('tariff.unknown');
  });

  it('counts pages outside the trash and domains in the usage, and a downgrade must still hold them', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'business');
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await h.ok(api.pages.create, { token, body: { title: `Page ${i}` } }));
    await h.ok(api.domains.create, { token, body: { name: 'example-shop.ru' } });
    await h.ok(api.domains.create, { token, body: { name: 'example-blog.ru' } });
    await h.ok(api.pages.remove, { token, params: { pageId: made[0].id } });
    expect((await h.ok(Ac.get, { token })).usage).toEqual({ pages: 6, domains: 2, users: 0 });
    // 'start' allows 5 pages and 1 domain: refused with SPEC §6's message, nothing changes.
    const err = await h.fail(Ac.changeTariff, 402, { token, body: { tarif: 'start' } });
    expect(err.message).toMatch(/^Ваш тариф не позволяет добавить еще /);
    expect((await h.ok(Ac.currentTariff, { token })).tariff.code).toBe('business');
  });

  it('serves the health probe and 404 JSON for unknown API paths', async () => {
    expect(await h.ok(api.dev.health)).toEqual({ ok: true });
    const res = await h.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'route.not_found', status: 404, message: 'Ресурс отсутствует' });
  });
});

describe.each(testDatabases)('dev outbox switched off on $name', (db) => {
  const h = useHarness(db, { devOutbox: false });

  it('answers 404 and shows no mail', async () => {
    await h.signUp();
    const err = await h.fail(api.dev.outbox, 404);
    expect(err.code).toBe('not_found');
  });
});
