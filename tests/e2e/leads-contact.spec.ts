// How to reach a lead, end to end in Chromium: a visitor's bad answers (a phone that is not a
// phone, an email with a space, an empty form) are refused in place with SPEC's messages and store
// nothing; the visitor then sends the form with the phone in one format, and the manager finds the
// lead by the phone in other formats and by its last digits, and sees the client's name, phone
// (a tel: link to its E.164 number) and email (a mailto: link) in the row and in the lead's detail.
import { expect, test } from '@playwright/test';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

test('a lead left with a phone in one format is found by another, and its row says how to reach the client', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const token = await signUp(request, 'Ольга');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы' });
  const code = `contact${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

  const visitor = await context.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/`);
  const send = visitor.getByRole('button', { name: 'Записаться' });
  // An empty form: both required fields say so.
  await send.click();
  await expect(visitor.getByText('Обязательное поле')).toHaveCount(2);
  // A phone that is not a phone and an email with a space in it.
  await visitor.getByLabel('Имя').fill('Анна Смирнова');
  await visitor.getByLabel('Телефон').fill('позвоните вечером');
  await visitor.getByLabel('Почта').fill('anna smirnova@mail.ru');
  await send.click();
  await expect(visitor.getByText('Введите номер телефона, например +7 900 123-45-67')).toBeVisible();
  await expect(visitor.getByText('Введите email в формате name@example.ru')).toBeVisible();
  expect((await api<{ total_items: number }>(request, 'GET', '/leads', token)).total_items).toBe(0);

  await submitLead(visitor, 'Анна Смирнова', '8 (900) 777-88-99', 'anna@mail.ru');

  await signIn(page, token);
  await page.goto('/leads');
  await expect(page.getByTestId('lead-row')).toHaveCount(1, { timeout: 15_000 });
  const search = page.getByRole('searchbox', { name: 'Поиск по заявкам' });
  // The list's answer for exactly this search (the field waits for typing to settle before it asks).
  const listed = (term: string) => page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/leads' && url.searchParams.get('search') === term && r.ok();
  });
  for (const phone of ['+7 900 777 88 99', '9007778899', '+79007778899', '88-99']) {
    const answered = listed(phone);
    await search.fill(phone);
    await answered;
    await expect(page.getByTestId('lead-row')).toHaveCount(1);
    await expect(page.getByTestId('lead-open')).toHaveText('Анна Смирнова');
  }
  await search.fill('8 900 000-00-00');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  const last = listed('89007778899');
  await search.fill('89007778899');
  await last;

  const row = page.getByTestId('lead-row');
  await expect(row.getByRole('link', { name: 'Позвонить: 8 (900) 777-88-99' })).toHaveAttribute('href', 'tel:+79007778899');
  await expect(row.getByRole('link', { name: 'Написать на anna@mail.ru' })).toHaveAttribute('href', 'mailto:anna@mail.ru');

  await row.getByTestId('lead-open').click();
  const contact = page.getByTestId('lead-drawer').getByTestId('lead-contact');
  await expect(contact).toContainText('Анна Смирнова');
  await expect(contact.getByRole('link', { name: 'Позвонить: 8 (900) 777-88-99' })).toHaveAttribute('href', 'tel:+79007778899');
});
