// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import Settings from './Settings';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const job = (over: Record<string, unknown> = {}) => ({
  id: 5, category: 'webhook', state: 'failed', target: 'CRM отдела продаж', lead_id: 12, attempts: 3, max_attempts: 20,
  last_error: 'connect ECONNREFUSED 127.0.0.1:9', created: '2026-02-01T10:00:00.000Z', next_attempt_at: '2026-02-01T10:05:00.000Z', finished_at: null, ...over,
});
const pageOf = (items: unknown[]) => ({ items, total_items: items.length, current: 1, total_pages: items.length ? 1 : 0 });
const counts = { waiting: 2, running: 0, failed: 1, dead: 1 };

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.settings.counts.mockResolvedValue(counts);
});
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('settings: deliveries', () => {
  it('says every delivery is done when nothing failed, with the way to the integrations', async () => {
    fake.settings.list.mockResolvedValue(pageOf([]));
    renderScreen(<Settings />, { others: ['/integrations'] });
    expect(await screen.findByText('Все доставки выполнены')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Настройки' })).toBeTruthy();
    expect(screen.getByText(/которые не удалось доставить/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'К интеграциям' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/integrations');
  });

  it('shows the background queue by what it is about, with the longest wait, and says when it is empty', async () => {
    fake.settings.list.mockResolvedValue(pageOf([]));
    fake.settings.queue.mockResolvedValue({
      groups: [
        { group: 'notification', waiting: 1200, running: 3, oldest_waiting_s: 95 },
        { group: 'stats', waiting: 40, running: 0, oldest_waiting_s: 0 },
      ],
      oldest_waiting_s: 95,
    });
    renderScreen(<Settings />);
    expect((await screen.findByTestId('queue-oldest')).textContent).toBe('Дольше всех ждёт 95 с');
    const notification = screen.getByTestId('queue-group-notification');
    expect(notification.textContent).toContain('Уведомления о заявках');
    expect(notification.textContent).toContain('Ждут: 1200');
    expect(notification.textContent).toContain('Выполняются: 3');
    expect(screen.getByTestId('queue-group-stats').textContent).toContain('Статистика');
    cleanup();
    fake.settings.queue.mockResolvedValue({ groups: [], oldest_waiting_s: null });
    renderScreen(<Settings />);
    expect((await screen.findByTestId('queue-empty')).textContent).toBe('Очередь пуста: все задачи выполнены.');
  });

  it('shows a failed and a dead delivery with target, attempts, error and the queue counts', async () => {
    // Only the clock is fake (the queries' timers stay real): «now» is 13:00 in Moscow, the default zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T10:00:00.000Z'));
    fake.settings.list.mockResolvedValue(pageOf([job(), job({ id: 6, category: 'notification', state: 'dead', target: 'boss@example.com', lead_id: 13, attempts: 12, max_attempts: 12, next_attempt_at: null, finished_at: '2026-01-31T11:00:00.000Z', last_error: '' })]));
    renderScreen(<Settings />);
    const rows = await screen.findAllByTestId('delivery-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Вебхук');
    expect(rows[0].textContent).toContain('CRM отдела продаж');
    expect(rows[0].textContent).toContain('Заявка №12');
    expect(within(rows[0]).getByTestId('delivery-attempts').textContent).toBe('3 из 20');
    // When a person reads it: the retry at 13:05 today, the stop yesterday (SPEC §9 relative labels, the user's zone).
    expect(within(rows[0]).getByTestId('delivery-state').textContent).toBe('Повтор сегодня в 13:05');
    expect(within(rows[1]).getByTestId('delivery-state').textContent).toBe('Остановлено вчера в 14:00');
    expect(rows[0].textContent).toContain('сегодня в 13:00');
    expect(rows[0].textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(rows[1]).getByTestId('delivery-error').textContent).toBe('Без описания');
    expect(fake.settings.list).toHaveBeenCalledWith({ query: { page: 1, limit: 10, 'sort[created]': 'desc' } });
    await waitFor(() => expect(screen.getByTestId('queue-count-dead').textContent).toBe('1'));
    expect(screen.getByTestId('queue-count-waiting').textContent).toBe('2');
    // The stopped count is marked for the alarm colour only when it is above zero.
    expect(screen.getByTestId('queue-count-dead').parentElement?.dataset.nonzero).toBe('true');
    expect(screen.getByTestId('queue-count-running').parentElement?.dataset.nonzero).toBeUndefined();
  });

  it('retries one now and marks another handled, then asks for the list again', async () => {
    fake.settings.list.mockResolvedValueOnce(pageOf([job(), job({ id: 6, target: 'Другой' })])).mockResolvedValueOnce(pageOf([job({ id: 6, target: 'Другой' })])).mockResolvedValue(pageOf([]));
    fake.settings.retry.mockResolvedValue({ ok: true });
    fake.settings.resolve.mockResolvedValue({ ok: true });
    renderScreen(<Settings />);
    await screen.findByText('Другой');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить доставку «Вебхук — CRM отдела продаж» сейчас' }));
    await waitFor(() => expect(fake.settings.retry).toHaveBeenCalledWith({ params: { id: 5 } }));
    await waitFor(() => expect(screen.getAllByTestId('delivery-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Отметить доставку «Вебхук — Другой» решённой' }));
    await waitFor(() => expect(fake.settings.resolve).toHaveBeenCalledWith({ params: { id: 6 } }));
    expect(await screen.findByText('Все доставки выполнены')).toBeTruthy();
  });

  it('filters by state on the server; nothing found clears the filter', async () => {
    fake.settings.list.mockImplementation(async ({ query }: { query: { state?: string } }) => pageOf(query.state === 'dead' ? [] : [job()]));
    renderScreen(<Settings />);
    await screen.findAllByTestId('delivery-row');
    fireEvent.change(screen.getByTestId('delivery-state-filter'), { target: { value: 'dead' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(fake.settings.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 10, 'sort[created]': 'desc', state: 'dead' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(screen.getAllByTestId('delivery-row')).toHaveLength(1));
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    fake.settings.list.mockRejectedValue(new Error('offline'));
    renderScreen(<Settings />);
    expect(await screen.findByRole('button', { name: /Повторить|Попробовать/ })).toBeTruthy();
  });
});
