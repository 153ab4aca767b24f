// Rich text, in one marketer's editor session and one visitor's page: a word made bold and a word
// made a link with the keyboard on the canvas, both undone and redone as one step each, the page
// published, and the visitor's page carrying <strong> and the link with its rel.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

const PAGE = {
  version: '0.2',
  widgets: {
    1: { id: 1, type: 'widget-text', name: 'Оффер', cfg: { text: 'Купите окна со скидкой' }, classes: [], style: {}, parentId: null, v: '0.1' },
  },
  tree: [{ id: 1, type: 'widget-text', parentId: null, cd: [] }],
  fragments: {},
};

test('bold and a link typed on the canvas, undone and redone, are published as <strong> and <a rel>', async ({ page, request }) => {
  const token = await signUp(request);
  const { id: pageId } = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Оформленный текст' });
  const { revision } = await api<{ revision: number }>(request, 'GET', `/pages/${pageId}/content`, token);
  await api(request, 'POST', `/pages/${pageId}/draft`, token, { revision, data: PAGE });

  await signIn(page, token);
  await page.goto(`/editor/${pageId}`);
  const text = page.getByTestId('canvas').locator('[data-wid="1"]');
  await expect(text).toHaveText('Купите окна со скидкой');

  // The first word, bold with Ctrl+B.
  await text.dblclick();
  const box = text.locator('[contenteditable]');
  await expect(box).toBeFocused();
  const toolbar = page.getByRole('toolbar', { name: 'Оформление текста' });
  await expect(toolbar).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowRight');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(box.locator('b, strong')).toHaveText(/^Купите\s?$/);

  // The last word, a link opening in a new window, with Ctrl+K.
  await page.keyboard.press('End');
  await page.keyboard.press('ControlOrMeta+Shift+ArrowLeft');
  await page.keyboard.press('ControlOrMeta+K');
  const url = toolbar.getByRole('textbox', { name: 'Адрес ссылки' });
  await expect(url).toBeFocused();
  // A script address is refused with the reason, and changes nothing.
  await url.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('alert')).toHaveText('Адрес должен начинаться с https://, http://, mailto:, tel: или #');
  await url.fill('https://shop.example/sale');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(toolbar.getByRole('checkbox', { name: 'В новом окне' })).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(box.locator('a')).toHaveText('скидкой');
  await expect(box.locator('a')).toHaveAttribute('href', 'https://shop.example/sale');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(toolbar).toHaveCount(0);
  await expect(text.locator('strong')).toHaveText(/^Купите\s?$/);
  await expect(text.locator('a')).toHaveText('скидкой');

  // One step per command: the link goes first, then the bold; redo brings both back.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(text.locator('a')).toHaveCount(0);
  await expect(text.locator('strong')).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(text.locator('strong')).toHaveCount(0);
  await expect(text).toHaveText('Купите окна со скидкой');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(text.locator('strong')).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(text.locator('a')).toHaveText('скидкой');

  // Saved as data, then published: the visitor's page has the marks and the link with its rel.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  const { data } = await api<{ data: { widgets: Record<string, { cfg: { text: unknown } }> } }>(request, 'GET', `/pages/${pageId}/content`, token);
  expect(JSON.stringify(data.widgets[1].cfg.text)).not.toContain('<');
  const { url: published } = await api<{ url: string }>(request, 'POST', `/pages/${pageId}/publish`, token, { code: `rich-${Date.now()}`, data });
  const visitor = await page.context().newPage();
  await visitor.goto(published);
  await expect(visitor.locator('strong')).toHaveText(/^Купите\s?$/);
  const link = visitor.getByRole('link', { name: 'скидкой' });
  await expect(link).toHaveAttribute('href', 'https://shop.example/sale');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
