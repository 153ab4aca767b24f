// An account with 250 projects (the last pickers and editors stopped at 100): a member's
// rights are set on projects 1 and 230 through the user form's paged, searched list and both are
// stored, while a project the form never showed keeps its rights; a domain moves to project 230,
// found by typing in its project picker (where a field half below the fold kept what was typed only
// after the fix in SearchPicker); the header's switcher keeps every typed letter.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, signIn, signUp } from './support';

interface Project { id: number; title: string }
interface Member { id: number; permissions: Record<string, Record<string, boolean>> }

/** «Проект 1» … «Проект n», created one after another: the creation order is the list's default order. */
async function createProjects(request: APIRequestContext, token: string, n: number): Promise<Project[]> {
  const made: Project[] = [];
  for (let i = 1; i <= n; i += 1) made.push(await api<Project>(request, 'POST', '/projects', token, { title: `Проект ${i}` }));
  return made;
}

test('250 projects: rights on projects 1 and 230 are saved, an unseen project keeps its own; a domain moves to project 230', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signUp(request, 'Ольга');
  const projects = await createProjects(request, token, 250);
  const byTitle = (n: number) => projects[n - 1];
  const member = await api<Member>(request, 'POST', '/access/users', token, {
    email: `e2e.member.${Date.now()}@example.ru`, name: 'Коллега', password: 'Harbour-Lantern-42',
    permissions: { [byTitle(100).id]: { 'lead.delete': false } },
  });
  await signIn(page, token);

  await page.goto(`/users/${member.id}/edit`);
  const project = (n: number) => page.getByRole('group', { name: `Проект ${n}`, exact: true });
  // The account's own first project leads; «Проект 1» is on the first page of 10.
  await project(1).getByRole('button', { name: 'Настроить' }).click();
  await project(1).getByText('Удаление заявок').click();
  await expect(project(1).getByText('Запрещено 1 из 18')).toBeVisible();

  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await expect(page.getByText('Страница 3 из 26')).toBeVisible();
  await expect(project(1)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Поиск проекта' }).fill('Проект 230');
  await project(230).getByRole('button', { name: 'Настроить' }).click();
  await project(230).getByText('Публикация страниц').click();
  // Enter in the search box searches; it does not save the form.
  await page.getByRole('searchbox', { name: 'Поиск проекта' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${member.id}/edit$`));
  await page.getByRole('button', { name: 'Очистить поиск' }).click();
  await expect(project(1).getByText('Запрещено 1 из 18')).toBeVisible();

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/users$/);
  const stored = await api<Member>(request, 'GET', `/access/users/${member.id}`, token);
  expect(stored.permissions).toEqual({
    [byTitle(1).id]: { 'lead.delete': false },
    [byTitle(230).id]: { 'page.publish': false },
    [byTitle(100).id]: { 'lead.delete': false },
  });

  // A domain of the first project moves to project 230, found by typing (it is far past the first batch).
  const domain = await api<{ id: number }>(request, 'POST', '/domains', token, { name: `e2e-${Date.now()}.ru`, project_id: byTitle(1).id });
  await page.goto(`/domains/${domain.id}`);
  const picker = page.getByTestId('domain-project');
  await expect(picker).toHaveValue('Проект 1');
  await picker.fill('Проект 230');
  await page.getByRole('option', { name: 'Проект 230', exact: true }).click();
  await expect(page.getByText('Настройки успешно сохранены!')).toBeVisible();
  expect((await api<{ project_id: number }>(request, 'GET', `/domains/${domain.id}`, token)).project_id).toBe(byTitle(230).id);
  await page.reload();
  await expect(picker).toHaveValue('Проект 230');

  // Typed letter by letter, every letter stays (the first one was lost as the options opened);
  // Escape puts the current project back.
  const switcher = page.getByTestId('project-switcher-input');
  await switcher.click();
  await switcher.pressSequentially('Проект 24');
  await expect(switcher).toHaveValue('Проект 24');
  await expect(page.getByRole('option', { name: 'Проект 240', exact: true })).toBeVisible();
  await switcher.press('Escape');
  await expect(switcher).toHaveValue('Мой проект');
});
