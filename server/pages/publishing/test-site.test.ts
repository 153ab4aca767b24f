// A test address serves the project's domain-less published pages besides its own: a link between
// them (a menu to /about, a consent box's /policy) works before a domain is connected. Nothing
// unpublished, of another project or account, or pinned to a domain is served that way; a stopped
// page's test address serves none of them. Leads and favicons of a sibling work on that host, while
// robots.txt and sitemap.xml keep to the host's own page. On a real database (PGlite, and PostgreSQL
// when configured).
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';
import { textContent } from '../../testing/pages-fixtures';

const P = api.pages;

async function page(h: Harness, token: string, text: string, body: Record<string, unknown>, publish: Record<string, unknown> | null, withForm = false) {
  const made = await h.ok(P.create, { token, body: { title: text, ...body } });
  if (publish !== null) await h.ok(P.publish, { token, params: { pageId: made.id }, body: { data: textContent(text, withForm), globals: {}, ...publish } });
  return made;
}

const visit = (h: Harness, host: string, url: string) => h.app.inject({ method: 'GET', url, headers: { host } });

describe.each(testDatabases)('a test address shares its project\'s pages on $name', (db) => {
  const h = useHarness(db);

  it('serves a sibling published page at its address, and nothing unpublished, of another project or account, or pinned to a domain', async () => {
    const { token } = await h.signUp();
    const home = await page(h, token, 'Главная кофейни', {}, { code: 'coffee-home' });
    const projectId = home.project_id;
    const aboutPage = await page(h, token, 'О нас и наших зёрнах', { project_id: projectId }, { code: 'coffee-about', uri: 'about' }, true);
    await page(h, token, 'Черновик меню', { project_id: projectId, uri: 'menu' }, null);
    const project = await h.ok(api.projects.create, { token, body: { title: 'Другой проект' } });
    await page(h, token, 'Вакансии другого проекта', { project_id: project.id }, { code: 'coffee-jobs', uri: 'jobs' });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'coffee.example', project_id: projectId } });
    const delivery = await page(h, token, 'Доставка на домене', { project_id: projectId, domain_id: domain.id }, { code: 'coffee-delivery', uri: 'delivery' });
    const stranger = await h.signUp();
    await page(h, stranger.token, 'Чужие контакты', {}, { code: 'stranger-contacts', uri: 'contacts' });

    const about = await visit(h, 'coffee-home.localhost', '/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('О нас и наших зёрнах');
    expect(about.body).not.toContain('Главная кофейни');
    // Its canonical stays its own test address (search engines are told where it lives).
    expect(/<link rel="canonical" href="([^"]+)">/.exec(about.body)?.[1]).toBe('http://coffee-about.localhost:8080/about');
    expect((await visit(h, 'coffee-home.localhost', '/')).body).toContain('Главная кофейни');
    // And the other way round: the sibling's test address serves the home page at its address.
    expect((await visit(h, 'coffee-about.localhost', '/')).body).toContain('Главная кофейни');
    for (const path of ['/menu', '/jobs', '/delivery', '/contacts', '/nowhere']) {
      const miss = await visit(h, 'coffee-home.localhost', path);
      expect(miss.statusCode, path).toBe(404);
      expect(miss.body).toContain('Страница не найдена');
    }
    // The other account's page does not open our pages on its host either.
    expect((await visit(h, 'stranger-contacts.localhost', '/about')).statusCode).toBe(404);

    // A sibling's form sends its leads through the host it was opened on.
    const lead = await h.app.inject({
      method: 'POST', url: '/__lead', remoteAddress: '203.0.113.9',
      headers: { host: 'coffee-home.localhost', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ page_id: String(aboutPage.id), form_id: '2', name: 'Анна' }).toString(),
    });
    expect(lead.statusCode, lead.body).toBe(200);
    // Its view's beacon is taken there too; a beacon naming a page the host does not serve is not.
    const token_ = /view;desc="([^"]+)"/.exec(String(about.headers['server-timing'] ?? ''))?.[1] ?? '';
    expect(token_).not.toBe('');
    const beacon = (pageId: number) => h.app.inject({
      method: 'POST', url: '/__s', remoteAddress: '198.51.100.1', headers: { host: 'coffee-home.localhost', 'content-type': 'text/plain;charset=UTF-8' }, payload: `p=${pageId}&k=${token_}&d=1000&s=lg&b=0&f=1`,
    });
    expect((await beacon(aboutPage.id)).statusCode).toBe(204);
    expect((await beacon(delivery.id)).statusCode).toBe(404);
    // robots.txt and sitemap.xml keep to the host's own page: a sibling's canonical is elsewhere.
    const sitemap = await visit(h, 'coffee-home.localhost', '/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://coffee-home.localhost/</loc>');
    expect(sitemap.body).not.toContain('/about');
  });

  it('a stopped page\'s test address serves none of its project; a page pinned to a domain shares nothing on its test address', async () => {
    const { token } = await h.signUp();
    const home = await page(h, token, 'Главная студии', {}, { code: 'studio-home' });
    await page(h, token, 'Цены студии', { project_id: home.project_id }, { code: 'studio-prices', uri: 'prices' });
    expect((await visit(h, 'studio-home.localhost', '/prices')).statusCode).toBe(200);
    await h.ok(P.stop, { token, params: { pageId: home.id } });
    expect((await visit(h, 'studio-home.localhost', '/prices')).statusCode).toBe(404);
    expect((await visit(h, 'studio-home.localhost', '/')).statusCode).toBe(404);
    // Published again, but pinned to a domain: its test address answers its own address only.
    const domain = await h.ok(api.domains.create, { token, body: { name: 'studio.example', project_id: home.project_id } });
    await h.ok(P.update, { token, params: { pageId: home.id }, body: { domain_id: domain.id } });
    await h.ok(P.publish, { token, params: { pageId: home.id }, body: {} });
    expect((await visit(h, 'studio-home.localhost', '/')).statusCode).toBe(200);
    expect((await visit(h, 'studio-home.localhost', '/prices')).statusCode).toBe(404);
    // The sibling stopped or moved to another project: gone from the other test address at once.
    await h.ok(P.update, { token, params: { pageId: home.id }, body: { domain_id: null } });
    expect((await visit(h, 'studio-home.localhost', '/prices')).statusCode).toBe(200);
    const prices = (await h.ok(P.list, { token, query: { search: 'Цены студии' } })).items[0];
    await h.ok(P.stop, { token, params: { pageId: prices.id } });
    expect((await visit(h, 'studio-home.localhost', '/prices')).statusCode).toBe(404);
  });
});
