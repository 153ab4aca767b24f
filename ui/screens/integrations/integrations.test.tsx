// @vitest-environment happy-dom
// The integrations screens on fake endpoints: the catalogue's groups in SPEC order, the list's
// states and statuses, a service's form drawn from the catalogue (secrets masked, only new secrets
// sent), and the webhook's secret shown once after connecting.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IntegrationView } from '../../../api/routes/integrations';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { listOf } from '../../testing/fixtures';
import { renderScreen, setupI18n } from '../../testing/render';
import Integrations from './Integrations';
import IntegrationCatalogue from './IntegrationCatalogue';
import IntegrationEdit from './IntegrationForm';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const view = (over: Partial<IntegrationView>): IntegrationView => ({
  id: 1, type: 8, kind: 'crm', title: 'amoCRM', settings: {}, credentials: {}, enabled: true, all_pages: true, pages: [], status: 'connected',
  status_error: null, missing: [], checked_at: null, created: '2026-01-01T00:00:00.000Z', updated: '2026-01-01T00:00:00.000Z', ...over,
});

beforeAll(setupI18n);
beforeEach(() => resetFakeEndpoints());
afterEach(cleanup);

describe('integrations screens', () => {
  it('the catalogue shows the five groups of SPEC in order, each with its services', async () => {
    // The count comes from the server's per-type figures, not from the page of rows.
    fake.integrations.list.mockResolvedValue(listOf([], { connected_by_type: { 8: 1, 22: 3 } }));
    renderScreen(<IntegrationCatalogue />, { route: '/integrations/create' });
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Сервисы рассылок', 'CRM-системы', 'Аналитика', 'Платёжные системы', 'Webhook']);
    const crm = screen.getByRole('region', { name: 'CRM-системы' });
    expect(within(crm).getAllByRole('link')).toHaveLength(6);
    await waitFor(() => expect(screen.getByTestId('catalogue-amocrm').textContent).toContain('Подключена 1'));
    expect(screen.getByTestId('catalogue-webhook').textContent).toContain('Подключено 3');
    expect(screen.getByTestId('catalogue-bitrix24').textContent).toContain('Подключить');
    expect(within(screen.getByRole('region', { name: 'Платёжные системы' })).getAllByRole('link').map((a) => a.querySelector('strong')?.textContent))
      .toEqual(['CloudPayments', 'ЮKassa', 'Т‑Банк Рассрочка']);
  });

  it('the list says «Не подключено» until the fields are set, and offers the catalogue when empty', async () => {
    fake.integrations.list.mockResolvedValue(listOf([view({ status: 'not_connected', missing: ['access_token'], all_pages: false, pages: [3, 4] }), view({ id: 2, type: 22, kind: 'webhook', title: 'CRM hook', enabled: false })], { connected_by_type: {} }));
    renderScreen(<Integrations />, { route: '/integrations' });
    const rows = await screen.findAllByTestId('integration-row');
    expect(within(rows[0]).getByText('Не подключено')).toBeTruthy();
    expect(rows[0].textContent).toContain('2 страницы');
    expect(within(rows[1]).getByText('Выключена')).toBeTruthy();
    cleanup();
    fake.integrations.list.mockResolvedValue(listOf([], { connected_by_type: {} }));
    renderScreen(<Integrations />, { route: '/integrations' });
    expect(await screen.findByText('Интеграций пока нет')).toBeTruthy();
  });

  it('asks the server for the page, sort, search, kind and status; «Ничего не найдено» clears them; an error offers a retry', async () => {
    fake.integrations.list.mockResolvedValue({ ...listOf([view({})], { connected_by_type: { 8: 23 } }), total_items: 23, total_pages: 3 });
    renderScreen(<Integrations />, { route: '/integrations' });
    await screen.findAllByTestId('integration-row');
    const last = () => fake.integrations.list.mock.lastCall?.[0].query;
    expect(last()).toMatchObject({ page: 1, limit: 10, 'sort[created]': 'asc' });
    fireEvent.click(screen.getByRole('button', { name: /Название/ }));
    await waitFor(() => expect(last()).toMatchObject({ 'sort[title]': 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByTestId('integration-kind-filter'), { target: { value: 'crm' } });
    await waitFor(() => expect(last()).toMatchObject({ kind: 'crm', page: 1 }));
    fireEvent.change(screen.getByTestId('integration-status-filter'), { target: { value: 'error' } });
    await waitFor(() => expect(last()).toMatchObject({ kind: 'crm', status: 'error' }));

    fake.integrations.list.mockResolvedValue(listOf([], { connected_by_type: { 8: 23 } }));
    fireEvent.change(screen.getByLabelText('Поиск интеграций'), { target: { value: 'nothing' } });
    await waitFor(() => expect(last()).toMatchObject({ search: 'nothing', kind: 'crm' }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(last()).not.toHaveProperty('search'));
    expect(last()?.kind).toBeUndefined();
    expect(last()?.status).toBeUndefined();
    expect(await screen.findByText('Интеграций пока нет')).toBeTruthy();
    cleanup();

    fake.integrations.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    renderScreen(<Integrations />, { route: '/integrations' });
    expect(await screen.findByRole('button', { name: /Повторить/ })).toBeTruthy();
  });

  it('a saved secret is shown masked and is sent only when typed anew', async () => {
    fake.integrations.get.mockResolvedValue(view({ settings: { subdomain: 'shop', pipeline_id: '1' }, credentials: { access_token: '••••a1b2' } }));
    fake.integrations.deliveries.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 0 });
    fake.integrations.update.mockResolvedValue(view({ title: 'Моя CRM' }));
    renderScreen(<IntegrationEdit />, { route: '/integrations/:id/edit', url: '/integrations/1/edit' });
    expect(await screen.findByText('Сохранено: ••••a1b2. Введите новое значение, чтобы заменить.')).toBeTruthy();
    expect((screen.getByLabelText('Токен доступа') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Моя CRM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.integrations.update).toHaveBeenCalled());
    const body = (fake.integrations.update.mock.calls[0][0] as { body: { title: string; credentials: object; settings: object } }).body;
    expect(body).toMatchObject({ title: 'Моя CRM', credentials: {}, settings: { subdomain: 'shop', pipeline_id: '1' } });
    expect(await screen.findByText('Отправок пока не было')).toBeTruthy();
  });

  it('connecting a webhook shows its signing secret once', async () => {
    fake.integrations.list.mockResolvedValue(listOf([], { connected_by_type: {} }));
    fake.integrations.create.mockResolvedValue({ ...view({ id: 9, type: 22, kind: 'webhook', title: 'Webhook' }), signing_secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0IQ==' });
    const { router } = renderScreen(<IntegrationCatalogue />, { route: '/integrations/create', url: '/integrations/create?type=22', others: ['/integrations/:id/edit'] });
    fireEvent.change(await screen.findByLabelText('Адрес (URL)'), { target: { value: 'https://hooks.example.com/leads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect((await screen.findByTestId('webhook-secret-value')).textContent).toBe('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0IQ==');
    expect(fake.integrations.create).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ type: 22, settings: { url: 'https://hooks.example.com/leads' }, credentials: {} }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Я сохранил секрет' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations/9/edit'));
  });
});
