// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { listOf, owner, pageView, project } from '../testing/fixtures';
import SettingsLayout from './SettingsLayout';
import History from './History';
import DomainSettings from './DomainSettings';
import { Forwarder } from './Later';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const inSettings = (element: ReactElement, route: string) => renderScreen(element, { route, url: `/pages/1/settings/${route}`, parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> } });
const domain = (over: object) => ({ id: 5, name: 'shop.ru', project_id: 1, parent_id: null, ssl: false, dns_ok: true, checked_at: null, pages_total: 0, registration: null, created: '2026-01-01T00:00:00.000Z', ...over });

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring' }));
});
afterEach(cleanup);

describe('settings sections', () => {
  it('every SPEC section is in the settings menu', async () => {
    inSettings(<Forwarder />, 'forwarder');
    const nav = await screen.findByRole('navigation', { name: 'Настройки страницы' });
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Основные', 'Домен', 'SEO', 'Мета-теги', 'Плагины', 'История', 'Доступ', 'Уведомления', 'Пересылка заявок', 'Интеграции', 'Контакты', 'Код контактов']);
  });

  it('a later-release section is an honest panel without buttons', async () => {
    inSettings(<Forwarder />, 'forwarder');
    const panel = await screen.findByTestId('later-panel');
    expect(panel.textContent).toContain('В следующем релизе');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });

  it('history lists versions and restores one after confirmation', async () => {
    fake.pages.history.mockResolvedValue({ items: [{ id: 7, kind: 'publish', created: '2026-02-01T10:00:00.000Z' }, { id: 6, kind: 'draft', created: '2026-01-31T10:00:00.000Z' }] });
    fake.pages.historyRestore.mockResolvedValue({ id: 1, globals: {}, data: { version: '0.2', widgets: {}, tree: [] }, revision: 3 });
    inSettings(<History />, 'history');
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((r) => within(r).getAllByText(/Публикация|Сохранение черновика/)[0].textContent)).toEqual(['Публикация', 'Сохранение черновика']);
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(fake.pages.historyRestore).toHaveBeenCalledWith({ params: { pageId: 1, historyId: 6 } }));
  });

  it('pins the page to a domain and shows the address it will open at', async () => {
    fake.domains.list.mockResolvedValue(listOf([domain({})], { can_add: true }));
    fake.pages.update.mockResolvedValue(pageView({ id: 1, domain_id: 5 }));
    inSettings(<DomainSettings />, 'domain');
    await screen.findByText('Без домена (тестовый поддомен)', { selector: 'span' });
    expect(screen.getByTestId('page-address').textContent).toContain('spring.');
    fireEvent.click(screen.getByRole('button', { name: /Домен страницы/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'shop.ru' }));
    expect(screen.getByTestId('page-address').textContent).toBe('http://shop.ru/');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.pages.update).toHaveBeenCalledWith({ params: { pageId: 1 }, body: { domain_id: 5, params: { ssl: false } }, suppressErrors: true }));
  });
});
