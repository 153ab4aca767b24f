// A changed page address keeps working: the old one answers 301 to the new ("Changing a
// page's address makes the old URL 404"). Through the real routes and the published-page server.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { domains } from '../db/schema-pages';
import { textContent } from '../testing/pages-fixtures';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const P = api.pages;

describe.each(testDatabases)('old page addresses on $name', (db) => {
  const h = useHarness(db);
  const visit = (host: string, url = '/') => h.app.inject({ method: 'GET', url, headers: { host } });

  it('a new path or test subdomain: the old address answers 301 to the new one', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Весна' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'spring', uri: 'promo', data: textContent('Весенняя акция') } });
    expect((await visit('spring.localhost:8080', '/promo')).body).toContain('Весенняя акция');

    await h.ok(P.update, { token, params: { pageId: page.id }, body: { uri: 'sale' } });
    const moved = await visit('spring.localhost:8080', '/promo');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/sale');
    expect((await visit('spring.localhost:8080', '/sale')).body).toContain('Весенняя акция');

    // A new test subdomain through the publish dialog: both old addresses lead to the new one.
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'autumn' } });
    for (const old of ['/promo', '/sale']) {
      const res = await visit('spring.localhost:8080', old);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe('http://autumn.localhost:8080/sale');
    }
    expect((await visit('autumn.localhost:8080', '/sale')).statusCode).toBe(200);
    // An address the page never had is still a 404.
    expect((await visit('spring.localhost:8080', '/other')).statusCode).toBe(404);
  });

  it('a page that takes an old address wins it; a stopped page redirects no one; a never-published one kept no address', async () => {
    const { token } = await h.signUp();
    const a = await h.ok(P.create, { token, body: { title: 'A' } });
    await h.ok(P.publish, { token, params: { pageId: a.id }, body: { code: 'first', data: textContent('Page A') } });
    await h.ok(P.publish, { token, params: { pageId: a.id }, body: { code: 'second' } });
    expect((await visit('first.localhost')).statusCode).toBe(301);

    const b = await h.ok(P.create, { token, body: { title: 'B' } });
    await h.ok(P.publish, { token, params: { pageId: b.id }, body: { code: 'first', data: textContent('Page B') } });
    const taken = await visit('first.localhost');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Page B');
    // Even once B stops, A's old address stays B's (no redirect to A comes back).
    await h.ok(P.stop, { token, params: { pageId: b.id } });
    expect((await visit('first.localhost')).statusCode).toBe(404);

    await h.ok(P.stop, { token, params: { pageId: a.id } });
    await h.ok(P.update, { token, params: { pageId: a.id }, body: { code: 'third' } });
    expect((await visit('second.localhost')).statusCode).toBe(404);

    const draft = await h.ok(P.create, { token, body: { title: 'Draft', code: 'draft-one' } });
    await h.ok(P.update, { token, params: { pageId: draft.id }, body: { code: 'draft-two' } });
    await h.ok(P.publish, { token, params: { pageId: draft.id }, body: { data: textContent('Draft') } });
    expect((await visit('draft-one.localhost')).statusCode).toBe(404);
  });

  it('on a domain: a new path redirects on the same domain; unpinned, the domain address leads to the test subdomain', async () => {
    const { token } = await h.signUp();
    const d = await h.ok(api.domains.create, { token, body: { name: 'shop.ru' } });
    // A connected domain serves once its DNS is verified (the verification itself is tested elsewhere).
    await h.database.db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, d.id));
    const page = await h.ok(P.create, { token, body: { title: 'Shop', domain_id: d.id, uri: 'catalog' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'shop', data: textContent('Каталог') } });
    expect((await visit('shop.ru', '/catalog')).body).toContain('Каталог');
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { uri: 'goods' } });
    const moved = await visit('shop.ru', '/catalog');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/goods');
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { domain_id: null } });
    const unpinned = await visit('shop.ru:8080', '/goods');
    expect(unpinned.statusCode).toBe(301);
    expect(unpinned.headers.location).toBe('http://shop.localhost:8080/goods');
  });
});
