// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { listOf } from '../../testing/fixtures';
import Transfers from './Transfers';
import TransferForm from './TransferForm';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', async () => {
  const { owner } = await import('../../testing/fixtures');
  return { useCurrentUser: () => owner, useIsOwner: () => true };
});

const fake = fakeEndpoints;
const transfer = (over: object) => ({ transferId: 1, page_id: 1, page_title: 'Акция', direction: 'incoming', status: 'pending', email: 'b@x.ru', created: '2026-02-01T10:00:00.000Z', ...over });

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('transfers', () => {
  it('accepts an incoming page into the current project and cancels an outgoing one', async () => {
    fake.projects.list.mockResolvedValue({ items: [{ id: 7, title: 'Клиенты', liked: false, created: '2026-01-01T00:00:00.000Z' }] });
    fake.pageTransfers.list.mockResolvedValue(listOf([transfer({ transferId: 1 }), transfer({ transferId: 2, direction: 'outgoing', page_title: 'Курс' })]));
    fake.pageTransfers.accept.mockResolvedValue(transfer({ transferId: 1, status: 'accepted' }));
    fake.pageTransfers.cancel.mockResolvedValue(transfer({ transferId: 2, status: 'cancelled' }));
    renderScreen(<Transfers />);
    const rows = await screen.findAllByTestId('transfer-row');
    const incoming = rows.find((r) => r.textContent?.includes('Входящая'));
    const outgoing = rows.find((r) => r.textContent?.includes('Исходящая'));
    if (!incoming || !outgoing) throw new Error('both directions are listed');
    expect(within(outgoing).queryByRole('button', { name: 'Принять' })).toBeNull();
    fireEvent.click(within(incoming).getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(fake.pageTransfers.accept).toHaveBeenCalledWith({ params: { transferId: 1 }, body: { project_id: 7 } }));
    fireEvent.click(within(outgoing).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(fake.pageTransfers.cancel).toHaveBeenCalledWith({ params: { transferId: 2 } }));
  });

  it('shows the empty state with the send action', async () => {
    fake.pageTransfers.list.mockResolvedValue(listOf([]));
    renderScreen(<Transfers />);
    expect(await screen.findByText('Передач пока нет')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Передать страницы' }).length).toBeGreaterThan(1);
  });

  it('asks the server for the sort, search, direction and status; «Ничего не найдено» clears them; an error offers a retry', async () => {
    const lastQuery = () => fake.pageTransfers.list.mock.lastCall?.[0].query;
    fake.pageTransfers.list.mockResolvedValue({ ...listOf([transfer({ transferId: 1 })]), total_items: 31, total_pages: 4 });
    renderScreen(<Transfers />);
    await screen.findAllByTestId('transfer-row');
    expect(lastQuery()).toMatchObject({ page: 1, limit: 10, 'sort[created]': 'desc' });
    fireEvent.click(screen.getByRole('button', { name: /Статус/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ 'sort[status]': 'asc' }));
    fireEvent.change(screen.getByTestId('transfer-direction-filter'), { target: { value: 'incoming' } });
    fireEvent.change(screen.getByTestId('transfer-status-filter'), { target: { value: 'pending' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ direction: 'incoming', status: 'pending', page: 1 }));

    fake.pageTransfers.list.mockResolvedValue(listOf([]));
    fireEvent.change(screen.getByLabelText('Поиск по странице или email'), { target: { value: 'нет такой' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ search: 'нет такой', direction: 'incoming' });
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('search'));
    expect(lastQuery()?.direction).toBeUndefined();
    expect(lastQuery()?.status).toBeUndefined();
    cleanup();

    fake.pageTransfers.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    renderScreen(<Transfers />);
    expect(await screen.findByRole('button', { name: /Повторить/ })).toBeTruthy();
  });
});

describe('transfer form', () => {
  const show = (url = '/transfers/form') => renderScreen(<TransferForm />, { route: '/transfers/form', url, others: ['/transfers'] });

  beforeEach(() => {
    fake.pages.short.mockResolvedValue({ items: [{ id: 1, title: '', name: 'Акция', project_id: 1, status: 'published' }, { id: 2, title: '', name: 'Курс', project_id: 1, status: 'unpublished' }], more: false });
  });

  it('needs an email and at least one page', async () => {
    show();
    await screen.findByText('Курс');
    fireEvent.click(screen.getByRole('button', { name: 'Передать' }));
    expect(await screen.findByText('Обязательное поле')).toBeTruthy();
    expect(screen.getByText('Выберите хотя бы одну страницу')).toBeTruthy();
    expect(fake.pageTransfers.createMany).not.toHaveBeenCalled();
  });

  it('asks the server for the typed search (at most 100 pages) and says when more pages match', async () => {
    fake.pages.short.mockImplementation(async ({ query }: { query: { search?: string } }) => (query.search
      ? { items: [{ id: 3, title: '', name: 'Вебинар', project_id: 1, status: 'published' }], more: false }
      : { items: [{ id: 1, title: '', name: 'Акция', project_id: 1, status: 'published' }], more: true }));
    show();
    expect(await screen.findByTestId('transfer-pages-more')).toBeTruthy();
    expect(fake.pages.short).toHaveBeenCalledWith({ query: { limit: 100 } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'веб' } });
    expect(await screen.findByText('Вебинар')).toBeTruthy();
    expect(fake.pages.short).toHaveBeenLastCalledWith({ query: { search: 'веб', limit: 100 } });
    expect(screen.queryByTestId('transfer-pages-more')).toBeNull();
  });

  it('sends the preselected pages to the email and returns to the list', async () => {
    fake.pageTransfers.createMany.mockResolvedValue({ items: [transfer({ direction: 'outgoing' })] });
    show('/transfers/form?pages=2');
    await screen.findByText('Курс');
    fireEvent.change(screen.getByLabelText('Email владельца аккаунта-получателя'), { target: { value: 'boss@x.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Передать' }));
    await waitFor(() => expect(fake.pageTransfers.createMany).toHaveBeenCalledWith({ body: { email: 'boss@x.ru', pages: [2] }, suppressErrors: true }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/transfers');
  });

  it('puts an unknown recipient under the email field', async () => {
    fake.pageTransfers.createMany.mockRejectedValue(new ApiError(404, { error: 'user.not_found', code: 'user.not_found', message: 'Пользователь не найден', status: 404 }, 'x'));
    show('/transfers/form?pages=1');
    await screen.findByText('Курс');
    fireEvent.change(screen.getByLabelText('Email владельца аккаунта-получателя'), { target: { value: 'nobody@x.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Передать' }));
    expect(await screen.findByText('Пользователь не найден')).toBeTruthy();
  });
});
