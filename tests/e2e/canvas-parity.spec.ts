// What the editor shows is what publishes. The canvas draws widgets with React (ui/editor/canvas)
// while publishing renders HTML with the engine (engine/render), so the two can drift apart: a
// margin the app's stylesheet removes in the canvas but the browser keeps on the page, a list
// bullet, a line break. For every shipped template this opens the editor's preview at scale 1 and
// the published page at the same width, and compares the box of every text both show.
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from './support';

const run = Date.now().toString(36);
const TEMPLATES = ['default', 'flat', 'green', 'square'];
/** Pixels a text's box may differ by (sub-pixel rounding, a list's gap). */
const TOLERANCE = 8;

interface TextBox { text: string; x: number; y: number; w: number; h: number }

/** Every element with its own text inside `rootSelector`, its box relative to the root. */
function collect(page: Page, rootSelector: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector) as HTMLElement;
    const origin = root.getBoundingClientRect();
    const scale = origin.width / root.offsetWidth;
    const boxes: TextBox[] = [];
    for (const el of root.querySelectorAll('h1,h2,h3,h4,h5,h6,p,button,a,label span,summary,li')) {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
      const r = el.getBoundingClientRect();
      if (text === '' || r.width === 0) continue;
      boxes.push({ text, x: (r.left - origin.left) / scale, y: (r.top - origin.top) / scale, w: r.width / scale, h: r.height / scale });
    }
    return { width: root.offsetWidth, scale, boxes };
  }, rootSelector);
}

let token = '';
test.beforeAll(async ({ request }) => {
  token = await signUp(request);
});

for (const template of TEMPLATES) {
  test(`template "${template}": the editor's preview and the published page place every text alike`, async ({ browser, request }) => {
    const created = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: `Шаблон ${template}`, template, code: `parity-${template}-${run}` } });
    expect(created.ok()).toBe(true);
    const pageId = ((await created.json()) as { data: { id: number } }).data.id;
    const published = await request.post(`/api/pages/${pageId}/publish`, { headers: { 'X-Token': token }, data: {} });
    expect(published.ok()).toBe(true);
    const url = ((await published.json()) as { data: { url: string } }).data.url;

    // Wide enough for the 1200 px desktop page at scale 1 beside the panels.
    const editor = await browser.newPage({ viewport: { width: 2100, height: 1000 } });
    await signIn(editor, token);
    await editor.goto(`/editor/${pageId}`);
    await expect(editor.getByTestId('canvas')).toBeVisible();
    await editor.getByRole('button', { name: 'Просмотр' }).click();
    await expect(editor.getByTestId('editor')).toHaveClass(/ed--preview/);
    await editor.evaluate(() => document.fonts.ready);
    const canvas = await collect(editor, '.ed-page');
    expect(canvas.scale).toBeCloseTo(1, 2);

    const visitor = await browser.newPage({ viewport: { width: canvas.width, height: 1000 } });
    await visitor.goto(url);
    // The canvas keeps spoilers open so their answers can be edited: compare them open.
    await visitor.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
    await visitor.evaluate(() => document.fonts.ready);
    const page = await collect(visitor, 'body');

    const unique = (boxes: TextBox[]) => {
      const seen = new Map<string, TextBox | null>();
      for (const b of boxes) seen.set(b.text, seen.has(b.text) ? null : b);
      return seen;
    };
    const onPage = unique(page.boxes);
    const inCanvas = unique(canvas.boxes);
    const drift: string[] = [];
    let compared = 0;
    for (const [text, c] of inCanvas) {
      const p = onPage.get(text);
      if (!c || !p) continue;
      compared++;
      const d = { x: p.x - c.x, y: p.y - c.y, w: p.w - c.w, h: p.h - c.h };
      if (Object.values(d).some((v) => Math.abs(v) > TOLERANCE)) drift.push(`${text.slice(0, 40)}: ${JSON.stringify(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, Math.round(v)])))}`);
    }
    // Not a vacuous pass: most texts of the page are compared.
    expect(compared).toBeGreaterThan(inCanvas.size * 0.8);
    expect(compared).toBeGreaterThan(30);
    expect(drift).toEqual([]);
    await editor.close();
    await visitor.close();
  });
}
