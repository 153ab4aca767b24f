// The editor, as a new user works in it against the real server: build a page from
// widgets, style it per screen, undo/redo, edit a modal, wait for autosave and reload; survive a
// network cut during a save; and get a clear conflict instead of a silent overwrite from two tabs.
// Sign-up and page creation go through the API (the pages screen is another engineer's).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { catalogueKeys, type CatalogueTree } from '../../ui/i18n/catalogueTree';
import { api, signIn, signUp } from './support';

/** Every key of the catalogues the editor shows (its own, the common one, and its dialogs' pages and stats). */
const KEYS = new Set(['ru', 'editor.ru', 'pages.ru', 'stats.ru'].flatMap((name) => {
  const keys = catalogueKeys(JSON.parse(readFileSync(new URL(`../../ui/i18n/${name}.json`, import.meta.url), 'utf8')) as CatalogueTree);
  return keys.filter((k) => k.includes('.'));
}));

async function createPage(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title, template: 'default' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function openEditor(page: Page, token: string, pageId: number) {
  await signIn(page, token);
  // Every text the editor's frame paints while it opens (the canvas is the page's own content):
  // none may be a catalogue key, as it would be if the editor painted before its catalogue came in.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __texts: string[] }).__texts = seen;
    new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => {
      const el = n.nodeType === Node.TEXT_NODE ? n.parentElement : (n as Element);
      if (el && !el.closest('[data-testid=canvas]') && n.textContent) seen.push(n.textContent.trim());
    }))).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`/editor/${pageId}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  const texts = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((t) => KEYS.has(t) || KEYS.has(t.replace(/^\w+:/, '')))).toEqual([]);
}

const canvas = (page: Page) => page.getByTestId('canvas');
const saveState = (page: Page) => page.getByTestId('save-state');

/** The types of the page's top-level widgets, in page order. */
const rootTypes = (p: Page) => canvas(p).locator(':scope > [data-wid]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.wtype ?? ''));

/** What `after` holds beyond `before` (top-level widget types; new widgets land after the section in view, so anywhere). */
function addedTypes(before: readonly string[], after: readonly string[]): string[] {
  const left = [...before];
  return after.filter((t) => {
    const i = left.indexOf(t);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

async function setBox(page: Page, name: string, value: string) {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.fill(value);
  await box.press('Enter');
}

test('a new user builds a page, styles it per screen, edits a modal, and finds it all after a reload', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Весенняя акция');
  await openEditor(page, token, pageId);
  await expect(page.getByRole('heading', { name: 'Весенняя акция' })).toBeVisible();
  await expect(page.getByText('Выберите виджет на странице')).toBeVisible();

  // The publish dialog speaks the pages screens' catalogue, which comes with the dialog, not the editor.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const publishDialog = page.getByTestId('publish-dialog');
  await expect(publishDialog.getByRole('textbox', { name: 'Тестовый поддомен' })).toBeVisible();
  await publishDialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(publishDialog).toHaveCount(0);

  // The template's content is on the canvas; nothing is selected, so the first new widget goes after
  // the section in view (at the top of the page), not to the end.
  const roots = canvas(page).locator(':scope > [data-wid]');
  await expect(roots.first()).toBeVisible();
  const before = await roots.count();
  const rootIds = () => roots.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.wid ?? ''));
  const old = new Set(await rootIds());

  // Add a text, a button and a form from the add-widget flyout (each lands after the previous one).
  await page.getByTestId('add-text').click();
  await page.getByTestId('add-button').click();
  await page.getByTestId('add-form').click();
  await expect(roots).toHaveCount(before + 3);
  const all = await rootIds();
  const at = all.findIndex((id) => !old.has(id));
  expect(at).toBeLessThan(before);
  expect(all.slice(at, at + 3).filter((id) => old.has(id))).toEqual([]);
  const text = roots.nth(at);
  const button = roots.nth(at + 1);
  const form = roots.nth(at + 2);
  await expect(text).toHaveAttribute('data-wtype', 'widget-text');
  await expect(button).toHaveAttribute('data-wtype', 'widget-button');
  await expect(form.locator('[data-wtype=widget-input]')).toHaveCount(2);

  // The new form is selected: three more fields from the flyout go into it, before its consent and submit button.
  await page.getByTestId('add-input-text').click();
  await page.getByTestId('add-input-email').click();
  await page.getByTestId('add-input-phone').click();
  await expect(form.locator('[data-wtype=widget-input]')).toHaveCount(5);
  expect(await form.locator(':scope > [data-wid]').evaluateAll((els) => els.map((el) => el.getAttribute('data-wtype')))).toEqual([
    'widget-input', 'widget-input', 'widget-input', 'widget-input', 'widget-input', 'widget-consent', 'widget-button',
  ]);
  // The second phone field got a name of its own; naming it `phone` again is refused in the panel.
  await page.getByRole('tab', { name: 'Настройки' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Имя поля', exact: true });
  await expect(nameBox).toHaveValue('phone2');
  await nameBox.fill('phone');
  await nameBox.press('Enter');
  await expect(page.getByText('В этой форме уже есть поле с таким именем')).toBeVisible();
  await nameBox.fill('phone2');
  await nameBox.press('Enter');
  await expect(page.getByText('В этой форме уже есть поле с таким именем')).toBeHidden();
  await page.getByRole('tab', { name: 'Стиль' }).click();

  // Edit the text in place: one engine event on Enter.
  await text.dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Весенняя распродажа');
  await page.keyboard.press('Enter');
  await expect(text).toHaveText('Весенняя распродажа');

  // Typography and background on desktop.
  await text.click();
  await expect(page.getByTestId('selection-frame')).toContainText('Текст');
  await setBox(page, 'Размер шрифта, px', '32px');
  await setBox(page, 'Цвет фона', '#fde68a');
  await expect(text).toHaveCSS('font-size', '32px');
  await expect(text).toHaveCSS('background-color', 'rgb(253, 230, 138)');

  // Mobile gets its own font size; desktop keeps 32px.
  await page.getByRole('radio', { name: 'Телефон' }).click();
  await expect(page.getByText('Экран: Телефон')).toBeVisible();
  await setBox(page, 'Размер шрифта, px', '20px');
  await expect(text).toHaveCSS('font-size', '20px');
  await page.getByRole('radio', { name: 'Компьютер' }).click();
  await expect(text).toHaveCSS('font-size', '32px');

  // Border panel on the button, then undo and redo it (back to the radius of its design class).
  await button.click();
  const designRadius = await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
  await setBox(page, 'Скругление, px', '20px');
  await expect(button).toHaveCSS('border-radius', '20px');
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(button).toHaveCSS('border-radius', designRadius);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(button).toHaveCSS('border-radius', '20px');
  // The keyboard does the same.
  await canvas(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(button).toHaveCSS('border-radius', designRadius);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(button).toHaveCSS('border-radius', '20px');

  // A modal: create, edit, close.
  await page.getByTestId('rail-modals').click();
  await page.getByRole('button', { name: 'Создать модальное окно' }).click();
  await expect(page.getByText('Редактируется модальное окно «Модальное окно 1»')).toBeVisible();
  await expect(page.getByText('Модальное окно пусто')).toBeVisible();
  await page.getByTestId('rail-add').click();
  await page.getByTestId('add-h2').click();
  await expect(canvas(page).locator('[data-wtype=widget-heading]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Закрыть окно' }).click();
  await expect(page.getByText('Редактируется модальное окно')).toBeHidden();
  await expect(roots).toHaveCount(before + 3);
  await expect(text).toHaveText('Весенняя распродажа');

  // Autosave: after 3 s of quiet the draft is stored.
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(saveState(page)).toHaveText('Сохранено');

  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(roots).toHaveCount(before + 3);
  await expect(text).toHaveText('Весенняя распродажа');
  await expect(text).toHaveCSS('font-size', '32px');
  await expect(button).toHaveCSS('border-radius', '20px');
  await page.getByRole('radio', { name: 'Телефон' }).click();
  await expect(text).toHaveCSS('font-size', '20px');
  await page.getByTestId('rail-modals').click();
  await page.getByRole('button', { name: /Модальное окно 1/ }).click();
  await expect(canvas(page).locator('[data-wtype=widget-heading]')).toHaveCount(1);

  // Published and opened on a phone: nothing the editor added sticks out, and the form of five
  // fields, each filled, is sent and stored.
  const url = await publish(request, token, pageId, `form-${run}`);
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(url);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // The form added in the editor (new widgets land after the section in view, not at the page's end).
  const sent = visitor.locator('form', { has: visitor.locator('[name=name2]') });
  await sent.getByLabel('Имя').nth(0).fill('Анна');
  await sent.getByLabel('Телефон').nth(0).fill('+7 900 123-45-67');
  await sent.getByLabel('Имя').nth(1).fill('Анна Петрова');
  await sent.getByLabel('Email').fill('anna@example.ru');
  await sent.getByLabel('Телефон').nth(1).fill('8 (900) 765-43-21');
  await sent.getByRole('checkbox', { name: /согласие на обработку/ }).check();
  const stored = visitor.waitForResponse((r) => r.url().endsWith('/__lead'));
  await sent.getByRole('button', { name: 'Отправить' }).click();
  expect((await stored).status()).toBe(200);
  const leads = await api<{ items: { id: number }[] }>(request, 'GET', '/leads', token);
  expect(leads.items).toHaveLength(1);
  const lead = await api<{ fields: { name: string; value: string }[] }>(request, 'GET', `/leads/${leads.items[0].id}`, token);
  // Each phone as the page's mask writes it (the first was filled before the mask file arrived, which
  // formats it on arrival: the international way for a number typed with +7).
  expect(lead.fields.filter((f) => f.name.startsWith('phone')).map((f) => f.value)).toEqual(['+7 900 123 45 67', '8 (900) 765-43-21']);
  await visitor.close();
});

test('a save during a network cut shows "not saved", and nothing is lost once the network is back', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Сеть');
  await openEditor(page, token, pageId);

  const roots = canvas(page).locator(':scope > [data-wid]');
  await expect(roots.first()).toBeVisible();
  const before = await roots.count();
  const types = await rootTypes(page);

  await page.route('**/api/pages/*/draft', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('add-text').click();
  await page.getByTestId('add-button').click();
  await expect(saveState(page)).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
  await expect(saveState(page)).toHaveText('Не сохранено');

  await page.unroute('**/api/pages/*/draft');
  await saveState(page).click();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(roots).toHaveCount(before + 2);
  expect(addedTypes(types, await rootTypes(page))).toEqual(['widget-text', 'widget-button']);
});

const rootsOf = (p: Page) => canvas(p).locator(':scope > [data-wid]');

/**
 * One page open in two tabs: the first adds a text and saves; the second, still on the old
 * revision, adds a button and meets the conflict. `before` is the number of root widgets at start,
 * `types` their types.
 */
async function conflictInSecondTab(context: BrowserContext, request: APIRequestContext, title: string) {
  const token = await signUp(request);
  const pageId = await createPage(request, token, title);
  const first = await context.newPage();
  const second = await context.newPage();
  await openEditor(first, token, pageId);
  await openEditor(second, token, pageId);
  await expect(rootsOf(second).first()).toBeVisible();
  const before = await rootsOf(first).count();
  const types = await rootTypes(first);

  await first.getByTestId('add-text').click();
  await expect(saveState(first)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await second.getByTestId('add-button').click();
  await expect(saveState(second)).toHaveAttribute('data-state', 'conflict', { timeout: 15_000 });
  await expect(second.getByTestId('conflict')).toContainText('Страницу изменили в другой вкладке');
  return { first, second, before, types };
}

test('the same page edited in two tabs: the later save is refused with a conflict, not a silent overwrite', async ({ context, request }) => {
  const { second, before, types } = await conflictInSecondTab(context, request, 'Две вкладки');
  // The first tab's text is still the stored draft; reloading shows it.
  await second.getByRole('button', { name: 'Обновить' }).click();
  await expect(rootsOf(second)).toHaveCount(before + 1);
  expect(addedTypes(types, await rootTypes(second))).toEqual(['widget-text']);
  await expect(saveState(second)).toHaveAttribute('data-state', 'saved');
});

test('after a conflict the user may keep their own version instead: it replaces the other tab\'s', async ({ context, request }) => {
  const { first, second, before, types } = await conflictInSecondTab(context, request, 'Оставить мои');
  await second.getByRole('button', { name: 'Оставить мои правки' }).click();
  await expect(saveState(second)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(second.getByTestId('conflict')).toHaveCount(0);
  // What is stored now is the second tab's page: a reload of the first shows the button, not the text.
  await first.reload();
  await expect(rootsOf(first)).toHaveCount(before + 1);
  expect(addedTypes(types, await rootTypes(first))).toEqual(['widget-button']);
});

test('a ready block goes in as one undo step, and an uploaded image lands on the page', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Блоки и картинки');
  await openEditor(page, token, pageId);
  const roots = canvas(page).locator(':scope > [data-wid]');
  await expect(roots.first()).toBeVisible();
  const before = await roots.count();

  // Ready blocks come from the template collections; inserting one is a single undo entry.
  await page.getByTestId('rail-blocks').click();
  await page.getByTestId('ready-block').filter({ hasText: 'Меню' }).first().click();
  await expect(roots).toHaveCount(before + 1);
  await expect(roots.last().locator('[data-wid]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(roots).toHaveCount(before);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(roots).toHaveCount(before + 1);

  // Upload an image in the media manager; it is selected in "my files" and goes onto the page.
  const images = canvas(page).locator('img[data-wtype=widget-image]');
  const imagesBefore = await images.count();
  await page.getByTestId('rail-media').click();
  await expect(page.getByRole('heading', { name: 'Медиатека' })).toBeVisible();
  await page.getByTestId('media-upload-input').setInputFiles({
    name: 'promo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByRole('listbox', { name: 'Файлы' }).getByRole('option', { selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Выбрать', exact: true }).click();
  await expect(images).toHaveCount(imagesBefore + 1);
  const src = await images.last().getAttribute('src');
  expect(src).toBeTruthy();

  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await page.reload();
  await expect(roots.first()).toBeVisible();
  await expect(images).toHaveCount(imagesBefore + 1);
  await expect(canvas(page).locator(`img[src="${src}"]`)).toHaveCount(1);
});

test('widgets are dropped from the flyout and moved by dragging on the canvas', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Перетаскивание');
  await openEditor(page, token, pageId);
  const roots = canvas(page).locator(':scope > [data-wid]');
  await expect(roots.first()).toBeVisible();
  const before = await roots.count();

  // Drop a heading onto the top half of the first section: it lands before it.
  await page.getByTestId('add-h2').dragTo(roots.first(), { targetPosition: { x: 40, y: 4 } });
  await expect(roots).toHaveCount(before + 1);
  await expect(roots.first()).toHaveAttribute('data-wtype', 'widget-heading');

  // Drag it below the second root: it moves after it.
  const heading = roots.first();
  const id = await heading.getAttribute('data-wid');
  const box = await roots.nth(1).boundingBox();
  expect(box).not.toBeNull();
  await heading.dragTo(roots.nth(1), { targetPosition: { x: 40, y: (box?.height ?? 10) - 3 } });
  await expect(roots.nth(1)).toHaveAttribute('data-wid', id ?? '');
  await expect(roots).toHaveCount(before + 1);
});

// ---- every control works ------------------------------------------------------------

const run = Date.now().toString(36);

/** Adds a catalogue widget from the rail and opens its Settings tab (the new widget is selected). */
async function addAndOpen(page: Page, key: string) {
  const tile = page.getByTestId(`add-${key}`);
  // An open flyout is filled once the editor has painted the page (its skeleton is busy until then).
  await expect(page.locator('.ed-fly [aria-busy=true]')).toHaveCount(0);
  if (!(await tile.isVisible())) await page.getByTestId('rail-add').click();
  // Nothing selected: the widget goes after the section in view (not into the box added before it).
  await page.keyboard.press('Escape');
  await tile.click();
  await page.getByRole('tab', { name: 'Настройки' }).click();
}

/** Types into a panel field and leaves it (fields commit on blur). */
async function fill(scope: Page | ReturnType<Page['locator']>, label: string | RegExp, value: string) {
  const field = scope.getByLabel(label, { exact: typeof label === 'string' }).first();
  await field.fill(value);
  await field.blur();
}

/** The right panel's list rows of one list (menu items, links, …). */
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('li');

/** Picks the first picture of the public photo collection in the media manager. */
async function pickStockPicture(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Медиатека' });
  await dialog.getByRole('button', { name: /Фотографии/ }).click();
  await dialog.getByRole('listbox', { name: 'Файлы' }).getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Выбрать', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function publish(request: APIRequestContext, token: string, pageId: number, code: string): Promise<string> {
  const res = await request.post(`/api/pages/${pageId}/publish`, { headers: { 'X-Token': token }, data: { code } });
  expect(res.ok(), `publish: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

test('every widget type is filled in through its Settings panel, and the published page shows it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await signUp(request);
  const res = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: 'Все виджеты' } });
  const pageId = ((await res.json()) as { data: { id: number } }).data.id;
  await openEditor(page, token, pageId);
  const panel = page.getByRole('complementary', { name: 'Свойства виджета' });

  await addAndOpen(page, 'html');
  await fill(panel, 'HTML-код', '<b class="e2e-html">Акция недели</b>');

  await addAndOpen(page, 'menu');
  await fill(rows(page, 'menu-items').first(), 'Текст пункта', 'Цены');
  await fill(rows(page, 'menu-items').first(), 'Ссылка', '#prices');
  await rows(page, 'menu-items').nth(2).getByRole('button', { name: /Удалить/ }).click();
  await expect(rows(page, 'menu-items')).toHaveCount(2);

  await addAndOpen(page, 'navbar');
  await fill(rows(page, 'menu-items').first(), 'Текст пункта', 'Тарифы');
  await addAndOpen(page, 'burger');
  await fill(panel, 'Подпись кнопки меню', 'Разделы');
  await fill(rows(page, 'menu-items').first(), 'Текст пункта', 'Каталог');

  await addAndOpen(page, 'counter');
  await fill(panel, 'Число', '1500');
  await fill(panel, 'После числа', '+');

  await addAndOpen(page, 'spoiler');
  await fill(panel, 'Заголовок', 'Сколько стоит доставка?');
  await fill(panel, 'Скрытый текст', 'Бесплатно от 3 000 ₽');

  await addAndOpen(page, 'tab');
  await fill(panel, 'Название вкладки 1', 'Описание');
  await fill(panel, 'Название вкладки 2', 'Отзывы');
  await panel.getByRole('button', { name: 'Выше: Вкладка 2 «Отзывы»' }).click();

  await addAndOpen(page, 'social-links');
  await rows(page, 'social-links').first().getByLabel('Соцсеть').selectOption('youtube');
  await fill(rows(page, 'social-links').first(), 'Адрес', 'https://youtube.com/@shop');

  await addAndOpen(page, 'gallery');
  await panel.getByRole('button', { name: 'Добавить из медиатеки' }).click();
  await pickStockPicture(page);
  await fill(rows(page, 'images').first(), 'Альтернативный текст', 'Витрина магазина');

  await addAndOpen(page, 'slider');
  await panel.getByRole('button', { name: /Слайд с картинкой/ }).click();
  await pickStockPicture(page);
  await expect(rows(page, 'slides')).toHaveCount(3);

  await addAndOpen(page, 'service');
  await fill(panel, 'Название', 'Доставка');
  await fill(panel, 'Цена', 'от 500 ₽');

  await addAndOpen(page, 'input-dropdown');
  await fill(panel, 'Вариант 2', 'Самовывоз');

  await addAndOpen(page, 'cookie');
  await fill(panel, 'Текст уведомления', 'Мы храним cookie');
  await fill(panel, 'Текст кнопки', 'Хорошо');

  // The canvas shows the content at once; the draft is stored.
  await expect(canvas(page).getByText('Сколько стоит доставка?')).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  const url = await publish(request, token, pageId, `all-${run}`);
  const visitor = await page.context().newPage();
  await visitor.goto(url);
  await expect(visitor.locator('b.e2e-html')).toHaveText('Акция недели');
  await expect(visitor.getByRole('link', { name: 'Цены' })).toHaveAttribute('href', '#prices');
  // The navbar's and the burger's menus keep "Контакты"; the first menu lost it.
  await expect(visitor.locator('a', { hasText: 'Контакты' })).toHaveCount(2);
  await expect(visitor.locator('a', { hasText: 'Тарифы' })).toHaveCount(1);
  await expect(visitor.locator('summary[aria-label="Разделы"]')).toHaveCount(1);
  await expect(visitor.locator('a', { hasText: 'Каталог' })).toHaveCount(1);
  await expect(visitor.getByText('1500+')).toBeVisible();
  await expect(visitor.getByText('Сколько стоит доставка?')).toBeVisible();
  await expect(visitor.getByRole('tab')).toHaveText(['Отзывы', 'Описание']);
  await expect(visitor.locator('a[href="https://youtube.com/@shop"]')).toHaveText('YouTube');
  await expect(visitor.getByRole('img', { name: 'Витрина магазина' })).toHaveCount(1);
  await expect(visitor.locator('[data-slide] img')).toHaveCount(1);
  await expect(visitor.getByText('Доставка', { exact: true })).toBeVisible();
  await expect(visitor.getByText('от 500 ₽')).toBeVisible();
  await expect(visitor.locator('select option', { hasText: 'Самовывоз' })).toHaveCount(1);
  await expect(visitor.getByText('Мы храним cookie')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Хорошо' })).toBeVisible();
  await visitor.close();
});

test('a palette colour edited in its flyout is stored with the account and is there after a reload', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Палитра');
  await openEditor(page, token, pageId);
  await page.getByTestId('rail-palette').click();
  const flyout = page.getByTestId('palette-flyout');
  const hex = flyout.getByRole('listitem').first().locator('input[type=text]').first();
  await hex.fill('#0f766e');
  await hex.blur();
  // Stored through the palettes API one second after the edit, not with the page's draft.
  await expect(flyout.getByTestId('library-state')).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  await page.reload();
  await page.getByTestId('rail-palette').click();
  await expect(page.getByTestId('palette-flyout').getByRole('listitem').first().locator('input[type=text]').first()).toHaveValue('#0f766e');
});

test('a form whose fields fill it, and its parent, are selected with the keyboard and from the layers panel', async ({ page, request }) => {
  const token = await signUp(request);
  const res = await request.post('/api/pages', { headers: { 'X-Token': token }, data: { title: 'Клавиатура' } });
  const pageId = ((await res.json()) as { data: { id: number } }).data.id;
  await openEditor(page, token, pageId);
  // A container with a form inside it: the form's fields cover the form.
  await page.getByTestId('add-container').click();
  await page.getByTestId('add-form').click();
  const frame = page.getByTestId('selection-frame');
  await expect(frame).toContainText('Форма');
  await page.keyboard.press('Escape');
  await expect(frame).toHaveCount(0);

  // Keyboard only: into the canvas, down the reading order to the form, up to its parent and back.
  await canvas(page).focus();
  for (const name of ['Контейнер', 'Колонка', 'Форма']) {
    await page.keyboard.press('ArrowDown');
    await expect(frame).toContainText(name);
  }
  await page.keyboard.press('Shift+Enter');
  await expect(frame).toContainText('Контейнер');
  await expect(canvas(page).locator('[data-wtype=widget-container]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(frame).toContainText('Форма');

  // The layers panel: the form's row selects it, "select the parent" its container.
  await page.keyboard.press('Escape');
  await page.getByTestId('rail-layers').click();
  const layers = page.getByRole('treegrid', { name: 'Слои страницы' });
  await layers.getByRole('row', { name: 'Форма' }).click();
  await expect(frame).toContainText('Форма');
  await page.getByTestId('layers').getByRole('button', { name: 'Выбрать родителя' }).click();
  await expect(frame).toContainText('Контейнер');
  // Drag in the layers panel: the form dropped onto the column goes into it.
  const from = await layers.getByRole('row', { name: 'Форма' }).boundingBox();
  const to = await layers.getByRole('row', { name: 'Колонка' }).boundingBox();
  if (from === null || to === null) throw new Error('layer rows are not on screen');
  await page.mouse.move(from.x + 80, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + 80, from.y + (to.y + to.height / 2 - from.y - from.height / 2) * (i / 10) + from.height / 2);
  await page.mouse.up();
  await expect(canvas(page).locator('[data-wtype=widget-column] [data-wtype=widget-form]')).toHaveCount(1);
});

test('choosing another palette and font pair restyles the canvas at once and the published page', async ({ page, request }) => {
  const token = await signUp(request);
  const pageId = await createPage(request, token, 'Палитра и шрифты');
  await openEditor(page, token, pageId);
  const panel = page.getByRole('complementary', { name: 'Свойства виджета' });
  await addAndOpen(page, 'button');
  await fill(panel, 'Текст кнопки', 'Купить рассаду');
  await addAndOpen(page, 'h2');
  await fill(panel, 'Текст', 'Сад у дома');
  const button = canvas(page).getByText('Купить рассаду');
  const heading = canvas(page).getByText('Сад у дома');
  // The base design: the blue palette and Inter in headings.
  await expect(button).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await expect(heading).not.toHaveCSS('font-family', /PT Serif/);

  await page.getByTestId('rail-palette').click();
  await page.getByTestId('palette-flyout').getByRole('button', { name: 'Зелёный' }).click();
  await expect(button).toHaveCSS('background-color', 'rgb(47, 125, 79)');
  await page.getByTestId('rail-fonts').click();
  await page.getByTestId('fonts-flyout').getByRole('button', { name: /Антиква и Inter/ }).click();
  await expect(heading).toHaveCSS('font-family', /PT Serif/);
  await expect(saveState(page)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });

  const url = await publish(request, token, pageId, `look-${run}`);
  const visitor = await page.context().newPage();
  await visitor.goto(url);
  await expect(visitor.getByText('Купить рассаду')).toHaveCSS('background-color', 'rgb(47, 125, 79)');
  await expect(visitor.getByText('Сад у дома')).toHaveCSS('font-family', /PT Serif/);
  await visitor.close();
});
