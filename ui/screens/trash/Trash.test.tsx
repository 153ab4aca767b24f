// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { pageView } from '../../testing/fixtures';
import Trash from './Trash';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const deleted = (over: Parameters<typeof pageView>[0]) => ({ ...pageView(over), deleted_at: '2026-02-01T10:00:00.000Z' });
const pageOf = (items: ReturnType<typeof deleted>[], total = items.length) => ({ items, total_items: total, current: 1, total_pages: Math.ceil(total / 10) });

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('trash', () => {
  it('says the trash is empty and leads back to the pages', async () => {
    fake.trash.list.mockResolvedValue(pageOf([]));
    renderScreen(<Trash />, { others: ['/pages'] });
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'К списку страниц' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/pages');
  });

  it('asks the server for the first page, newest deletions first, and restores a page', async () => {
    fake.trash.list.mockResolvedValueOnce(pageOf([deleted({ id: 3, name: 'Старая акция' })])).mockResolvedValue(pageOf([]));
    fake.trash.restore.mockResolvedValue(pageView({ id: 3, name: 'Старая акция' }));
    renderScreen(<Trash />);
    await screen.findByText('Старая акция');
    expect(fake.trash.list).toHaveBeenCalledWith({ query: { page: 1, limit: 10, 'sort[deleted_at]': 'desc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(fake.trash.restore).toHaveBeenCalledWith({ params: { id: 3 } }));
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
  });

  it('searches and sorts on the server; nothing found clears the search', async () => {
    fake.trash.list.mockImplementation(async ({ query }: { query: { search?: string } }) =>
      pageOf(query.search ? [] : [deleted({ id: 1, name: 'Акция' }), deleted({ id: 2, name: 'Курс' })]));
    renderScreen(<Trash />);
    await screen.findByText('Курс');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Страница/ })).getByRole('button'));
    await waitFor(() => expect(fake.trash.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 10, 'sort[name]': 'asc' } }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'нет' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(fake.trash.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 10, 'sort[name]': 'asc', search: 'нет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(screen.getAllByTestId('trash-row')).toHaveLength(2));
  });

  it('restores the selected pages from the batch bar', async () => {
    fake.trash.list.mockResolvedValueOnce(pageOf([deleted({ id: 1, name: 'Акция' }), deleted({ id: 2, name: 'Курс' }), deleted({ id: 3, name: 'Блог' })]))
      .mockResolvedValue(pageOf([deleted({ id: 2, name: 'Курс' })]));
    fake.trash.restore.mockImplementation(async ({ params }: { params: { id: number } }) => pageView({ id: params.id }));
    renderScreen(<Trash />);
    await screen.findByText('Блог');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Акция»' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать «Блог»' }));
    const bar = screen.getByTestId('batch-bar');
    expect(bar.textContent).toContain('Выбрано 2 строки');
    fireEvent.click(within(bar).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(screen.getAllByTestId('trash-row')).toHaveLength(1));
    expect(fake.trash.restore.mock.calls.map(([c]) => c.params.id)).toEqual([1, 3]);
    expect(screen.queryByTestId('batch-bar')).toBeNull();
  });
});
