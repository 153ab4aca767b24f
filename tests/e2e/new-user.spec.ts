// As a person meets them in Chromium: publishing with the app
// opened by IP, the pages list at 1440×900, an old page address, the consent's policy link on the
// test address, history back to the template,
// Home at 700 px and its steps, a transferred page, DNS records and the domain limit, a member's
// view, several signed-in accounts, uploads and the stock search in the media manager. One browser
// session per journey; accounts and fixtures come from the real API (tests/e2e/support.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signUp } from './support';

/** Starts signed in as `token` unless the app has stored sessions already (a later login stays). */
async function signInOnce(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('lpb:tokens')) window.localStorage.setItem('lpb:tokens', JSON.stringify([t]));
  }, token);
}

const port = Number(process.env.E2E_PORT ?? 18080);
const PASSWORD = 'Secret12345';

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'x-token': token }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

type Page_ = { id: number; code: string; uri: string; url: string; project_id: number | null };
const newPage = (request: APIRequestContext, token: string, name: string) => call<Page_>(request, token, 'POST', '/pages', { name, template: 'default' });

/** HH:mm of an instant in Moscow (the new user's zone), as SPEC §9's relative labels print it. */
const moscowTime = (iso: string): string =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * Pins the browser's clock to an instant the server recorded, so «сегодня в HH:mm» holds whenever the
 * suite runs (read at a Moscow midnight just after the record, it would rightly say «вчера»).
 */
const pinClock = (page: Page, iso: string) => page.clock.setFixedTime(new Date(iso));

/** The email of the account behind a token. */
async function emailOf(request: APIRequestContext, token: string): Promise<string> {
  return (await call<{ user: { email: string } }>(request, token, 'GET', '/session/account')).user.email;
}

test('publishing with the app opened by IP, the pages list at 1440×900, an old address, history back to the template', async ({ page, request }) => {
  const token = await signUp(request);
  const created = await newPage(request, token, 'Весенняя распродажа для постоянных клиентов');
  await signIn(page, token);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Opened by IP, the list and the publish dialog work and show the test address that answers.
  await page.goto(`http://127.0.0.1:${port}/pages`);
  const row = page.getByTestId('page-row').first();
  await expect(row).toContainText('Весенняя распродажа');
  // The row's actions are inside the card (the table was wider than its card, the menu cut off).
  const more = row.getByRole('button', { name: /^Ещё/ });
  const card = await page.locator('.pages-card').boundingBox();
  const menuButton = await more.boundingBox();
  expect(card && menuButton && menuButton.x + menuButton.width <= card.x + card.width).toBe(true);
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Настройки' })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Опубликовать' }).click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog).toContainText(`.localhost:${port}/`);
  // The template's consent links to /policy, which this site does not publish: a warning, not a block.
  await expect(dialog.getByTestId('policy-link-warning')).toContainText('ведёт на несуществующую страницу /policy');
  await dialog.getByLabel('Путь страницы').fill('promo');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  const link = page.getByTestId('published-link');
  await expect(link).toHaveAttribute('href', `http://${created.code}.localhost:${port}/promo`);
  await dialog.getByRole('button', { name: 'Готово' }).click();

  // A new address in the settings: the old one leads there (301), nothing a visitor kept breaks.
  // English chosen as the page's language in the same save: the published page says so to visitors.
  await page.goto(`/pages/${created.id}/settings/other`);
  await page.getByLabel('Адрес страницы').fill('sale');
  await page.getByRole('button', { name: /Язык страницы/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки успешно сохранены!')).toBeVisible();
  const old = await page.goto(`http://${created.code}.localhost:${port}/promo`);
  expect(old?.url()).toBe(`http://${created.code}.localhost:${port}/sale`);
  expect(old?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-menu] > button').first()).toHaveAttribute('aria-label', 'Menu');
  // The template's consent links to /policy: once a policy page of the same project (no domain) is
  // published, the link opens it on this page's test address.
  const policy = await call<Page_>(request, token, 'POST', '/pages', { name: 'Политика', template: 'policy', uri: 'policy', ...(created.project_id === null ? {} : { project_id: created.project_id }) });
  await call(request, token, 'POST', `/pages/${policy.id}/publish`, {});
  const [opened] = await Promise.all([page.waitForEvent('popup'), page.locator('form a[href="/policy"]').first().click()]);
  await expect(opened).toHaveURL(`http://${created.code}.localhost:${port}/policy`);
  await expect(opened.locator('h1')).toContainText('Политика обработки персональных данных');
  await opened.close();

  // History holds the template's starting state, dated as SPEC §9 says.
  const initial = (await call<{ items: { kind: string; created: string }[] }>(request, token, 'GET', `/pages/${created.id}/history`)).items.find((i) => i.kind === 'created');
  expect(initial).toBeDefined();
  await pinClock(page, initial?.created ?? '');
  await page.goto(`/pages/${created.id}/settings/history`);
  const start = page.getByTestId('history-row').filter({ hasText: 'Исходная версия' });
  await expect(start).toContainText(`сегодня в ${moscowTime(initial?.created ?? '')}`);
  await start.getByRole('button', { name: 'Восстановить' }).click();
  await page.getByRole('button', { name: 'Восстановить' }).last().click();
  await expect(page.getByText('Версия восстановлена в черновик')).toBeVisible();
});

test('Home at 700 px: one column, a stable question counter, the phone in the profile, steps that lead somewhere', async ({ page, request }) => {
  const token = await signUp(request, 'Ольга');
  await signIn(page, token);
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/');
  const questionnaire = page.getByTestId('questionnaire');
  await expect(questionnaire).toBeVisible();
  // Mobile-allowed: no device notice, nothing wider than the window.
  await expect(page.getByTestId('unsupported-device')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);

  await page.getByLabel('Телефон').fill('+7 900 123-45-67');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByLabel('Имя').fill('Ольга');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.locator('.choice', { hasText: 'Собирать заявки' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('question-step')).toHaveText('Вопрос 4 из 6');
  await page.locator('.choice', { hasText: 'Digital-агентство или фриланс' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('question-step')).toHaveText('Вопрос 4 из 6 · уточнение');
  await page.locator('.choice', { hasText: '2–10' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('question-step')).toHaveText('Вопрос 4 из 6 · уточнение');
  await page.getByLabel('Адрес сайта').fill('olga.ru');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('question-step')).toHaveText('Вопрос 5 из 6');
  await page.locator('.choice', { hasText: 'Да, несколько' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('question-step')).toHaveText('Вопрос 6 из 6');
  await page.locator('.choice', { hasText: 'Одну' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();

  // Not a dead end: the next step is offered, and every step of the checklist is a link.
  const done = page.getByTestId('questionnaire-done');
  await expect(done).toContainText('первая страница');
  await expect(page.locator('.checklist a', { hasText: 'Подключить домен' })).toHaveAttribute('href', '/domains/create');
  await done.getByRole('button', { name: 'Создать первую страницу' }).click();
  await expect(page).toHaveURL(/\/pages\/new$/);

  // The phone answered in the questionnaire is the profile's.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/profile');
  await expect(page.getByText('+7 900 123-45-67')).toBeVisible();
  // The time zone is Moscow, as its hint says.
  await expect(page.getByText('По умолчанию — Москва')).toBeVisible();
  await expect(page.getByRole('button', { name: /Москва \(UTC\+3\)/ })).toBeVisible();
});

test('a transferred page arrives in the receiver\'s project, named', async ({ page, request }) => {
  const sender = await signUp(request, 'Отправитель');
  const receiver = await signUp(request, 'Получатель');
  const gift = await newPage(request, sender, 'Подарочная страница');
  const transfer = await call<{ created: string }>(request, sender, 'POST', `/pages/${gift.id}/transfer`, { email: await emailOf(request, receiver) });

  await signIn(page, receiver);
  await pinClock(page, transfer.created);
  await page.goto('/transfers');
  const row = page.getByTestId('transfer-row');
  await expect(row).toContainText('Подарочная страница');
  await row.getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByText('Страница «Подарочная страница» теперь в вашем аккаунте, в проекте «Мой проект»')).toBeVisible();
  await expect(row).toContainText(`сегодня в ${moscowTime(transfer.created)}`);
  await page.goto('/pages');
  await expect(page.getByTestId('page-row').filter({ hasText: 'Подарочная страница' })).toBeVisible();
});

test('DNS records take values that fit their type; the domain limit is said before the form is filled', async ({ page, request }) => {
  const token = await signUp(request);
  const domain = await call<{ id: number }>(request, token, 'POST', '/domains', { name: `shop-${Date.now()}.ru` });
  await signIn(page, token);

  await page.goto(`/domains/${domain.id}/records/create`);
  await page.getByLabel('Значение').fill('999.1.1.1');
  await page.getByRole('button', { name: 'Добавить запись' }).click();
  await expect(page.getByText('Укажите IPv4-адрес, например 203.0.113.10')).toBeVisible();
  await page.getByLabel('Значение').fill('203.0.113.10');
  await page.getByRole('button', { name: 'Добавить запись' }).click();
  await expect(page.getByText('Запись добавлена')).toBeVisible();

  // The trial tariff holds one domain: registration says so first, with the advice.
  await page.goto('/domains/register');
  await expect(page.getByTestId('tariff-limit')).toContainText('Ваш тариф не позволяет добавить еще домены');
  await expect(page.getByTestId('tariff-limit')).toContainText('пакет расширения');
  await expect(page.getByLabel('Домен', { exact: true })).toHaveCount(0);
});

test('a member sees what their rights allow: no owner onboarding, a code before «Подтвердите адрес», the reason instead of Publish without page.publish', async ({ page, request }) => {
  const owner = await signUp(request, 'Владелец');
  const [project] = (await call<{ items: { id: number }[] }>(request, owner, 'GET', '/projects')).items;
  // A title, which members see (the internal name is the owner's, SPEC §2).
  const page1 = await call<Page_>(request, owner, 'POST', '/pages', { title: 'Страница команды', template: 'default' });
  const email = `member.${Date.now()}@example.ru`;
  await call(request, owner, 'POST', '/access/users', { email, name: 'Пётр', password: PASSWORD, permissions: { [project.id]: { 'page.publish': false, 'domain.list': false } } });
  const login = await request.post('/api/session/login', { data: { email, password: PASSWORD } });
  const member = ((await login.json()) as { data: { token: string } }).data.token;

  await signIn(page, member);
  await page.goto('/');
  const home = page.getByTestId('member-home');
  await expect(home).toContainText('Страницы');
  await expect(home.getByRole('link', { name: 'Домены' })).toHaveCount(0);
  await expect(page.getByTestId('questionnaire')).toHaveCount(0);
  await expect(page.locator('.checklist')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Домены' })).toHaveCount(0);

  await page.goto('/pages');
  const row = page.getByTestId('page-row').filter({ hasText: 'Страница команды' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Опубликовать' })).toHaveCount(0);
  await page.goto(`/editor/${page1.id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  // In the editor the reason stands where the button would be.
  await expect(page.getByRole('button', { name: 'Опубликовать' })).toHaveCount(0);
  await expect(page.getByTestId('publish-refused')).toContainText('Нет права на публикацию');

  // The banner mails a code before asking for it.
  await page.goto('/');
  await page.getByTestId('confirm-banner').getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/confirm-email\?email=/);
  await expect(page.getByText(`Код отправлен на ${email}`)).toBeVisible();
});

test('several accounts: /login adds one while signed in, the menu switches, logout ends one session only', async ({ page, request }) => {
  const first = await signUp(request, 'Первая');
  const second = await signUp(request, 'Вторая');
  const secondEmail = await emailOf(request, second);
  await signIn(page, first);
  await page.goto('/pages');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('add-account').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('signed-in-as')).toContainText('Первая');
  await page.getByLabel('Email').fill(secondEmail);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Вторая');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Первая' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Первая');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('user-menu')).toContainText('Вторая');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
});

test('the current project is remembered across logout; uploads from a public collection land in mine; the stock search knows Russian word forms', async ({ page, request }) => {
  const token = await signUp(request);
  const email = await emailOf(request, token);
  await call(request, token, 'POST', '/projects', { title: 'Второй проект' });
  const inSecond = (await call<{ items: { id: number; title: string }[] }>(request, token, 'GET', '/projects')).items.find((p) => p.title === 'Второй проект');
  const editorPage = await call<Page_>(request, token, 'POST', '/pages', { name: 'Во втором', template: 'default', project_id: inSecond?.id });
  await signInOnce(page, token);

  await page.goto('/pages');
  // The switcher is searched by typing (an account may have hundreds of projects).
  await page.getByTestId('project-switcher-input').fill('втор');
  await page.getByRole('option', { name: 'Второй проект' }).click();
  await expect(page.getByTestId('page-row').filter({ hasText: 'Во втором' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('project-switcher-input')).toHaveValue('Второй проект');

  await page.goto(`/editor/${editorPage.id}`);
  await page.getByTestId('rail-media').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Фотографии/ }).click();
  await dialog.getByTestId('media-upload-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  // The file went to «Мои файлы», which opens with it selected; the public collection stays as shipped.
  await expect(dialog.getByRole('button', { name: /^Мои файлы/ })).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByRole('option', { selected: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Фотостоки' }).click();
  await dialog.getByLabel('Поиск').fill('гора');
  await expect(dialog.getByRole('option')).toHaveCount(2);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
