// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../adapters/index';
import { renderScreen, setupI18n } from '../testing/render';
import { RecordFallback } from './RecordPage';

beforeAll(setupI18n);
afterEach(cleanup);

const back = { to: '/orders', label: 'К заказам' };
const apiError = (status: number) => new ApiError(status, { error: 'x', code: 'x', message: 'x', status }, 'x');

function renderFallback(id: number, query: { isError: boolean; error: unknown; refetch: () => unknown }) {
  return renderScreen(<RecordFallback id={id} query={query} back={back} notFound="Заказ не найден" />, { others: ['/orders'] });
}

describe('RecordFallback', () => {
  it('shows the skeleton while the record loads, with the way back', async () => {
    renderFallback(7, { isError: false, error: null, refetch: vi.fn() });
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'К заказам' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/orders');
  });

  it('says «not found» for an id that is not one, and for a 404 or a 422 from the server', () => {
    for (const [id, error] of [[0, null], [Number.NaN, null], [7, apiError(404)], [7, apiError(422)]] as const) {
      renderFallback(id, { isError: error !== null, error, refetch: vi.fn() });
      expect(screen.getByRole('alert').textContent).toBe('Заказ не найден');
      expect(screen.queryByTestId('skeleton')).toBeNull();
      cleanup();
    }
  });

  it('offers a retry for any other failure', () => {
    const refetch = vi.fn();
    renderFallback(7, { isError: true, error: apiError(500), refetch });
    expect(screen.queryByText('Заказ не найден')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
