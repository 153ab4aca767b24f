// Webinars, signups and the customer area's SSO in Chromium: the webinars screen starts
// empty with its action; a webinar is created through the form (its checks speak first) at a time
// typed in the owner's zone; a person is registered on its card (then marked as registered in the dialog), and the
// registration shows on the person's card and in /signups. A one-time sign-in link made by the API
// signs a fresh browser into the customer area; the same link a second time is refused with a way
// to log in.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

test('a webinar is created, a person registered, seen on their card and in signups; the SSO link signs in once', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ольга');
  const person = await api<{ id: number }>(request, 'POST', '/cdp/persons', token, { name: 'Анна Смирнова', email: 'anna@mail.ru', phone: '' });

  await signIn(page, token);
  await page.goto('/webinars');
  await expect(page.getByRole('heading', { name: 'Вебинаров пока нет' })).toBeVisible();
  await page.getByTestId('webinar-create').first().click();

  const form = page.getByTestId('webinar-form');
  await form.getByRole('button', { name: 'Создать вебинар' }).click();
  await expect(form.getByText('Обязательное поле')).toHaveCount(2);
  await form.getByLabel('Название').fill('Как продавать с лендинга');
  await form.getByTestId('webinar-starts').fill('2030-05-20T19:00');
  await form.getByLabel('Длительность, мин').fill('3');
  await form.getByLabel('Ссылка на комнату').fill('ftp://room');
  await form.getByRole('button', { name: 'Создать вебинар' }).click();
  await expect(form.getByText('Длительность — от 5 до 1440 минут')).toBeVisible();
  await expect(form.getByText('Введите ссылку, начинающуюся с http:// или https://')).toBeVisible();
  await form.getByLabel('Длительность, мин').fill('90');
  await form.getByLabel('Ссылка на комнату').fill('https://meet.example.ru/room-1');
  await form.getByRole('button', { name: 'Создать вебинар' }).click();

  // The card: the time as typed (the owner's zone), and no one registered yet.
  const card = page.getByTestId('webinar-card');
  await expect(card.getByRole('heading', { name: 'Как продавать с лендинга' })).toBeVisible();
  await expect(card.getByTestId('webinar-details')).toContainText('20.05.2030 19:00');
  await expect(card.getByTestId('webinar-details')).toContainText('90 минут');
  await expect(card.getByTestId('webinar-state')).toHaveText('Предстоит');
  await expect(card.getByRole('heading', { name: 'Пока никто не зарегистрирован' })).toBeVisible();

  // Register Анна: found by her email; a second registration is refused.
  await card.getByTestId('register-person').first().click();
  const dialog = page.getByTestId('register-dialog');
  await dialog.getByRole('searchbox').fill('anna@');
  await expect(dialog.getByTestId('person-candidate')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Зарегистрировать: Анна Смирнова' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('registration-row')).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Зарегистрирован 1 клиент' })).toBeVisible();
  await card.getByTestId('register-person').first().click();
  await expect(dialog.getByTestId('person-candidate')).toContainText('Уже зарегистрирован');
  await expect(dialog.getByRole('button', { name: 'Зарегистрировать: Анна Смирнова' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Edited: the new title shows everywhere.
  await card.getByTestId('webinar-edit').click();
  await expect(form.getByLabel('Название')).toHaveValue('Как продавать с лендинга');
  await expect(form.getByTestId('webinar-starts')).toHaveValue('2030-05-20T19:00');
  await form.getByLabel('Название').fill('Продажи с лендинга');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByRole('heading', { name: 'Продажи с лендинга' })).toBeVisible();

  // The list: one webinar with one registration; a search for something else finds nothing.
  await page.goto('/webinars');
  await expect(page.getByTestId('webinar-row')).toHaveCount(1);
  await expect(page.getByTestId('webinar-row')).toContainText('20.05.2030 19:00');
  await page.getByRole('searchbox', { name: 'Поиск по названию или описанию' }).fill('кулинария');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();

  // Her card lists the webinar; /signups lists the registration and opens it.
  await page.goto(`/persons/${person.id}`);
  await expect(page.getByTestId('person-webinars')).toContainText('Продажи с лендинга');
  await expect(page.getByTestId('person-signups')).toContainText('Других регистраций нет');
  await page.goto('/signups');
  await expect(page.getByTestId('signup-row')).toHaveCount(1);
  await expect(page.getByTestId('signup-row')).toContainText('Продажи с лендинга');
  await page.getByTestId('signup-open').click();
  await expect(page.getByTestId('signup-card')).toContainText('anna@mail.ru');
  await expect(page.getByTestId('signup-person')).toHaveAttribute('href', `/persons/${person.id}`);

  // SSO: a link made by the API signs a fresh browser in and lands on /webinars; used again, it is refused.
  const { url } = await api<{ url: string }>(request, 'GET', `/cdp/auth/sso-token?web=${encodeURIComponent('/webinars')}`, token);
  expect(url).toContain('/auth/sso-login#token=');
  const fresh = await browser.newContext();
  const area = await fresh.newPage();
  await area.goto(url);
  await expect(area).toHaveURL(/\/webinars$/);
  await expect(area.getByTestId('webinar-row')).toHaveCount(1);
  await area.goto('about:blank');
  await area.goto(url);
  await expect(area.getByTestId('sso-error')).toHaveText('Ссылка для входа недействительна или устарела. Войдите снова.');
  expect(new URL(area.url()).hash).toBe('');
  await area.getByRole('link', { name: 'Войти' }).click();
  await expect(area).toHaveURL(/\/login\?redirect=%2Fwebinars$/);
  await fresh.close();
});
