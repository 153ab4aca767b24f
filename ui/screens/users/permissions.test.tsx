// @vitest-environment happy-dom
// The user form's rights editor pages and searches the account's projects on the server (GET
// /projects), so an account with 250 projects is served whole; rights set on one page survive
// paging and searching, and the save sends only the projects changed (each with what was read), so
// projects never shown — or saved meanwhile by another owner — keep theirs; a stale read is a 409
// the form shows with «Обновить», which keeps the edits of the projects the 409 does not name and
// marks the ones it does (they show what the other owner saved).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { fakeList, manyProjects } from '../../testing/fakeList';
import { renderScreen, setupI18n } from '../../testing/render';
import { owner } from '../../testing/fixtures';
import UserForm from './UserForm';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const projects = fakeList(manyProjects(250), (p) => p.title);
/** The member's stored rights: project 100 (never shown below) forbids deleting leads. */
const stored = { '100': { 'lead.delete': false as const } };
const member = { id: 7, name: 'Пётр', email: 'petr@example.com', is_owner: false, email_confirmed: true, created: '2026-01-01T00:00:00.000Z', permissions: stored };
const edit = () => renderScreen(<UserForm />, { route: '/users/:id/edit', url: '/users/7/edit', others: ['/users'] });
const card = (title: string) => screen.getByRole('group', { name: title });
/** A project's flag: its line opens («Настроить») when it is closed. */
function right(title: string, code: string): HTMLInputElement {
  const open = within(card(title)).getByRole('button', { name: /Настроить/ });
  if (open.getAttribute('aria-expanded') !== 'true') fireEvent.click(open);
  return within(card(title)).getByRole('checkbox', { name: code }) as HTMLInputElement;
}

beforeAll(setupI18n);
beforeEach(() => {
  localStorage.clear();
  resetFakeEndpoints();
  fake.projects.list.mockImplementation(projects);
  fake.access.get.mockResolvedValue(member);
  fake.access.permissions.mockResolvedValue(member);
  fake.access.update.mockImplementation(async ({ body }: { body: { name: string } }) => ({ ...member, name: body.name }));
  fake.account.get.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
});
afterEach(cleanup);

describe('rights editor with 250 projects', () => {
  it('sets rights on project 1 and project 230, keeps them across pages and search, and saves them with the untouched ones', async () => {
    edit();
    expect(await screen.findAllByTestId('permission-project')).toHaveLength(10);
    expect(fake.projects.list).toHaveBeenCalledWith({ query: expect.objectContaining({ page: 1, limit: 10 }) });

    fireEvent.click(right('Проект 1', 'Удаление заявок'));
    expect(right('Проект 1', 'Удаление заявок').checked).toBe(false);
    expect(within(card('Проект 1')).getByText('Запрещено 1 из 18')).toBeTruthy();
    expect(within(card('Проект 2')).getByText('Без ограничений')).toBeTruthy();

    // Page 3 comes from the server; project 25 is on it.
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await screen.findByRole('group', { name: 'Проект 11' });
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await screen.findByRole('group', { name: 'Проект 25' });
    expect(screen.getByText('Страница 3 из 25')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Проект 1' })).toBeNull();
    // «Все права» off forbids every action of the project.
    fireEvent.click(within(card('Проект 25')).getByRole('switch', { name: 'Все права' }));
    expect(within(card('Проект 25')).getByText('Нет прав')).toBeTruthy();

    // Project 230 is found by typing.
    fireEvent.change(screen.getByLabelText('Поиск проекта'), { target: { value: 'Проект 230' } });
    await screen.findByRole('group', { name: 'Проект 230' });
    expect(fake.projects.list).toHaveBeenCalledWith({ query: expect.objectContaining({ search: 'Проект 230', page: 1 }) });
    fireEvent.click(right('Проект 230', 'Публикация страниц'));

    // Back to page 1 without the search: project 1's edit is still there.
    fireEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await screen.findByRole('group', { name: 'Проект 1' });
    expect(right('Проект 1', 'Удаление заявок').checked).toBe(false);
    expect(right('Проект 1', 'Просмотр заявок').checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(1));
    const { params, body } = fake.access.permissions.mock.calls[0][0];
    expect(params).toEqual({ id: '7' });
    const sent = body.projects;
    // Only the three changed projects, each with what was read (nothing: every right) and what is set.
    expect(Object.keys(sent).sort()).toEqual(['1', '230', '25']);
    expect(sent['1']).toEqual({ read: null, set: { 'lead.delete': false } });
    expect(sent['230']).toEqual({ read: null, set: { 'page.publish': false } });
    expect(Object.values(sent['25'].set)).toHaveLength(18);
    expect(Object.values(sent['25'].set).every((on) => on === false)).toBe(true);
    // The name was not changed: no rename is sent.
    expect(fake.access.update).not.toHaveBeenCalled();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/users');
  });

  it('a project saved meanwhile elsewhere: the 409 is shown with «Обновить», which reads the rights again; the next save is based on them', async () => {
    const stale = new ApiError(409, { error: 'access.permissions_stale', code: 'access.permissions_stale', message: 'x', status: 409, params: { projects: [100] } }, 'x');
    fake.access.permissions.mockRejectedValueOnce(stale);
    edit();
    await screen.findAllByTestId('permission-project');
    // Project 100 is stored with a restriction; this owner allows everything in it.
    fireEvent.change(screen.getByLabelText('Поиск проекта'), { target: { value: 'Проект 100' } });
    await screen.findByRole('group', { name: 'Проект 100' });
    expect(right('Проект 100', 'Удаление заявок').checked).toBe(false);
    fireEvent.click(within(card('Проект 100')).getByRole('switch', { name: 'Все права' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByTestId('stale-alert');
    expect(alert.textContent).toContain('Права этого пользователя только что изменили в другом месте');
    expect(fake.access.permissions.mock.calls[0][0].body.projects).toEqual({ '100': { read: { 'lead.delete': false }, set: null } });
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);

    // Another owner had forbidden publishing there as well; «Обновить» shows it.
    const fresh = { ...member, permissions: { '100': { 'lead.delete': false as const, 'page.publish': false as const } } };
    fake.access.get.mockResolvedValue(fresh);
    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.queryByTestId('stale-alert')).toBeNull());
    expect(right('Проект 100', 'Публикация страниц').checked).toBe(false);
    expect(within(card('Проект 100')).getByText('Запрещено 2 из 18')).toBeTruthy();

    fireEvent.click(right('Проект 100', 'Удаление заявок'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(2));
    expect(fake.access.permissions.mock.calls[1][0].body.projects).toEqual({ '100': { read: fresh.permissions['100'], set: { 'page.publish': false } } });
  });

  /**
   * Edits on projects 1 and 7; another owner saved project 7 meanwhile (publishing forbidden), so the
   * save is a 409 naming 7 and «Обновить» reads the rights again. Answers the rights as stored now.
   */
  async function conflictOnProject7() {
    const stale = new ApiError(409, { error: 'access.permissions_stale', code: 'access.permissions_stale', message: 'x', status: 409, params: { projects: [7] } }, 'x');
    fake.access.permissions.mockRejectedValueOnce(stale);
    edit();
    await screen.findAllByTestId('permission-project');
    fireEvent.click(right('Проект 1', 'Удаление заявок'));
    fireEvent.click(right('Проект 7', 'Просмотр заявок'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByTestId('stale-alert');
    expect(alert.textContent).toContain('ваши изменения в остальных проектах останутся');
    const fresh = { ...member, permissions: { ...stored, '7': { 'page.publish': false as const } } };
    fake.access.get.mockResolvedValue(fresh);
    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(screen.queryByTestId('stale-alert')).toBeNull());
    return fresh.permissions;
  }

  it('after a 409 naming project 7, «Обновить» keeps the edit of project 1 and shows project 7 as stored, marked; the save sends project 1 only', async () => {
    await conflictOnProject7();
    // Project 1: the owner's edit, still unsaved.
    expect(right('Проект 1', 'Удаление заявок').checked).toBe(false);
    expect(within(card('Проект 1')).getByText('Запрещено 1 из 18')).toBeTruthy();
    expect(within(card('Проект 1')).queryByTestId('rights-replaced')).toBeNull();
    // Project 7: what the other owner saved, the owner's edit dropped, and the mark says so.
    expect(right('Проект 7', 'Публикация страниц').checked).toBe(false);
    expect(right('Проект 7', 'Просмотр заявок').checked).toBe(true);
    expect(within(card('Проект 7')).getByTestId('rights-replaced').textContent).toBe('Изменено в другом месте');
    expect(screen.getByTestId('rights-replaced-note').textContent).toContain('ваши изменения в них отменены');
    // Nothing was written by «Обновить».
    expect(fake.access.permissions).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(2));
    expect(fake.access.permissions.mock.calls[1][0].body.projects).toEqual({ '1': { read: null, set: { 'lead.delete': false } } });
    expect((await screen.findByTestId('navigated')).textContent).toBe('/users');
  });

  it('after a 409 naming project 7, project 7 edited again is sent with the stored rights as read, beside project 1', async () => {
    const fresh = await conflictOnProject7();
    fireEvent.click(right('Проект 7', 'Удаление страниц'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(2));
    expect(fake.access.permissions.mock.calls[1][0].body.projects).toEqual({
      '1': { read: null, set: { 'lead.delete': false } },
      '7': { read: fresh['7'], set: { 'page.publish': false, 'page.delete': false } },
    });
  });

  it('says «Ничего не найдено» for a search that matches no project and clears it', async () => {
    edit();
    await screen.findAllByTestId('permission-project');
    fireEvent.change(screen.getByLabelText('Поиск проекта'), { target: { value: 'вебинар' } });
    await waitFor(() => expect(fake.projects.list.mock.lastCall?.[0].query).toMatchObject({ search: 'вебинар' }), { timeout: 3000 });
    expect(await screen.findByText('Ничего не найдено', undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findAllByTestId('permission-project')).toHaveLength(10);
  });

  it('an error loading the projects offers a retry; saving is not possible before the rights arrive', async () => {
    fake.access.get.mockImplementation(() => new Promise(() => undefined));
    fake.projects.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    edit();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    fake.access.get.mockResolvedValue(member);
    edit();
    const retry = await screen.findByRole('button', { name: /Повторить/ });
    fake.projects.list.mockImplementation(projects);
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('permission-project')).toHaveLength(10);
  });

  it('a new user starts with every right in the projects', async () => {
    fake.access.create.mockResolvedValue(member);
    renderScreen(<UserForm />, { route: '/users/create', others: ['/users'] });
    expect(await screen.findAllByTestId('permission-project')).toHaveLength(10);
    expect(right('Проект 1', 'Удаление заявок').checked).toBe(true);
    expect(fake.access.get).not.toHaveBeenCalled();
  });
});
