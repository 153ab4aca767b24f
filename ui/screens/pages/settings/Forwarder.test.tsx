// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../adapters/index';
import type { ForwardDeliveryView } from '../../../../api/routes/forwarder';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../../testing/render';
import { owner, pageView, project } from '../../../testing/fixtures';
import { toasts } from '../../../lib/toasts';
import SettingsLayout from '../../../components/page-settings/SettingsLayout';
import Forwarder from './Forwarder';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const open = () => renderScreen(<Forwarder />, { route: 'forwarder', url: '/pages/1/settings/forwarder', parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> } });
const off = { page_id: 1, enabled: false, url: '', method: 'POST' as const, updated: null };
const delivery = (over: Partial<ForwardDeliveryView>): ForwardDeliveryView => ({
  id: 1, lead_id: 41, test: false, method: 'POST', state: 'delivered', attempts: 1, response_status: 200, response_excerpt: 'OK', last_error: null, error_kind: null,
  duration_ms: 35, created: '2026-03-01T10:00:00.000Z', updated: '2026-03-01T10:00:00.000Z', ...over,
});
const serverError = () => new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x');

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1 }));
});
afterEach(cleanup);

describe('settings/forwarder', () => {
  it('shows skeletons while loading, then the form with its help and an empty log', async () => {
    open();
    expect(await screen.findByTestId('forwarder-loading')).toBeTruthy();
    cleanup();

    fake.forwarder.get.mockResolvedValue(off);
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    open();
    expect(await screen.findByRole('switch', { name: 'Пересылать заявки' })).toBeTruthy();
    const help = screen.getByTestId('forwarder-help').textContent ?? '';
    expect(help).toContain('page_id, lead_id, created, utm_source');
    expect(help).toContain('test=1');
    expect(help).toContain('Это не вебхук');
    expect(await screen.findByText('Отправок пока нет')).toBeTruthy();
    // Nothing changed: nothing to save.
    expect(screen.getByRole('button', { name: 'Сохранить' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses to save forwarding on without an address, or with a non-http one; saves a valid one with its method', async () => {
    fake.forwarder.get.mockResolvedValue(off);
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    fake.forwarder.update.mockImplementation(async ({ body }: { body: object }) => ({ ...off, ...body, updated: '2026-03-01T10:00:00.000Z' }));
    open();
    fireEvent.click(await screen.findByRole('switch', { name: 'Пересылать заявки' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите адрес, на который пересылать заявки')).toBeTruthy();
    const url = screen.getByRole('textbox', { name: 'Адрес скрипта (URL)' });
    fireEvent.change(url, { target: { value: 'ftp://crm.example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Укажите адрес http:\/\/ или https:\/\//)).toBeTruthy();
    expect(fake.forwarder.update).not.toHaveBeenCalled();

    fireEvent.change(url, { target: { value: 'https://crm.example.com/lead.php' } });
    fireEvent.click(screen.getByRole('radio', { name: /GET/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.forwarder.update).toHaveBeenCalledWith({ params: { pageId: 1 }, body: { enabled: true, url: 'https://crm.example.com/lead.php', method: 'GET' }, suppressErrors: true }));
  });

  it('shows the server\'s field message when the address is refused', async () => {
    fake.forwarder.get.mockResolvedValue({ ...off, url: 'https://crm.example.com/a' });
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    fake.forwarder.update.mockRejectedValue(new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { url: 'Укажите адрес http:// или https:// в интернете (не локальный и не внутренней сети)' } }, 'x'));
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Адрес скрипта (URL)' }), { target: { value: 'http://10.0.0.5/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/не локальный и не внутренней сети/)).toBeTruthy();
  });

  it('«Отправить тест» sends the typed address and shows the answer: status, time, excerpt', async () => {
    fake.forwarder.get.mockResolvedValue(off);
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    fake.forwarder.test.mockResolvedValue(delivery({ id: 9, test: true, lead_id: null, response_status: 200, response_excerpt: 'got it', duration_ms: 42 }));
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Адрес скрипта (URL)' }), { target: { value: 'https://crm.example.com/t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тест' }));
    const answer = await screen.findByTestId('forward-answer');
    expect(answer.textContent).toContain('Ответ: 200');
    expect(answer.textContent).toContain('42 мс');
    expect(answer.textContent).toContain('got it');
    expect(fake.forwarder.test).toHaveBeenCalledWith({ params: { pageId: 1 }, body: { url: 'https://crm.example.com/t', method: 'POST' }, suppressErrors: true });
    // The log is asked again so the test shows in it.
    await waitFor(() => expect(fake.forwarder.deliveries).toHaveBeenCalledTimes(2));
  });

  it('a test send refused for coming too often says so in words (not «error saving»)', async () => {
    fake.forwarder.get.mockResolvedValue(off);
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    fake.forwarder.test.mockRejectedValue(new ApiError(429, { error: 'rate_limited', code: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.', status: 429, params: { retry_after: 40 } }, 'x'));
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Адрес скрипта (URL)' }), { target: { value: 'https://crm.example.com/t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тест' }));
    await waitFor(() => expect(toasts.list().at(-1)).toMatchObject({ theme: 'danger', message: 'Слишком много попыток. Попробуйте позже.' }));
    expect(screen.queryByTestId('forward-answer')).toBeNull();
  });

  it('lists the last deliveries; «Повторить» only on a failed lead, which sends it again', async () => {
    fake.forwarder.get.mockResolvedValue({ ...off, enabled: true, url: 'https://crm.example.com/lead' });
    fake.forwarder.deliveries.mockResolvedValue({ items: [
      delivery({ id: 3, lead_id: 77, state: 'failed', attempts: 20, response_status: 500, response_excerpt: 'boom' }),
      delivery({ id: 2, lead_id: null, test: true, state: 'failed', response_status: null, response_excerpt: null, last_error: 'connect ECONNREFUSED' }),
      delivery({ id: 1, lead_id: 76 }),
    ] });
    fake.forwarder.retry.mockResolvedValue(delivery({ id: 3, lead_id: 77, state: 'pending' }));
    open();
    const rows = await screen.findAllByTestId('forward-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Заявка № 77 POST', 'Тестовая заявка POST', 'Заявка № 76 POST']);
    expect(rows[0].textContent).toContain('Не доставлено');
    expect(rows[0].textContent).toContain('20 попыток');
    expect(rows[1].textContent).toContain('Нет ответа');
    expect(rows[1].textContent).toContain('ECONNREFUSED');
    expect(rows[2].textContent).toContain('Доставлено');
    expect(within(rows[1]).queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: 'Повторить' })).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(fake.forwarder.retry).toHaveBeenCalledWith({ params: { pageId: 1, deliveryId: 3 }, suppressErrors: true }));
    await waitFor(() => expect(toasts.list().at(-1)).toMatchObject({ theme: 'success' }));
  });

  it('«Повторить» refused for coming too often says so in words as a toast, not the error modal', async () => {
    fake.forwarder.get.mockResolvedValue({ ...off, enabled: true, url: 'https://crm.example.com/lead' });
    fake.forwarder.deliveries.mockResolvedValue({ items: [delivery({ id: 3, lead_id: 77, state: 'failed', response_status: 500, response_excerpt: 'boom' })] });
    fake.forwarder.retry.mockRejectedValue(new ApiError(429, { error: 'rate_limited', code: 'rate_limited', message: 'Слишком много попыток. Попробуйте позже.', status: 429, params: { retry_after: 40 } }, 'x'));
    open();
    const [row] = await screen.findAllByTestId('forward-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(toasts.list().at(-1)).toMatchObject({ theme: 'danger', message: 'Слишком много попыток. Попробуйте позже.' }));
    expect(fake.forwarder.retry).toHaveBeenCalledWith({ params: { pageId: 1, deliveryId: 3 }, suppressErrors: true });
    // The row keeps its button for later.
    expect(within(row).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('a log row opens to its attempts, oldest first, each with its time, outcome in words, duration and answer', async () => {
    // The times read relative to now (SPEC §9): pinned to that afternoon in Moscow, they are «сегодня».
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    onTestFinished(() => { vi.useRealTimers(); });
    fake.forwarder.get.mockResolvedValue({ ...off, enabled: true, url: 'https://crm.example.com/lead' });
    fake.forwarder.deliveries.mockResolvedValue({ items: [delivery({ id: 5, lead_id: 80, attempts: 23, response_status: 200, response_excerpt: 'OK' })] });
    fake.forwarder.attempts.mockResolvedValue({ items: [
      { n: 4, at: '2026-03-01T10:00:00.000Z', response_status: null, response_excerpt: null, error: 'no answer in 15 s', error_kind: 'timeout', duration_ms: 15000 },
      { n: 5, at: '2026-03-01T10:01:00.000Z', response_status: 500, response_excerpt: 'try later', error: 'HTTP 500', error_kind: 'http', duration_ms: 40 },
      { n: 6, at: '2026-03-01T10:05:00.000Z', response_status: 200, response_excerpt: 'OK', error: null, error_kind: null, duration_ms: 12 },
    ] });
    open();
    const [row] = await screen.findAllByTestId('forward-row');
    const toggle = within(row).getByRole('button', { name: /23 попытки/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('forward-attempts')).toBeNull();
    expect(fake.forwarder.attempts).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByTestId('forward-attempts');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(fake.forwarder.attempts).toHaveBeenCalledWith({ params: { pageId: 1, deliveryId: 5 } });
    const tries = await within(panel).findAllByTestId('forward-attempt');
    expect(tries.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Попытка 4 · сегодня в 13:00 · Скрипт не ответил вовремя · 15000 мс.*no answer in 15 s$/),
      expect.stringMatching(/^Попытка 5 · сегодня в 13:01 · Ответ: 500 · 40 мс.*try later$/),
      expect.stringMatching(/^Попытка 6 · сегодня в 13:05 · Ответ: 200 · 12 мс.*OK$/),
    ]);
    // Only the last 20 of 23 are kept: the list says so.
    expect(panel.textContent).toContain('Показаны последние 3 из 23 попыток');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('forward-attempts')).toBeNull();
  });

  it('a failed test offers «Повторить»: the same send again, sending → failed again → done', async () => {
    fake.forwarder.get.mockResolvedValue(off);
    fake.forwarder.deliveries.mockResolvedValue({ items: [] });
    const refused = delivery({ id: 9, test: true, lead_id: null, state: 'failed', response_status: null, response_excerpt: null, last_error: 'connect ECONNREFUSED', error_kind: 'refused', duration_ms: 3 });
    let answer: (d: ForwardDeliveryView) => void = () => undefined;
    fake.forwarder.test.mockResolvedValueOnce(refused).mockImplementation(() => new Promise((resolve) => { answer = resolve; }));
    open();
    const url = await screen.findByRole('textbox', { name: 'Адрес скрипта (URL)' });
    fireEvent.change(url, { target: { value: 'https://crm.example.com/t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить тест' }));
    // Idle: the failure in words, the raw error, where it went, and «Повторить».
    let box = await screen.findByTestId('forward-answer');
    expect(box.textContent).toContain('Сервер отклонил соединение');
    expect(box.textContent).toContain('ECONNREFUSED');
    expect(box.textContent).toContain('POST https://crm.example.com/t');
    const again = within(box).getByRole('button', { name: 'Повторить' });
    // The address typed since is not what is retried: «Повторить» repeats the send shown.
    fireEvent.change(url, { target: { value: 'https://other.example.com/x' } });
    fireEvent.click(again);
    // Sending: the answer stays, the button waits and takes no second press.
    await waitFor(() => expect(screen.getByTestId('forward-answer').getAttribute('aria-busy')).toBe('true'));
    const busy = within(screen.getByTestId('forward-answer')).getByRole('button', { name: 'Повторить' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.querySelector('.spinner')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Отправить тест' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('forward-answer').textContent).toContain('Сервер отклонил соединение');
    expect(fake.forwarder.test).toHaveBeenLastCalledWith({ params: { pageId: 1 }, body: { url: 'https://crm.example.com/t', method: 'POST' }, suppressErrors: true });
    // Failed again: the new outcome, «Повторить» still offered.
    answer(delivery({ ...refused, id: 10, response_status: 503, response_excerpt: 'maintenance', last_error: 'HTTP 503', error_kind: 'http' }));
    await waitFor(() => expect(screen.getByTestId('forward-answer').textContent).toContain('Ответ: 503'));
    box = screen.getByTestId('forward-answer');
    expect(box.textContent).toContain('maintenance');
    const third = within(box).getByRole('button', { name: 'Повторить' });
    expect(third.hasAttribute('disabled')).toBe(false);
    expect(box.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(third);
    await waitFor(() => expect(fake.forwarder.test).toHaveBeenCalledTimes(3));
    // Done: delivered, nothing left to retry.
    answer(delivery({ id: 11, test: true, lead_id: null, state: 'delivered', response_status: 200, response_excerpt: 'got it' }));
    await waitFor(() => expect(screen.getByTestId('forward-answer').textContent).toContain('Ответ: 200'));
    expect(within(screen.getByTestId('forward-answer')).queryByRole('button')).toBeNull();
  });

  it('a failed load offers a retry, for the settings and for the log', async () => {
    fake.forwarder.get.mockRejectedValueOnce(serverError()).mockResolvedValue(off);
    fake.forwarder.deliveries.mockRejectedValueOnce(serverError()).mockResolvedValue({ items: [] });
    open();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const button of screen.getAllByRole('button', { name: 'Повторить' })) fireEvent.click(button);
    expect(await screen.findByRole('switch', { name: 'Пересылать заявки' })).toBeTruthy();
    expect(await screen.findByText('Отправок пока нет')).toBeTruthy();
  });
});
