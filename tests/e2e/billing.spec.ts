// Billing as an owner meets it: on the smallest tariff the pages list shows "N из M", the
// page limit stops a new page with SPEC §6's message and the way to upgrade; the upgrade's bill is
// paid with each failing sandbox card (each with its SPEC §8 message), then with the good card by a
// double click — charged once, the tariff changes and the page can be added. A member cannot open
// billing (403 page) and the billing API refuses them. Runs against the real server and sandbox.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buyTariff, GOOD_CARD, signIn, signUp } from './support';

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown): Promise<{ status: number; data: T }> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'x-token': token }, ...(data === undefined ? {} : { data }) });
  const body = (await res.json()) as { data: T };
  return { status: res.status(), data: body.data };
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия').fill(`12/${String(GOOD_CARD.exp_year).slice(2)}`);
  await page.getByLabel('CVC/CVV').fill('123');
}

const FAILING_CARDS = [
  ['4000 0000 0000 0002', 'Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.'],
  ['4000 0000 0000 0119', 'Платеж не прошел. Попробуйте другой способ оплаты.'],
  ['4000 0000 0000 0069', 'Этот способ оплаты больше недоступен...'],
  ['4000 0000 0000 0127', 'Этот способ оплаты больше не поддерживается.'],
  ['4000 0000 0000 9995', 'Произошла ошибка при оплате...'],
] as const;

test('an owner meets the page limit, upgrades, pays after each failing card with the good one, and adds the page', async ({ page, request }) => {
  const token = await signUp(request);
  await buyTariff(request, token, 'start'); // 5 pages
  for (let i = 1; i <= 4; i++) await call(request, 'POST', '/pages', token, { title: `Страница ${i}` });
  await signIn(page, token);

  // Seen before the limit is met.
  await page.goto('/pages');
  await expect(page.getByTestId('usage-pages')).toContainText('4 из 5');
  await call(request, 'POST', '/pages', token, { title: 'Страница 5' });
  await page.reload();
  await expect(page.getByTestId('usage-pages')).toContainText('5 из 5');
  await expect(page.getByTestId('usage-pages')).toHaveAttribute('data-state', 'full');

  // Met: SPEC §6's message with its advice and the way to a bigger tariff.
  await page.getByRole('button', { name: 'Создать страницу' }).click();
  await expect(page.getByTestId('tariff-limit')).toContainText('Ваш тариф не позволяет добавить еще страницы');
  await page.getByTestId('template-blank').getByRole('button', { name: 'Создать' }).click();
  const dialog = page.getByTestId('limit-dialog');
  await expect(dialog).toContainText('Ваш тариф не позволяет добавить еще страницы');
  await expect(dialog).toContainText('Перейдите на тариф с большим лимитом или докупите пакет расширения.');
  await dialog.getByRole('button', { name: 'Сменить тариф' }).click();
  await expect(page).toHaveURL(/\/billing\/tariffs$/);

  // The change is quoted before it is confirmed.
  await page.getByTestId('tariff-business').getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.getByTestId('quote')).toContainText('Тариф «Бизнес», 1 месяц');
  const amount = (await page.getByTestId('quote-amount').textContent()) ?? '';
  expect(amount).toMatch(/^\d[\d ]* ₽$/);
  await page.getByTestId('quote-confirm').click();
  await expect(page).toHaveURL(/\/billing\/pay\/bill\/\d+$/);
  await expect(page.getByTestId('bill-amount')).toHaveText(amount);

  // Each failing sandbox card: its message, and nothing changes.
  for (const [number, message] of FAILING_CARDS) {
    await payWith(page, number);
    await page.getByTestId('pay-submit').click();
    await expect(page.getByTestId('pay-error')).toHaveText(message);
  }

  // The good card, double-clicked: charged once.
  await payWith(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-submit').dblclick();
  await expect(page.getByTestId('pay-success')).toBeVisible();
  const history = await call<{ items: { status: string; amount: number }[] }>(request, 'GET', '/account/payments', token);
  expect(history.data.items.filter((p) => p.status === 'succeeded').map((p) => p.amount)).toHaveLength(2); // the setup's Старт and this one
  expect(history.data.items.filter((p) => p.status === 'failed')).toHaveLength(FAILING_CARDS.length);
  await page.goto('/billing/history');
  await expect(page.getByTestId('history-row').filter({ hasText: 'Тариф «Бизнес»' }).filter({ has: page.locator('[data-status=succeeded]') })).toHaveCount(1);

  // The tariff changed and the page can be added.
  await page.goto('/billing');
  await expect(page.getByTestId('current-tariff-title')).toHaveText('Бизнес');
  await expect(page.getByTestId('usage')).toContainText('5 из 30');
  await page.goto('/pages/new');
  await expect(page.getByTestId('tariff-limit')).toHaveCount(0);
  await page.getByTestId('template-blank').getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
});

test('a member who is not the owner cannot open billing, and the billing API refuses them', async ({ page, request }) => {
  const owner = await signUp(request);
  const email = `member.${Date.now()}@example.ru`;
  expect((await call(request, 'POST', '/access/users', owner, { email, name: 'Участник', password: 'Quartz-Lagoon-7' })).status).toBe(200);
  const login = await request.post('/api/session/login', { data: { email, password: 'Quartz-Lagoon-7' } });
  const member = ((await login.json()) as { data: { token: string } }).data.token;

  for (const path of ['/account', '/account/tariffs', '/account/bills', '/account/methods', '/account/payments', '/account/details']) {
    const res = await call<unknown>(request, 'GET', path, member);
    expect(res.status, path).toBe(403);
  }
  expect((await call(request, 'POST', '/account/change_tariff', member, { tarif: 'pro' })).status).toBe(403);

  await signIn(page, member);
  await page.goto('/billing/tariffs');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  // Nor is it offered in the navigation, and the pages list shows no usage to a member.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Тариф и оплата' })).toHaveCount(0);
  await page.goto('/pages');
  await expect(page.getByRole('heading', { name: 'Страницы', exact: true })).toBeVisible();
  await expect(page.getByTestId('usage-pages')).toHaveCount(0);
});
