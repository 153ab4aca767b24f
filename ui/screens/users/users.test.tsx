// @vitest-environment happy-dom
// The team screen (/users): the server pages, searches, sorts and filters it (GET /access/users).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { listOf, owner, project } from '../../testing/fixtures';
import Users from './Users';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const member = (over: object = {}) => ({ id: 7, name: 'Пётр', email: 'petr@example.com', is_owner: false, email_confirmed: true, created: '2026-01-01T00:00:00.000Z', permissions: {}, ...over });
const lastQuery = () => fake.access.list.mock.lastCall?.[0].query;

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.account.get.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
});
afterEach(cleanup);

describe('team list', () => {
  it('shows the empty state with the add action when the owner works alone', async () => {
    fake.access.list.mockResolvedValue(listOf([]));
    renderScreen(<Users />);
    expect(await screen.findByText('Вы работаете один')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Добавить пользователя' }).length).toBeGreaterThan(1);
    expect(lastQuery()).toMatchObject({ role: 'member', page: 1, limit: 10, 'sort[created]': 'asc' });
  });

  it('lists members from the server, asks it for sort, search and state; «Ничего не найдено» clears; deletes after confirmation', async () => {
    fake.access.list.mockResolvedValue({ ...listOf([member(), member({ id: 8, name: 'Анна', email: 'anna@example.com', email_confirmed: false })]), total_items: 12, total_pages: 2 });
    renderScreen(<Users />);
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[1]).getByText('Приглашён')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ 'sort[email]': 'asc', role: 'member' }));
    fireEvent.change(screen.getByTestId('user-state-filter'), { target: { value: 'invited' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ state: 'invited', page: 1 }));

    fake.access.list.mockResolvedValue(listOf([]));
    fireEvent.change(screen.getByLabelText('Поиск по имени или email'), { target: { value: 'никто' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'никто', state: 'invited' }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('search'));
    expect(lastQuery()?.state).toBeUndefined();

    cleanup();
    fake.access.list.mockResolvedValue(listOf([member()]));
    fake.access.remove.mockResolvedValue({ ok: true });
    renderScreen(<Users />);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить пользователя Пётр' }));
    await waitFor(() => expect(fake.access.remove).toHaveBeenCalledWith({ params: { id: 7 } }));
  });

  it('an error offers a retry that asks again', async () => {
    fake.access.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    renderScreen(<Users />);
    const retry = await screen.findByRole('button', { name: /Повторить/ });
    const calls = fake.access.list.mock.calls.length;
    fake.access.list.mockResolvedValue(listOf([member()]));
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
    expect(fake.access.list.mock.calls.length).toBeGreaterThan(calls);
  });
});
