// @vitest-environment happy-dom
// A page's Access tab for a team of 150 on fake endpoints that page and search like the server
// (server/routes/access.test.ts for the real one): the 140th member is found by search, a flag of
// theirs changed and saved into their stored map; a choice made on the first page of the list is
// kept while searching; nobody else is written.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionsMap } from '../../../../api/permissions';
import { toasts } from '../../../lib/toasts';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { listOf, owner, pageView, project } from '../testing/fixtures';
import SettingsLayout from './SettingsLayout';
import Access from './Access';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const show = () => renderScreen(<Access />, { route: 'access', url: '/pages/1/settings/access', parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> }, others: ['/users/create'] });

interface Member { id: number; name: string; email: string; is_owner: boolean; email_confirmed: boolean; created: string; permissions: PermissionsMap }
const member = (n: number, permissions: PermissionsMap = {}): Member => ({
  id: n, name: `Участник ${String(n).padStart(3, '0')}`, email: `user${n}@example.ru`, is_owner: n === 1, email_confirmed: true, created: '2026-01-01T00:00:00.000Z', permissions,
});
let store: Member[] = [];

/** The server's side: pages and searches the team by name or email, answers and replaces one member's map. */
function team(size: number) {
  // Member 7 has rights in another project (2) that saving this page's project (1) must keep.
  store = Array.from({ length: size }, (_, i) => member(i + 1, i + 1 === 7 ? { 2: { 'page.delete': false } } : {}));
  fake.access.list.mockImplementation(async ({ query }: { query: { page: number; limit: number; search?: string } }) => {
    const found = store.filter((u) => !query.search || `${u.name} ${u.email}`.toLowerCase().includes(query.search.toLowerCase()));
    return listOf(found.slice((query.page - 1) * query.limit, query.page * query.limit), { total_items: found.length, current: query.page, total_pages: Math.ceil(found.length / query.limit) });
  });
  fake.access.get.mockImplementation(async ({ params }: { params: { id: number } }) => store.find((u) => u.id === params.id));
  fake.access.update.mockImplementation(async ({ params, body }: { params: { id: number }; body: { permissions: PermissionsMap } }) => {
    const at = store.findIndex((u) => u.id === params.id);
    store[at] = { ...store[at], permissions: body.permissions };
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
    expect(fake.access.update).toHaveBeenCalledTimes(2);
    expect(store.find((u) => u.id === 140)?.permissions).toEqual({ 1: { 'page.publish': false } });
    // Member 7's rights in project 2 are kept beside the new flag for this page's project.
    expect(store.find((u) => u.id === 7)?.permissions).toEqual({ 2: { 'page.delete': false }, 1: { 'page.delete': false } });
    expect(store.filter((u) => u.id !== 7 && u.id !== 140).every((u) => Object.keys(u.permissions).length === 0)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(true);
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
