// The personal-data policy a form's consent links to: the policy template makes a page that names
// the operator from the account's requisites and publishes without a form, and the publish check
// finds a consent link to '/policy' that the page's site serves nothing at (its domain, or its test
// address with the project's domain-less pages) — and falls silent once a page is published there. On a real database (PGlite, and PostgreSQL when configured).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { domains } from '../db/schema-pages';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const P = api.pages;

describe.each(testDatabases)('the policy page and the check of consent links on $name', (db) => {
  const h = useHarness(db);
  const visit = (host: string, url: string) => h.app.inject({ method: 'GET', url, headers: { host } });

  it('the policy template names the operator from the account\'s requisites and the site, and publishes with no form', async () => {
    const { token } = await h.signUp();
    await h.ok(api.billing.detailsSave, { token, body: { kind: 'company', name: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001', address: 'Москва, ул. Ленина, 1', email: 'privacy@romashka.ru' } });
    const project = await h.ok(api.projects.create, { token, body: { title: 'Ромашка' } });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'romashka.ru', project_id: project.id } });
    const page = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy', uri: 'policy', domain_id: domain.id, project_id: project.id } });
    const text = JSON.stringify((await h.ok(P.content, { token, params: { pageId: page.id } })).data);
    expect(text).toContain('Оператор персональных данных — ООО «Ромашка», ИНН 7707083893, КПП 773601001, адрес: Москва, ул. Ленина, 1');
    expect(text).toContain('электронная почта privacy@romashka.ru, телефон [Телефон]');
    expect(text).toContain('посетителей сайта romashka.ru');
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'romashka-policy' } });
    const res = await visit('romashka-policy.localhost', '/policy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Политика обработки персональных данных<\/h1>/);
    expect(res.body).toContain('7. Ваши права');
    expect(res.body).not.toMatch(/<form\b/);
    // Served on its domain too, once the domain is connected.
    await h.database.db.update(domains).set({ verifiedAt: new Date() }).where(eq(domains.id, domain.id));
    expect((await visit('romashka.ru', '/policy')).body).toContain('ООО «Ромашка»');
  });

  it('without requisites the operator is a placeholder the owner replaces; in English for an English account', async () => {
    const { token } = await h.signUp();
    const ru = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy' } });
    const ruText = JSON.stringify((await h.ok(P.content, { token, params: { pageId: ru.id } })).data);
    expect(ruText).toContain('Оператор персональных данных — [Название организации], ИНН [ИНН], адрес: [Адрес организации]');
    await h.ok(api.profile.update, { token, body: { locale: 'en' } });
    const en = await h.ok(P.create, { token, body: { title: 'Policy', template: 'policy' } });
    // What a visitor reads (the widgets' settings; their names in the editor's layer list stay Russian).
    const { widgets } = (await h.ok(P.content, { token, params: { pageId: en.id } })).data;
    const enText = JSON.stringify(Object.values(widgets).map((w) => (w as { cfg: unknown }).cfg));
    expect(enText).toContain('The operator of personal data is [Organisation name]');
    expect(enText.match(/[а-яё]+/gi) ?? []).toEqual([]);
  });

  it('finds the consent link to /policy that the domain serves nothing at, offers the page made for it, and is silent once it is published', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'Клининг' } });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'clean.example', project_id: project.id } });
    const landing = await h.ok(P.create, { token, body: { title: 'Уборка', template: 'services', domain_id: domain.id, project_id: project.id } });
    const check = (query: { path?: string } = {}) => h.ok(P.policyLinks, { token, params: { pageId: landing.id }, query });

    expect(await check()).toEqual({ site: 'domain', domain_id: domain.id, project_id: project.id, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });

    // A page made at that address but not published yet is offered instead of making another.
    const policy = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy', uri: 'policy', domain_id: domain.id, project_id: project.id } });
    expect((await check()).dead).toEqual([{ path: '/policy', uri: 'policy', page_id: policy.id }]);
    // Published on the same domain: the link leads somewhere.
    await h.ok(P.publish, { token, params: { pageId: policy.id }, body: {} });
    expect((await check()).dead).toEqual([]);
    // Stopped again: dead again.
    await h.ok(P.stop, { token, params: { pageId: policy.id } });
    expect((await check()).dead).toEqual([{ path: '/policy', uri: 'policy', page_id: policy.id }]);

    // One typed address (the consent panel): a same-site path is judged, an https policy elsewhere is not.
    expect((await check({ path: '/privacy?from=form' })).dead).toEqual([{ path: '/privacy', uri: 'privacy', page_id: null }]);
    expect((await check({ path: 'https://example.org/policy' })).dead).toEqual([]);
    expect((await check({ path: '/__lead' })).dead).toEqual([{ path: '/__lead', uri: null, page_id: null }]);
  });

  it('on a test address the project\'s domain-less pages share the host: the link clears once the policy page is published there', async () => {
    const { token } = await h.signUp();
    const landing = await h.ok(P.create, { token, body: { title: 'Кафе', template: 'cafe' } });
    const answer = await h.ok(P.policyLinks, { token, params: { pageId: landing.id } });
    expect(answer).toMatchObject({ site: 'test', domain_id: null, dead: [{ path: '/policy', uri: 'policy', page_id: null }] });
    // A published policy of another project, or one pinned to a domain, does not answer on this test address.
    const elsewhere = await h.ok(api.projects.create, { token, body: { title: 'Другой' } });
    const other = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy', uri: 'policy', project_id: elsewhere.id } });
    await h.ok(P.publish, { token, params: { pageId: other.id }, body: {} });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'cafe.example', project_id: answer.project_id } });
    const pinned = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy', uri: 'policy', domain_id: domain.id, project_id: answer.project_id } });
    await h.ok(P.publish, { token, params: { pageId: pinned.id }, body: {} });
    expect((await h.ok(P.policyLinks, { token, params: { pageId: landing.id } })).dead).toEqual([{ path: '/policy', uri: 'policy', page_id: null }]);
    // Made in its project without a domain: offered until published, then the link is live.
    const policy = await h.ok(P.create, { token, body: { title: 'Политика', template: 'policy', uri: 'policy', project_id: answer.project_id } });
    expect((await h.ok(P.policyLinks, { token, params: { pageId: landing.id } })).dead).toEqual([{ path: '/policy', uri: 'policy', page_id: policy.id }]);
    await h.ok(P.publish, { token, params: { pageId: policy.id }, body: {} });
    expect((await h.ok(P.policyLinks, { token, params: { pageId: landing.id } })).dead).toEqual([]);
    // And it does: the landing's test address opens the policy at /policy.
    const published = await h.ok(P.publish, { token, params: { pageId: landing.id }, body: {} });
    const host = new URL(published.url).host;
    const served = await visit(host, '/policy');
    expect(served.statusCode).toBe(200);
    expect(served.body).toMatch(/<h1[^>]*>Политика обработки персональных данных<\/h1>/);
    // A page without consent links has nothing to warn about; another account's page is not found.
    const blank = await h.ok(P.create, { token, body: { title: 'Пустая' } });
    expect((await h.ok(P.policyLinks, { token, params: { pageId: blank.id } })).dead).toEqual([]);
    const stranger = await h.signUp();
    await h.fail(P.policyLinks, 404, { token: stranger.token, params: { pageId: landing.id } });
  });
});
