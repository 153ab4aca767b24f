// HTTPS for customer domains through Debian's caddy with on-demand TLS from its internal CA (no
// ACME traffic): a domain whose DNS check passed gets a certificate (the app's job shakes hands
// with Caddy, Caddy asks the app, issues, the app records it), its page answers over HTTPS by host
// name with HSTS and plain HTTP redirects there; an unverified or unknown name is refused a
// certificate and its state does not move; the ask endpoint's rules; a failed issue with its reason.
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { domains, pages } from '../../db/schema-pages';
import { setDnsResolver } from '../domains';
import { freePort, startTestCaddy, type TestCaddy } from '../../testing/caddy';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';
import { formContent } from '../../testing/leads';
import { probeCertificate } from './probe';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function get(kind: 'http' | 'https', port: number, host: string, path: string, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const opts = { host: '127.0.0.1', port, path, headers: { host }, servername: host, ...(ca ? { ca } : {}) };
    const req = (kind === 'https' ? httpsRequest : httpRequest)(opts, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const saved = { ...process.env };
let appPort = 0;
let caddy: TestCaddy;
beforeAll(async () => {
  appPort = await freePort();
  caddy = await startTestCaddy(appPort);
  process.env.TLS_CHECK_ADDRESS = `127.0.0.1:${caddy.httpsPort}`;
  process.env.TLS_CHECK_DELAYS_MS = '0,0,0';
});
afterAll(async () => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  await caddy?.stop();
});
afterEach(() => setDnsResolver(undefined));

async function domainWithPage(h: Harness, token: string, name: string, verify: boolean) {
  const d = await h.ok(api.domains.create, { token, body: { name } });
  if (verify) {
    setDnsResolver(async () => ['127.0.0.1']);
    expect((await h.ok(api.domains.check, { token, params: { domainId: d.id } })).ok).toBe(true);
  }
  const page = await h.ok(api.pages.create, { token, body: { title: `Страница ${name}` } });
  await h.ok(api.pages.update, { token, params: { pageId: page.id }, body: { domain_id: d.id, uri: '' } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { data: formContent(), globals: {} } });
  return { domainId: d.id, pageId: page.id };
}

describe.each(testDatabases.slice(0, 1))('customer domains over HTTPS through Caddy on $name', (db) => {
  // Caddy is the one proxy in front: its X-Forwarded-Proto tells HTTPS from HTTP.
  const h = useHarness(db, { trustProxy: '127.0.0.1' });

  it('a verified domain gets its certificate; its page answers over HTTPS with HSTS; HTTP redirects', async () => {
    await h.app.listen({ port: appPort, host: '127.0.0.1' });
    const { token } = await h.signUp();
    const { domainId } = await domainWithPage(h, token, 'shop-secure.test', true);
    // Before the certificate: plain HTTP serves the page (no redirect to a name without one).
    const plainBefore = await get('http', caddy.httpPort, 'shop-secure.test', '/');
    expect(plainBefore.status).toBe(200);
    expect((await h.ok(api.domains.get, { token, params: { domainId } })).certificate.state).toBe('requested');

    const ran = await h.drainJobs();
    expect(ran.filter((j) => j.kind === 'domain.certificate').map((j) => j.state)).toEqual(['done']);
    const d = await h.ok(api.domains.get, { token, params: { domainId } });
    expect(d.certificate).toMatchObject({ state: 'issued', error: null });
    const notAfter = new Date(d.certificate.not_after!).getTime();
    const renews = new Date(d.certificate.renews_on!).getTime();
    expect(notAfter).toBeGreaterThan(Date.now());
    expect(renews).toBeLessThan(notAfter);
    expect(renews).toBeGreaterThan(Date.now());

    // The page by its host name, verified against Caddy's root certificate.
    const ca = await caddy.rootCa();
    const page = await get('https', caddy.httpsPort, 'shop-secure.test', '/', ca);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<form');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    // www. of a verified domain is allowed a certificate too.
    expect((await probeCertificate('www.shop-secure.test', { host: '127.0.0.1', port: caddy.httpsPort })).ok).toBe(true);

    // With the certificate, plain HTTP moves to HTTPS (the host resolver's cache lasts 5 s at most).
    await expect.poll(async () => (await get('http', caddy.httpPort, 'shop-secure.test', '/?utm_source=x')).status, { timeout: 8000, interval: 250 }).toBe(301);
    const moved = await get('http', caddy.httpPort, 'shop-secure.test', '/?utm_source=x');
    expect(moved.headers.location).toBe('https://shop-secure.test/?utm_source=x');
    expect(moved.headers['strict-transport-security']).toBeUndefined();
  });

  it('an unverified domain and an unknown name are refused a certificate; nothing is recorded', async () => {
    await h.app.listen({ port: appPort, host: '127.0.0.1' });
    const { token } = await h.signUp();
    const { domainId } = await domainWithPage(h, token, 'not-yet.test', false);
    const refused = await probeCertificate('not-yet.test', { host: '127.0.0.1', port: caddy.httpsPort });
    expect(refused).toMatchObject({ ok: false, reason: 'handshake' });
    expect((await probeCertificate('nobody-connected-this.test', { host: '127.0.0.1', port: caddy.httpsPort })).ok).toBe(false);
    const [row] = await h.database.db.select().from(domains).where(eq(domains.id, domainId));
    expect(row.certState).toBe('none');
    expect((await h.ok(api.domains.get, { token, params: { domainId } })).certificate).toMatchObject({ state: 'waiting_dns', not_after: null });
    // Plain HTTP still says "not connected yet", never the app.
    const plain = await get('http', caddy.httpPort, 'not-yet.test', '/');
    expect(plain.status).toBe(404);
    expect(plain.body).toContain('Домен ещё не подключён');
  });

  it('the ask endpoint: verified domains, their www. and existing test subdomains only; never through a proxy', async () => {
    const { token } = await h.signUp();
    const { pageId } = await domainWithPage(h, token, 'asked.test', true);
    // The tariff allows one domain per account: the unverified one belongs to another.
    await domainWithPage(h, (await h.signUp()).token, 'unasked.test', false);
    const [{ code }] = await h.database.db.select({ code: pages.code }).from(pages).where(eq(pages.id, pageId));
    const ask = (domain: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: `/tls/ask?domain=${encodeURIComponent(domain)}`, headers });
    expect((await ask('asked.test')).statusCode).toBe(200);
    expect((await ask('www.asked.test')).statusCode).toBe(200);
    expect((await ask('ASKED.test')).statusCode).toBe(200);
    expect((await ask('unasked.test')).statusCode).toBe(404);
    expect((await ask('sub.asked.test')).statusCode).toBe(404);
    expect((await ask(`${code}.localhost`)).statusCode).toBe(200);
    expect((await ask('no-such-code.localhost')).statusCode).toBe(404);
    expect((await ask('localhost')).statusCode).toBe(404);
    expect((await ask('127.0.0.1')).statusCode).toBe(404);
    expect((await ask('asked.test', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/tls/ask' })).statusCode).toBe(400);
  });

  it('an issue that cannot complete ends as failed with the reason: the DNS no longer points here', async () => {
    process.env.TLS_CHECK_ADDRESS = `127.0.0.1:${await freePort()}`;
    try {
      const { token } = await h.signUp();
      const { domainId } = await domainWithPage(h, token, 'moved-away.test', true);
      setDnsResolver(async () => ['10.9.9.9']);
      await h.drainJobs();
      const d = await h.ok(api.domains.get, { token, params: { domainId } });
      expect(d.certificate.state).toBe('failed');
      expect(d.certificate.error).toEqual({ reason: 'dns', detail: 'moved-away.test → 10.9.9.9; www.moved-away.test → 10.9.9.9' });
      // Pointed back and checked again: requested anew.
      setDnsResolver(async () => ['127.0.0.1']);
      await h.ok(api.domains.check, { token, params: { domainId } });
      expect((await h.ok(api.domains.get, { token, params: { domainId } })).certificate.state).toBe('requested');
      await h.drainJobs();
      expect((await h.ok(api.domains.get, { token, params: { domainId } })).certificate.error?.reason).toBe('unreachable');
    } finally {
      process.env.TLS_CHECK_ADDRESS = `127.0.0.1:${caddy.httpsPort}`;
    }
  });
});
