// @vitest-environment happy-dom
// A page's integrations section, on fake endpoints: a switch attaches this page only, an integration on
// all pages cannot be switched here, the list is paged and searched by the server.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { IntegrationView } from '../../../api/routes/integrations';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { listOf, owner, pageView, project } from '../../testing/fixtures';
import SettingsLayout from '../../components/page-settings/SettingsLayout';
import PageIntegrations from './PageIntegrations';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const inSettings = (element: ReactElement, route: string) => renderScreen(element, { route, url: `/pages/1/settings/${route}`, parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> } });
const integration = (over: Partial<IntegrationView>): IntegrationView => ({
  id: 1, type: 22, kind: 'webhook', title: 'Webhook', settings: { url: 'https://hooks.example.com' }, credentials: {}, enabled: true, all_pages: false, pages: [],
  status: 'connected', status_error: null, missing: [], checked_at: null, created: '2026-01-01T00:00:00.000Z', updated: '2026-01-01T00:00:00.000Z', ...over,
});

// The lists of 100–150 rows render slowly on a loaded machine: wait for them longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring' }));
});
afterEach(cleanup);

describe('page settings: integrations', () => {
  it('an integration\'s switch adds this page to its pages; one on all pages cannot be switched here; only lead-receiving ones are asked for', async () => {
    fake.integrations.list.mockResolvedValue(listOf([integration({ id: 5, pages: [9] }), integration({ id: 6, title: 'Все страницы', all_pages: true })], { connected_by_type: { 22: 2 } }));
    fake.integrations.update.mockResolvedValue(integration({ id: 5, pages: [9, 1] }));
    inSettings(<PageIntegrations />, 'integrations');
    const list = await screen.findByTestId('page-integrations');
    // Payments receive no leads: the server leaves them out (receives_leads); it pages them too.
    expect(fake.integrations.list).toHaveBeenCalledWith({ query: { page: 1, limit: 25, 'sort[created]': 'asc', receives_leads: 'true' } });
    expect((within(list).getByRole('switch', { name: 'Получает заявки этой страницы: Все страницы' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(list).getByRole('switch', { name: 'Получает заявки этой страницы: Webhook' }));
    await waitFor(() => expect(fake.integrations.update).toHaveBeenCalledWith({ params: { id: 5 }, body: { pages: [9, 1] } }));
  });

  it('120 integrations: the server pages and searches them; a switch on the 117th saves that one only, and one switched on another page of the list stays', async () => {
    // A stand-in for the server's store: it pages, searches titles and keeps what PATCH saved.
    const store = Array.from({ length: 120 }, (_, i) => integration({ id: i + 1, title: `Webhook ${String(i + 1).padStart(3, '0')}`, pages: i === 4 ? [1] : [] }));
    fake.integrations.list.mockImplementation(async ({ query }: { query: { page: number; limit: number; search?: string } }) => {
      const found = store.filter((i) => !query.search || i.title.toLowerCase().includes(query.search.toLowerCase()));
      const items = found.slice((query.page - 1) * query.limit, query.page * query.limit);
      return listOf(items, { total_items: found.length, current: query.page, total_pages: Math.ceil(found.length / query.limit), connected_by_type: { 22: 120 } });
    });
    fake.integrations.update.mockImplementation(async ({ params, body }: { params: { id: number }; body: { pages: number[] } }) => {
      const at = store.findIndex((i) => i.id === params.id);
      store[at] = { ...store[at], pages: body.pages };
      return store[at];
    });
    inSettings(<PageIntegrations />, 'integrations');
    const list = await screen.findByTestId('page-integrations');
    expect(within(list).getAllByRole('switch')).toHaveLength(25);
    expect(screen.getByText('Страница 1 из 5')).toBeTruthy();
    expect((within(list).getByRole('switch', { name: 'Получает заявки этой страницы: Webhook 005' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск интеграции по названию' }), { target: { value: 'webhook 117' } });
    await waitFor(() => expect(within(screen.getByTestId('page-integrations')).getAllByRole('switch')).toHaveLength(1));
    expect(fake.integrations.list).toHaveBeenLastCalledWith({ query: { page: 1, limit: 25, 'sort[created]': 'asc', search: 'webhook 117', receives_leads: 'true' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Получает заявки этой страницы: Webhook 117' }));
    await waitFor(() => expect(fake.integrations.update).toHaveBeenCalledWith({ params: { id: 117 }, body: { pages: [1] } }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Получает заявки этой страницы: Webhook 117' }) as HTMLInputElement).checked).toBe(true));

    // Nothing found: «Ничего не найдено», and clearing the search brings the first page back.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'amo' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(within(screen.getByTestId('page-integrations')).getAllByRole('switch')).toHaveLength(25));
    // Only the 117th was saved; the 5th (switched on before, on another page of the list) is still on.
    expect(fake.integrations.update).toHaveBeenCalledTimes(1);
    expect(store.filter((i) => i.pages.includes(1)).map((i) => i.id)).toEqual([5, 117]);
    expect((screen.getByRole('switch', { name: 'Получает заявки этой страницы: Webhook 005' }) as HTMLInputElement).checked).toBe(true);
  });

  it('the integrations tab shows the error state with a retry', async () => {
    fake.integrations.list.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(listOf([integration({ id: 5 })], { connected_by_type: { 22: 1 } }));
    inSettings(<PageIntegrations />, 'integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('page-integrations')).toBeTruthy();
  });
});
