// Template collections, shipped and saved ("creator") blocks, and page templates over HTTP on a
// real database: SPEC §5 block rules (name and cover required, unique name, category from the
// full list), SPEC §8 'Не удалось сохранить блок', and account scoping.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { importContent, pkeys } from '../../engine/index';
import { getPageTemplateContent, listPageTemplates, shippedBlocks } from '../content/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const T = api.templates;

/** A small valid widgets subtree: a section with a heading. */
const content = {
  widgets: {
    1: { id: 1, type: 'widget-container', name: 'Блок', cfg: { columns: 1, tag: 'section' }, classes: [], style: {}, parentId: null, v: '0.1' },
    2: { id: 2, type: 'widget-heading', name: 'Заголовок', cfg: { text: 'Привет', level: 2 }, classes: [], style: {}, parentId: 1, v: '0.1' },
  },
  tree: [{ id: 1, type: 'widget-container', parentId: null, cd: [{ id: 2, type: 'widget-heading', parentId: 1, cd: [] }] }],
};
const block = (over: Record<string, unknown> = {}) => ({ name: 'Мой блок', cover: '/media-files/1/x.png', category: 'first_screen', collection: 1, is_course: false, content, ...over });

describe.each(testDatabases)('templates and blocks on $name', (db) => {
  const h = useHarness(db);

  it('lists collections with compatible ones, a summary, and the four page templates', async () => {
    const { token } = await h.signUp();
    const { items } = await h.ok(T.collections, { token });
    expect(items.map((c) => c.code)).toEqual(['default', 'flat', 'green', 'square']);
    expect(await h.ok(T.collection, { token, params: { id: 1 } })).toMatchObject({ id: 1, compatible: [2, 3] });
    await h.fail(T.collection, 404, { token, params: { id: 99 } });
    const summary = (await h.ok(T.summary, { token })).items;
    expect(summary[0].blocks_total).toBeGreaterThanOrEqual(27);
    expect(Object.keys(summary[0].categories)).toHaveLength(17);
    const templates = (await h.ok(T.pageTemplates, { token })).items;
    expect(templates.map((t) => t.code)).toEqual(['default', 'flat', 'green', 'square', 'services', 'course', 'product', 'event', 'realty', 'beauty', 'cafe', 'b2b', 'app', 'expert', 'sale', 'soon', 'policy']);
    const cover = await h.app.inject({ method: 'GET', url: templates[0].cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg/);
  });

  it('every page template makes a page that publishes with its lead form, drawn in its look\'s palette', async () => {
    for (const t of listPageTemplates()) {
      // An account each: the free tariff's page limit is below the number of templates.
      const { token } = await h.signUp();
      const palettes = (await h.ok(api.design.palettesList, { token })).items;
      const looks = new Map((await h.ok(T.collections, { token })).items.map((c) => [c.id, c.title]));
      const page = await h.ok(api.pages.create, { token, body: { title: t.title, template: t.code } });
      const { globals } = await h.ok(api.pages.content, { token, params: { pageId: page.id } });
      expect(globals.collectionId, t.code).toBe(t.collection_id);
      // The look's palette («Зелёная» collection → «Зелёный» palette): the titles share their stem.
      const palette = palettes.find((p) => p.id === globals.paletteId);
      expect(palette?.title.slice(0, 4), t.code).toBe(looks.get(t.collection_id)?.slice(0, 4));
      await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: `tpl-${t.code}` } });
      const res = await h.app.inject({ method: 'GET', url: '/', headers: { host: `tpl-${t.code}.localhost` } });
      expect(res.statusCode, t.code).toBe(200);
      if (t.code === 'policy') {
        // The page a form's consent links to: the policy's text, nothing to fill in.
        expect(res.body).toMatch(/<h1[^>]*>Политика обработки персональных данных</);
        expect(res.body).not.toMatch(/<form\b/);
      } else {
        expect(res.body, t.code).toMatch(/<form\b[^>]*\baction=[^>]*\bdata-form/);
        expect(res.body).toMatch(/name="?name\b/);
      }
      const cover = await h.app.inject({ method: 'GET', url: t.cover });
      expect(cover.statusCode, t.cover).toBe(200);
    }
  });

  it('a template\'s demo copy is in the account\'s language', async () => {
    const { token } = await h.signUp();
    await h.ok(api.profile.update, { token, body: { locale: 'en' } });
    const en = await h.ok(api.pages.create, { token, body: { title: 'Cafe', template: 'cafe' } });
    const enText = JSON.stringify((await h.ok(api.pages.content, { token, params: { pageId: en.id } })).data);
    expect(enText).toContain('Book a table');
    expect(enText).not.toContain('Забронировать');
    const ru = await h.signUp();
    const page = await h.ok(api.pages.create, { token: ru.token, body: { title: 'Кафе', template: 'cafe' } });
    expect(JSON.stringify((await h.ok(api.pages.content, { token: ru.token, params: { pageId: page.id } })).data)).toContain('Забронировать стол');
  });

  it('an English account\'s picker lists the templates in English, with covers drawn from their English copy', async () => {
    const { token } = await h.signUp();
    await h.ok(api.profile.update, { token, body: { locale: 'en' } });
    const en = (await h.ok(T.pageTemplates, { token })).items;
    const ru = (await h.ok(T.pageTemplates, { token: (await h.signUp()).token })).items;
    expect(en.map((t) => t.code)).toEqual(ru.map((t) => t.code));
    expect(en.find((t) => t.code === 'default')).toMatchObject({ title: 'Basic', cover: '/content-files/covers/template-default-en.svg' });
    for (const [i, t] of en.entries()) {
      expect(t.title).not.toMatch(/[а-яё]/i);
      const cover = await h.app.inject({ method: 'GET', url: t.cover });
      expect(cover.statusCode, t.cover).toBe(200);
      expect(cover.body).toMatch(/^<svg/);
      expect(cover.body).not.toBe((await h.app.inject({ method: 'GET', url: ru[i].cover })).body);
    }
    // The original looks too: a page made from one in English reads in English.
    const page = await h.ok(api.pages.create, { token, body: { title: 'Basic', template: 'default' } });
    const text = JSON.stringify((await h.ok(api.pages.content, { token, params: { pageId: page.id } })).data);
    expect(text).toContain('Launch a website that sells in one evening');
    expect(text).not.toMatch(/[а-яё]/i);
  });

  it('lists a collection\'s blocks, optionally with compatible collections and by category', async () => {
    const { token } = await h.signUp();
    const own = (await h.ok(T.blocks, { token, params: { collectionId: 4 } })).items;
    expect(new Set(own.map((b) => b.collection_id))).toEqual(new Set([4]));
    const withCompat = (await h.ok(T.blocks, { token, params: { collectionId: 1 }, query: { with_compatible_collections: '1' } })).items;
    expect(new Set(withCompat.map((b) => b.collection_id))).toEqual(new Set([1, 2, 3]));
    const menus = (await h.ok(T.blocks, { token, params: { collectionId: 1 }, query: { category: 'menu' } })).items;
    expect(menus.length).toBeGreaterThanOrEqual(2);
    expect(menus.every((b) => b.category === 'menu' && !b.own)).toBe(true);
    const cover = await h.app.inject({ method: 'GET', url: menus[0].cover });
    expect(cover.statusCode).toBe(200);
    await h.fail(T.blocks, 404, { token, params: { collectionId: 77 } });
  });

  it('the list is light: no block carries its content, and it weighs a small part of the blocks\' content', async () => {
    const { token } = await h.signUp();
    await h.ok(T.createBlock, { token, body: block() });
    const res = await h.app.inject({ method: 'GET', url: '/api/templates/collections/1/blocks?with_compatible_collections=1', headers: { 'x-token': token } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ data: { items: Record<string, unknown>[] } }>().data;
    expect(items.length).toBeGreaterThan(100);
    expect(items[0]).toMatchObject({ own: true, title: 'Мой блок' });
    expect(items.filter((b) => 'content' in b)).toEqual([]);
    expect(Object.keys(items[1]).sort()).toEqual(['category', 'collection_id', 'cover', 'id', 'is_course', 'own', 'title']);
    // What the list answered before it went light: every listed block with its content.
    const listed = new Set(items.map((b) => b.id));
    const contentBytes = JSON.stringify(shippedBlocks().filter((b) => listed.has(b.id)).map((b) => b.content)).length;
    expect(res.rawPayload.length).toBeLessThan(contentBytes / 10);
  });

  it('answers one block with its content, in the page\'s language where the block has that copy', async () => {
    const { token } = await h.signUp();
    const shipped = shippedBlocks();
    const hero = shipped.find((b) => b.key === 'hero-split' && b.collection_id === 1);
    const ruOnly = shipped.find((b) => b.key === 'objections-cards' && b.collection_id === 1);
    if (!hero || !ruOnly) throw new Error('the shipped blocks the test reads are missing');
    const ru = await h.ok(T.block, { token, params: { blockId: hero.id } });
    expect(ru).toMatchObject({ id: hero.id, title: hero.title, category: 'first_screen', collection_id: 1, own: false, cover: hero.cover });
    expect(JSON.stringify(ru.content)).toContain('Запустите продающий сайт за один вечер');
    // Russian, the block library's language, when no language is asked.
    expect((await h.ok(T.block, { token, params: { blockId: hero.id }, query: { lang: 'ru' } })).content).toEqual(ru.content);
    const en = JSON.stringify((await h.ok(T.block, { token, params: { blockId: hero.id }, query: { lang: 'en' } })).content);
    expect(en).toContain('Launch a website that sells in one evening');
    expect(en).not.toContain('Запустите продающий сайт');
    // Built in the block's own look: the same widgets as the Russian copy, only the words differ.
    expect(Object.keys(JSON.parse(en).widgets)).toEqual(Object.keys(ru.content.widgets));
    // A block with Russian copy only answers it whatever language is asked.
    const ruOnlyEn = await h.ok(T.block, { token, params: { blockId: ruOnly.id }, query: { lang: 'en' } });
    expect(ruOnlyEn.content).toEqual((await h.ok(T.block, { token, params: { blockId: ruOnly.id } })).content);
    // The insertable content is what the engine imports.
    expect(pkeys(importContent({ ...ru.content, globals: {} }).page.widgets).length).toBeGreaterThan(3);
  });

  it('answers one creator block to its account only; unknown and malformed ids are refused', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    const mine = await h.ok(T.createBlock, { token: a.token, body: block() });
    const got = await h.ok(T.block, { token: a.token, params: { blockId: mine.id }, query: { lang: 'en' } });
    expect(got).toMatchObject({ id: mine.id, own: true, title: 'Мой блок' });
    expect(got.content).toEqual(mine.content);
    await h.fail(T.block, 404, { token: b.token, params: { blockId: mine.id } });
    await h.fail(T.block, 404, { token: a.token, params: { blockId: 99999 } });
    await h.fail(T.block, 404, { token: a.token, params: { blockId: mine.id + 1000 } });
    const bad = await h.app.inject({ method: 'GET', url: '/api/templates/blocks/abc', headers: { 'x-token': a.token } });
    expect(bad.statusCode).toBe(422);
    const badLang = await h.app.inject({ method: 'GET', url: `/api/templates/blocks/${mine.id}?lang=de`, headers: { 'x-token': a.token } });
    expect(badLang.statusCode).toBe(422);
    const anonymous = await h.app.inject({ method: 'GET', url: `/api/templates/blocks/${mine.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves, edits and deletes a creator block; it shows first in its collection', async () => {
    const { token } = await h.signUp();
    const b = await h.ok(T.createBlock, { token, body: block() });
    expect(b).toMatchObject({ title: 'Мой блок', category: 'first_screen', collection_id: 1, own: true, is_course: false });
    expect(b.id).toBeGreaterThanOrEqual(100000);
    expect(Object.keys(b.content.widgets)).toEqual(['1', '2']);
    const list = (await h.ok(T.blocks, { token, params: { collectionId: 1 } })).items;
    expect(list[0]).toMatchObject({ id: b.id, own: true });
    const u = await h.ok(T.updateBlock, { token, params: { id: b.id }, body: { name: 'Новое имя', category: 'modal', collection: 2, is_course: true } });
    expect(u).toMatchObject({ title: 'Новое имя', category: 'modal', collection_id: 2, is_course: true });
    expect((await h.ok(T.blocks, { token, params: { collectionId: 1 } })).items.some((x) => x.id === b.id)).toBe(false);
    await h.ok(T.deleteBlock, { token, params: { blockId: b.id } });
    await h.fail(T.updateBlock, 404, { token, params: { id: b.id }, body: { name: 'x' } });
    // Shipped blocks are not the account's to delete.
    await h.fail(T.deleteBlock, 404, { token, params: { blockId: 1001 } });
  });

  it('SPEC §5: name and cover are required, the name is unique (case-insensitively), the category is from the full list', async () => {
    const { token } = await h.signUp();
    const noCover = await h.fail(T.createBlock, 422, { token, body: block({ cover: '' }) });
    expect(noCover.fields).toHaveProperty('cover');
    expect(noCover.fields?.cover).toBe('Обязательное поле');
    const noName = await h.fail(T.createBlock, 422, { token, body: block({ name: '   ' }) });
    expect(noName.fields).toHaveProperty('name');
    await h.fail(T.createBlock, 422, { token, body: block({ category: 'hero' }) });
    for (const category of ['identification', 'evidence', 'empty_wide', 'conversion']) {
      await h.ok(T.createBlock, { token, body: block({ name: `Блок ${category}`, category }) });
    }
    await h.ok(T.createBlock, { token, body: block() });
    const dup = await h.fail(T.createBlock, 409, { token, body: block({ name: 'МОЙ БЛОК' }) });
    expect(dup).toMatchObject({ code: 'block.title_taken', message: 'Блок с таким именем уже существует' });
    const other = await h.ok(T.createBlock, { token, body: block({ name: 'Другой' }) });
    await h.fail(T.updateBlock, 409, { token, params: { id: other.id }, body: { name: 'мой блок' } });
    await h.fail(T.createBlock, 422, { token, body: block({ name: 'x', collection: 42 }) });
    // Another account may use the same name.
    const b = await h.signUp();
    await h.ok(T.createBlock, { token: b.token, body: block() });
  });

  it('SPEC §8: content the engine cannot import is refused with \'Не удалось сохранить блок\'', async () => {
    const { token } = await h.signUp();
    const broken = { widgets: { 1: content.widgets[1] }, tree: [{ id: 1, type: 'widget-heading', cd: [] }] };
    const err = await h.fail(T.createBlock, 422, { token, body: block({ content: broken }) });
    expect(err).toMatchObject({ code: 'block.save_failed', message: 'Не удалось сохранить блок' });
    expect(String((err.params?.reasons as string[])[0])).toMatch(/type/);
    await h.fail(T.createBlock, 422, { token, body: block({ content: { widgets: {}, tree: [] } }) });
    expect((await h.ok(T.blocks, { token, params: { collectionId: 1 } })).items.some((x) => x.own)).toBe(false);
  });

  it('a block cut from a shipped template can be saved again', async () => {
    const { token } = await h.signUp();
    const page = getPageTemplateContent('green');
    const saved = await h.ok(T.createBlock, { token, body: block({ name: 'Весь шаблон', content: { widgets: page.widgets, tree: page.tree } }) });
    expect(Object.keys(saved.content.widgets)).toHaveLength(Object.keys(page.widgets).length);
    // Stored compact, with the schema that says how its records read: the editor imports it whole.
    expect(pkeys(importContent({ ...saved.content, globals: {} }).page.widgets)).toHaveLength(Object.keys(page.widgets).length);
  });

  it('is scoped by account', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    const mine = await h.ok(T.createBlock, { token: a.token, body: block() });
    await h.fail(T.updateBlock, 404, { token: b.token, params: { id: mine.id }, body: { name: 'x' } });
    await h.fail(T.deleteBlock, 404, { token: b.token, params: { blockId: mine.id } });
    expect((await h.ok(T.blocks, { token: b.token, params: { collectionId: 1 } })).items.some((x) => x.id === mine.id)).toBe(false);
    expect((await h.ok(T.blocks, { token: a.token, params: { collectionId: 1 } })).items.some((x) => x.id === mine.id)).toBe(true);
  });
});
