import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const P = api.pages;

describe.each(testDatabases)('pages on $name', (db) => {
  const h = useHarness(db);

  it('creates a blank page (null fields dropped), lists it, updates and reads it', async () => {
    const { token } = await h.signUp();
    const project = await h.ok(api.projects.create, { token, body: { title: 'Shop' } });
    const folder = await h.ok(api.folders.create, { token, body: { title: 'Promo', color: '#f00', project_id: project.id } });
    const page = await h.ok(P.create, { token, body: { title: 'Landing', project_id: project.id, folder: folder.id, domain_id: null, template: null } });
    expect(page).toMatchObject({ title: 'Landing', status: 'unpublished', project_id: project.id, folder: folder.id, domain_id: null, uri: '' });
    expect(page.code).toMatch(/^[a-z0-9]{10}$/);
    const list = await h.ok(P.list, { token });
    expect(list.items.map((p) => p.id)).toEqual([page.id]);
    expect(list).toMatchObject({ total_items: 1, current: 1, total_pages: 1 });
    expect((await h.ok(api.folders.list, { token })).items).toEqual([expect.objectContaining({ id: folder.id, pages_total: 1 })]);
    expect((await h.ok(P.list, { token, query: { status: 'published' } })).items).toEqual([]);
    expect((await h.ok(P.list, { token, query: { search: 'land' } })).items).toHaveLength(1);
    const updated = await h.ok(P.update, { token, params: { pageId: page.id }, body: { title: 'New', description: 'About', name: 'internal', code: 'my-page', uri: '/promo/' } });
    expect(updated).toMatchObject({ title: 'New', description: 'About', name: 'internal', code: 'my-page', uri: 'promo' });
    expect(await h.ok(P.get, { token, params: { pageId: page.id } })).toEqual(updated);
    expect((await h.ok(P.short, { token })).items).toEqual([{ id: page.id, title: 'New', name: 'internal', project_id: project.id, status: 'unpublished' }]);
    const content = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(content).toMatchObject({ id: page.id, revision: 1, data: { widgets: {}, tree: [] } });
  });

  it('a page created without a project goes to the account\'s first project, so the project-scoped list shows it', async () => {
    const { token } = await h.signUp();
    const [first] = (await h.ok(api.projects.list, { token })).items;
    await h.ok(api.projects.create, { token, body: { title: 'Second' } });
    const page = await h.ok(P.create, { token, body: { title: 'No project given', project_id: null } });
    expect(page.project_id).toBe(first.id);
    const listed = await h.ok(P.list, { token, query: { project_id: String(first.id) } });
    expect(listed.items.map((p) => p.id)).toContain(page.id);
  });

  it('checks the test subdomain and address: invalid, taken, domain + address taken, domain pinned to its project', async () => {
    const { token } = await h.signUp();
    const a = await h.ok(P.create, { token, body: { title: 'A', code: 'taken-one' } });
    const b = await h.ok(P.create, { token, body: { title: 'B' } });
    expect((await h.fail(P.update, 409, { token, params: { pageId: b.id }, body: { code: 'taken-one' } })).message).toBe('Указанный тестовый поддомен занят');
    expect((await h.fail(P.update, 422, { token, params: { pageId: b.id }, body: { code: 'Bad code!' } })).message).toBe('Некорректный адрес');
    expect((await h.fail(P.update, 422, { token, params: { pageId: b.id }, body: { uri: 'a b' } })).message).toBe('Некорректный адрес');
    // The rule of api/pageAddress.ts: a file-like address is fine, a service name or a 1-letter code is not.
    expect((await h.ok(P.update, { token, params: { pageId: b.id }, body: { uri: 'promo.html' } })).uri).toBe('promo.html');
    for (const code of ['www', 'a']) expect((await h.fail(P.update, 422, { token, params: { pageId: b.id }, body: { code } })).message).toBe('Некорректный адрес');
    expect((await h.fail(P.publish, 409, { token, params: { pageId: b.id }, body: { code: 'taken-one' } })).message).toBe('Такой адрес страницы уже занят.');
    const p1 = await h.ok(api.projects.create, { token, body: { title: 'P1' } });
    const p2 = await h.ok(api.projects.create, { token, body: { title: 'P2' } });
    const domain = await h.ok(api.domains.create, { token, body: { name: 'Example.COM', project_id: p1.id } });
    expect(domain.name).toBe('example.com');
    await h.ok(P.update, { token, params: { pageId: a.id }, body: { domain_id: domain.id, uri: 'x', project_id: p1.id } });
    expect((await h.fail(P.update, 409, { token, params: { pageId: b.id }, body: { domain_id: domain.id, uri: 'x' } })).message).toBe('Указанные домен и адрес уже заняты');
    const pinned = await h.fail(P.update, 422, { token, params: { pageId: a.id }, body: { project_id: p2.id } });
    expect(pinned.code).toBe('page.domain_pinned');
    await h.ok(api.domains.unlink, { token, params: { domainId: domain.id } });
    expect(await h.ok(P.update, { token, params: { pageId: a.id }, body: { project_id: p2.id } })).toMatchObject({ project_id: p2.id, domain_id: null });
  });

  it('two pages publishing under the same free code at once: one gets it, the other a 409', async () => {
    const { token } = await h.signUp();
    const a = await h.ok(P.create, { token, body: { title: 'A' } });
    const b = await h.ok(P.create, { token, body: { title: 'B' } });
    const results = await Promise.all([a, b].map((p) => h.call(P.publish, { token, params: { pageId: p.id }, body: { code: 'race' } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('Такой адрес страницы уже занят.');
  });

  it('clears the onboarding flags shouldCreate on the first create and shouldPublish on the first publish', async () => {
    const { token, email } = await h.signUp();
    const flags = async () => (await h.database.withConnection((c) => c.query<{ flags: Record<string, boolean> }>('SELECT flags FROM users WHERE email = $1', [email])))[0].flags;
    expect(await flags()).toMatchObject({ shouldCreate: true, shouldPublish: true });
    const page = await h.ok(P.create, { token, body: { title: 'First' } });
    expect(await flags()).not.toHaveProperty('shouldCreate');
    expect(await flags()).toHaveProperty('shouldPublish');
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: {} });
    expect(await flags()).not.toHaveProperty('shouldPublish');
  });

  it('saves drafts with optimistic revisions: an older revision is refused with 409 and nothing is overwritten', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Draft' } });
    const first = await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('tab one'), globals: {} } });
    expect(first.revision).toBe(2);
    const err = await h.fail(P.draft, 409, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('tab two') } });
    expect(err).toMatchObject({ error: 'conflict', code: 'draft.conflict' });
    expect(err.message).toContain('Страница изменена в другой вкладке');
    const content = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(content.revision).toBe(2);
    expect(JSON.stringify(content.data)).toContain('tab one');
    expect(JSON.stringify(content.data)).not.toContain('tab two');
  });

  it('keeps the replaced version in the history when the user overwrites after a conflict', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Keep mine' } });
    // The first save is snapshotted (the history was empty); the next one, moments later, is not.
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('tab zero'), globals: {} } });
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: 2, data: textContent('tab one'), globals: {} } });
    const entries = async () => Promise.all((await h.ok(P.history, { token, params: { pageId: page.id } })).items
      .map((i) => h.ok(P.historyGet, { token, params: { pageId: page.id, historyId: i.id } }).then((e) => JSON.stringify(e.data))));
    const historyBefore = (await entries()).length;
    expect((await entries()).some((e) => e.includes('tab one'))).toBe(false);
    // Still a compare-and-set: an overwrite on an outdated revision is refused and records nothing.
    await h.fail(P.draft, 409, { token, params: { pageId: page.id }, body: { revision: 2, data: textContent('tab two'), overwrite: true } });
    expect(await entries()).toHaveLength(historyBefore);
    const { revision } = await h.ok(P.content, { token, params: { pageId: page.id } });
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision, data: textContent('tab two'), overwrite: true } });
    expect(JSON.stringify((await h.ok(P.content, { token, params: { pageId: page.id } })).data)).toContain('tab two');
    expect((await entries()).some((e) => e.includes('tab one'))).toBe(true);
  });

  it('refuses a malformed draft with the engine reasons and stores nothing', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Draft' } });
    const bad = { version: '0.2', widgets: {}, tree: [{ id: 7, type: 'widget-text', cd: [], parentId: null }] };
    const err = await h.fail(P.draft, 422, { token, params: { pageId: page.id }, body: { revision: 1, data: bad } });
    expect(err.code).toBe('content.invalid');
    expect((err.params?.reasons as string[]).length).toBeGreaterThan(0);
    expect((await h.ok(P.content, { token, params: { pageId: page.id } })).revision).toBe(1);
    // Publishing it is refused the same way, before anything is written.
    const pub = await h.fail(P.publish, 422, { token, params: { pageId: page.id }, body: { data: bad } });
    expect(pub.code).toBe('content.invalid');
    expect((await h.ok(P.content, { token, params: { pageId: page.id } })).revision).toBe(1);
    expect((await h.ok(P.get, { token, params: { pageId: page.id } })).status).toBe('unpublished');
  });

  it('clones with " (1)", moves to the trash and restores, stops', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Home', uri: 'home' } });
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('cloned text') } });
    const copy = await h.ok(P.clone, { token, params: { pageId: page.id } });
    expect(copy).toMatchObject({ title: 'Home (1)', status: 'unpublished', uri: 'home' });
    expect(copy.code).not.toBe(page.code);
    expect(JSON.stringify((await h.ok(P.content, { token, params: { pageId: copy.id } })).data)).toContain('cloned text');

    await h.ok(P.remove, { token, params: { pageId: page.id } });
    await h.fail(P.get, 404, { token, params: { pageId: page.id } });
    expect((await h.ok(P.list, { token })).items.map((p) => p.id)).toEqual([copy.id]);
    const trash = await h.ok(api.trash.list, { token });
    expect(trash.items.map((p) => p.id)).toEqual([page.id]);
    expect(await h.ok(api.trash.restore, { token, params: { id: page.id } })).toMatchObject({ id: page.id, title: 'Home' });
    expect((await h.ok(api.trash.list, { token })).items).toEqual([]);
    await h.fail(api.trash.restore, 404, { token, params: { id: page.id } });

    await h.ok(P.publish, { token, params: { pageId: page.id }, body: {} });
    expect((await h.ok(P.stop, { token, params: { pageId: page.id } })).status).toBe('stoped');
  });

  it('keeps history on publish and restores an entry into the draft', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'H' } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data: textContent('version one'), globals: {} } });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data: textContent('version two'), globals: {} } });
    const { items } = await h.ok(P.history, { token, params: { pageId: page.id } });
    expect(items.map((i) => i.kind)).toEqual(['publish', 'publish', 'created']);
    const older = items[1];
    const entry = await h.ok(P.historyGet, { token, params: { pageId: page.id, historyId: older.id } });
    expect(JSON.stringify(entry.data)).toContain('version one');
    const before = await h.ok(P.content, { token, params: { pageId: page.id } });
    const restored = await h.ok(P.historyRestore, { token, params: { pageId: page.id, historyId: older.id } });
    expect(restored.revision).toBe(before.revision + 1);
    expect(JSON.stringify(restored.data)).toContain('version one');
    // The replaced draft is kept as a 'restore' entry.
    expect((await h.ok(P.history, { token, params: { pageId: page.id } })).items[0].kind).toBe('restore');
    const redactor = await h.ok(P.redactor, { token, params: { pageId: page.id } });
    expect(redactor).toMatchObject({ page: { id: page.id }, content: { revision: restored.revision }, permissions: { 'page.save': true } });
  });

  it('blocks new pages over the tariff limit with the SPEC message', async () => {
    const { token } = await h.signUp();
    await h.payTariff(token, 'start'); // 5 pages
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await h.ok(P.create, { token, body: { title: `P${i}` } })).id);
    const err = await h.fail(P.create, 402, { token, body: { title: 'one more' } });
    expect(err.message).toBe('Ваш тариф не позволяет добавить еще страницы');
    expect((await h.fail(P.clone, 402, { token, params: { pageId: ids[0] } })).code).toBe('tariff.limit.pages');
    await h.ok(P.remove, { token, params: { pageId: ids[0] } });
    await h.ok(P.create, { token, body: { title: 'fits again' } });
    expect((await h.fail(api.trash.restore, 402, { token, params: { id: ids[0] } })).code).toBe('tariff.limit.pages');
  });

  it('member rights: a member without page.create on a project is refused; another account sees 404', async () => {
    const owner = await h.signUp();
    const project = await h.ok(api.projects.create, { token: owner.token, body: { title: 'P' } });
    await h.ok(api.access.create, { token: owner.token, body: { email: 'm@example.com', name: 'M', password: 'Quartz-Lagoon-7', permissions: { [project.id]: { 'page.create': false, 'page.publish': false } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'm@example.com', password: 'Quartz-Lagoon-7' } })).token;
    await h.fail(P.create, 403, { token: member, body: { title: 'x', project_id: project.id } });
    const page = await h.ok(P.create, { token: owner.token, body: { title: 'x', project_id: project.id } });
    await h.fail(P.publish, 403, { token: member, params: { pageId: page.id }, body: {} });
    expect((await h.ok(P.get, { token: member, params: { pageId: page.id } })).name).toBe('');
    const other = await h.signUp();
    await h.fail(P.get, 404, { token: other.token, params: { pageId: page.id } });
    await h.fail(P.draft, 404, { token: other.token, params: { pageId: page.id }, body: { revision: 1, data: textContent('x') } });
  });
});

describe.each(testDatabases)('pages from templates on $name', (db) => {
  const h = useHarness(db);

  it('creates a page from a shipped template with its demo content, which imports and publishes', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'From template', template: 'green' } });
    const content = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(Object.keys(content.data.widgets).length).toBeGreaterThan(5);
    expect(content.globals).toHaveProperty('collectionId');
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'green-demo' } });
    const res = await h.app.inject({ method: 'GET', url: '/', headers: { host: 'green-demo.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeGreaterThan(1000);
    // The account's design system is applied: page-load defaults pick its first font preset.
    expect(res.body).toContain('--font-');
    const redactor = await h.ok(P.redactor, { token, params: { pageId: page.id } });
    expect(redactor.library.designs.length).toBeGreaterThan(0);
    expect((await h.fail(P.create, 422, { token, body: { title: 'x', template: 'nope' } })).fields).toHaveProperty('template');
  });

  it('a template page takes its look from the account\'s own palette and font pair: green is green, in PT Serif', async () => {
    const { token } = await h.signUp();
    const palettes = (await h.ok(api.design.palettesList, { token })).items;
    const fonts = (await h.ok(api.design.fontPresetsList, { token })).items;
    const page = await h.ok(P.create, { token, body: { title: 'Green', template: 'green' } });
    const { globals, data } = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(globals).toMatchObject({ paletteId: palettes.find((p) => p.title === 'Зелёный')?.id, fontId: fonts.find((f) => f.title === 'Антиква и Inter')?.id });
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { code: 'green-look' } });
    const html = (await h.app.inject({ method: 'GET', url: '/', headers: { host: 'green-look.localhost' } })).body;
    // The palette and fonts as variables, referenced by the page's styles; PT Serif's faces inlined.
    expect(html).toMatch(/:root\{--color-1:#2f7d4f;.*--font-heading:"PT Serif"/);
    expect(html).toContain('var(--color-1,#2f7d4f)');
    expect(html).toContain('font-family:var(--font-heading)');
    expect(html).toContain("font-family:'PT Serif'");
    // Another palette restyles the same page: the variables change, the styles do not.
    const square = palettes.find((p) => p.title === 'Квадрат');
    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data, globals: { ...globals, paletteId: square?.id } } });
    const again = (await h.app.inject({ method: 'GET', url: '/', headers: { host: 'green-look.localhost' } })).body;
    expect(again).toMatch(/:root\{--color-1:#111111;/);
    expect(again).toContain('var(--color-1,#2f7d4f)');
  });

  it('the template\'s starting state is in the history, so the user can return to it after saving over it', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { name: 'Акция', template: 'default' } });
    const start = await h.ok(P.content, { token, params: { pageId: page.id } });
    const saved = await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: start.revision, data: textContent('my own text'), globals: start.globals } });
    expect(saved.revision).toBe(start.revision + 1);
    const { items } = await h.ok(P.history, { token, params: { pageId: page.id } });
    expect(items.map((i) => i.kind)).toEqual(['created']);
    const restored = await h.ok(P.historyRestore, { token, params: { pageId: page.id, historyId: items[0].id } });
    expect(restored.data).toEqual(start.data);
    expect(restored.globals).toEqual(start.globals);
    // A copy starts its own history with the copied state.
    const copy = await h.ok(P.clone, { token, params: { pageId: page.id } });
    const copyHistory = (await h.ok(P.history, { token, params: { pageId: copy.id } })).items;
    expect(copyHistory.map((i) => i.kind)).toEqual(['created']);
    expect((await h.ok(P.historyGet, { token, params: { pageId: copy.id, historyId: copyHistory[0].id } })).data).toEqual(start.data);
  });
});
