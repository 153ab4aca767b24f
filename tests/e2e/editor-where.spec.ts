// Editing where you work: with nothing selected, a widget added from the rail goes after the
// section in view on the canvas (not below the footer at the end of the page), is selected and
// shown; Escape in in-place text editing keeps what was typed, and a reload still has it.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const SECTIONS = ['Обложка', 'Преимущества', 'Тарифы', 'Отзывы', 'Подвал'];

/** Five tall sections (a heading and twelve paragraphs each), the last one a footer. */
function sectionsPage() {
  const widgets: Record<number, unknown> = {};
  const tree: unknown[] = [];
  let id = 1;
  const w = (wid: number, type: string, name: string, cfg: Record<string, unknown>, parentId: number | null) =>
    ({ id: wid, type, name, cfg, classes: [], style: {}, parentId, v: '0.1' });
  for (const title of SECTIONS) {
    const sid = id++;
    widgets[sid] = w(sid, 'widget-container', title, { columns: 1, tag: title === 'Подвал' ? 'footer' : 'section' }, null);
    const hid = id++;
    widgets[hid] = w(hid, 'widget-heading', `Заголовок: ${title}`, { text: title, level: 2 }, sid);
    const cd: unknown[] = [{ id: hid, type: 'widget-heading', parentId: sid, cd: [] }];
    for (let p = 0; p < 12; p++) {
      const tid = id++;
      widgets[tid] = w(tid, 'widget-text', `Абзац ${tid}`, { text: `${title}: абзац ${p + 1}` }, sid);
      cd.push({ id: tid, type: 'widget-text', parentId: sid, cd: [] });
    }
    tree.push({ id: sid, type: 'widget-container', parentId: null, cd });
  }
  return { version: '0.2', widgets, tree, fragments: {} };
}

test('a text added with nothing selected lands after the section in view; Escape keeps what was typed in it', async ({ page, request }) => {
  const token = await signUp(request);
  const { id: pageId } = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Где я работаю' });
  const { revision } = await api<{ revision: number }>(request, 'GET', `/pages/${pageId}/content`, token);
  await api(request, 'POST', `/pages/${pageId}/draft`, token, { revision, data: sectionsPage() });

  await signIn(page, token);
  await page.goto(`/editor/${pageId}`);
  const canvas = page.getByTestId('canvas');
  const roots = canvas.locator(':scope > [data-wid]');
  await expect(roots).toHaveCount(SECTIONS.length);
  const ids = await roots.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.wid ?? ''));

  // Scroll the third section («Тарифы») to the middle of the canvas; nothing is selected.
  await roots.nth(2).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(roots.nth(2)).toBeInViewport();
  await expect(page.getByTestId('selection-frame')).toHaveCount(0);

  const tile = page.getByTestId('add-text');
  if (!(await tile.isVisible())) await page.getByTestId('rail-add').click();
  await tile.click();
  await expect(roots).toHaveCount(SECTIONS.length + 1);
  // Right after «Тарифы», not below the footer; selected and on screen.
  const added = roots.nth(3);
  await expect(added).toHaveAttribute('data-wtype', 'widget-text');
  await expect(roots.nth(2)).toHaveAttribute('data-wid', ids[2]);
  await expect(roots.last()).toHaveAttribute('data-wid', ids[SECTIONS.length - 1]);
  await expect(page.getByTestId('selection-frame')).toContainText('Текст');
  await expect(added).toBeInViewport();
  const addedId = await added.getAttribute('data-wid');
  // One undo step takes it away, and redo brings it back in the same place.
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(roots).toHaveCount(SECTIONS.length);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(roots.nth(3)).toHaveAttribute('data-wid', addedId ?? '');

  // Typed in place, then Escape: the text stays (as with Enter or a click away) and editing ends.
  const text = canvas.locator(`[data-wid="${addedId}"]`);
  await text.dblclick();
  const box = text.locator('[contenteditable]');
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Скидка 20% до конца недели');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(text).toHaveText('Скидка 20% до конца недели');

  // Autosaved; a reload has the text where it was put.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.reload();
  await expect(roots).toHaveCount(SECTIONS.length + 1);
  await expect(roots.nth(3)).toHaveAttribute('data-wid', addedId ?? '');
  await expect(roots.nth(3)).toHaveText('Скидка 20% до конца недели');
});
