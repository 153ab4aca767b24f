// What the editor shows is what publishes. The engine describes every widget type once
// (engine/render/describe.ts); publishing writes the description as HTML, the canvas paints it as
// React elements, and both apply the engine's page stylesheet. This spec checks that they agree
// where a person looks: a page with every widget type the engine describes, and every template the
// picker offers, are opened in the editor's preview at scale 1 and published, in an account with a
// child design (the page-load default switches to it), a serif font pair and a non-default
// palette. For every widget, its element has the same tag, the same element structure and the same
// box (±4 px) in both; for every text, the same box, colour, font family and font size.
// Editor-only affordances are the known exceptions: an embedded frame (video, map) sits in a box on
// the canvas, the author's HTML is shown sandboxed in a frame (its box is compared, not its text),
// and the published form's hidden fields, honeypot and status line are not painted.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { childIds, createEditor, DESCRIBED_TYPES, emptyDocument, exportContent, pget, WIDGET_CATALOGUE, type EngineEvent } from '../../engine/index';
import { deletePage, signIn, signUp } from './support';

const run = Date.now().toString(36);
/** Pixels a box may differ by (sub-pixel rounding). */
const TOLERANCE = 4;
/** Published as an embedded frame, painted on the canvas as a frame inside a box that takes the widget's style (a video is a click-to-load facade on both: compared like any widget). */
const FRAMED = new Set(['widget-map']);
/** The author's own HTML: published as written, sandboxed on the canvas. */
const SANDBOXED = new Set(['widget-html']);

interface TextInfo { text: string; x: number; y: number; w: number; h: number; color: string; font: string; size: string }
interface WidgetInfo { id: number; tag: string; shape: string; x: number; y: number; w: number; h: number; texts: TextInfo[] }

/**
 * Every widget inside `rootSelector`: its box relative to the root (in CSS pixels of the page), its
 * tag, its element structure and its texts (both without the widgets nested in it). A widget is
 * found by `data-wid` on the canvas and by its element id on the published page (`ids`).
 */
function collect(page: Page, rootSelector: string, ids: Record<string, number> | null) {
  return page.evaluate(({ selector, ids: byElementId }) => {
    const root = document.querySelector(selector) as HTMLElement;
    const origin = root.getBoundingClientRect();
    const scale = origin.width / root.offsetWidth;
    const widgetOf = (el: Element): number | null => {
      if (byElementId === null) return el instanceof HTMLElement && el.dataset.wid !== undefined ? Number(el.dataset.wid) : null;
      return el.id !== '' && byElementId[el.id] !== undefined ? byElementId[el.id] : null;
    };
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: (r.left - origin.left) / scale, y: (r.top - origin.top) / scale, w: r.width / scale, h: r.height / scale };
    };
    // Published-only parts of a form: its hidden fields, its honeypot (hidden from people) and the status line its script fills.
    const skipped = (el: Element) => (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'hidden') || el.getAttribute('role') === 'status' || el.getAttribute('aria-hidden') === 'true';
    const widgets: WidgetInfo[] = [];
    for (const el of root.querySelectorAll('*')) {
      const id = widgetOf(el);
      if (id === null) continue;
      const shape: string[] = [];
      const texts: TextInfo[] = [];
      const walk = (node: Element, depth: number) => {
        const own = [...node.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
        const r = node.getBoundingClientRect();
        if (own !== '' && r.width > 0) {
          const cs = getComputedStyle(node);
          texts.push({ text: own, ...box(node), color: cs.color, font: cs.fontFamily, size: cs.fontSize });
        }
        for (const child of node.children) {
          if (widgetOf(child) !== null || skipped(child)) continue;
          shape.push(`${depth}:${child.tagName.toLowerCase()}`);
          walk(child, depth + 1);
        }
      };
      walk(el, 0);
      widgets.push({ id, tag: el.tagName.toLowerCase(), shape: shape.join(' '), ...box(el), texts });
    }
    return { width: root.offsetWidth, scale, widgets };
  }, { selector: rootSelector, ids });
}

type Collected = Awaited<ReturnType<typeof collect>>;

/** Where canvas and published page disagree, one line per difference (empty: they agree). */
function differences(canvas: Collected, published: Collected, types: Record<number, string>): { drift: string[]; compared: Set<string> } {
  const drift: string[] = [];
  const compared = new Set<string>();
  const onPage = new Map(published.widgets.map((w) => [w.id, w]));
  const shown = (a: { w: number; h: number }) => a.w > 0 || a.h > 0;
  // Two boxes differ when one shows and the other does not, or when a side is off by more than the tolerance.
  const far = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
    shown(a) !== shown(b) || (shown(a) && [a.x - b.x, a.y - b.y, a.w - b.w, a.h - b.h].some((d) => Math.abs(d) > TOLERANCE));
  const where = (a: { x: number; y: number; w: number; h: number }) => `${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.w)}×${Math.round(a.h)}`;
  for (const c of canvas.widgets) {
    const type = types[c.id] ?? '?';
    const p = onPage.get(c.id);
    if (p === undefined) {
      drift.push(`${type} #${c.id}: painted on the canvas, missing on the published page`);
      continue;
    }
    compared.add(type);
    if (far(c, p)) drift.push(`${type} #${c.id}: box ${where(c)} on the canvas, ${where(p)} published`);
    if (FRAMED.has(type)) {
      if (c.tag !== 'div' || p.tag !== 'iframe' || c.shape !== '0:iframe') drift.push(`${type} #${c.id}: ${c.tag}[${c.shape}] on the canvas, ${p.tag} published`);
      continue;
    }
    if (c.tag !== p.tag) drift.push(`${type} #${c.id}: <${c.tag}> on the canvas, <${p.tag}> published`);
    if (SANDBOXED.has(type)) continue;
    if (c.shape !== p.shape) drift.push(`${type} #${c.id}: elements [${c.shape}] on the canvas, [${p.shape}] published`);
    if (c.texts.length !== p.texts.length) drift.push(`${type} #${c.id}: ${c.texts.length} texts on the canvas, ${p.texts.length} published`);
    c.texts.forEach((ct, i) => {
      const pt = p.texts[i];
      if (pt === undefined) return;
      const what = `${type} #${c.id} «${ct.text.slice(0, 30)}»`;
      if (ct.text !== pt.text) drift.push(`${what}: published «${pt.text.slice(0, 30)}»`);
      if (far(ct, pt)) drift.push(`${what}: box ${where(ct)} on the canvas, ${where(pt)} published`);
      for (const k of ['color', 'font', 'size'] as const) if (ct[k] !== pt[k]) drift.push(`${what}: ${k} ${ct[k]} on the canvas, ${pt[k]} published`);
    });
  }
  for (const p of published.widgets) if (!canvas.widgets.some((c) => c.id === p.id)) drift.push(`${types[p.id] ?? '?'} #${p.id}: published, not painted on the canvas`);
  return { drift, compared };
}

// ---- the account: a child design, a serif font pair, a non-default palette ----

let token = '';
let look: { fontId: number; palettes: Record<string, number>; childClass: string } = { fontId: 0, palettes: {}, childClass: '' };

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { 'X-Token': token } });
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

async function send<T>(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const res = await request[method](`/api${path}`, { headers: { 'X-Token': token }, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  token = await signUp(request);
  const designs = (await get<{ items: { id: number; classes: { id: number | string; type: string; style: Record<string, unknown> }[] }[] }>(request, '/styles')).items;
  const base = designs[0];
  // A child design: it overrides the H2 class (5) and adds a class of its own; the classes it does
  // not override (buttons, H1, text) come from its parent design.
  const h2 = base.classes.find((c) => c.id === 5);
  expect(h2).toBeDefined();
  await send(request, 'post', '/styles', {
    title: 'Дочерний дизайн', parent_id: base.id,
    data: {
      classes: [
        { ...h2, style: { ...h2?.style, desktop: { ...(h2?.style.desktop as object), color: 'var(--color-1)', letterSpacing: '.02em' } } },
        { id: 'child-1', name: 'Акцентный текст', parentId: null, order: 9, type: 'widget-text', hideInAddingWidgets: false, style: { desktop: { color: 'var(--color-2)', backgroundColor: 'var(--color-7)', padding: '8px 12px' } } },
      ],
    },
  });
  const fonts = (await get<{ items: { id: number; title: string }[] }>(request, '/font_presets')).items;
  const palettes = (await get<{ items: { id: number; title: string }[] }>(request, '/palettes')).items;
  look = {
    fontId: fonts.find((f) => f.title === 'Антиква и Inter')?.id ?? 0,
    palettes: Object.fromEntries(palettes.map((p) => [p.title, p.id])),
    childClass: 'child-1',
  };
  expect(look.fontId).toBeGreaterThan(0);
});

// ---- a page with every widget type the engine describes ----

const PHOTO = (name: string) => ({ src: `/content-files/stock/${name}.svg`, alt: name, width: 1200, height: 800 });

/** Content for each type, so nothing is an empty placeholder. */
const CONTENT: Record<string, Record<string, unknown>> = {
  image: PHOTO('sea-day'),
  icon: { src: '/content-files/icons/star.svg', label: 'Звезда', width: 48, height: 48 },
  video: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Ролик' },
  map: { src: '/api/health', title: 'Карта проезда' },
  gallery: { images: [PHOTO('mountains-dawn'), PHOTO('city-day'), PHOTO('team-blue')] },
  carousel: { images: [PHOTO('sea-sunset'), PHOTO('office-blue')] },
  html: { html: '<div style="padding:12px 0">Свой HTML-код</div>' },
  counter: { value: 120, prefix: '+', suffix: ' %' },
  spoiler: { title: 'Сколько это стоит?', text: 'Первая консультация бесплатно.\nДальше — по тарифу.', open: false },
  tab: { tabs: ['Первая', 'Вторая'] },
  service: { title: 'Уборка', description: 'Генеральная уборка квартиры', price: '5 000 ₽' },
  cookie: { text: 'Мы используем cookie.' },
  menu: { items: [{ title: 'Главная', href: '#' }, { title: 'Цены', href: '#price' }] },
  'link-button': { text: 'Подробнее', link: { value: '/about' } },
  text: { text: 'Обычный текст\nв две строки' },
};

/**
 * The one type painted apart on purpose: a sticky bar sits in the flow on the canvas (to be edited
 * in place) and is fixed to the window on the published page, which also pads itself for the bar's
 * height; campaign-engage.spec.ts checks the published bar and its padding.
 */
const APART = 'widget-sticky-bar';

function allTypesPage(): { data: Record<string, unknown>; globals: Record<string, unknown>; types: Record<number, string>; ids: Record<string, number> } {
  const editor = createEditor(emptyDocument());
  const add = (key: string) => {
    const before = editor.getState().doc.nextId;
    editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: null }, widget: { type: key } });
    return before;
  };
  const set = (id: number, path: string, value: unknown) => editor.dispatch({ type: 'widget.param.set', id, path, value } as EngineEvent);
  const seen = new Set<string>();
  for (const entry of WIDGET_CATALOGUE) {
    if (entry.type === 'widget-cookie-button' || entry.type === 'widget-slide' || entry.type === 'widget-slider-pagination' || entry.type === 'widget-slider-button-container') continue;
    if (entry.type === APART) continue;
    // A hidden field is shown on the canvas (so it can be chosen and set) and publishes as an
    // <input type=hidden>, by design: it has no box to compare; forms.spec.ts checks what it sends.
    if (entry.cfg?.inputType === 'hidden') continue;
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    const id = add(entry.key);
    for (const [k, v] of Object.entries(CONTENT[entry.key] ?? CONTENT[entry.type.slice('widget-'.length)] ?? {})) set(id, k, v);
  }
  // Text inside every slide and tab panel, so the shown ones have something to compare.
  const tree = editor.getState().doc.page;
  for (const id of childIds(tree, null)) {
    const type = pget(tree.widgets, id)?.type;
    if (type !== 'widget-slider' && type !== 'widget-tab') continue;
    childIds(tree, id).forEach((panel, i) => {
      if (type === 'widget-slider' && pget(tree.widgets, panel)?.type !== 'widget-slide') return;
      editor.dispatch({ type: 'widget.add', at: { where: 'inside', target: panel }, widget: { type: 'text', cfg: { text: `Панель ${i + 1}` } } });
    });
  }
  editor.dispatch({ type: 'textStyle.create', code: 42, title: 'Подпись', params: { fontSize: '13px', letterSpacing: '.04em', textTransform: 'uppercase' } });
  const doc = editor.getState().doc;
  const types: Record<number, string> = {};
  const ids: Record<string, number> = {};
  // A stored widget's id is its key in the widgets map.
  for (const w of Object.entries(exportContent(doc).widgets).map(([key, stored]) => ({ id: Number(key), type: stored.type }))) {
    types[w.id] = w.type;
    ids[`w${w.id}`] = w.id;
    set(w.id, 'elementId', `w${w.id}`);
    // Design classes: inherited from the parent design (H1 4, text 7, button on dark 3 → 1), overridden by the child (H2 5), the child's own.
    if (w.type === 'widget-heading') editor.dispatch({ type: 'widget.class.add', id: w.id, className: w.id % 2 === 0 ? 5 : 4 });
    if (w.type === 'widget-text') editor.dispatch({ type: 'widget.class.add', id: w.id, className: look.childClass });
    if (w.type === 'widget-link-button') editor.dispatch({ type: 'widget.class.add', id: w.id, className: 7 });
    if (w.type === 'widget-button' && w.id % 2 === 0) editor.dispatch({ type: 'widget.class.add', id: w.id, className: 3 });
    if (w.type === 'widget-counter') set(w.id, 'textStyle', 42);
  }
  const out = exportContent(editor.getState().doc);
  const { globals, ...data } = out;
  return { data, globals: globals as unknown as Record<string, unknown>, types, ids };
}

// ---- opening both ----

async function publishWith(request: APIRequestContext, pageId: number, data: unknown, globals: Record<string, unknown>): Promise<string> {
  const { revision } = await get<{ revision: number }>(request, `/pages/${pageId}/content`);
  await send(request, 'post', `/pages/${pageId}/draft`, { revision, data, globals });
  return (await send<{ url: string }>(request, 'post', `/pages/${pageId}/publish`, {})).url;
}

/** The two tabs a comparison looks through: the signed-in editor and a visitor's window. */
interface Tabs { editor: Page; visitor: Page }

async function openTabs(browser: Browser): Promise<Tabs> {
  // Wide enough for the 1200 px desktop page at scale 1.
  const editor = await browser.newPage({ viewport: { width: 2100, height: 1000 } });
  await signIn(editor, token);
  const visitor = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
  return { editor, visitor };
}

async function compare({ editor, visitor }: Tabs, pageId: number, url: string, types: Record<number, string>, ids: Record<string, number>) {
  await editor.goto(`/editor/${pageId}`);
  await expect(editor.getByTestId('canvas')).toBeVisible();
  await editor.getByRole('button', { name: 'Просмотр' }).click();
  await expect(editor.getByTestId('editor')).toHaveClass(/ed--preview/);
  await editor.evaluate(async () => { await document.fonts.ready; });
  const canvas = await collect(editor, '.ed-page', null);
  expect(canvas.scale).toBeCloseTo(1, 2);

  await visitor.setViewportSize({ width: canvas.width, height: 1000 });
  await visitor.goto(url);
  // The canvas holds spoilers and burger menus open, and its page frame is as tall as the page:
  // compare them open, in a window as tall as the page (where a fixed cookie notice sits at its foot).
  await visitor.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await visitor.setViewportSize({ width: canvas.width, height: await visitor.evaluate(() => document.documentElement.scrollHeight) });
  await visitor.evaluate(async () => { await document.fonts.ready; });
  const published = await collect(visitor, 'body', ids);
  return { canvas, published, ...differences(canvas, published, types) };
}

test('every widget type the engine describes: the canvas paints what publishes', async ({ browser, request }) => {
  const created = await send<{ id: number }>(request, 'post', '/pages', { title: 'Все виджеты', code: `parity-all-${run}` });
  const page = allTypesPage();
  const url = await publishWith(request, created.id, { ...page.data }, { ...page.globals, fontId: look.fontId, paletteId: look.palettes['Зелёный'] });
  const tabs = await openTabs(browser);
  const r = await compare(tabs, created.id, url, page.types, page.ids);
  await tabs.editor.close();
  await tabs.visitor.close();
  expect(r.drift).toEqual([]);
  // Not a vacuous pass: every type the engine describes was on both and compared.
  expect([...DESCRIBED_TYPES].filter((t) => t !== APART && !r.compared.has(t))).toEqual([]);
  // The page's look came through the engine's stylesheet on both: the serif pair and the green palette.
  const heading = r.canvas.widgets.find((w) => page.types[w.id] === 'widget-heading');
  expect(heading?.texts[0]?.font).toContain('PT Serif');
  expect(r.canvas.widgets.find((w) => w.texts.some((t) => t.color === 'rgb(47, 125, 79)'))).toBeDefined();
});

// Every template the picker offers, read from the list it reads (GET /page-templates), so a new
// template is compared without this spec naming it. One account and one pair of tabs walk them all;
// each page is deleted once compared, since the free tariff's page limit is below their number.
// In the account's language, Russian: the English copy is laid out by the same layouts, and
// server/content's tests keep it free of Russian.
test('every page template: the canvas paints what publishes', async ({ browser, request }) => {
  const templates = (await get<{ items: { code: string }[] }>(request, '/page-templates')).items.map((t) => t.code);
  expect(templates).toEqual(expect.arrayContaining(['default', 'flat', 'green', 'square', 'services', 'cafe']));
  test.setTimeout(30_000 + templates.length * 10_000);
  const tabs = await openTabs(browser);
  const drift: Record<string, string[]> = {};
  for (const template of templates) {
    await test.step(template, async () => {
      const created = await send<{ id: number }>(request, 'post', '/pages', { title: `Шаблон ${template}`, template, code: `parity-${template}-${run}` });
      const content = await get<{ data: { widgets: Record<string, { id: number; type: string; cfg: Record<string, unknown> }> }; globals: Record<string, unknown> }>(request, `/pages/${created.id}/content`);
      const types: Record<number, string> = {};
      const ids: Record<string, number> = {};
      for (const w of Object.values(content.data.widgets)) {
        types[w.id] = w.type;
        const own = typeof w.cfg.elementId === 'string' && w.cfg.elementId !== '' ? w.cfg.elementId : `w${w.id}`;
        w.cfg.elementId = own;
        ids[own] = w.id;
      }
      // Drawn in another palette than its own, with the account's serif pair.
      const palette = template === 'green' ? look.palettes['Плоский'] : look.palettes['Зелёный'];
      const url = await publishWith(request, created.id, content.data, { ...content.globals, fontId: look.fontId, paletteId: palette });
      const r = await compare(tabs, created.id, url, types, ids);
      if (r.drift.length > 0) drift[template] = r.drift;
      // Not a vacuous pass: a whole landing page was on both.
      expect(r.canvas.widgets.length, template).toBeGreaterThan(40);
      expect(r.published.widgets.length, template).toBe(r.canvas.widgets.length);
      await deletePage(request, token, created.id);
    });
  }
  await tabs.editor.close();
  await tabs.visitor.close();
  // All the differences at once, by template, rather than the first one's alone.
  expect(drift).toEqual({});
});
