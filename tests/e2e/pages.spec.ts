// The pages list of an account with 200 pages is paged, searched and filtered by the
// server — the marketer pages through it, finds a page by name, opens a folder and filters by status.
import { expect, test } from '@playwright/test';
import { api, buyTariff, signIn, signUp } from './support';

const PAGES = 200;
const name = (i: number) => `Лендинг ${String(i).padStart(3, '0')}`;

test('an account with 200 pages pages through its list, searches it, opens a folder and filters by status', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signUp(request);
  await buyTariff(request, token, 'pro'); // no page limit
  const [project] = (await api<{ items: { id: number }[] }>(request, 'GET', '/projects', token)).items;
  const folder = await api<{ id: number }>(request, 'POST', '/folders', token, { title: 'Акции', project_id: project.id });
  // Seeded through the API, ten at a time; every 50th page goes into the folder.
  for (let i = 1; i <= PAGES; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => i + k).map((n) =>
      api(request, 'POST', '/pages', token, { title: `Заголовок ${n}`, name: name(n), ...(n % 50 === 0 ? { folder: folder.id } : {}) })));
  }

  await signIn(page, token);
  await page.setViewportSize({ width: 1440, height: 900 });
  const listCalls: string[] = [];
  page.on('request', (r) => { if (/\/api\/pages\?/.test(r.url())) listCalls.push(r.url()); });
  await page.goto('/pages');
  const rows = page.getByTestId('page-row');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText('Страница 1 из 8')).toBeVisible();
  await expect(page.locator('.folder-link').first()).toContainText(String(PAGES));
  // One page of 25 asked of the server, not the whole list.
  expect(listCalls.some((u) => u.includes('limit=25') && u.includes('page=1'))).toBe(true);
  const firstPage = await rows.locator('.page-cell__name').allTextContents();
  expect(firstPage).toHaveLength(25);

  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page.getByText('Страница 2 из 8')).toBeVisible();
  await expect(rows).toHaveCount(25);
  const secondPage = await rows.locator('.page-cell__name').allTextContents();
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);

  // Search: the server finds the one page (the pager goes back to the first page).
  await page.getByRole('searchbox').fill('Лендинг 137');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Лендинг 137');
  await page.getByRole('searchbox').fill('нет такой страницы');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(rows).toHaveCount(25);

  // The folder: its four pages.
  await page.getByTestId('folder-link').filter({ hasText: 'Акции' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акции');
  await expect(rows).toHaveCount(4);
  expect((await rows.locator('.page-cell__name').allTextContents()).sort()).toEqual([name(50), name(100), name(150), name(200)]);

  // Status filter: no page is published, so nothing is found; clearing brings the folder's pages back.
  await page.getByRole('button', { name: 'Все статусы Статус' }).click();
  await page.getByRole('option', { name: 'Опубликована', exact: true }).click();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(rows).toHaveCount(4);
  await page.screenshot({ path: '/tmp/p/e2e-pages-folder.png' });
});
