// @vitest-environment happy-dom
// A page's Access tab for a team of 150 on fake endpoints that page and search like the server
// (server/account/access.test.ts for the real one): the 140th member is found by search, a flag of
// theirs changed and saved as a patch of the page's project; a choice made on the first page of the
// list is kept while searching; nobody else is written; a project saved meanwhile elsewhere is a 409
// shown with «Обновить», after which the refused members show the stored rights, marked, and the
// other pending choices stay.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deniedFlags, sameProjectFlags, type PermissionsMap, type PermissionsPatch } from '../../../../api/permissions';
import { ApiError } from '../../../../adapters/index';
import { toasts } from '../../../lib/toasts';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../../testing/render';
import { listOf, owner, pageView, project } from '../../../testing/fixtures';
import SettingsLayout from '../../../components/page-settings/SettingsLayout';
import Access from './Access';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const show = () => renderScreen(<Access />, { route: 'access', url: '/pages/1/settings/access', parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> }, others: ['/users/create'] });

interface Member { id: number; name: string; email: string; is_owner: boolean; email_confirmed: boolean; created: string; permissions: PermissionsMap }
const member = (n: number, permissions: PermissionsMap = {}): Member => ({
  id: n, name: `Участник ${String(n).padStart(3, '0')}`, email: `user${n}@example.ru`, is_owner: n === 1, email_confirmed: true, created: '2026-01-01T00:00:00.000Z', permissions,
});
let store: Member[] = [];

/** The server's side: pages and searches the team by name or email; patches a member's projects, 409 on a stale read. */
function team(size: number) {
  // Member 7 has rights in another project (2) that saving this page's project (1) must keep.
  store = Array.from({ length: size }, (_, i) => member(i + 1, i + 1 === 7 ? { 2: { 'page.delete': false } } : {}));
  fake.access.list.mockImplementation(async ({ query }: { query: { page: number; limit: number; search?: string } }) => {
    const found = store.filter((u) => !query.search || `${u.name} ${u.email}`.toLowerCase().includes(query.search.toLowerCase()));
    return listOf(found.slice((query.page - 1) * query.limit, query.page * query.limit), { total_items: found.length, current: query.page, total_pages: Math.ceil(found.length / query.limit) });
  });
  fake.access.get.mockImplementation(async ({ params }: { params: { id: number } }) => store.find((u) => u.id === params.id));
  fake.access.permissions.mockImplementation(async ({ params, body }: { params: { id: number }; body: { projects: PermissionsPatch } }) => {
    const at = store.findIndex((u) => u.id === params.id);
    const permissions = { ...store[at].permissions };
    const stale = Object.keys(body.projects).filter((k) => !sameProjectFlags(permissions[k], body.projects[k].read));
    if (stale.length > 0) throw new ApiError(409, { error: 'access.permissions_stale', code: 'access.permissions_stale', message: 'x', status: 409, params: { projects: stale.map(Number) } }, 'x');
    for (const [k, change] of Object.entries(body.projects)) {
      const set = deniedFlags(change.set);
      if (set) permissions[k] = set;
      else delete permissions[k];
    }
    store[at] = { ...store[at], permissions };
    return store[at];
  });
}
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

// The lists of 100–150 rows render slowly on a loaded machine: wait for them longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, project_id: 1 }));
  toasts.list().forEach((t) => toasts.dismiss(t.id));
});
afterEach(cleanup);

describe('page settings: access', () => {
  it('150 members: the 140th is found by search, its access changed and saved; a choice made before the search is saved too; nobody else is written', async () => {
    team(150);
    show();
    await screen.findByText('Участник 007');
    expect(within(screen.getByTestId('page-access')).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Страница 1 из 6')).toBeTruthy();
    // The owner's rights are not flags: shown, never a checkbox.
    expect(screen.queryByRole('checkbox', { name: 'Публикация: Участник 001' })).toBeNull();

    fireEvent.click(box('Удаление: Участник 007'));
    expect(box('Удаление: Участник 007').checked).toBe(false);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск пользователя по имени или email' }), { target: { value: 'user140@' } });
    await screen.findByText('Участник 140');
    expect(fake.access.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 25, 'sort[name]': 'asc', search: 'user140@' } });
    fireEvent.click(box('Публикация: Участник 140'));
    expect(screen.getByRole('status').textContent).toBe('Изменено пользователей: 2');

    // Back to the whole list: the choice on the first page is still there, unsaved.
    fireEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await screen.findByText('Участник 007');
    expect(box('Удаление: Участник 007').checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts.list().at(-1)?.message).toBe('Настройки успешно сохранены!'));
    expect(fake.access.permissions).toHaveBeenCalledTimes(2);
    // Only the page's project of each member is sent, with its flags as read.
    expect(fake.access.permissions).toHaveBeenCalledWith({ params: { id: 7 }, body: { projects: { 1: { read: null, set: { 'page.delete': false } } } }, suppressErrors: true });
    expect(fake.access.get).not.toHaveBeenCalled();
    expect(store.find((u) => u.id === 140)?.permissions).toEqual({ 1: { 'page.publish': false } });
    // Member 7's rights in project 2 are kept beside the new flag for this page's project.
    expect(store.find((u) => u.id === 7)?.permissions).toEqual({ 2: { 'page.delete': false }, 1: { 'page.delete': false } });
    expect(store.filter((u) => u.id !== 7 && u.id !== 140).every((u) => Object.keys(u.permissions).length === 0)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
  });

  /** Choices on members 2 and 3; another owner saved member 3's rights in this project meanwhile: the save's 409 alert. */
  async function member3RefusedOnSave() {
    team(5);
    show();
    await screen.findByText('Участник 003');
    fireEvent.click(box('Публикация: Участник 002'));
    fireEvent.click(box('Удаление: Участник 003'));
    // Another owner forbids member 3's saving in this project after the tab read the list.
    store[2] = { ...store[2], permissions: { 1: { 'page.save': false } } };
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    return screen.findByTestId('stale-alert');
  }

  it('a member whose rights in the project were saved elsewhere meanwhile: the others are saved, the 409 is shown, «Обновить» shows what is stored', async () => {
    const alert = await member3RefusedOnSave();
    expect(alert.textContent).toContain('Права в этом проекте только что изменили в другом месте: Участник 003.');
    expect(store[1].permissions).toEqual({ 1: { 'page.publish': false } });
    // Member 3's rights are the other owner's, untouched; their choice waits.
    expect(store[2].permissions).toEqual({ 1: { 'page.save': false } });
    expect(screen.getByRole('status').textContent).toBe('Изменено пользователей: 1');
    expect(toasts.list().some((t) => t.message === 'Настройки успешно сохранены!')).toBe(false);

    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(box('Редактирование: Участник 003').checked).toBe(false));
    expect(screen.queryByTestId('stale-alert')).toBeNull();
    expect(box('Удаление: Участник 003').checked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after «Обновить» a refused member shows the stored rights, marked; a choice made meanwhile on another member stays; a save sends it, and the refused one only when chosen again', async () => {
    const alert = await member3RefusedOnSave();
    // While the alert shows, the owner changes member 4 as well.
    fireEvent.click(box('Настройки: Участник 004'));
    expect(screen.getByRole('status').textContent).toBe('Изменено пользователей: 2');

    fireEvent.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(box('Редактирование: Участник 003').checked).toBe(false));
    expect(box('Удаление: Участник 003').checked).toBe(true);
    const row = (name: string) => box(`Публикация: ${name}`).closest('tr') as HTMLElement;
    expect(within(row('Участник 003')).getByTestId('access-replaced').textContent).toBe('Изменено в другом месте');
    expect(within(row('Участник 004')).queryByTestId('access-replaced')).toBeNull();
    expect(screen.getByTestId('access-replaced-note').textContent).toContain('Права в этом проекте только что сохранил кто-то другой: Участник 003.');
    // Member 4's choice is still there, unsaved; «Обновить» wrote nothing.
    expect(box('Настройки: Участник 004').checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Изменено пользователей: 1');
    expect(fake.access.permissions).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(3));
    expect(fake.access.permissions).toHaveBeenLastCalledWith({ params: { id: 4 }, body: { projects: { 1: { read: null, set: { 'page.settings': false } } } }, suppressErrors: true });
    await waitFor(() => expect(screen.queryByTestId('access-replaced-note')).toBeNull());
    expect(store[2].permissions).toEqual({ 1: { 'page.save': false } });

    // Member 3 chosen again: sent with the other owner's flags as read, which are kept.
    fireEvent.click(box('Удаление: Участник 003'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.access.permissions).toHaveBeenCalledTimes(4));
    expect(fake.access.permissions).toHaveBeenLastCalledWith({ params: { id: 3 }, body: { projects: { 1: { read: { 'page.save': false }, set: { 'page.save': false, 'page.delete': false } } } }, suppressErrors: true });
    expect(store[2].permissions).toEqual({ 1: { 'page.save': false, 'page.delete': false } });
  });

  it('a search that finds nobody says so and clears; a failed load offers a retry', async () => {
    team(30);
    fake.access.list.mockRejectedValueOnce(new Error('offline'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    await screen.findByText('Участник 002');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'никого' } });
    await waitFor(() => expect(fake.access.list).toHaveBeenLastCalledWith({ query: expect.objectContaining({ search: 'никого' }) }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await screen.findByText('Участник 002');
  });

  it('a team of the owner alone offers to add users; a page outside projects shows rights without changing them', async () => {
    team(1);
    show();
    expect(await screen.findByText('В команде пока только вы')).toBeTruthy();
    cleanup();
    team(3);
    store[1] = member(2, { 5: { 'page.publish': false } });
    fake.pages.get.mockResolvedValue(pageView({ id: 1, project_id: null }));
    show();
    await screen.findByText('Участник 002');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByLabelText('Публикация: Участник 002 — Запрещено')).toBeTruthy();
    expect(screen.getByLabelText('Публикация: Участник 003 — Разрешено')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});
