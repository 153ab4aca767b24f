import { describe, expect, it } from 'vitest';
import { treeToContent } from '../content';
import { createEditor, type Editor } from '../editor';
import { emptyDocument } from '../document';
import { documentProblems } from '../invariants';
import { caught, GRAPESJS_STORED_1K, thousandTexts } from '../test-fixtures';
import { childIds, getWidget } from '../tree';
import { exportContent, importContent } from '.';
import { SCHEMA_VERSION } from './migrate';

/** A page with what a record may not leave out: nesting (a container comes with a column), classes, own names, a modal, a legacy v. */
function richPage(lang: 'ru' | 'en'): Editor {
  const editor = createEditor(emptyDocument());
  editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'container' }, lang });
  editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: 1 }, widget: { type: 'text', cfg: { text: 'Привет' } }, lang });
  editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: 1 }, widget: { type: 'button', name: 'Купить', classes: ['cta'] }, lang });
  editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: 'spacer', v: '0.05', contentType: 'html' }, lang });
  editor.dispatch({ type: 'fragment.create', title: 'Окно' });
  editor.dispatch({ type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'form' }, lang });
  return editor;
}

describe('the compact stored shape', () => {
  it('stores a 1,000-widget page in no more bytes than GrapesJS does', () => {
    const bytes = Buffer.byteLength(JSON.stringify(exportContent(thousandTexts().getState().doc)), 'utf8');
    expect(bytes).toBeLessThanOrEqual(GRAPESJS_STORED_1K);
  });

  it('stores rich text compactly: a bold word and a link in each of the 1,000 texts cost at most 25 bytes per marked run', () => {
    const size = (rich: boolean) => Buffer.byteLength(JSON.stringify(exportContent(thousandTexts(rich).getState().doc)), 'utf8');
    // Each text gains two marked runs (the bold word, the link) on top of the same words.
    expect(size(true) - size(false)).toBeLessThanOrEqual(1000 * 2 * 25);
  });

  it('leaves out what the key, the tree or a default gives, and nests the tree as ids', () => {
    const content = exportContent(richPage('ru').getState().doc);
    expect(content.schema).toBe(SCHEMA_VERSION);
    expect(content.names).toBeUndefined();
    expect(content.tree).toEqual([[1, 2, 3, 4], 5]);
    expect(content.widgets[3]).toEqual({ type: 'widget-text', cfg: { text: 'Привет' }, style: {} });
    expect(content.widgets[4]).toMatchObject({ type: 'widget-button', name: 'Купить', classes: ['cta'] });
    expect(content.widgets[4]).not.toHaveProperty('v');
    expect(content.widgets[5]).toMatchObject({ v: '0.05', contentType: 'html' });
    expect(Object.keys(content.fragments[1].data.widgets).length).toBeGreaterThan(1);
  });

  it.each(['ru', 'en'] as const)('round-trips a page built in the %s editor: export → import is the identity', (lang) => {
    const doc = richPage(lang).getState().doc;
    const content = exportContent(doc);
    expect(content.names).toBe(lang === 'en' ? 'en' : undefined);
    const again = importContent(JSON.parse(JSON.stringify(content)), { defaults: false });
    expect(exportContent(again)).toEqual(content);
    expect(documentProblems(again)).toEqual([]);
    expect(getWidget(again.page, 4)).toEqual(getWidget(doc.page, 4));
    expect(getWidget(again.page, 3)).toEqual(getWidget(doc.page, 3));
    expect(childIds(again.page, 1)).toEqual(childIds(doc.page, 1));
    expect(childIds(again.fragments[0].tree, null)).toEqual(childIds(doc.fragments[0].tree, null));
  });

  it('still opens a page stored in the long shape before it (no schema): same document', () => {
    const doc = richPage('ru').getState().doc;
    const long = {
      version: '0.2', styleVersion: '0.3', ...treeToContent(doc.page), globals: doc.globals,
      fragments: Object.fromEntries(doc.fragments.map((f) => [f.id, { id: f.id, title: f.title, data: { ...treeToContent(f.tree), style: f.style, config: f.config }, isOpen: f.isOpen }])),
    };
    expect(exportContent(importContent(JSON.parse(JSON.stringify(long)), { defaults: false }))).toEqual(exportContent(doc));
  });

  it('reads a left-out v as the version at the stored schema, a missing v of older content as 0.1', () => {
    const button = { type: 'widget-button', cfg: { text: 'Go', target: 'link', href: '/go' }, style: {} };
    const compact = importContent({ version: '0.2', schema: SCHEMA_VERSION, widgets: { 1: button }, tree: [1] });
    // At the schema every button step has run: href is not read as a 0.2 button's.
    expect(getWidget(compact.page, 1)).toMatchObject({ v: '0.3', name: 'Кнопка', parentId: null, classes: [], cfg: { href: '/go' } });
    const older = importContent({ version: '0.2', widgets: { 1: { id: 1, ...button } }, tree: [{ id: 1, cd: [] }] });
    expect(getWidget(older.page, 1)).toMatchObject({ v: '0.3', name: 'button', cfg: { text: 'Go', link: { value: '/go' } } });
    expect(getWidget(older.page, 1)?.cfg).not.toHaveProperty('href');
  });

  it('refuses a schema or names language it does not know, and malformed compact nodes', () => {
    expect(caught(() => importContent({ version: '0.2', schema: SCHEMA_VERSION + 1, widgets: {}, tree: [] }))).toEqual({
      code: 'content.unsupported', reasons: [`Schema ${SCHEMA_VERSION + 1} is not supported (up to ${SCHEMA_VERSION})`],
    });
    expect(caught(() => importContent({ version: '0.2', schema: 7, names: 'de', widgets: {}, tree: [] }))).toEqual({
      code: 'content.unsupported', reasons: ['Widget names language de is not supported (ru or en)'],
    });
    const w = { 1: { type: 'widget-text', cfg: {}, style: {} } };
    expect(caught(() => importContent({ version: '0.2', schema: 7, widgets: w, tree: ['1', []] }))).toEqual({
      code: 'import.invalid', reasons: ['A tree node is malformed', 'A tree node is malformed'],
    });
    // Content without a schema is read as before: a bare id is no tree node there.
    expect(caught(() => importContent({ version: '0.2', widgets: w, tree: [1] })).reasons).toEqual(['A tree node is malformed']);
  });
});
