import { describe, expect, it } from 'vitest';
import { applyLoadDefaults } from '../defaults';
import { emptyDocument } from '../document';
import type { Design, PageDocument } from '../model';
import { emptyGlobals } from '../model';
import { addRoot, caught } from '../test-fixtures';
import { getWidget } from '../tree';
import { apply, applyAll } from '.';
import { designClasses } from './design';

function withDesigns(designs: Design[], designId: number | null = null): PageDocument {
  const d = emptyDocument();
  return { ...d, library: { ...d.library, designs }, globals: { ...d.globals, designId } };
}

const root: Design = { id: 1, title: 'Base', parent_id: null, classes: [] };

describe('design classes', () => {
  it('numbers classes from 1 in a design and from child-1 in a child design', () => {
    let doc = withDesigns([root, { id: 2, title: 'Child', parent_id: 1, classes: [] }]);
    doc = apply(doc, { type: 'design.class.add', designId: 1, cls: { name: 'Primary', type: 'widget-button' } }).doc;
    doc = apply(doc, { type: 'design.class.add', designId: 1, cls: { name: 'Secondary', type: 'widget-button' } }).doc;
    doc = apply(doc, { type: 'design.class.add', designId: 2, cls: { name: 'Ghost', type: 'widget-button' } }).doc;
    expect(doc.library.designs[0].classes.map((c) => [c.id, c.order])).toEqual([[1, 0], [2, 1]]);
    expect(doc.library.designs[1].classes.map((c) => [c.id, c.order])).toEqual([['child-1', 2]]);
  });

  it('lets a child design inherit its parent classes and override them with its own', () => {
    let doc = withDesigns([
      { ...root, classes: [{ id: 1, name: 'Primary', parentId: null, order: 0, type: 'widget-button', hideInAddingWidgets: false, style: {} }] },
      { id: 2, title: 'Child', parent_id: 1, classes: [] },
    ]);
    expect(designClasses(doc.library.designs, 2).map((c) => c.name)).toEqual(['Primary']);
    doc = apply(doc, { type: 'design.class.update', designId: 2, classId: 1, patch: { name: 'Primary (dark)' } }).doc;
    expect(designClasses(doc.library.designs, 2).map((c) => c.name)).toEqual(['Primary (dark)']);
    expect(designClasses(doc.library.designs, 1).map((c) => c.name)).toEqual(['Primary']);
  });

  it('a deleted design leaves its child designs standing on their own; undo links them back', () => {
    const doc = withDesigns([root, { id: 2, title: 'Child', parent_id: 1, classes: [] }]);
    const r = apply(doc, { type: 'design.delete', id: 1 });
    expect(r.doc.library.designs).toEqual([{ id: 2, title: 'Child', parent_id: null, classes: [] }]);
    expect(applyAll(r.doc, r.inverse).doc.library.designs).toEqual(doc.library.designs);
  });

  it('deletes a class with its descendants, shifts later siblings by -1 and strips it from widgets', () => {
    const cls = (id: number, parentId: number | null, order: number) => ({ id, name: `c${id}`, parentId, order, type: 'widget-text', hideInAddingWidgets: false, style: {} });
    let doc = withDesigns([{ ...root, classes: [cls(1, null, 0), cls(2, null, 1), cls(3, 2, 0), cls(4, null, 2), cls(5, null, 3)] }], 1);
    doc = apply(doc, addRoot('text', { classes: [3, 'own', 2, 4] })).doc;
    const before = doc;
    const { doc: after, inverse } = apply(doc, { type: 'design.class.delete', designId: 1, classId: 2 });
    expect(after.library.designs[0].classes.map((c) => [c.id, c.order])).toEqual([[1, 0], [4, 1], [5, 2]]);
    expect(getWidget(after.page, 1)?.classes).toEqual(['own', 4]);
    const undone = applyAll(after, inverse).doc;
    expect(undone.library).toEqual(before.library);
    expect(getWidget(undone.page, 1)?.classes).toEqual([3, 'own', 2, 4]);
  });

  it('removes a class from every widget when it is put under a class of another type', () => {
    const mk = (id: number, type: string, order: number) => ({ id, name: `c${id}`, parentId: null, order, type, hideInAddingWidgets: false, style: {} });
    let doc = withDesigns([{ ...root, classes: [mk(1, 'widget-button', 0), mk(2, 'widget-text', 1), mk(3, 'widget-button', 2)] }], 1);
    doc = apply(doc, addRoot('button', { classes: [1] })).doc;
    const sameType = apply(doc, { type: 'design.class.reparent', designId: 1, classId: 1, parentId: 3 }).doc;
    expect(getWidget(sameType.page, 1)?.classes).toEqual([1]);
    const other = apply(doc, { type: 'design.class.reparent', designId: 1, classId: 1, parentId: 2 });
    expect(getWidget(other.doc.page, 1)?.classes).toEqual([]);
    expect(other.doc.library.designs[0].classes.find((c) => c.id === 1)?.parentId).toBe(2);
    expect(other.doc.library.designs[0].classes.map((c) => [c.id, c.order])).toEqual([[1, 0], [2, 0], [3, 1]]);
    expect(getWidget(applyAll(other.doc, other.inverse).doc.page, 1)?.classes).toEqual([1]);
    expect(caught(() => apply(doc, { type: 'design.class.reparent', designId: 1, classId: 9, parentId: null })).code).toBe('design.classNotFound');
  });

  it("clones a design with ' (1)' appended, and deletes it", () => {
    let doc = withDesigns([root]);
    doc = apply(doc, { type: 'design.clone', id: 1 }).doc;
    expect(doc.library.designs.map((d) => [d.id, d.title])).toEqual([[1, 'Base'], [2, 'Base (1)']]);
    const del = apply(doc, { type: 'design.delete', id: 2 });
    expect(applyAll(del.doc, del.inverse).doc.library).toEqual(doc.library);
    expect(caught(() => apply(doc, { type: 'design.update', id: 9, title: 'x' })).code).toBe('design.notFound');
  });
});

describe('text styles', () => {
  it('creates, updates and deletes by code; undo restores', () => {
    let doc = apply(emptyDocument(), { type: 'textStyle.create', code: 4321, title: 'Lead', params: { fontSize: '20px' } }).doc;
    const upd = apply(doc, { type: 'textStyle.update', code: 4321, title: 'Lead text' });
    expect(upd.doc.globals.textStyles).toEqual([{ code: 4321, title: 'Lead text', params: { fontSize: '20px' } }]);
    expect(applyAll(upd.doc, upd.inverse).doc.globals).toEqual(doc.globals);
    doc = apply(doc, { type: 'textStyle.delete', code: 4321 }).doc;
    expect(doc.globals.textStyles).toEqual([]);
  });

  it('throws when the code is missing or unknown', () => {
    expect(caught(() => apply(emptyDocument(), { type: 'textStyle.update', title: 'x' } as never))).toEqual({ code: 'textStyle.codeMissing', reasons: ['Text style code is required'] });
    expect(caught(() => apply(emptyDocument(), { type: 'textStyle.delete', code: 17 }))).toEqual({ code: 'textStyle.notFound', reasons: ['Text style 17 not found'] });
    expect(caught(() => apply(emptyDocument(), { type: 'textStyle.create', title: 'x' } as never)).code).toBe('textStyle.codeMissing');
  });
});

describe('palettes and font presets', () => {
  it("creates, updates, clones with ' (1)' and deletes palettes", () => {
    let doc = apply(emptyDocument(), { type: 'palette.create', palette: { title: 'Sea', colors: [{ value: '#036', title: 'Deep' }], childrenPalettes: [{ code: 'dark', title: 'Dark' }] } }).doc;
    doc = apply(doc, { type: 'palette.clone', id: 1 }).doc;
    expect(doc.library.palettes.map((p) => [p.id, p.title])).toEqual([[1, 'Sea'], [2, 'Sea (1)']]);
    const upd = apply(doc, { type: 'palette.update', id: 2, colors: [] });
    expect(applyAll(upd.doc, upd.inverse).doc.library).toEqual(doc.library);
    expect(caught(() => apply(doc, { type: 'palette.delete', id: 5 })).code).toBe('palette.notFound');
  });

  it('changes a font preset only with an id, a title or an existing font code, and a value', () => {
    let doc = apply(emptyDocument(), { type: 'fontPreset.create', preset: { title: 'Pair', fonts: { heading: 'Inter', body: 'Roboto' } } }).doc;
    doc = apply(doc, { type: 'fontPreset.update', id: 1, code: 'body', value: 'PT Sans' }).doc;
    doc = apply(doc, { type: 'fontPreset.update', id: 1, title: 'Pair 2' }).doc;
    expect(doc.library.fontPresets[0]).toEqual({ id: 1, title: 'Pair 2', fonts: { heading: 'Inter', body: 'PT Sans' } });
    expect(caught(() => apply(doc, { type: 'fontPreset.update', code: 'body', value: 'x' } as never)).code).toBe('fontPreset.invalid');
    expect(caught(() => apply(doc, { type: 'fontPreset.update', id: 1 })).code).toBe('fontPreset.invalid');
    expect(caught(() => apply(doc, { type: 'fontPreset.update', id: 1, code: 'body' })).reasons).toEqual(['A font preset change needs a value']);
    expect(caught(() => apply(doc, { type: 'fontPreset.update', id: 1, code: 'accent', value: 'x' })).reasons).toEqual(["Font code 'accent' does not exist in the preset"]);
    doc = apply(doc, { type: 'fontPreset.clone', id: 1 }).doc;
    expect(doc.library.fontPresets[1].title).toBe('Pair 2 (1)');
  });

  it('sets globals and undoes them', () => {
    const r = apply(emptyDocument(), { type: 'globals.set', patch: { paletteId: 3, designId: 2 } });
    expect([r.doc.globals.paletteId, r.doc.globals.designId]).toEqual([3, 2]);
    expect(applyAll(r.doc, r.inverse).doc.globals).toEqual(emptyDocument().globals);
    expect(caught(() => apply(emptyDocument(), { type: 'globals.set', patch: { bogus: 1 } as never })).code).toBe('event.invalid');
  });
});

describe('page-load defaults', () => {
  const library = {
    designs: [root, { id: 5, title: 'Dark', parent_id: 1, classes: [] }],
    palettes: [{ id: 4, title: 'P', colors: [], childrenPalettes: [] }],
    fontPresets: [{ id: 9, title: 'F', fonts: {} }],
  };

  it('fills missing globals from the first design, palette and font preset, collection 1', () => {
    expect(applyLoadDefaults(emptyGlobals(), library)).toMatchObject({ designId: 5, paletteId: 4, fontId: 9, collectionId: 1, selectedCollectionId: 1 });
  });

  it('keeps what the page has and switches a design with a child to the child', () => {
    const g = { ...emptyGlobals(), designId: 1, paletteId: 2, collectionId: 3 };
    expect(applyLoadDefaults(g, library)).toMatchObject({ designId: 5, paletteId: 2, collectionId: 3, selectedCollectionId: 3 });
  });
});
