// Two owners (or two tabs) change one member's rights at the same time: the user form sends only the
// projects it changed, so another owner's save of a different project stays; a save of the same
// project made meanwhile is not overwritten — the form says so and «Обновить» shows what is stored
// there (marked), keeping this owner's edits of the other projects for the save.
// A page's Access tab writes its project only, keeping the rest.
import { expect, test } from '@playwright/test';
import { api, signIn, signUp } from './support';

type Rights = Record<string, Record<string, boolean>>;
interface Member { id: number; permissions: Rights }

test('rights saved at the same time by two owners: both kept; a stale save is refused and reloaded', async ({ page, request }) => {
  const token = await signUp(request, 'Ольга');
  const [own] = (await api<{ items: { id: number }[] }>(request, 'GET', '/projects', token)).items;
  const blog = await api<{ id: number }>(request, 'POST', '/projects', token, { title: 'Блог' });
  const member = await api<Member>(request, 'POST', '/access/users', token, {
    email: `e2e.rights.${Date.now()}@example.ru`, name: 'Коллега', password: 'Harbour-Lantern-42',
    permissions: { [blog.id]: { 'lead.delete': false } },
  });
  /** The other owner's save, straight through the API. */
  const otherOwnerSaves = (projectId: number, read: Record<string, boolean> | null, set: Record<string, boolean>) =>
    api<Member>(request, 'PATCH', `/access/users/${member.id}/permissions`, token, { projects: { [projectId]: { read, set } } });
  const stored = async () => (await api<Member>(request, 'GET', `/access/users/${member.id}`, token)).permissions;
  await signIn(page, token);

  await page.goto(`/users/${member.id}/edit`);
  const ownCard = page.getByRole('group', { name: 'Мой проект', exact: true });
  await ownCard.getByRole('button', { name: 'Настроить' }).click();
  await ownCard.getByText('Публикация страниц').click();
  await expect(ownCard.getByText('Запрещено 1 из 18')).toBeVisible();
  // Meanwhile the other owner forbids saving pages in the blog.
  await otherOwnerSaves(blog.id, { 'lead.delete': false }, { 'lead.delete': false, 'page.save': false });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/users$/);
  expect(await stored()).toEqual({ [own.id]: { 'page.publish': false }, [blog.id]: { 'lead.delete': false, 'page.save': false } });

  // Now both change the same project (and this owner the blog too): the other owner saves first.
  await page.goto(`/users/${member.id}/edit`);
  await ownCard.getByText('Все права', { exact: true }).click();
  const blogCard = page.getByRole('group', { name: 'Блог', exact: true });
  await blogCard.getByRole('button', { name: 'Настроить' }).click();
  await blogCard.getByText('Удаление заявок').click();
  await expect(blogCard.getByText('Запрещено 1 из 18')).toBeVisible();
  await otherOwnerSaves(own.id, { 'page.publish': false }, { 'page.publish': false, 'page.test': false });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const alert = page.getByTestId('stale-alert');
  await expect(alert).toContainText('Права этого пользователя только что изменили в другом месте');
  await expect(page).toHaveURL(new RegExp(`/users/${member.id}/edit$`));
  expect((await stored())[own.id]).toEqual({ 'page.publish': false, 'page.test': false });
  await alert.getByRole('button', { name: 'Обновить' }).click();
  await expect(alert).toHaveCount(0);
  // The refused project shows what the other owner saved, marked; the blog's edit is kept for the save.
  await expect(ownCard.getByText('Запрещено 2 из 18')).toBeVisible();
  await expect(ownCard.getByText('Изменено в другом месте')).toBeVisible();
  await expect(blogCard.getByText('Запрещено 1 из 18')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/users$/);
  expect(await stored()).toEqual({ [own.id]: { 'page.publish': false, 'page.test': false }, [blog.id]: { 'page.save': false } });

  // A page of the project: its Access tab writes that project only.
  const landing = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Акция', project_id: own.id });
  await page.goto(`/pages/${landing.id}/settings/access`);
  // The cell's checkbox has no visible label (the column says it): the keyboard sets it.
  await page.getByRole('checkbox', { name: 'Удаление: Коллега' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Изменено пользователей: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки успешно сохранены!')).toBeVisible();
  expect(await stored()).toEqual({
    [own.id]: { 'page.publish': false, 'page.test': false, 'page.delete': false },
    [blog.id]: { 'page.save': false },
  });
});
