import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { setDnsResolver } from '../services/domains';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const D = api.domains;

describe.each(testDatabases)('domains on $name', (db) => {
  const h = useHarness(db);
  afterEach(() => setDnsResolver(undefined));

  it('validates, normalises and refuses taken names; keeps records; unlinks pages; deletes', async () => {
    const { token } = await h.signUp();
    await h.ok(api.account.changeTariff, { token, body: { tarif: 'pro' } });
    for (const bad of ['localhost', 'not a domain', 'http://x.ru/', '-a.ru', '1.2.3.4']) {
      expect((await h.fail(D.create, 422, { token, body: { name: bad } })).message, bad).toBe('Некорректный домен');
    }
    const d = await h.ok(D.create, { token, body: { name: 'Пример.РФ' } });
    expect(d.name).toBe('xn--e1afmkfd.xn--p1ai');
    const sub = await h.ok(D.create, { token, body: { name: 'shop', parent_id: d.id } });
    expect(sub).toMatchObject({ name: 'shop.xn--e1afmkfd.xn--p1ai', parent_id: d.id });
    const other = await h.signUp();
    expect((await h.fail(D.create, 409, { token: other.token, body: { name: 'xn--e1afmkfd.xn--p1ai' } })).message).toBe('Домен занят');

    const rec = await h.ok(D.recordCreate, { token, params: { domainId: d.id }, body: { type: 'MX', host: '@', value: 'mx.example.com', priority: 10 } });
    expect(await h.ok(D.recordUpdate, { token, params: { recordId: rec.id }, body: { ttl: 600 } })).toMatchObject({ ttl: 600, priority: 10 });
    const full = await h.ok(D.get, { token, params: { domainId: d.id } });
    expect(full.records.map((r) => r.type)).toEqual(['MX']);
    await h.ok(D.recordRemove, { token, params: { recordId: rec.id } });

    const page = await h.ok(api.pages.create, { token, body: { title: 'x', domain_id: d.id } });
    expect((await h.ok(D.list, { token })).items.find((x) => x.id === d.id)?.pages_total).toBe(1);
    expect(await h.ok(D.unlink, { token, params: { domainId: d.id } })).toEqual({ unpinned: 1 });
    expect((await h.ok(api.pages.get, { token, params: { pageId: page.id } })).domain_id).toBeNull();
    expect(await h.ok(D.info, { token, body: { domain: 'пример.рф' } })).toMatchObject({ valid: true, connected: true });
    await h.ok(D.remove, { token, params: { domainId: d.id } });
    await h.fail(D.get, 404, { token, params: { domainId: sub.id } });
  });

  it('checks DNS A records of the host and www against the server address, with the SPEC instructions', async () => {
    const { token } = await h.signUp();
    const d = await h.ok(D.create, { token, body: { name: 'checked.ru' } });
    setDnsResolver(async (host) => (host === 'checked.ru' ? ['127.0.0.1'] : ['10.0.0.1']));
    const half = await h.ok(D.check, { token, params: { domainId: d.id } });
    expect(half.ok).toBe(false);
    expect(half.records.map((r) => [r.host, r.ok])).toEqual([['checked.ru', true], ['www.checked.ru', false]]);
    expect(half.instructions.join(' ')).toContain('24 часов');
    expect(half.instructions.join(' ')).toContain('10–15 минут');
    setDnsResolver(async () => ['127.0.0.1']);
    expect((await h.ok(D.check, { token, params: { domainId: d.id } })).ok).toBe(true);
    expect((await h.ok(D.get, { token, params: { domainId: d.id } })).dns_ok).toBe(true);
  });

  it('registers through the sandbox registrar, prolongs and sets the admin contact', async () => {
    const { token } = await h.signUp();
    await h.ok(api.account.changeTariff, { token, body: { tarif: 'pro' } });
    const taken = await h.ok(D.registerCheck, { token, query: { domain: 'taken-name.ru' } });
    expect(taken).toMatchObject({ available: false, price: 199, currency: 'RUB' });
    let name = '';
    for (const candidate of ['alpha.ru', 'bravo.ru', 'charlie.ru', 'delta.ru', 'echo.ru', 'foxtrot.ru']) {
      if ((await h.ok(D.registerCheck, { token, query: { domain: candidate } })).available) { name = candidate; break; }
    }
    expect(name).not.toBe('');
    const admin = { name: 'Ivan', email: 'ivan@example.com', phone: '+7 900 000-00-00' };
    const reg = await h.ok(D.register, { token, body: { domain: name, years: 2, admin } });
    expect(reg).toMatchObject({ domain: name, registrar: 'sandbox', price: 398 });
    expect(new Date(reg.expires).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2);
    expect((await h.ok(D.registerCheck, { token, query: { domain: name } })).available).toBe(false);
    await h.fail(D.register, 409, { token, body: { domain: name, admin } });
    const longer = await h.ok(D.prolong, { token, body: { domain: name, years: 1 } });
    expect(new Date(longer.expires).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 3);
    await h.ok(D.setAdmin, { token, body: { domain: name, admin: { ...admin, name: 'Petr' } } });
    expect((await h.ok(D.list, { token })).items[0].registration?.registrar).toBe('sandbox');
    const other = await h.signUp();
    await h.fail(D.prolong, 404, { token: other.token, body: { domain: name } });
  });

  it('blocks new domains over the tariff limit with the SPEC message', async () => {
    const { token } = await h.signUp(); // trial: 1 domain
    await h.ok(D.create, { token, body: { name: 'one.ru' } });
    expect((await h.fail(D.create, 402, { token, body: { name: 'two.ru' } })).message).toBe('Ваш тариф не позволяет добавить еще домены');
  });
});
