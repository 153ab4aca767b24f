// Share and search on published hosts: the head tags a page publishes from its settings, the share
// image cropped to 1200×630 at upload, the favicon in the sizes browsers ask for, and the
// robots.txt and sitemap.xml every published host answers (hidden pages disallowed and left out).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { domains } from '../../db/schema-pages';
import { textContent } from '../../testing/pages-fixtures';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';

const P = api.pages;

const visit = (h: Harness, host: string, url = '/') => h.app.inject({ method: 'GET', url, headers: { host } });

function upload(h: Harness, token: string, url: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  return req.arrayBuffer().then((b) => h.app.inject({
    method: 'POST', url, headers: { 'x-token': token, 'content-type': req.headers.get('content-type') as string }, payload: Buffer.from(b),
  }));
}

/** A real photo-like image: a 2400×1600 gradient PNG. */
const photo = () => sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } }).composite([{
  input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><circle cx="300" cy="200" r="180" fill="#ffcc00"/></svg>'), top: 600, left: 900,
}]).png().toBuffer();

describe.each(testDatabases)('share and search on $name', (db) => {
  const h = useHarness(db);

  it('publishes the share card, canonical, robots and icon sizes from the page settings, with the title and description the first publish gave', async () => {
    const { token } = await h.signUp();
    // A page made in the app has an internal name and no title: the first publish dialog asks for one (prefilled with the name).
    const page = await h.ok(P.create, { token, body: { name: 'Весенняя акция' } });
    expect(page.title).toBe('');
    const first = await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'spring', title: 'Весенняя акция', description: 'Скидки до 30 % на всё', data: textContent('Привет'), globals: {} } });
    expect(first.page).toMatchObject({ title: 'Весенняя акция', description: 'Скидки до 30 % на всё' });
    const plain = (await visit(h, 'spring.localhost')).body;
    expect(plain).toContain('<title>Весенняя акция</title>');
    expect(plain).toContain('<link rel="canonical" href="http://spring.localhost:8080/">');
    expect(plain).toContain('<meta property="og:title" content="Весенняя акция">');
    expect(plain).toContain('<meta property="og:description" content="Скидки до 30 % на всё">');
    expect(plain).toContain('<meta property="og:url" content="http://spring.localhost:8080/">');
    expect(plain).toContain('<meta property="og:locale" content="ru_RU">');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(plain).not.toContain('robots');
    expect(plain).not.toContain('og:image');

    // Share texts, hiding and a canonical address: the published page changes at once.
    const bad = await h.call(P.update, { token, params: { pageId: page.id }, body: { canonical_url: 'javascript:alert(1)' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ canonical_url: 'Укажите адрес, начинающийся с https:// или http://' });
    await h.ok(P.update, { token, params: { pageId: page.id }, body: { share_title: 'Скидки весны', noindex: true, canonical_url: 'https://shop.example.ru/spring' } });
    const hidden = (await visit(h, 'spring.localhost')).body;
    expect(hidden).toContain('<meta property="og:title" content="Скидки весны">');
    expect(hidden).toContain('<title>Весенняя акция</title>');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).toContain('<link rel="canonical" href="https://shop.example.ru/spring">');
  });

  it('crops an uploaded share image to a 1200×630 JPEG and serves it on the page origin; refuses what is not an image', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Курсы' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'card', data: textContent('Привет'), globals: {} } });
    const refused = await upload(h, token, `/api/pages/${page.id}/share-image`, 'notes.png', Buffer.from('not an image at all'));
    expect(refused.statusCode).toBe(415);
    expect((await h.ok(P.get, { token, params: { pageId: page.id } })).share_image).toBeNull();

    const res = await upload(h, token, `/api/pages/${page.id}/share-image`, 'photo.png', await photo());
    expect(res.statusCode, res.body).toBe(200);
    const tag = (res.json() as { data: { share_image: string } }).data.share_image;
    expect(tag).toMatch(/^[\w-]{12}$/);
    const html = (await visit(h, 'card.localhost')).body;
    expect(html).toContain(`<meta property="og:image" content="http://card.localhost:8080/__share/${page.id}.jpg?v=${tag}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    const image = await h.app.inject({ method: 'GET', url: `/__share/${page.id}.jpg?v=${tag}`, headers: { host: 'card.localhost' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Another site never serves this page's card.
    expect((await h.app.inject({ method: 'GET', url: `/__share/${page.id}.jpg`, headers: { host: 'other.localhost' } })).statusCode).toBe(404);
    await h.ok(P.shareImageRemove, { token, params: { pageId: page.id } });
    expect((await visit(h, 'card.localhost')).body).not.toContain('og:image');
  });

  it('serves the favicon as a PNG in the sizes the head names', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Иконка' } });
    const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } }).png().toBuffer();
    expect((await upload(h, token, `/api/pages/${page.id}/favicon`, 'icon.png', icon)).statusCode).toBe(200);
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'icon', data: textContent('Привет'), globals: {} } });
    const html = (await visit(h, 'icon.localhost')).body;
    expect(html).toContain(`<link rel="apple-touch-icon" type="image/png" sizes="180x180" href="/__favicon/${page.id}/180.png">`);
    for (const size of [32, 180, 192]) {
      const res = await h.app.inject({ method: 'GET', url: `/__favicon/${page.id}/${size}.png`, headers: { host: 'icon.localhost' } });
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: size, height: size });
    }
    expect((await h.app.inject({ method: 'GET', url: `/__favicon/${page.id}/33.png`, headers: { host: 'icon.localhost' } })).statusCode).toBe(404);
  });

  it('answers robots.txt and sitemap.xml on every published host: visible pages listed with lastmod, hidden ones disallowed', async () => {
    const { token } = await h.signUp();
    const domain = await h.ok(api.domains.create, { token, body: { name: 'kursy-shop.ru' } });
    await h.database.db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, domain.id));
    const publishOn = async (title: string, uri: string, code: string, extra: Record<string, unknown> = {}) => {
      const p = await h.ok(P.create, { token, body: { title } });
      await h.ok(P.update, { token, params: { pageId: p.id }, body: { domain_id: domain.id, uri, ...extra } });
      await h.ok(P.publish, { token, params: { pageId: p.id }, body: { code, data: textContent(title), globals: {} } });
      return p;
    };
    await publishOn('Главная', '', 'kmain');
    await publishOn('Курс', 'kurs/english', 'kcourse');
    await publishOn('Спасибо', 'spasibo', 'kthanks', { noindex: true });
    const draft = await h.ok(P.create, { token, body: { title: 'Черновик' } });
    await h.ok(P.update, { token, params: { pageId: draft.id }, body: { domain_id: domain.id, uri: 'draft' } });

    const robots = await visit(h, 'kursy-shop.ru', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect(robots.body).toBe('User-agent: *\nDisallow: /spasibo$\n\nSitemap: http://kursy-shop.ru/sitemap.xml\n');

    const sitemap = await visit(h, 'kursy-shop.ru', '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(sitemap.body).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      + `<url><loc>http://kursy-shop.ru/</loc><lastmod>${today}</lastmod></url>`
      + `<url><loc>http://kursy-shop.ru/kurs/english</loc><lastmod>${today}</lastmod></url></urlset>\n`);

    // A test subdomain is a host of its own: its one page.
    const single = await visit(h, 'kcourse.localhost', '/sitemap.xml');
    expect(single.body).toContain('<loc>http://kcourse.localhost/kurs/english</loc>');
    expect((await visit(h, 'kcourse.localhost', '/robots.txt')).body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://kcourse.localhost/sitemap.xml\n');
  });
});
