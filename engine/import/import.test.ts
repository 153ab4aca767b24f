import { describe, expect, it } from 'vitest';
import { documentProblems } from '../invariants';
import { caught } from '../test-fixtures';
import { childIds, getWidget } from '../tree';
import { exportContent, importContent } from '.';

const legacy = {
  version: '0.1',
  widgets: {
    1: { i: 1, n: 'Hero', t: 'container', c: { columns: 1 }, l: ['hero'], s: { desktop: { layout: { padding: 16, width: 800 }, wide: true, backgroundPosition: 'right top' } }, v: '0.1' },
    2: { i: 2, n: 'Buy', t: 'button', c: { message: 'Buy now', blank: 1, target: 'page', href: '/buy' }, l: [], s: {}, v: '0.1' },
    3: { i: 3, n: 'Send', t: 'form-button', c: { message: 'Send' }, l: [], s: { mobile: { x: 4 } }, v: '0.1' },
    7: { i: 7, n: 'Intro', t: 'text', c: { text: 'Hello' }, l: [], s: { desktop: { backgroundPosition: 'center' } }, v: 0.1 },
  },
  tree: [
    { id: 1, type: 'container', cd: [{ id: 2, type: 'button', cd: [], parentId: 1 }, { id: 3, type: 'form-button', cd: [], parentId: 1 }], parentId: null },
    { id: 7, type: 'widget-text', cd: [], parentId: null },
  ],
  fragments: { 1: { id: 1, title: 'Popup', data: { widgets: { 8: { i: 8, t: 'text', c: { text: 'Hi' } } }, tree: [{ id: 8, type: 'text', cd: [] }] }, isOpen: false } },
  globals: {},
};

describe('importContent: legacy pages', () => {
  const doc = importContent(legacy);

  it('normalises short keys and the type prefix', () => {
    expect(getWidget(doc.page, 7)).toEqual({
      id: 7, type: 'widget-text', name: 'Intro', cfg: { text: 'Hello' }, classes: [],
      style: { desktop: { backgroundPosition: '50% 50%' } }, parentId: null, v: '0.2',
    });
    expect(childIds(doc.page, 1)).toEqual([2, 3]);
    expect(documentProblems(doc)).toEqual([]);
  });

  it('migrates buttons 0.1 → 0.2 → 0.3', () => {
    expect(getWidget(doc.page, 2)).toMatchObject({ v: '0.3', cfg: { text: 'Buy now', newWindow: true, target: 'link', link: { value: '/buy' } } });
    expect(getWidget(doc.page, 2)?.cfg).not.toHaveProperty('message');
    expect(getWidget(doc.page, 2)?.cfg).not.toHaveProperty('href');
  });

  it('migrates page 0.1 → 0.2: form-button widgets become buttons', () => {
    expect(getWidget(doc.page, 3)).toMatchObject({ type: 'widget-button', v: '0.3', cfg: { text: 'Send', target: 'submit' } });
  });

  it('migrates styles 0.1 → 0.11 → 0.2 → 0.3', () => {
    expect(getWidget(doc.page, 1)?.style.desktop).toEqual({ padding: '16px', width: '100%', maxWidth: 'none', backgroundPosition: '100% 0%' });
    expect(getWidget(doc.page, 3)?.style.mobile).toEqual({ marginLeft: '4px' });
  });

  it('reads fragments, sets current versions and the next id to max + 1', () => {
    expect(doc.fragments.map((f) => [f.id, f.title, childIds(f.tree, null)])).toEqual([[1, 'Popup', [8]]]);
    expect([doc.version, doc.styleVersion, doc.nextId]).toEqual(['0.2', '0.3', 9]);
  });

  it('accepts the API shape { globals, data } and JSON text', () => {
    const { globals, ...data } = legacy;
    expect(exportContent(importContent({ id: 5, globals, data }))).toEqual(exportContent(doc));
    expect(exportContent(importContent(JSON.stringify(legacy)))).toEqual(exportContent(doc));
  });

  it('round-trips: export → import is the identity', () => {
    const again = importContent(exportContent(doc));
    expect(exportContent(again)).toEqual(exportContent(doc));
    expect(again.nextId).toBe(doc.nextId);
  });
});

describe('importContent: content check and failures', () => {
  it("says 'Malformed content data' without version, widgets or tree", () => {
    for (const bad of [null, 5, '{not json', { widgets: {}, tree: [] }, { version: '0.2', tree: [] }, { version: '0.2', widgets: {} }]) {
      expect(caught(() => importContent(bad))).toEqual({ code: 'content.malformed', reasons: ['Malformed content data'] });
    }
  });

  it('lists every too-new version', () => {
    expect(caught(() => importContent({ version: '0.9', styleVersion: '1.0', widgets: {}, tree: [] }))).toEqual({
      code: 'content.unsupported',
      reasons: ['Page version 0.9 is not supported (up to 0.2)', 'Style version 1.0 is not supported (up to 0.3)'],
    });
    const w = caught(() => importContent({ version: '0.2', widgets: { 1: { id: 1, type: 'widget-button', v: '0.4' }, 2: { id: 2, type: 'widget-text', v: '0.3' } }, tree: [{ id: 1, cd: [] }, { id: 2, cd: [] }] }));
    expect(w.code).toBe('content.unsupported');
    expect(w.reasons).toEqual([
      'Widget 1 (widget-button) has version 0.4, which is not supported (up to 0.3)',
      'Widget 2 (widget-text) has version 0.3, which is not supported (up to 0.2)',
    ]);
  });

  it('fails when widgets or tree are not usable, listing every reason', () => {
    expect(caught(() => importContent({ version: '0.2', widgets: 3, tree: {} })).reasons).toEqual(['Widgets are missing', 'Tree is missing']);
    const err = caught(() => importContent({
      version: '0.2',
      widgets: { 1: { id: 1, type: 'widget-text' }, 2: { id: 2, type: 'widget-image' } },
      tree: [{ id: 1, type: 'widget-text', cd: [{ id: 5, type: 'widget-text', cd: [] }] }, { id: 2, type: 'widget-text', cd: [] }],
    }));
    expect(err).toEqual({
      code: 'import.invalid',
      reasons: ['Tree node 5 has no widget', 'Tree node 2 has type widget-text, but its widget has type widget-image'],
    });
  });

  it('reports malformed widgets with their field paths', () => {
    const err = caught(() => importContent({ version: '0.2', widgets: { 1: { id: 1, type: 'widget-text', cfg: 'x', classes: [{}] } }, tree: [{ id: 1, cd: [] }] }));
    expect(err.code).toBe('import.invalid');
    expect(err.reasons.some((r) => r.startsWith('Widget 1.cfg:'))).toBe(true);
    expect(err.reasons.some((r) => r.startsWith('Widget 1.classes.0:'))).toBe(true);
  });

  it('refuses a widget id used by both the page and a modal', () => {
    const err = caught(() => importContent({
      version: '0.2', widgets: { 1: { id: 1, type: 'widget-text' } }, tree: [{ id: 1, cd: [] }],
      fragments: [{ id: 1, data: { widgets: { 1: { id: 1, type: 'widget-text' } }, tree: [{ id: 1, cd: [] }] } }],
    }));
    expect(err.reasons).toEqual(['Widget id 1 is used by both the page and fragment 1']);
  });

  it('applies page-load defaults from the library unless asked not to', () => {
    const content = { version: '0.2', widgets: {}, tree: [] };
    const library = { designs: [{ id: 3, title: 'D' }], palettes: [{ id: 2, title: 'P' }], fontPresets: [{ id: 6, title: 'F' }] };
    expect(importContent(content, { library }).globals).toMatchObject({ designId: 3, paletteId: 2, fontId: 6, collectionId: 1, selectedCollectionId: 1 });
    expect(importContent(content, { library, defaults: false }).globals.designId).toBeNull();
    expect(caught(() => importContent(content, { library: { designs: 'x' } })).code).toBe('import.invalid');
  });
});

describe('importContent: pages saved before a video or map on the page fitted it', () => {
  // The stored shape the editor wrote before 27f5f9c: width 100% plus the 24 px page gutter.
  const gutter = { marginLeft: '24px', marginRight: '24px', marginBottom: '16px' };
  const stored = {
    version: '0.2', styleVersion: '0.3', globals: {},
    widgets: {
      1: { id: 1, name: 'Видео', type: 'widget-video', cfg: { url: 'https://youtu.be/dQw4w9WgXcQ' }, classes: [], style: { desktop: { width: '100%', ...gutter }, mobile: { height: '200px' } }, v: '0.1' },
      2: { id: 2, name: 'Карта', type: 'widget-map', cfg: {}, classes: [], style: { desktop: { width: '100%', ...gutter } }, v: '0.1' },
      3: { id: 3, name: 'Блок', type: 'widget-container', cfg: {}, classes: [], style: {}, v: '0.1' },
      4: { id: 4, name: 'Видео в блоке', type: 'widget-video', cfg: {}, classes: [], style: { desktop: { width: '100%' } }, v: '0.1' },
    },
    tree: [{ id: 1, type: 'widget-video', cd: [] }, { id: 2, type: 'widget-map', cd: [] }, { id: 3, type: 'widget-container', cd: [{ id: 4, type: 'widget-video', cd: [] }] }],
  };

  it('fits them between their margins on load, so the saved page has no sideways scroll without a hand edit', () => {
    const doc = importContent(stored);
    for (const id of [1, 2]) expect(getWidget(doc.page, id)?.style.desktop, String(id)).toEqual({ width: 'calc(100% - 48px)', ...gutter });
    expect(getWidget(doc.page, 1)?.style.mobile).toEqual({ height: '200px' });
    // Inside a box there is no gutter: 100% fits there and stays.
    expect(getWidget(doc.page, 4)?.style.desktop).toEqual({ width: '100%' });
    expect(documentProblems(doc)).toEqual([]);
    // Saved again, the page keeps the fitted width.
    expect(exportContent(doc).widgets[1]?.style.desktop).toMatchObject({ width: 'calc(100% - 48px)' });
  });
});
