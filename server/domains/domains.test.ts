import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { domains } from '../db/schema-pages';
import { accountIdOf } from '../testing/cdp';
import { setDnsResolver } from './domains';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const D = api.domains;

describe.each(testDatabases)('domains on $name', (db) => {
  const h = useHarness(db);
  afterEach(() => setDnsResolver(undefined));

  it('validates, normalises and refuses taken names; keeps records; unlinks pages; deletes', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'pro');
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
    await h.payTariff(token, 'pro');
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
    // Bought through us, its DNS is ours to set (the register screen promises it): A records at our server.
    const registered = await h.ok(D.get, { token, params: { domainId: reg.domain_id ?? 0 } });
    expect(registered.records.map((r) => [r.type, r.host, r.value])).toEqual([['A', '@', registered.server_ip], ['A', 'www', registered.server_ip]]);
    const other = await h.signUp();
    await h.fail(D.prolong, 404, { token: other.token, body: { domain: name } });
  });

  it('blocks new domains over the tariff limit with the SPEC message, and says so before a form is filled', async () => {
    const { token } = await h.signUp(); // trial: 1 domain
    expect((await h.ok(D.list, { token })).can_add).toBe(true);
    await h.ok(D.create, { token, body: { name: 'one.ru' } });
    expect((await h.ok(D.list, { token })).can_add).toBe(false);
    // What the UI needs to offer the way out: which limit, the limit and the current number.
    const limit = { error: 'tariff.limit', code: 'tariff.limit.domains', message: 'Ваш тариф не позволяет добавить еще домены', params: { type: 'domains', limit: 1, used: 1 } };
    expect(await h.fail(D.create, 402, { token, body: { name: 'two.ru' } })).toMatchObject(limit);
    // Registration refuses at the availability check, before the admin contact is asked for…
    expect(await h.fail(D.registerCheck, 402, { token, query: { domain: 'two.ru' } })).toMatchObject(limit);
    // …and a purchase sent anyway buys nothing ('bravo.ru' is free at the sandbox registrar).
    const admin = { name: 'Ivan', email: 'ivan@example.com', phone: '+7 900 000-00-00' };
    expect(await h.fail(D.register, 402, { token, body: { domain: 'bravo.ru', years: 1, admin } })).toMatchObject(limit);
    expect((await h.ok(D.list, { token })).items.map((d) => [d.name, d.registration])).toEqual([['one.ru', null]]);
  });

  it('pages, searches, sorts and filters the list on the server; another account and a denied project stay out', async () => {
    const { token, email } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'Shop' } });
    await h.ok(D.create, { token, body: { name: 'aaa-first.ru' } });
    const { db } = h.database;
    const accountId = await accountIdOf(h, email);
    // More than two pages of 10 (the tariff's limit is not the list's business: rows go in directly).
    const start = Date.parse('2026-01-01T00:00:00Z');
    await db.insert(domains).values(Array.from({ length: 24 }, (_, i) => ({
      accountId, name: `shop-${String(i + 1).padStart(2, '0')}.ru`, dnsOk: i % 3 === 0, projectId: i < 4 ? project.id : null,
      created: new Date(start + i * 60_000),
    })));
    const other = await h.signUp();
    await h.ok(D.create, { token: other.token, body: { name: 'other-shop.ru' } });

    const one = await h.ok(D.list, { token });
    expect(one).toMatchObject({ total_items: 25, current: 1, total_pages: 3, can_add: false });
    expect(one.items.map((d) => d.name)).toEqual(['aaa-first.ru', ...Array.from({ length: 9 }, (_, i) => `shop-0${i + 1}.ru`)]);
    const three = await h.ok(D.list, { token, query: { page: '3' } });
    expect(three.items.map((d) => d.name)).toEqual(['shop-20.ru', 'shop-21.ru', 'shop-22.ru', 'shop-23.ru', 'shop-24.ru']);
    expect((await h.ok(D.list, { token, query: { limit: '25' } })).items).toHaveLength(25);

    // Newest first: the API-created one is the newest (now), then the inserted ones from the last.
    const newest = await h.ok(D.list, { token, query: { 'sort[created]': 'desc' } });
    expect(newest.items.slice(0, 3).map((d) => d.name)).toEqual(['aaa-first.ru', 'shop-24.ru', 'shop-23.ru']);

    const searched = await h.ok(D.list, { token, query: { search: 'SHOP-1' } });
    expect(searched.total_items).toBe(10);
    expect(searched.items.every((d) => d.name.startsWith('shop-1'))).toBe(true);
    // The other account's 'other-shop.ru' matches 'shop' but is never listed here.
    expect((await h.ok(D.list, { token, query: { search: 'other' } })).total_items).toBe(0);
    expect((await h.ok(D.list, { token, query: { search: 'shop', limit: '100' } })).items.map((d) => d.name)).not.toContain('other-shop.ru');
    expect((await h.ok(D.list, { token: other.token })).items.map((d) => d.name)).toEqual(['other-shop.ru']);

    const ok = await h.ok(D.list, { token, query: { dns: 'ok', limit: '100' } });
    expect(ok.items.map((d) => d.name)).toEqual(['shop-01.ru', 'shop-04.ru', 'shop-07.ru', 'shop-10.ru', 'shop-13.ru', 'shop-16.ru', 'shop-19.ru', 'shop-22.ru']);
    expect((await h.ok(D.list, { token, query: { dns: 'waiting' } })).total_items).toBe(17);
    expect((await h.ok(D.list, { token, query: { project_id: String(project.id) } })).items.map((d) => d.name)).toEqual(['shop-01.ru', 'shop-02.ru', 'shop-03.ru', 'shop-04.ru']);
    await h.fail(D.list, 422, { token, query: { limit: '7' } });
    await h.fail(D.list, 422, { token, query: { dns: 'maybe' } });

    // SPEC §6: a member whose 'domain.list' is off in the project does not see its domains, counted too.
    await h.ok(api.access.create, {
      token, body: { email: 'member@example.com', name: 'Member', password: 'Quartz-Lagoon-7', permissions: { [project.id]: { 'domain.list': false } } },
    });
    const member = await h.ok(api.session.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } });
    const seen = await h.ok(D.list, { token: member.token, query: { limit: '100' } });
    expect(seen.total_items).toBe(21);
    expect(seen.items.map((d) => d.name)).not.toContain('shop-01.ru');
  });

  it('a record value must fit its type: an A record takes an IPv4 address, an update is checked against the stored type', async () => {
    const { token } = await h.signUp();
    const d = await h.ok(D.create, { token, body: { name: 'records.ru' } });
    const params = { domainId: d.id };
    const ipv4 = 'Укажите IPv4-адрес, например 203.0.113.10';
    const ipv6 = 'Укажите IPv6-адрес, например 2001:db8::1';
    const host = 'Укажите имя хоста, например mail.example.com';
    for (const [type, value, message] of [['A', '999.1.1.1', ipv4], ['A', 'example.com', ipv4], ['AAAA', '1.2.3.4', ipv6], ['CNAME', '1.2.3.4', host], ['MX', 'not a host', host]] as const) {
      const err = await h.fail(D.recordCreate, 422, { token, params, body: { type, value } });
      expect(err.fields, `${type} ${value}`).toEqual({ value: message });
    }
    const a = await h.ok(D.recordCreate, { token, params, body: { type: 'A', value: '203.0.113.10' } });
    await h.ok(D.recordCreate, { token, params, body: { type: 'AAAA', value: '2001:db8::1' } });
    expect((await h.fail(D.recordUpdate, 422, { token, params: { recordId: a.id }, body: { value: '999.1.1.1' } })).fields).toEqual({ value: ipv4 });
    // Changing the type alone: the stored value must fit the new type.
    expect((await h.fail(D.recordUpdate, 422, { token, params: { recordId: a.id }, body: { type: 'AAAA' } })).fields).toEqual({ value: ipv6 });
    expect((await h.ok(D.get, { token, params })).records.map((r) => r.value)).toEqual(['203.0.113.10', '2001:db8::1']);
    expect(await h.ok(D.recordUpdate, { token, params: { recordId: a.id }, body: { type: 'CNAME', value: 'target.example.com' } })).toMatchObject({ type: 'CNAME', value: 'target.example.com' });
  });
});
