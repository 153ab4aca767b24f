// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../pages/testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../pages/testing/render';
import { pageView } from '../pages/testing/fixtures';
import Trash from './Trash';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../pages/testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const deleted = (over: Parameters<typeof pageView>[0]) => ({ ...pageView(over), deleted_at: '2026-02-01T10:00:00.000Z' });

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('trash', () => {
  it('says the trash is empty', async () => {
    fake.trash.list.mockResolvedValue({ items: [] });
    renderScreen(<Trash />);
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
  });

  it('restores a deleted page and reloads the list', async () => {
    fake.trash.list.mockResolvedValueOnce({ items: [deleted({ id: 3, name: 'Старая акция' })] }).mockResolvedValue({ items: [] });
    fake.trash.restore.mockResolvedValue(pageView({ id: 3, name: 'Старая акция' }));
    renderScreen(<Trash />);
    await screen.findByText('Старая акция');
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(fake.trash.restore).toHaveBeenCalledWith({ params: { id: 3 } }));
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
  });

  it('searches the trash and clears the search from the filtered-empty state', async () => {
    fake.trash.list.mockResolvedValue({ items: [deleted({ id: 1, name: 'Акция' }), deleted({ id: 2, name: 'Курс' })] });
    renderScreen(<Trash />);
    await screen.findByText('Курс');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'нет' } });
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(screen.getAllByTestId('trash-row')).toHaveLength(2);
  });
});
