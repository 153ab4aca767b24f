// The lead loop end to end in Chromium: a page with a form is published, a visitor fills
// it on the page's own origin (checked in place, then the submit text once the lead is stored), and
// the owner's open leads screen shows it without a reload; then the owner filters, sorts, opens a
// lead, changes statuses one by one and in a batch, exports CSV and XLSX and reads the files; a
// member without lead.list meets the 403 screen and the API refuses; last, the owner works the inbox on
// a phone-sized window and signs out. (Notification mail and webhook steps belong to the notifications
// and webhooks areas.)
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { isDeviceUnsupported } from '../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { NAV_ROUTES } from '../../ui/app/navRoutes';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

/** How wide the document is laid out against the window (a phone widens its layout to the document). */
const documentWidth = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

const rowNames = (page: Page) => page.getByTestId('lead-row').getByTestId('lead-open').allTextContents();

test('a visitor\'s lead reaches the open inbox; the owner works it; a member without lead.list cannot', async ({ browser, page, request, context }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ольга');
  const created = await api<{ id: number; project_id: number }>(request, 'POST', '/pages', token, { title: 'Курсы' });
  const code = `leads${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

  // The owner's inbox is open and empty: it says how to get the first lead.
  await signIn(page, token);
  await page.goto('/leads');
  await expect(page.getByRole('heading', { name: 'Заявок пока нет' })).toBeVisible();
  await expect(page.getByText('Опубликуйте страницу с формой')).toBeVisible();

  // A visitor arrives from an ad (UTM tags in the landing URL) and sends the form.
  const visitor = await context.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/?utm_source=yandex&utm_campaign=spring`);
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await expect(visitor.getByText('Обязательное поле')).toHaveCount(2);
  await visitor.getByLabel('Имя').fill('Анна Смирнова');
  await visitor.getByLabel('Телефон').fill('12');
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await expect(visitor.getByText('Введите номер телефона, например +7 900 123-45-67')).toBeVisible();
  await submitLead(visitor, 'Анна Смирнова', '+7 900 111-22-33', 'anna@mail.ru');

  // It appears in the open screen without a reload.
  await expect(page.getByTestId('lead-row')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('lead-open')).toHaveText('Анна Смирнова');
  await expect(page.getByTestId('lead-tab-1')).toContainText('1');

  await submitLead(visitor, 'Борис Ковалёв', '+7 900 222-33-44');
  await submitLead(visitor, 'Вера Ли', '+7 900 333-44-55', 'vera@example.ru');
  await expect(page.getByTestId('lead-row')).toHaveCount(3, { timeout: 15_000 });
  expect(await rowNames(page)).toEqual(['Вера Ли', 'Борис Ковалёв', 'Анна Смирнова']);

  // Sort by client, both ways.
  await page.getByRole('button', { name: 'Клиент' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Анна Смирнова', 'Борис Ковалёв', 'Вера Ли']);
  await page.getByRole('button', { name: 'Клиент' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Вера Ли', 'Борис Ковалёв', 'Анна Смирнова']);

  // The search and the client filter narrow the list; clearing brings everything back.
  await page.getByRole('searchbox', { name: 'Поиск по заявкам' }).fill('vera@');
  await expect.poll(() => rowNames(page)).toEqual(['Вера Ли']);
  await page.getByRole('searchbox', { name: 'Поиск по заявкам' }).fill('');
  await page.getByTestId('client-filter').fill('борис');
  await expect.poll(() => rowNames(page)).toEqual(['Борис Ковалёв']);
  await page.getByTestId('client-filter').fill('никого');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('button', { name: /Сбросить/ }).click();
  await expect(page.getByTestId('lead-row')).toHaveCount(3);

  // A lead's detail: the fields with their labels, the visit's UTM tags; its status changes there.
  await page.getByRole('button', { name: 'Открыть заявку Анна Смирнова' }).click();
  const drawer = page.getByTestId('lead-drawer');
  await expect(drawer.getByTestId('lead-fields')).toContainText('Телефон');
  // The page's phone mask (loaded when the visitor first tried the field) wrote it the numbering plan's way.
  await expect(drawer.getByTestId('lead-fields')).toContainText('+7 900 111 22 33');
  await expect(drawer.getByTestId('lead-fields')).toContainText('anna@mail.ru');
  await expect(drawer.getByTestId('lead-utm')).toContainText('yandex');
  await expect(drawer.getByTestId('lead-utm')).toContainText('spring');
  // When it arrived reads as the list reads it (SPEC §9), not as «2026-11-25 00:21:58»; just sent, it is today's
  // (or, across a Moscow midnight, yesterday's).
  await expect(drawer.getByTestId('lead-received')).toHaveText(/^(сегодня|вчера) в \d\d:\d\d$/);
  await drawer.getByTestId('lead-drawer-status').click();
  await page.getByRole('menuitem', { name: 'Оплачена' }).click();
  await expect(drawer.getByTestId('lead-history')).toContainText('Новая → Оплачена');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Batch: two leads to "В работе"; the tabs count them.
  const rows = page.getByTestId('lead-row');
  await rows.filter({ hasText: 'Борис Ковалёв' }).locator('label.checkbox').click();
  await rows.filter({ hasText: 'Вера Ли' }).locator('label.checkbox').click();
  await page.getByTestId('batch-status').click();
  await page.getByRole('menuitem', { name: 'В работе' }).click();
  await expect(page.getByTestId('lead-tab-2')).toContainText('2');
  await expect(page.getByTestId('lead-tab-6')).toContainText('1');
  await page.getByTestId('lead-tab-2').click();
  await expect.poll(() => rowNames(page)).toEqual(['Вера Ли', 'Борис Ковалёв']);

  // Export of the filtered set (status "В работе"), as XLSX and CSV, read back.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('export').click();
  await page.getByRole('menuitem', { name: /XLSX/ }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(3);
  expect([sheet.getRow(2).getCell(4).value, sheet.getRow(3).getCell(4).value]).toEqual(['Вера Ли', 'Борис Ковалёв']);
  expect(sheet.getRow(2).getCell(3).value).toBe('В работе');
  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('export').click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const csv = readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('Борис Ковалёв');
  expect(csv).not.toContain('Анна Смирнова');

  // Batch delete, after the confirm dialog.
  await page.getByTestId('lead-tab-all').click();
  await expect(page.getByTestId('lead-row')).toHaveCount(3);
  await page.getByTestId('lead-row').filter({ hasText: 'Вера Ли' }).locator('label.checkbox').click();
  await page.getByTestId('batch-bar').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('lead-row')).toHaveCount(2);

  // A member without lead.list on the project: the 403 screen, and the API refuses.
  const member = await api<{ id: number }>(request, 'POST', '/access/users', token, {
    email: `m${Date.now()}@example.ru`, name: 'Участник', password: 'Member-pass-1', permissions: { [created.project_id]: { 'lead.list': false } },
  });
  const login = await request.post('/api/session/login', { data: { email: (await api<{ email: string }>(request, 'GET', `/access/users/${member.id}`, token)).email, password: 'Member-pass-1' } });
  const memberToken = ((await login.json()) as { data: { token: string } }).data.token;
  const refused = await request.get(`/api/leads?project_id=${created.project_id}`, { headers: { 'x-token': memberToken } });
  expect(refused.status()).toBe(403);
  const memberPage = await context.newPage();
  await signIn(memberPage, memberToken);
  await memberPage.goto('/leads');
  await expect(memberPage.getByTestId('forbidden')).toBeVisible();
  await expect(memberPage).toHaveURL(/\/403$/);
  await memberPage.close();

  // The owner on a phone (390 × 844, a mobile browser: it honours the viewport meta and widens the
  // layout to whatever the document needs, so a too-wide screen would push notices off it). A new lead
  // with a long address arrives in the open list; the page never scrolls sideways, the table does
  // inside its card, so its last column can be reached.
  const phoneContext = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 }, isMobile: true });
  const phone = await phoneContext.newPage();
  await signIn(phone, token);
  await phone.goto('/leads');
  await expect(phone.getByTestId('lead-row')).toHaveCount(2);
  await submitLead(visitor, 'Дарья Очень-Длинная-Фамилия', '+7 900 444-55-66', 'daria.ochen.dlinnaya.familiya@very-long-company-domain.ru');
  await expect(phone.getByTestId('lead-row')).toHaveCount(3, { timeout: 15_000 });
  expect(await documentWidth(phone)).toEqual({ scrollWidth: 390, innerWidth: 390 });
  const tableBox = phone.getByTestId('leads-table').locator('xpath=..');
  await expect(phone.getByRole('columnheader', { name: 'Дата' })).not.toBeInViewport();
  await tableBox.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(phone.getByRole('columnheader', { name: 'Дата' })).toBeInViewport();

  // The lead opens and every value reads within the screen (label above value); its status changes.
  await phone.getByRole('button', { name: 'Открыть заявку Дарья Очень-Длинная-Фамилия' }).click();
  const phoneDrawer = phone.getByTestId('lead-drawer');
  await expect(phoneDrawer.getByTestId('lead-fields')).toContainText('daria.ochen.dlinnaya.familiya@very-long-company-domain.ru');
  for (const value of await phoneDrawer.locator('dd').all()) {
    const box = await value.boundingBox();
    expect(box && box.x + box.width, await value.textContent() ?? '').toBeLessThanOrEqual(390);
  }
  await phoneDrawer.getByTestId('lead-drawer-status').click();
  await phone.getByRole('menuitem', { name: 'В работе' }).click();
  await expect(phoneDrawer.getByTestId('lead-history')).toContainText('Новая → В работе');
  await phoneDrawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(phoneDrawer).toBeHidden();

  // The navigation is behind the top bar's menu button (Escape closes it, Tab stays in it); a section a phone does not
  // support offers the way back to the leads.
  const nav = phone.getByRole('navigation', { name: 'Основная навигация' });
  await expect(nav.getByRole('link', { name: 'Страницы' })).toBeHidden();
  await phone.getByRole('button', { name: 'Открыть меню' }).click();
  await expect(nav.getByRole('link', { name: 'Страницы' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Заявки' })).toBeFocused();
  // Tab goes round the panel's entries and the button that closes it, never behind the backdrop.
  for (const name of ['Домены', 'Страницы', 'Главная']) {
    await phone.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name })).toBeFocused();
  }
  await phone.keyboard.press('Shift+Tab');
  await expect(phone.getByRole('button', { name: 'Закрыть меню' })).toBeFocused();
  await phone.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: 'Помощь' })).toBeFocused();
  await phone.keyboard.press('Tab');
  await expect(phone.getByRole('button', { name: 'Закрыть меню' })).toBeFocused();
  await phone.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Главная' })).toBeFocused();
  await phone.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Страницы' })).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Открыть меню' })).toBeFocused();
  await phone.getByRole('button', { name: 'Открыть меню' }).click();
  await nav.getByRole('link', { name: 'Страницы' }).click();
  await expect(phone.getByTestId('unsupported-device')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Страницы' })).toBeHidden();
  // The pages list has loaded under the notice (its page is there), and still nothing is wider than
  // the phone: the notice sits whole on the screen.
  await expect(phone.getByText('Курсы', { exact: true }).first()).toBeAttached();
  expect(await documentWidth(phone)).toEqual({ scrollWidth: 390, innerWidth: 390 });
  await expect(phone.getByTestId('unsupported-device').getByRole('button', { name: 'Открыть заявки' })).toBeInViewport({ ratio: 1 });
  await phone.getByTestId('unsupported-device').getByRole('button', { name: 'Открыть заявки' }).click();
  await expect(phone).toHaveURL(/\/leads$/);
  await expect(phone.getByTestId('unsupported-device')).toBeHidden();

  // Every navigation entry: the phone's screens show their heading, the others the notice, once the
  // screen has loaded under it; none makes the document wider than the phone.
  for (const entry of NAV_ROUTES) {
    await phone.goto(entry.path);
    await expect(phone.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
    if (isDeviceUnsupported({ width: 390, routeName: entry.handle.name })) await expect(phone.getByTestId('unsupported-device')).toBeVisible();
    else await expect(phone.getByTestId('unsupported-device')).toHaveCount(0);
    await expect(phone.locator('#main h1')).toBeAttached();
    expect(await documentWidth(phone), entry.path).toEqual({ scrollWidth: 390, innerWidth: 390 });
  }

  // Sign-out is within reach in the top bar.
  await phone.goto('/leads');
  await phone.getByTestId('user-menu').click();
  await phone.getByTestId('logout').click();
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();
});
