import { describe, expect, it } from 'vitest';
import { importContent } from '../import';
import type { DesignClass, Library, PageDocument } from '../model';
import { pget } from '../pmap';
import { canvasOwnStyle, canvasStylesheet, renderPage, styleEnv } from '.';
import { activePalette, childPaletteVariables, rootVariables } from './variables';

const cls = (id: number | string, type: string, style: DesignClass['style'], parentId: number | string | null = null, order = 0): DesignClass =>
  ({ id, name: `Класс ${id}`, parentId, order, type, hideInAddingWidgets: false, style });

/** A parent design with a button class tree and a heading class; a child design overriding the heading and adding its own. */
const LIBRARY: Library = {
  designs: [
    {
      id: 1, title: 'Базовый', parent_id: null, classes: [
        cls(1, 'widget-button', { desktop: { padding: '14px 28px', backgroundColor: 'var(--color-1)' }, mobile: { width: '100%' } }),
        cls(3, 'widget-button', { childPaletteCode: 'dark', desktop: { backgroundColor: 'var(--color-3)', color: 'var(--color-8)' } }, 1),
        cls(4, 'widget-heading', { desktop: { fontFamily: 'var(--font-heading)', fontSize: '52px' }, mobile: { fontSize: '34px' } }),
        cls(5, 'widget-heading', { desktop: { fontSize: '38px' } }),
      ],
    },
    { id: 2, title: 'Дочерний', parent_id: 1, classes: [cls(5, 'widget-heading', { desktop: { fontSize: '40px', color: 'var(--color-2)' } }), cls('child-1', 'widget-text', { desktop: { fontStyle: 'italic' } })] },
  ],
  palettes: [
    { id: 10, title: 'Базовый', colors: [{ value: '#1d4ed8', title: 'Основной' }], childrenPalettes: [] },
    {
      id: 11, title: 'Зелёный', childrenPalettes: [{ code: 'dark', title: 'Тёмная' }],
      colors: ['#2f7d4f', '#d9ead3', '#1e2b22', '#5d6b60', '#fbfaf5', '#eef4ea', '#173524', '#e4efe6'].map((value, i) => ({ value, title: `Цвет ${i + 1}` })),
    },
  ],
  fontPresets: [
    { id: 20, title: 'Inter', fonts: { heading: 'Inter, sans-serif', body: 'Inter, sans-serif' } },
    { id: 21, title: 'Антиква и Inter', fonts: { heading: '"PT Serif", Georgia, serif', body: 'Inter, sans-serif' } },
  ],
};

const widgets = {
  1: { id: 1, type: 'widget-button', name: 'Кнопка', cfg: { text: 'Купить', target: 'link', link: { value: '#' } }, classes: [3], style: { desktop: { fontSize: '18px', width: 'auto' } }, parentId: null, v: '0.3' },
  2: { id: 2, type: 'widget-heading', name: 'H1', cfg: { text: 'Заголовок', level: 1 }, classes: [4], style: {}, parentId: null, v: '0.1' },
  3: { id: 3, type: 'widget-heading', name: 'H2', cfg: { text: 'Подзаголовок', level: 2 }, classes: [5], style: {}, parentId: null, v: '0.1' },
  4: { id: 4, type: 'widget-text', name: 'Текст', cfg: { text: 'Курсив', textStyle: 77 }, classes: ['child-1'], style: { desktop: { color: 'var(--color-4)' } }, parentId: null, v: '0.1' },
};
const tree = [1, 2, 3, 4].map((id) => ({ id, type: widgets[id as 1].type, cd: [], parentId: null }));

/** The page as an account would have it: no design chosen, so the page-load default switches to the child design. */
const page = (globals: Record<string, unknown> = {}): PageDocument =>
  importContent({ version: '0.2', widgets, tree, fragments: {}, globals: { paletteId: 11, fontId: 21, textStyles: [{ code: 77, title: 'Подпись', params: { letterSpacing: '.04em' } }], ...globals } }, { library: LIBRARY });

describe('the page stylesheet', () => {
  it('declares the palette and font pair as root variables, and the page refers to them', () => {
    const doc = page();
    expect(doc.globals.designId).toBe(2); // page-load default: the child design
    const { css, html } = renderPage(doc);
    expect(css).toContain(':root{--color-1:#2f7d4f;--color-2:#d9ead3;--color-3:#1e2b22;');
    expect(css).toContain('--font-heading:"PT Serif", Georgia, serif;--font-body:Inter, sans-serif}');
    expect(css).toMatch(/font-family:var\(--font-heading\)/);
    expect(css).toMatch(/color:var\(--color-4\)/);
    expect(html).toContain('class="b dc-child-1 ts-77"');
    // Another palette: the same rules, other values.
    expect(renderPage(page({ paletteId: 10 })).css).toContain(':root{--color-1:#1d4ed8;--font-heading');
  });

  it('carries the whole design-class chain: classes inherited from the parent design, overrides and own classes of the child', () => {
    const { css, html } = renderPage(page());
    // H1 (4) is the parent design's; H2 (5) the child's override (its style, not the parent's); child-1 the child's own.
    expect(css).toContain('.dc-4{font-family:var(--font-heading);font-size:52px}');
    expect(css).toContain('.dc-5{font-size:40px;color:var(--color-2)}');
    expect(css).not.toContain('font-size:38px');
    expect(css).toContain('.dc-child-1{font-style:italic}');
    expect(html).toContain('<h1 class=dc-4>Заголовок</h1>');
    // A class inherits its parent class (3 under 1): the parent's declarations apply to it, first.
    // Published, only the used class is named; on the canvas the rule names both.
    expect(css.indexOf('.dc-3{padding:14px 28px;background-color:var(--color-1)}')).toBeGreaterThan(-1);
    expect(css.indexOf('.dc-3{padding')).toBeLessThan(css.indexOf('.dc-3{--color-1'));
    const doc = page();
    const canvas = canvasStylesheet(doc.globals, doc.library, { screen: 'desktop', scope: '.ed-page' });
    expect(canvas.indexOf('.ed-page .dc-1,.ed-page .dc-3{padding:14px 28px;background-color:var(--color-1)}')).toBeGreaterThan(-1);
    expect(canvas.indexOf('.ed-page .dc-1,.ed-page .dc-3{')).toBeLessThan(canvas.indexOf('.ed-page .dc-3{'));
  });

  it('puts a class on a child palette: inside it the colour variables take the child palette\'s colours', () => {
    const { css } = renderPage(page());
    // dark: text and secondary text take "text on dark", the grounds take "dark background" (and back).
    expect(css).toContain('.dc-3{--color-1:#2f7d4f;--color-2:#d9ead3;--color-3:#e4efe6;--color-4:#e4efe6;--color-5:#173524;--color-6:#173524;--color-7:#fbfaf5;--color-8:#1e2b22;background-color:var(--color-3);color:var(--color-8)}');
    const lib = LIBRARY;
    const globals = page().globals;
    expect(childPaletteVariables(globals, lib, 'light')['--color-3']).toBe('#1e2b22');
    expect(childPaletteVariables(globals, lib, 'unknown')).toEqual({});
  });

  it('keeps each screen\'s rules in its media block: design classes, then the widget\'s own rules', () => {
    const { css } = renderPage(page());
    expect(css).toContain('@media (max-width:767px){.dc-3{width:100%}.dc-4{font-size:34px}}');
    // On desktop the widget's own rule comes after the classes, so it wins there.
    expect(css.indexOf('.dc-3{')).toBeLessThan(css.indexOf('.a{font-size:18px;width:auto}'));
  });

  it('keeps to what the page uses when published, and offers every class on the canvas', () => {
    const lib: Library = { ...LIBRARY, designs: [{ ...LIBRARY.designs[0], classes: [...LIBRARY.designs[0].classes, cls(9, 'widget-text', { desktop: { color: 'red' } })] }, LIBRARY.designs[1]] };
    const doc = importContent({ version: '0.2', widgets, tree, fragments: {}, globals: { paletteId: 11, fontId: 21 } }, { library: lib });
    expect(renderPage(doc).css).not.toContain('.dc-9');
    expect(canvasStylesheet(doc.globals, doc.library, { screen: 'desktop', scope: '.ed-page' })).toContain('.ed-page .dc-9{color:red}');
  });

  it("on the canvas: scoped to the page, with the cascade of the canvas's screen mode", () => {
    const doc = page();
    const desktop = canvasStylesheet(doc.globals, doc.library, { screen: 'desktop', scope: '.ed-page' });
    const mobile = canvasStylesheet(doc.globals, doc.library, { screen: 'mobile', scope: '.ed-page' });
    expect(desktop).toContain('.ed-page{--color-1:#2f7d4f;');
    expect(desktop).toContain('.ed-page{margin:0;font-family:var(--font-body,');
    expect(desktop).toContain('.ed-page :where(h1,h2,h3,h4,h5,h6,p){margin:0}');
    expect(desktop).toContain('.ed-page .dc-4{font-family:var(--font-heading);font-size:52px}');
    expect(desktop).not.toContain('font-size:34px');
    expect(desktop).not.toContain('@media');
    // Mobile: the desktop rules, then the mobile ones after them (no media query: the canvas is not the window).
    expect(mobile.indexOf('.ed-page .dc-4{font-family:var(--font-heading);font-size:52px}')).toBeLessThan(mobile.indexOf('.ed-page .dc-4{font-size:34px}'));
    expect(mobile).not.toContain('@media');
    expect(mobile).not.toMatch(/(^|\})\.dc-/); // nothing unscoped
  });
});

describe("the canvas's inline style of a widget", () => {
  it('is its own declarations on the screen, less those a class sets on a smaller screen (the published cascade)', () => {
    const doc = page();
    const env = styleEnv(doc.globals, doc.library);
    const button = pget(doc.page.widgets, 1);
    if (button === undefined) throw new Error('no button');
    // Class 1 (parent of 3) sets width on mobile: on the published page that beats the button's own desktop width.
    expect(canvasOwnStyle(button, env, 'desktop')).toEqual({ fontSize: '18px', width: 'auto' });
    expect(canvasOwnStyle(button, env, 'tablet')).toEqual({ fontSize: '18px', width: 'auto' });
    expect(canvasOwnStyle(button, env, 'mobile')).toEqual({ fontSize: '18px' });
    const mobileOwn = { ...button, style: { ...button.style, mobile: { width: '50%' } } };
    expect(canvasOwnStyle(mobileOwn, env, 'mobile')).toEqual({ fontSize: '18px', width: '50%' });
  });
});

describe('the active palette', () => {
  it("is the library palette the page chose, else the palette the page carries", () => {
    const doc = page();
    expect(activePalette(doc.globals, doc.library)?.id).toBe(11);
    const own = { id: 99, title: 'Своя', colors: [{ value: '#000000', title: 'Ч' }], childrenPalettes: [] };
    expect(activePalette({ ...doc.globals, paletteId: null, palette: own }, doc.library)?.id).toBe(99);
    expect(rootVariables({ ...doc.globals, paletteId: null, fontId: null, palette: null }, doc.library)).toEqual({});
  });
});
