// The platform, as a person uses it: sign-up with the code from the /dev outbox, the
// questionnaire, logout/login, the English UI, password recovery, the 403 page for a member without
// rights, and the unsupported-device modal in a narrow window. Runs against the real server.
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Secret12345';
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;

/** Reads the newest code mailed to `email` from the /dev outbox page, in a second tab as a person would. */
async function codeFromOutbox(page: Page, email: string, previous?: string): Promise<string> {
  const tab = await page.context().newPage();
  await tab.goto('/dev');
  const code = tab.locator(`[data-testid=mail][data-to="${email}"]`).first().getByTestId('mail-code');
  await expect(code).toBeVisible();
  if (previous) await expect(code).not.toHaveText(previous);
  const text = (await code.textContent())?.trim() ?? '';
  await tab.close();
  return text;
}

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Имя').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Повторите пароль').fill(PASSWORD);
  await page.getByTestId('agree-offer').click();
  await page.getByTestId('agree-personal').click();
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/confirm-email\?email=/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

test('a new user signs up, confirms, answers the questionnaire, logs out and in, switches to English, recovers the password', async ({ page }) => {
  const email = unique('anna');

  // Sign-up form: inline errors on blur, then a valid submission.
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Пароль', { exact: true }).fill('abc');
  await page.getByLabel('Повторите пароль').fill('abd');
  await page.getByLabel('Имя').click();
  await expect(page.getByText('Некорректный email')).toBeVisible();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expect(page.getByTestId('password-strength')).toHaveText('Слабый');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await expect(page.getByText('Нужно принять оба соглашения')).toBeVisible();
  await signUp(page, 'Анна Смирнова', email);

  // The code arrives in the outbox; enter it on the confirmation screen.
  const code = await codeFromOutbox(page, email);
  expect(code).toMatch(/^\d{6}$/);
  await page.goto(`/confirm-email?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Код').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Email подтверждён')).toBeVisible();

  // The questionnaire: one question at a time; area other than digital skips two questions.
  const q = page.getByTestId('questionnaire');
  await expect(q).toHaveAttribute('data-question', 'phone');
  await page.getByLabel('Телефон').fill('+7 900 123-45-67');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(q).toHaveAttribute('data-question', 'name');
  await page.getByLabel('Имя').fill('Анна');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(q).toHaveAttribute('data-question', 'target');
  await q.getByText('Собирать заявки', { exact: true }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(q).toHaveAttribute('data-question', 'area');
  await q.getByText('Образование и курсы', { exact: true }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(q).toHaveAttribute('data-question', 'experience');
  await q.getByText('Нет, впервые', { exact: true }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(q).toHaveAttribute('data-question', 'sitesCount');
  const progressBefore = await page.getByRole('progressbar').getAttribute('aria-valuenow');
  await q.getByText('2–5', { exact: true }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByTestId('questionnaire-done')).toBeVisible();
  const progressAfter = await page.getByRole('progressbar').getAttribute('aria-valuenow');
  expect(Number(progressAfter)).toBeGreaterThan(Number(progressBefore));

  // The answers were saved: they survive a reload.
  await page.reload();
  await expect(page.getByTestId('questionnaire-done')).toBeVisible();

  // Log out, then a wrong password, then the right one.
  await logOut(page);
  await logIn(page, email, 'Wrong12345');
  await expect(page.getByTestId('login-error')).toHaveText('Неправильный email или пароль');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();

  // English UI, and the choice is remembered.
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Projects' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByTestId('lang-ru').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // A guarded route without a session goes to login, keeping where the user was going.
  await logOut(page);
  await page.goto('/profile?tab=sessions');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%3Ftab%3Dsessions/);

  // Recovery: the code from the outbox and a new password; the old password stops working.
  const confirmationCode = await codeFromOutbox(page, email);
  await page.goto('/login');
  // The email field is autofocused; leaving it untouched must not insert an error that moves the link
  // between mousedown and mouseup (the click used to get lost that way).
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  const recoveryCode = await codeFromOutbox(page, email, confirmationCode);
  await page.getByLabel('Код').fill(recoveryCode);
  await page.getByLabel('Новый пароль').fill('Fresh98765');
  await page.getByLabel('Повторите пароль').fill('Fresh98765');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, email, 'Fresh98765');
  await expect(page.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();
});

test('a member without rights meets the 403 page', async ({ page, browser }) => {
  const owner = unique('owner');
  const member = unique('member');
  await signUp(page, 'Владелец', owner);

  // The owner adds a member with a password from the Users screen.
  await page.goto('/users');
  await page.getByRole('button', { name: 'Добавить пользователя' }).first().click();
  await page.getByLabel('Имя').fill('Коллега');
  await page.getByLabel('Email').fill(member);
  await page.getByLabel('Пароль (необязательно)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('cell', { name: 'Коллега', exact: true })).toBeVisible();

  // The member, in their own browser, has no Users entry and is turned away at the URL.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await logIn(memberPage, member, PASSWORD);
  await expect(memberPage.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Пользователи' })).toHaveCount(0);
  await memberPage.goto('/users');
  await expect(memberPage).toHaveURL(/\/403$/);
  await expect(memberPage.getByTestId('forbidden')).toBeVisible();
  await memberPage.goto('/trash');
  await expect(memberPage).toHaveURL(/\/403$/);
  await context.close();
});

test('a window 700 px wide meets the unsupported-device modal, except on Home and public pages', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await signUp(page, 'Мобильный', unique('narrow'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Добро пожаловать/ })).toBeVisible();
  await expect(page.getByTestId('unsupported-device')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByTestId('unsupported-device')).toBeVisible();
  await expect(page.getByText('Устройство не поддерживается')).toBeVisible();
  // Widening the window closes it.
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(page.getByTestId('unsupported-device')).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByTestId('unsupported-device')).toBeVisible();
  await page.goto('/terms-ru');
  await expect(page.getByTestId('unsupported-device')).toHaveCount(0);
});
