import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../../api/index';
import { domains } from '../../db/schema-pages';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';
import { textContent } from '../../testing/pages-fixtures';
import { invalidatePublishedPages } from './cache';
import { changesPublished, crossesAccounts } from './serve';

const P = api.pages;

async function publish(h: Harness, token: string, body: Record<string, unknown> = {}) {
  const page = await h.ok(P.create, { token, body: { title: 'Shop page', description: 'Best shop' } });
  const res = await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data: textContent('Hello visitors'), globals: {}, ...body } });
  return res;
}

const visit = (h: Harness, host: string, url = '/', headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe.each(testDatabases)('published pages on $name', (db) => {
  const h = useHarness(db);

  it('serves a published page by test subdomain and address, with ETag/304, gzip, brotli and security headers', async () => {
    const { token } = await h.signUp();
    const { page, url } = await publish(h, token, { code: 'shop', uri: 'promo/summer' });
    expect(url).toBe('http://shop.localhost/promo/summer');
    expect(page.status).toBe('published');
    const res = await visit(h, 'shop.localhost:8080', '/promo/summer?utm=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Hello visitors');
    expect(res.body).toContain('<title>Shop page</title>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await visit(h, 'shop.localhost', '/promo/summer', { 'if-none-match': etag })).statusCode).toBe(304);
    const gz = await h.app.inject({ method: 'GET', url: '/promo/summer', headers: { host: 'shop.localhost', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
    const br = await h.app.inject({ method: 'GET', url: '/promo/summer', headers: { host: 'shop.localhost', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    expect(br.headers.vary).toBe('accept-encoding');
    // Another address, unknown host, the API on a page origin: the small 404 page.
    for (const [host, path] of [['shop.localhost', '/'], ['nope.localhost', '/promo/summer'], ['shop.localhost', '/api/health']]) {
      const miss = await visit(h, host, path);
      expect(miss.statusCode, `${host}${path}`).toBe(404);
      expect(miss.body).toContain('Страница не найдена');
    }
    // The product's font: its @font-face rules inline (no render-blocking stylesheet), the files
    // from the page origin (a public static route of the app).
    expect(res.body).not.toContain('inter.css');
    const face = /url\((\/content-files\/fonts\/inter-400-cyrillic\.[0-9a-f]{10}\.woff2)\)/.exec(res.body);
    expect(face).not.toBeNull();
    const font = await visit(h, 'shop.localhost', face?.[1] ?? '');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable'); // the name changes with the content
    // The app's own host is untouched.
    expect((await h.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'localhost:8080' } })).statusCode).toBe(200);
  });

  it('republishing swaps the served version; stop gives 404; publish again serves it', async () => {
    const { token } = await h.signUp();
    const { page } = await publish(h, token, { code: 'swap' });
    const first = await visit(h, 'swap.localhost');
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data: textContent('Second version'), globals: {} } });
    const second = await visit(h, 'swap.localhost');
    expect(second.body).toContain('Second version');
    expect(second.body).not.toContain('Hello visitors');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await visit(h, 'swap.localhost', '/', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
    // Only the current artefact is kept.
    const rows = await h.database.withConnection((c) => c.query<{ n: number }>('SELECT count(*)::int AS n FROM page_artefacts WHERE page_id = $1', [page.id]));
    expect(rows[0].n).toBe(1);
    await h.ok(P.stop, { token, params: { pageId: page.id } });
    expect((await visit(h, 'swap.localhost')).statusCode).toBe(404);
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: {} });
    expect((await visit(h, 'swap.localhost')).body).toContain('Second version');
    await h.ok(P.remove, { token, params: { pageId: page.id } });
    expect((await visit(h, 'swap.localhost')).statusCode).toBe(404);
  });

  it('serves a repeat visit from memory (no query) and forgets it on invalidation; HEAD has the length', async () => {
    const { token } = await h.signUp();
    await publish(h, token, { code: 'cached' });
    const first = await visit(h, 'cached.localhost', '/', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    const head = await h.app.inject({ method: 'HEAD', url: '/', headers: { host: 'cached.localhost', 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
    // Behind the app's back (another instance would do this): the cached bytes are still served…
    await h.database.withConnection((c) => c.query("UPDATE pages SET status = 'stoped' WHERE code = 'cached'"));
    const cached = await visit(h, 'cached.localhost', '/', { 'accept-encoding': 'gzip' });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(cached.headers.etag).toBe(first.headers.etag);
    // …until this process invalidates (publish, stop, delete on this instance) or the TTL passes.
    invalidatePublishedPages();
    expect((await visit(h, 'cached.localhost')).statusCode).toBe(404);
  });

  it("a write drops only its own account's cached pages; a refused one drops nothing", async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    await publish(h, a.token, { code: 'scopea' });
    const { page: pageB } = await publish(h, b.token, { code: 'scopeb' });
    expect((await visit(h, 'scopea.localhost')).statusCode).toBe(200);
    expect((await visit(h, 'scopeb.localhost')).statusCode).toBe(200);
    // Behind the app's back: both pages stopped, both still served from memory.
    await h.database.withConnection((c) => c.query("UPDATE pages SET status = 'stoped' WHERE code IN ('scopea', 'scopeb')"));
    // B's refused write (no such project) and B's successful write: A's page stays cached.
    await h.fail(api.projects.update, 404, { token: b.token, params: { id: 999999 }, body: { title: 'X' } });
    expect((await visit(h, 'scopeb.localhost')).statusCode).toBe(200);
    await h.ok(P.update, { token: b.token, params: { pageId: pageB.id }, body: { name: 'Renamed' } });
    expect((await visit(h, 'scopeb.localhost')).statusCode).toBe(404);
    expect((await visit(h, 'scopea.localhost')).statusCode).toBe(200);
    // A page transfer moves pages between accounts: every account's entries go.
    expect(crossesAccounts('/api/pages/7/transfer')).toBe(true);
    expect(crossesAccounts('/api/pages/transfer/3/accept')).toBe(true);
    expect(crossesAccounts('/api/pages/7/stop')).toBe(false);
  });

  it('a draft save does not change the published page until publish', async () => {
    const { token } = await h.signUp();
    const { page, revision } = await publish(h, token, { code: 'draftonly' });
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision, data: textContent('Unpublished edit') } });
    expect((await visit(h, 'draftonly.localhost')).body).toContain('Hello visitors');
  });

  it('serves pages on a connected domain and its www', async () => {
    const { token } = await h.signUp();
    const { page } = await publish(h, token, { code: 'dom' });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'my-shop.ru' } });
    // Verified (its A records point at us: host-hijack.test.ts checks that path); served from then on.
    await h.database.db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, domain.id));
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { domain_id: domain.id, uri: '' } });
    expect((await visit(h, 'my-shop.ru')).body).toContain('Hello visitors');
    expect((await visit(h, 'www.my-shop.ru')).body).toContain('Hello visitors');
    expect((await visit(h, 'my-shop.ru', '/other')).statusCode).toBe(404);
  });
});

describe.each(testDatabases)('favicons on $name', (db) => {
  const h = useHarness(db);

  const upload = (token: string, pageId: number, name: string, bytes: Buffer) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const req = new Request('http://x/', { method: 'POST', body: form });
    return req.arrayBuffer().then((b) => h.app.inject({
      method: 'POST', url: `/api/pages/${pageId}/favicon`,
      headers: { 'x-token': token, 'content-type': req.headers.get('content-type') as string }, payload: Buffer.from(b),
    }));
  };

  it('uploads an ICO/PNG favicon (≤ 500 KB, type by content), links and serves it on the page origin', async () => {
    const { token } = await h.signUp();
    const { page } = await publish(h, token, { code: 'icon' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
    const ok = await upload(token, page.id, 'icon.png', png);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.favicon).toBe(true);
    expect((await visit(h, 'icon.localhost')).body).toContain(`<link rel=icon href="/__favicon/${page.id}">`);
    const icon = await visit(h, 'icon.localhost', `/__favicon/${page.id}`);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(png)).toBe(true);

    const big = await upload(token, page.id, 'big.ico', Buffer.concat([Buffer.from([0, 0, 1, 0]), Buffer.alloc(500 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Фавикон должен быть не больше 500 КБ');
    const svg = await upload(token, page.id, 'icon.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Фавикон должен быть в формате ICO, GIF, JPEG или PNG');

    expect((await h.ok(P.faviconRemove, { token, params: { pageId: page.id } })).favicon).toBe(false);
    const plain = (await visit(h, 'icon.localhost')).body;
    expect(plain).not.toContain('/__favicon/');
    expect(plain).toContain('<link rel=icon href="data:,">'); // no /favicon.ico request (a 404 in the console)
    expect((await visit(h, 'icon.localhost', `/__favicon/${page.id}`)).statusCode).toBe(404);
  });
});

describe('changesPublished', () => {
  it('counts state-changing API calls except the editor autosave', () => {
    expect(changesPublished('POST', '/api/pages/7/stop')).toBe(true);
    expect(changesPublished('DELETE', '/api/pages/7')).toBe(true);
    expect(changesPublished('PUT', '/api/trash/7')).toBe(true);
    expect(changesPublished('POST', '/api/pages/7/draft')).toBe(false);
    expect(changesPublished('GET', '/api/pages/7')).toBe(false);
    expect(changesPublished('POST', '/content-files/x')).toBe(false);
  });
});
