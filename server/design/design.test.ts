// Font presets, palettes and styles over HTTP on a real database: seeded defaults, CRUD, clones,
// SPEC §5/§8 rules, and account scoping (another account's id is a 404).
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { importContent } from '../../engine/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

const D = api.design;

describe.each(testDatabases)('design resources on $name', (db) => {
  const h = useHarness(db);

  it('every account starts with a default design, 3+ palettes and 4+ font presets the engine accepts', async () => {
    const { token } = await h.signUp();
    const styles = (await h.ok(D.stylesList, { token })).items;
    const palettes = (await h.ok(D.palettesList, { token })).items;
    const fonts = (await h.ok(D.fontPresetsList, { token })).items;
    expect(styles).toHaveLength(1);
    expect(new Set(styles[0].classes.map((c) => c.type))).toEqual(new Set(['widget-button', 'widget-heading', 'widget-text']));
    expect(styles[0].classes[0].id).toBe(1);
    expect(palettes.length).toBeGreaterThanOrEqual(3);
    expect(fonts.length).toBeGreaterThanOrEqual(4);
    expect(fonts[0].fonts.heading).toMatch(/Inter/);
    // The lists are the engine's Library as they are.
    const doc = importContent({ version: '0.2', widgets: {}, tree: [] }, { library: { designs: styles, palettes, fontPresets: fonts } });
    expect(doc.globals).toMatchObject({ designId: styles[0].id, paletteId: palettes[0].id, fontId: fonts[0].id });
    // Listing again seeds nothing more.
    expect((await h.ok(D.palettesList, { token })).items).toHaveLength(palettes.length);
  });

  it('creates, updates, clones with " (1)" and deletes a font preset', async () => {
    const { token } = await h.signUp();
    const p = await h.ok(D.fontPresetsCreate, { token, body: { title: 'Мой набор', data: { fonts: { heading: 'Inter', body: 'Georgia' } } } });
    expect(p).toMatchObject({ title: 'Мой набор', fonts: { heading: 'Inter', body: 'Georgia' }, page_id: null });
    const u = await h.ok(D.fontPresetsUpdate, { token, params: { id: p.id }, body: { title: 'Набор', data: { fonts: { body: 'system-ui' } } } });
    expect(u).toMatchObject({ title: 'Набор', fonts: { heading: 'Inter', body: 'system-ui' } });
    const clone = await h.ok(D.fontPresetsCreate, { token, body: { clone_of: p.id } });
    expect(clone).toMatchObject({ title: 'Набор (1)', fonts: { heading: 'Inter', body: 'system-ui' } });
    expect(clone.id).not.toBe(p.id);
    await h.ok(D.fontPresetsDelete, { token, params: { id: p.id } });
    const titles = (await h.ok(D.fontPresetsList, { token })).items.map((f) => f.title);
    expect(titles).toContain('Набор (1)');
    expect(titles).not.toContain('Набор');
  });

  it('SPEC §8: font preset creation and cloning failures say which action failed', async () => {
    const { token } = await h.signUp();
    const noFonts = await h.fail(D.fontPresetsCreate, 422, { token, body: { title: 'Пустой' } });
    expect(noFonts).toMatchObject({ code: 'font_preset.create_failed', message: 'Не удалось создать набор шрифтов' });
    expect(noFonts.fields).toHaveProperty(['data.fonts']);
    const badTitle = await h.fail(D.fontPresetsCreate, 422, { token, body: { title: '  ', data: { fonts: { body: 'Inter' } } } });
    expect(badTitle.fields).toHaveProperty('title');
    const clone = await h.fail(D.fontPresetsCreate, 404, { token, body: { clone_of: 999999 } });
    expect(clone).toMatchObject({ code: 'font_preset.clone_failed', message: 'Не удалось клонировать набор шрифтов' });
    // Nothing was created by the failed calls: the five defaults only.
    expect((await h.ok(D.fontPresetsList, { token })).items).toHaveLength(5);
  });

  it('SPEC §5: a font preset change needs a font code the preset already has', async () => {
    const { token } = await h.signUp();
    const [first] = (await h.ok(D.fontPresetsList, { token })).items;
    const err = await h.fail(D.fontPresetsUpdate, 422, { token, params: { id: first.id }, body: { data: { fonts: { accent: 'Inter' } } } });
    expect(err).toMatchObject({ code: 'font_preset.unknown_code', params: { code: 'accent' } });
    expect((await h.ok(D.fontPresetsList, { token })).items[0].fonts).toEqual(first.fonts);
  });

  it('palettes: create, replace colours, clone, validate colours', async () => {
    const { token } = await h.signUp();
    const data = { colors: [{ value: '#112233', title: 'Основной' }], childrenPalettes: [{ code: 'dark', title: 'Тёмная' }] };
    const p = await h.ok(D.palettesCreate, { token, body: { title: 'Моя', data } });
    expect(p).toMatchObject({ title: 'Моя', colors: data.colors, childrenPalettes: data.childrenPalettes });
    const u = await h.ok(D.palettesUpdate, { token, params: { id: p.id }, body: { data: { colors: [{ value: 'rgba(0,0,0,.5)', title: 'Тень' }] } } });
    expect(u.colors).toEqual([{ value: 'rgba(0,0,0,.5)', title: 'Тень' }]);
    expect(u.childrenPalettes).toEqual([]);
    expect((await h.ok(D.palettesCreate, { token, body: { clone_of: p.id } })).title).toBe('Моя (1)');
    const bad = await h.fail(D.palettesUpdate, 422, { token, params: { id: p.id }, body: { data: { colors: [{ value: 'red;}</style>', title: 'x' }] } } });
    expect(bad.code).toBe('validation');
    await h.fail(D.palettesCreate, 422, { token, body: { data } });
  });

  it('styles: classes, a child design, a clone, and the parent rules', async () => {
    const { token } = await h.signUp();
    const [base] = (await h.ok(D.stylesList, { token })).items;
    const child = await h.ok(D.stylesCreate, {
      token,
      body: {
        title: 'Тёмная тема', parent_id: base.id,
        data: { classes: [{ id: 'child-1', name: 'Кнопка', type: 'widget-button', parentId: null, order: 0, hideInAddingWidgets: false, style: { desktop: { color: '#fff' } } }] },
      },
    });
    expect(child).toMatchObject({ parent_id: base.id, classes: [{ id: 'child-1', style: { desktop: { color: '#fff' } } }] });
    // A parent may not be the design itself or its own descendant.
    await h.fail(D.stylesUpdate, 422, { token, params: { id: base.id }, body: { parent_id: child.id } });
    await h.fail(D.stylesUpdate, 422, { token, params: { id: child.id }, body: { parent_id: child.id } });
    // Duplicate class ids and parents outside the design are refused.
    const dup = [{ id: 1, name: 'a', type: 'widget-text' }, { id: 1, name: 'b', type: 'widget-text' }];
    await h.fail(D.stylesUpdate, 422, { token, params: { id: child.id }, body: { data: { classes: dup } } });
    await h.fail(D.stylesUpdate, 422, { token, params: { id: child.id }, body: { data: { classes: [{ id: 2, name: 'a', type: 'widget-text', parentId: 7 }] } } });
    const clone = await h.ok(D.stylesCreate, { token, body: { clone_of: base.id } });
    expect(clone).toMatchObject({ title: `${base.title} (1)`, classes: base.classes });
    // Deleting the parent leaves the child standing on its own.
    await h.ok(D.stylesDelete, { token, params: { id: base.id } });
    expect((await h.ok(D.stylesList, { token })).items.find((s) => s.id === child.id)?.parent_id).toBeNull();
  });

  it('a deleted resource leaves the lists and clones; writing it again (an undone deletion) restores it', async () => {
    const { token } = await h.signUp();
    const [pal] = (await h.ok(D.palettesList, { token })).items;
    await h.ok(D.palettesDelete, { token, params: { id: pal.id } });
    // Deleting twice is no error (a retried save).
    await h.ok(D.palettesDelete, { token, params: { id: pal.id } });
    expect((await h.ok(D.palettesList, { token })).items.map((p) => p.id)).not.toContain(pal.id);
    await h.fail(D.palettesCreate, 404, { token, body: { clone_of: pal.id } });
    const back = await h.ok(D.palettesUpdate, { token, params: { id: pal.id }, body: { title: pal.title, data: { colors: pal.colors, childrenPalettes: pal.childrenPalettes } } });
    expect(back).toMatchObject({ id: pal.id, colors: pal.colors });
    expect((await h.ok(D.palettesList, { token })).items[0].id).toBe(pal.id);
    // A child design may be written while its parent is deleted (the parent's own write comes later).
    const [base] = (await h.ok(D.stylesList, { token })).items;
    const child = await h.ok(D.stylesCreate, { token, body: { title: 'Дочерний', parent_id: base.id } });
    await h.ok(D.stylesDelete, { token, params: { id: base.id } });
    await h.ok(D.stylesUpdate, { token, params: { id: child.id }, body: { parent_id: base.id } });
    await h.ok(D.stylesUpdate, { token, params: { id: base.id }, body: { title: base.title } });
    expect((await h.ok(D.stylesList, { token })).items.map((d) => [d.id, d.parent_id])).toEqual([[base.id, null], [child.id, base.id]]);
  });

  it('lists by page: a page sees shared resources and its own, not other pages\' ones', async () => {
    const { token } = await h.signUp();
    const shared = (await h.ok(D.palettesList, { token })).items.length;
    const data = { colors: [{ value: '#000', title: 'Чёрный' }] };
    const five = String((await h.ok(api.pages.create, { token, body: { title: '5' } })).id);
    const six = (await h.ok(api.pages.create, { token, body: { title: '6' } })).id;
    await h.ok(D.palettesCreate, { token, body: { title: 'Стр. 5', data, page_id: Number(five) } });
    await h.ok(D.palettesCreate, { token, body: { title: 'Стр. 6', data, page_id: six } });
    expect((await h.ok(D.palettesList, { token, query: { page_id: five } })).items.map((p) => p.title)).toContain('Стр. 5');
    expect((await h.ok(D.palettesList, { token, query: { page_id: five } })).items.map((p) => p.title)).not.toContain('Стр. 6');
    expect((await h.ok(D.palettesList, { token, query: { page_id: five } })).items).toHaveLength(shared + 1);
    expect((await h.ok(D.palettesList, { token })).items).toHaveLength(shared + 2);
  });

  it('is scoped by account: another account\'s ids answer 404 and its lists are its own', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    const mine = await h.ok(D.fontPresetsCreate, { token: a.token, body: { title: 'A', data: { fonts: { body: 'Inter' } } } });
    const [pal] = (await h.ok(D.palettesList, { token: a.token })).items;
    const [sty] = (await h.ok(D.stylesList, { token: a.token })).items;
    await h.fail(D.fontPresetsUpdate, 404, { token: b.token, params: { id: mine.id }, body: { title: 'x' } });
    await h.fail(D.fontPresetsDelete, 404, { token: b.token, params: { id: mine.id } });
    await h.fail(D.fontPresetsCreate, 404, { token: b.token, body: { clone_of: mine.id } });
    await h.fail(D.palettesUpdate, 404, { token: b.token, params: { id: pal.id }, body: { title: 'x' } });
    await h.fail(D.palettesDelete, 404, { token: b.token, params: { id: pal.id } });
    await h.fail(D.stylesUpdate, 404, { token: b.token, params: { id: sty.id }, body: { title: 'x' } });
    await h.fail(D.stylesCreate, 422, { token: b.token, body: { title: 'x', parent_id: sty.id } });
    expect((await h.ok(D.fontPresetsList, { token: b.token })).items.map((f) => f.title)).not.toContain('A');
    expect((await h.ok(D.palettesList, { token: b.token })).items.map((p) => p.id)).not.toContain(pal.id);
    // A resource of one kind is not reachable through another kind's route.
    await h.fail(D.palettesUpdate, 404, { token: a.token, params: { id: mine.id }, body: { title: 'x' } });
  });
});
