// The customer-data journey in Chromium: the persons screen starts empty with its
// action; a visitor's two leads with the same email (typed differently) become one person, found
// by the search, whose card shows both leads with the answers and UTM and the history; a task is
// added on the card and completed in "my tasks"; a person is added by hand (a taken email is refused in the form), opened, and deleted.
import { expect, test } from '@playwright/test';
import { todayIn } from '../../api/today';
import { api, formPage, signIn, signUp, submitLead } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

test('leads become persons; the list finds them, the card shows their leads and history; a person is added and deleted', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ольга');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы' });
  const code = `cdp${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

  await signIn(page, token);
  await page.goto('/persons');
  await expect(page.getByRole('heading', { name: 'Клиентов пока нет' })).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/?utm_source=yandex`);
  await submitLead(visitor, 'Анна Смирнова', '+7 900 111-22-33', 'anna@mail.ru');
  await submitLead(visitor, 'Анна', '8 (900) 111-22-33', 'Anna@Mail.ru');
  await submitLead(visitor, 'Борис Ковалёв', '+7 900 222-33-44');

  // The lead → person job runs in the server's worker: the list fills in as they are matched. Each
  // look waits for the reloaded list to arrive (rows or the empty state) before counting: counting
  // right after the reload counts the skeleton on a busy machine.
  const rows = page.getByTestId('person-row');
  await expect.poll(async () => {
    await page.reload();
    await expect(rows.first().or(page.getByRole('heading', { name: 'Клиентов пока нет' }))).toBeVisible();
    return rows.count();
  }, { timeout: 45_000 }).toBe(2);
  await page.getByRole('searchbox', { name: 'Поиск по имени, email или телефону' }).fill('9001112233');
  await expect(page.getByTestId('person-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Поиск по имени, email или телефону' }).fill('никого');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск по имени, email или телефону' }).fill('');
  await expect(page.getByTestId('person-row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Открыть карточку клиента Анна Смирнова' }).click();
  const card = page.getByTestId('person-card');
  await expect(card.getByRole('heading', { name: 'Анна Смирнова' })).toBeVisible();
  await expect(card.getByTestId('person-contacts')).toContainText('anna@mail.ru');
  await expect(card.getByTestId('person-source')).toContainText('utm_source: yandex');
  await expect(card.getByTestId('person-stages')).toContainText('Воронка продаж: Новые');
  await expect(card.getByTestId('person-forms').locator('li')).toHaveCount(2);
  await expect(card.getByTestId('person-forms')).toContainText('8 (900) 111-22-33');
  await expect(card.getByTestId('person-history')).toContainText('Клиент создан из заявки');
  await expect(card.getByTestId('person-history')).toContainText('Заявка с формы «Запись на курс»');

  // A task for her, due tomorrow at 10:00 in the owner's zone: it is open here and in "my tasks"; done, it moves.
  const tasks = card.getByTestId('person-tasks');
  await tasks.getByRole('button', { name: 'Добавить задачу' }).click();
  await expect(tasks.getByText('Обязательное поле')).toBeVisible();
  await tasks.getByLabel('Задача', { exact: true }).fill('Перезвонить про курс');
  // Tomorrow in the owner's zone (Moscow, the sign-up default): the UTC date is Moscow's today from 00:00 to 03:00 there.
  const tomorrow = todayIn(new Date(Date.now() + 86_400_000), 'Europe/Moscow');
  await tasks.getByTestId('task-due').fill(`${tomorrow}T10:00`);
  await tasks.getByTestId('task-priority').selectOption('high');
  await tasks.getByRole('button', { name: 'Добавить задачу' }).click();
  await expect(tasks.getByTestId('task-row')).toHaveCount(1);
  // SPEC §9: a moment that is neither today nor yesterday reads «26 ноября в 10:00» (with the year when not this year's).
  const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${tomorrow}T00:00:00Z`));
  const year = tomorrow.slice(0, 4) === todayIn(new Date(), 'Europe/Moscow').slice(0, 4) ? '' : ` ${tomorrow.slice(0, 4)}`;
  await expect(tasks.getByTestId('task-row')).toContainText(`Срок: ${dayMonth}${year} в 10:00`);
  await expect(tasks.getByTestId('task-row')).toContainText('Высокий');
  await expect(card.getByTestId('person-history')).toContainText('Задача «Перезвонить про курс»');
  await page.goto('/persons/tasks');
  await expect(page.getByTestId('task-row')).toContainText('Анна Смирнова');
  await page.getByRole('button', { name: 'Отметить выполненной: Перезвонить про курс' }).click();
  await expect(page.getByText('Открытых задач нет.')).toBeVisible();
  await page.getByRole('button', { name: 'Выполненные' }).click();
  await expect(page.getByTestId('task-row')).toContainText('Перезвонить про курс');

  // Added by hand: a taken email is refused in the form; a new one opens its card.
  await page.getByRole('link', { name: 'Все клиенты' }).click();
  await page.getByRole('button', { name: 'Добавить клиента' }).click();
  const dialog = page.getByTestId('person-dialog');
  await dialog.getByLabel('Имя').fill('Вера');
  await dialog.getByLabel('Email').fill('ANNA@mail.ru');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(dialog.getByText('Клиент с таким email уже есть')).toBeVisible();
  await dialog.getByLabel('Email').fill('vera@example.ru');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Вера' })).toBeVisible();
  await expect(card.getByTestId('person-source')).toHaveText('Добавлен вручную');

  await card.getByRole('button', { name: 'Удалить клиента' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить клиента' }).click();
  await expect(page).toHaveURL(/\/persons$/);
  await expect(page.getByTestId('person-row')).toHaveCount(2);
});
