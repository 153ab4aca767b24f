// A large page opens its top first (the canvas mounts the lower sections a batch per task,
// editor/canvas/progressive.ts) — and stays an ordinary editor: a widget far down the page chosen in
// the layers is scrolled to, framed and gets its panel; it is edited, undone and redone; autosave
// stores the whole page and a reload shows every widget.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const SECTIONS = 24;
const TEXTS = 40;
const WIDGETS = SECTIONS * (TEXTS + 1);

/** 24 sections of 40 texts (984 widgets); the very last text is named «Последний абзац». */
function largePage() {
  const widgets: Record<number, unknown> = {};
  const tree: unknown[] = [];
  let id = 1;
  const w = (wid: number, type: string, name: string, cfg: Record<string, unknown>, parentId: number | null) =>
    ({ id: wid, type, name, cfg, classes: [], style: { desktop: { fontSize: '16px' } }, parentId, v: '0.1' });
  for (let s = 0; s < SECTIONS; s++) {
    const sid = id++;
    widgets[sid] = w(sid, 'widget-container', `Секция ${s + 1}`, { columns: 1, tag: 'section' }, null);
    const cd: unknown[] = [];
    for (let t = 0; t < TEXTS; t++) {
      const tid = id++;
      const last = s === SECTIONS - 1 && t === TEXTS - 1;
      widgets[tid] = w(tid, 'widget-text', last ? 'Последний абзац' : `Абзац ${tid}`, { text: last ? 'Конец страницы' : `Абзац ${tid}` }, sid);
      cd.push({ id: tid, type: 'widget-text', parentId: sid, cd: [] });
    }
    tree.push({ id: sid, type: 'widget-container', parentId: null, cd });
  }
  return { version: '0.2', widgets, tree, fragments: {} };
}

test('a 984-widget page: the last widget chosen in the layers is scrolled to and edited; undo, autosave and reload keep it all', async ({ page, request }) => {
  // A thousand widgets (and as many layer rows) on a 2-core machine: a slow journey by nature.
  test.slow();
  const token = await signUp(request);
  const { id: pageId } = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Большая страница' });
  const { revision } = await api<{ revision: number }>(request, 'GET', `/pages/${pageId}/content`, token);
  await api(request, 'POST', `/pages/${pageId}/draft`, token, { revision, data: largePage() });

  await signIn(page, token);
  await page.goto(`/editor/${pageId}`);
  const canvas = page.getByTestId('canvas');
  await expect(canvas.locator('[data-wid]').first()).toBeVisible();
  const last = canvas.locator(`[data-wid="${WIDGETS}"]`);

  // Far down: chosen from the layers, the canvas scrolls to it, frames it and shows its panels.
  await page.getByTestId('rail-layers').click();
  // The layers are virtualised: a thousand rows in the tree, a view of them in the DOM; the
  // keyboard reaches the last one (End), and the selection follows it.
  const layers = page.getByRole('treegrid', { name: 'Слои страницы' });
  await expect(layers).toHaveAttribute('aria-rowcount', String(WIDGETS));
  expect(await layers.locator('[role=row]').count()).toBeLessThan(100);
  await layers.locator('[role=row]').first().click();
  await page.keyboard.press('End');
  await expect(layers.locator('[role=row][aria-selected=true]')).toContainText('Последний абзац');
  await expect(last).toHaveText('Конец страницы');
  await expect(last).toBeInViewport();
  await expect(page.getByTestId('selection-frame')).toContainText('Последний абзац');
  const fontSize = page.getByRole('textbox', { name: 'Размер шрифта, px', exact: true });
  await expect(fontSize).toHaveValue('16px');
  // The layers close (a thousand rows re-rendered on every change would weigh on what follows).
  await page.getByTestId('rail-layers').click();
  await expect(page.getByTestId('layers')).toHaveCount(0);

  // Edited, undone, redone, as on any page.
  await fontSize.fill('30px');
  await fontSize.press('Enter');
  await expect(last).toHaveCSS('font-size', '30px');
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(last).toHaveCSS('font-size', '16px');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(last).toHaveCSS('font-size', '30px');
  await expect(canvas.locator('[data-wid]')).toHaveCount(WIDGETS);

  // Autosave stores the whole page; after a reload every widget is back with the change.
  const saveState = page.getByTestId('save-state');
  await expect(saveState).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.reload();
  await expect(canvas.locator('[data-wid]')).toHaveCount(WIDGETS);
  await expect(last).toHaveCSS('font-size', '30px');
  const stored = await api<{ data: { widgets: Record<string, unknown> } }>(request, 'GET', `/pages/${pageId}/content`, token);
  expect(Object.keys(stored.data.widgets)).toHaveLength(WIDGETS);
});
