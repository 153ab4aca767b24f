// The sales journey in Chromium (pipelines): a long column shows 50 cards and the rest on
// "show more"; a pipeline is created with its stages
// (renamed, added, coloured, reordered in the dialog); a person is added to it from the board, then moved
// by dragging with the mouse and by the keyboard (React Aria's drag and drop: the card's ⠿ button,
// Enter, Tab, Enter); a move onto a stage deleted meanwhile is undone with a toast; the board keeps
// the moves after a reload and the person's card shows them in the history. On the processes tab a
// process gets two steps, reordered.
import { expect, test, type Locator } from '@playwright/test';
import { api, signIn, signUp } from './support';

const names = (column: Locator) => column.getByTestId('board-card').locator('.board-card__name').allInnerTexts();

test('a long column pages; a pipeline with stages; a person added to it and moved by mouse and by keyboard (a refused move undone); the moves in their history; a process with reordered steps', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signUp(request, 'Ольга');
  await api(request, 'POST', '/cdp/persons', token, { name: 'Анна Смирнова', email: 'anna@example.ru' });
  // 51 more, so that the default pipeline's first column has more than one page (50 cards).
  await Promise.all(Array.from({ length: 51 }, (_, i) => api(request, 'POST', '/cdp/persons', token, { name: `Клиент ${i + 1}` })));
  await signIn(page, token);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/sales');
  await expect(page.getByTestId('pipeline-item')).toHaveCount(1); // the default one, where persons added by hand start
  const column = (title: string) => page.locator(`[data-testid="board-column"][data-stage="${title}"]`);
  await page.getByRole('link', { name: 'Открыть доску воронки Воронка продаж' }).click();
  await expect(column('Новые').getByTestId('column-total')).toHaveText('52');
  await expect(column('Новые').getByTestId('board-card')).toHaveCount(50);
  await column('Новые').getByRole('button', { name: 'Показать ещё (2)' }).click();
  await expect(column('Новые').getByTestId('board-card')).toHaveCount(52);
  await page.getByRole('link', { name: 'Все воронки' }).click();

  await page.getByRole('button', { name: 'Создать воронку' }).click();
  const dialog = page.getByTestId('pipeline-dialog');
  await dialog.getByLabel('Название воронки').fill('Курсы');
  await dialog.getByRole('textbox', { name: 'Этап 2' }).fill('Пробный урок');
  await dialog.getByRole('button', { name: 'Добавить этап' }).click();
  await dialog.getByRole('button', { name: 'Создать воронку' }).click();
  await expect(dialog.getByTestId('stages-error')).toHaveText('Укажите название каждого этапа');
  await dialog.getByRole('textbox', { name: 'Этап 4' }).fill('Оплата');
  // The paid stage in red, chosen from its colour swatches by keyboard (it was added green, the fourth position's colour).
  const paidColors = dialog.getByRole('radiogroup', { name: 'Цвет этапа Оплата' });
  await paidColors.getByRole('radio', { name: 'Зелёный' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(paidColors.getByRole('radio', { name: 'Красный' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Поднять этап Оплата' }).click();
  await dialog.getByRole('button', { name: 'Создать воронку' }).click();

  // The new pipeline's board: its stages in the order set, each empty.
  await expect(page).toHaveURL(/\/sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Курсы' })).toBeVisible();
  const columns = page.getByTestId('board-column');
  await expect(columns.locator('h2')).toHaveText(['Новые', 'Пробный урок', 'Оплата', 'Успешно']);
  await expect(column('Оплата').locator('h2 .stage-dot')).toHaveClass(/stage-dot--red/);

  // Added from the board: found by a part of the email.
  await page.getByRole('button', { name: 'Добавить клиента' }).click();
  const add = page.getByTestId('add-to-pipeline');
  await add.getByTestId('person-picker').fill('anna@');
  await page.getByRole('option', { name: /Анна Смирнова/ }).click();
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(page.getByText('Анна Смирнова: «Курсы», этап «Новые»')).toBeVisible();
  await expect.poll(() => names(column('Новые'))).toEqual(['Анна Смирнова']);
  await expect(column('Новые').getByTestId('column-total')).toHaveText('1');

  // By mouse: dragged onto the next column.
  await column('Новые').getByTestId('board-card').dragTo(column('Пробный урок').getByRole('grid'));
  await expect.poll(() => names(column('Пробный урок'))).toEqual(['Анна Смирнова']);
  await expect(column('Новые').getByTestId('column-total')).toHaveText('0');
  await expect(column('Пробный урок').getByTestId('column-total')).toHaveText('1');

  // By keyboard, with the keys the board's hint names: on the card → reaches its ⠿ button, Enter picks it up
  // over the next column; Tab goes one further, Enter drops.
  await expect(page.getByText('на карточке клиента → ведёт к кнопке ⠿')).toBeVisible();
  await column('Пробный урок').getByTestId('board-card').locator('.board-card__meta').last().click();
  await expect(column('Пробный урок').getByTestId('board-card')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Переместить: Анна Смирнова' })).toBeFocused();
  // Each key waits for the drag session to show where the card is over: a key pressed before React
  // Aria has set up the session's targets goes to the page instead.
  await page.keyboard.press('Enter');
  await expect(column('Оплата').getByRole('grid')).toHaveAttribute('data-drop-target', 'true');
  await page.keyboard.press('Tab');
  await expect(column('Успешно').getByRole('grid')).toHaveAttribute('data-drop-target', 'true');
  await page.keyboard.press('Enter');
  await expect.poll(() => names(column('Успешно'))).toEqual(['Анна Смирнова']);
  await expect(column('Пробный урок').getByTestId('column-total')).toHaveText('0');

  // A stage deleted meanwhile (elsewhere) refuses the move: the card goes back, a toast says why.
  const pipelines = await api<{ id: number; title: string; stages: { id: number; title: string }[] }[]>(request, 'GET', '/cdp/pipelines', token);
  const courses = pipelines.find((p) => p.title === 'Курсы');
  await api(request, 'PATCH', `/cdp/pipelines/${courses?.id}`, token, { stages: courses?.stages.filter((s) => s.title !== 'Оплата').map(({ id, title }) => ({ id, title })) });
  await column('Успешно').getByTestId('board-card').dragTo(column('Оплата').getByRole('grid'));
  await expect(page.getByText('Не удалось переместить клиента «Анна Смирнова»: Такого этапа нет в воронке')).toBeVisible();
  await expect.poll(() => names(column('Успешно'))).toEqual(['Анна Смирнова']);
  await expect(column('Оплата').getByTestId('column-total')).toHaveText('0');

  // The server kept it: after a reload the board and the person's history say so.
  await page.reload();
  await expect(columns.locator('h2')).toHaveText(['Новые', 'Пробный урок', 'Успешно']);
  await expect.poll(() => names(column('Успешно'))).toEqual(['Анна Смирнова']);
  await column('Успешно').getByRole('link', { name: 'Анна Смирнова' }).click();
  const card = page.getByTestId('person-card');
  await expect(card.getByTestId('person-stages')).toContainText('Курсы: Успешно');
  const history = card.getByTestId('person-history');
  await expect(history).toContainText('Курсы: этап «Новые»');
  await expect(history).toContainText('Курсы: «Новые» → «Пробный урок»');
  await expect(history).toContainText('Курсы: «Пробный урок» → «Успешно»');

  // Processes, the second tab: a process with two steps, the second moved first, kept after a reload.
  await page.goto('/sales');
  await page.getByRole('link', { name: 'Процессы' }).click();
  await expect(page.getByRole('heading', { name: 'Процессов пока нет' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать процесс' }).first().click();
  await page.getByTestId('process-dialog').getByLabel('Название процесса').fill('Пробный урок');
  await page.getByTestId('process-dialog').getByRole('button', { name: 'Создать процесс' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Пробный урок' })).toBeVisible();
  for (const step of ['Позвонить клиенту', 'Отправить ссылку на урок']) {
    await page.getByRole('button', { name: 'Добавить шаг' }).click();
    await page.getByTestId('step-dialog').getByLabel('Название шага').fill(step);
    await page.getByTestId('step-dialog').getByRole('button', { name: 'Добавить шаг' }).click();
    await expect(page.getByTestId('step-dialog')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Поднять шаг Отправить ссылку на урок' }).click();
  await expect(page.getByTestId('process-step').locator('strong')).toHaveText(['Отправить ссылку на урок', 'Позвонить клиенту']);
  await page.reload();
  await expect(page.getByTestId('process-step').locator('strong')).toHaveText(['Отправить ссылку на урок', 'Позвонить клиенту']);
});
