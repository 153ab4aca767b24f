// A tenant could claim the app's own hostname as a "domain" and have the app
// (and its API, in the origin that holds users' tokens) replaced by their page. App hosts are never
// customer domains; reserved names are refused; a customer domain serves only once verified, and
// the published <title> never shows the owner-only internal name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

// Before any import reads the configuration: this server's public name.
vi.hoisted(() => {
  process.env.APP_HOST = 'builder.example.com';
  process.env.PUBLIC_URL = 'https://app.example.org';
});

import { api } from '../../../api/index';
import { domains } from '../../db/schema-pages';
import { setDnsResolver } from '../../domains/index';
import { textContent } from '../../testing/pages-fixtures';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';
import { publishingConfig } from './config';

const P = api.pages;
const D = api.domains;

async function publishedPage(h: Harness, token: string, body: Record<string, unknown> = {}) {
  const page = await h.ok(P.create, { token, body: { title: 'Tenant page', ...body } });
  await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data: textContent('Tenant B was here'), globals: {} } });
  return page;
}

const visit = (h: Harness, host: string, url = '/') => h.app.inject({ method: 'GET', url, headers: { host } });

describe('app hosts', () => {
  it('come from APP_HOST and PUBLIC_URL, plus localhost and the draft domain', () => {
    expect(publishingConfig({ APP_HOST: 'Builder.Example.com:8443, admin.example.com', PUBLIC_URL: 'https://app.example.org/x', DRAFT_DOMAIN: 'pages.example.net' }).appHosts)
      .toEqual(['localhost', 'pages.example.net', 'builder.example.com', 'admin.example.com', 'app.example.org']);
    expect(publishingConfig({}).appHosts).toEqual(['localhost']);
  });
});

describe.each(testDatabases)('host hijack on $name', (db) => {
  const h = useHarness(db);
  afterEach(() => setDnsResolver(undefined));

  const reserved: [string, string][] = [
    ['the configured app host', 'builder.example.com'],
    ['its www', 'www.builder.example.com'],
    ['a name under it', 'api.builder.example.com'],
    ['the host of PUBLIC_URL', 'app.example.org'],
    ['a test subdomain of the draft domain', 'shop.localhost'],
    ['the host the caller uses to reach the app', 'panel.example.net'],
  ];
  for (const [what, name] of reserved) {
    it(`refuses ${what} (${name}) as a customer domain, when adding and when buying`, async () => {
      const { token } = await h.signUp();
      await h.ok(api.account.changeTariff, { token, body: { tarif: 'pro' } });
      const headers = { host: 'panel.example.net' };
      const err = await h.fail(D.create, 422, { token, headers, body: { name } });
      expect(err.code).toBe('domain.reserved');
      expect(err.fields?.name).toBe('Этот домен принадлежит сервису, его нельзя подключить');
      expect((await h.ok(D.registerCheck, { token, headers, query: { domain: name } })).available).toBe(false);
      const admin = { name: 'B', email: 'b@example.com', phone: '+79001234567' };
      const bought = await h.call(D.register, { token, headers, body: { domain: name, admin } });
      expect(bought.statusCode).toBeGreaterThanOrEqual(400);
      expect(await h.database.db.select().from(domains).where(eq(domains.name, name))).toHaveLength(0);
    });
  }

  it('an app host stays the app even when a verified domain row names it', async () => {
    const { token } = await h.signUp();
    const page = await publishedPage(h, token);
    // As if it had slipped in before the checks existed.
    const [row] = await h.database.db.insert(domains).values({ accountId: 1, name: 'builder.example.com', verifiedAt: new Date(), dnsOk: true }).returning();
    await h.database.db.execute(`UPDATE pages SET domain_id = ${row.id}, uri = '' WHERE id = ${page.id}` as never);
    const health = await visit(h, 'builder.example.com', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ data: { ok: true } });
    expect((await visit(h, 'www.builder.example.com')).body).not.toContain('Tenant B was here');
    expect((await visit(h, 'builder.example.com')).body).not.toContain('Tenant B was here');
  });

  it('a customer domain answers "not yet connected" (never the API) until its DNS check passes, then serves; verified_at is recorded', async () => {
    const { token } = await h.signUp();
    const page = await publishedPage(h, token, { code: 'dom' });
    const d = await h.ok(D.create, { token, body: { name: 'my-shop.ru' } });
    expect(d.verified_at).toBeNull();
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { domain_id: d.id, uri: '' } });

    for (const host of ['my-shop.ru', 'www.my-shop.ru']) {
      const res = await visit(h, host);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Домен ещё не подключён');
      expect(res.body).not.toContain('Tenant B was here');
    }
    const api404 = await h.app.inject({ method: 'GET', url: '/api/session/account', headers: { host: 'my-shop.ru', 'x-token': token } });
    expect(api404.statusCode).toBe(404);
    expect(api404.body).toContain('Домен ещё не подключён');

    // DNS not pointing at us: still not connected.
    setDnsResolver(async () => ['10.0.0.9']);
    expect((await h.ok(D.check, { token, params: { domainId: d.id } })).ok).toBe(false);
    expect((await h.ok(D.get, { token, params: { domainId: d.id } })).verified_at).toBeNull();

    setDnsResolver(async () => [publishingConfig().serverIp]);
    const before = Date.now();
    expect((await h.ok(D.check, { token, params: { domainId: d.id } })).ok).toBe(true);
    const verified = (await h.ok(D.get, { token, params: { domainId: d.id } })).verified_at;
    expect(verified).not.toBeNull();
    expect(Date.parse(verified ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // A later failing check keeps the record of when it was proven.
    setDnsResolver(async () => []);
    await h.ok(D.check, { token, params: { domainId: d.id } });
    expect((await h.ok(D.get, { token, params: { domainId: d.id } })).verified_at).toBe(verified);

    // The resolver caches hosts for a few seconds; a fresh app sees the verified domain at once.
    await h.app.close();
    const { buildApp } = await import('../../app');
    const { testConfig } = await import('../../config');
    h.app = await buildApp({ db: h.database.db, config: testConfig() });
    expect((await visit(h, 'my-shop.ru')).body).toContain('Tenant B was here');
    expect((await visit(h, 'www.my-shop.ru')).body).toContain('Tenant B was here');
  });

  it('a domain bought through the service is verified at once', async () => {
    const { token } = await h.signUp();
    await h.ok(api.account.changeTariff, { token, body: { tarif: 'pro' } });
    const offer = await h.ok(D.registerCheck, { token, query: { domain: 'fresh-shop-name.ru' } });
    expect(offer.available).toBe(true);
    const reg = await h.ok(D.register, { token, body: { domain: 'fresh-shop-name.ru', admin: { name: 'B', email: 'b@example.com', phone: '+79001234567' } } });
    expect((await h.ok(D.get, { token, params: { domainId: reg.domain_id ?? 0 } })).verified_at).not.toBeNull();
  });

  it('the published <title> is the page title, else a neutral word — never the owner-only internal name', async () => {
    const { token } = await h.signUp();
    const titled = await publishedPage(h, token, { code: 'titled', name: 'Internal: client X, cheap variant', title: 'Летняя распродажа' });
    const html = (await visit(h, 'titled.localhost')).body;
    expect(html).toContain('<title>Летняя распродажа</title>');
    expect(html).not.toContain('client X');
    await publishedPage(h, token, { code: 'untitled', name: 'Internal: client X, cheap variant', title: '' });
    const bare = (await visit(h, 'untitled.localhost')).body;
    expect(bare).toContain('<title>Страница</title>');
    expect(bare).not.toContain('client X');
    expect(titled.id).toBeGreaterThan(0);
  });
});
