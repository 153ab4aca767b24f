// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../../adapters/index';
import type { ReactElement } from 'react';
import { fakeEndpoints, resetFakeEndpoints } from '../../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../../testing/render';
import { fakeList } from '../../../testing/fakeList';
import { listOf, owner, pageView, project } from '../../../testing/fixtures';
import SettingsLayout from '../../../components/page-settings/SettingsLayout';
import History from './History';
import DomainSettings from './DomainSettings';
import Meta from './Meta';

vi.mock('../../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../../app/services', () => ({ confirm: vi.fn(async () => true) }));
const session = vi.hoisted(() => ({ user: null as object | null }));
vi.mock('../../../app/useSession', () => ({ useIsOwner: () => session.user === null, useCurrentUser: () => session.user ?? owner }));

const fake = fakeEndpoints;
const inSettings = (element: ReactElement, route: string) => renderScreen(element, { route, url: `/pages/1/settings/${route}`, parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> } });
const domain = (over: object) => ({ id: 5, name: 'shop.ru', project_id: 1, parent_id: null, ssl: false, dns_ok: true, checked_at: null, pages_total: 0, registration: null, created: '2026-01-01T00:00:00.000Z', ...over });

beforeAll(setupI18n);
beforeEach(() => {
  session.user = null;
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring' }));
});
afterEach(cleanup);

describe('settings sections', () => {
  it('every SPEC section is in the settings menu', async () => {
    inSettings(<History />, 'history');
    const nav = await screen.findByRole('navigation', { name: 'Настройки страницы' });
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Основные', 'Домен', 'SEO', 'Мета-теги', 'Плагины', 'История', 'Доступ', 'Уведомления', 'Пересылка заявок', 'Интеграции', 'Контакты', 'Код контактов']);
  });

  it('the meta tags are the ones the page publishes: a neutral title without its own, no tags it never gets', async () => {
    fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring', title: '', description: '', favicon: false }));
    inSettings(<Meta />, 'meta');
    const tags = await screen.findByTestId('meta-tags');
    const plain = (tags.textContent ?? '').split('\n');
    expect(plain[0]).toBe('<title>Страница</title>');
    expect(plain).toContain('<link rel="canonical" href="http://spring.localhost:8080/">');
    expect(plain).toContain('<meta property="og:title" content="Страница">');
    expect(plain.some((l) => l.includes('description') || l.includes('og:image') || l.includes('robots') || l.includes('icon'))).toBe(false);
    cleanup();
    fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring', title: 'Весна', description: 'Скидки', favicon: true, noindex: true, share_image: 'k1' }));
    inSettings(<Meta />, 'meta');
    const lines = ((await screen.findByTestId('meta-tags')).textContent ?? '').split('\n');
    expect(lines.slice(0, 3)).toEqual(['<title>Весна</title>', '<meta name="description" content="Скидки">', '<link rel="icon" href="/__favicon/1">']);
    expect(lines).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(lines).toContain('<meta property="og:image" content="http://spring.localhost:8080/__share/1.jpg?v=k1">');
  });

  it('on «Код контактов» only that section is current, not «Контакты» too', async () => {
    inSettings(<History />, 'contacts/code');
    const nav = await screen.findByRole('navigation', { name: 'Настройки страницы' });
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);
    expect(current).toEqual(['Код контактов']);
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
    fake.domains.list.mockImplementation(fakeList([domain({})], (d) => d.name));
    fake.domains.get.mockResolvedValue({ ...domain({}), records: [], server_ip: '203.0.113.7' });
    fake.pages.update.mockResolvedValue(pageView({ id: 1, domain_id: 5 }));
    inSettings(<DomainSettings />, 'domain');
    const input = await screen.findByRole('combobox', { name: 'Домен страницы' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Без домена (тестовый поддомен)'));
    expect(screen.getByTestId('page-address').textContent).toContain('spring.');
    // Each state says what it means: no domain — the test subdomain only; a domain — its address.
    const help = () => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(help()).toBe('Без домена страница доступна только на тестовом поддомене.');
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'shop.ru' }));
    await waitFor(() => expect(screen.getByTestId('page-address').textContent).toBe('http://shop.ru/'));
    expect(help()).toBe('Посетители откроют страницу по адресу на выбранном домене.');
    expect(screen.queryByText(/доступна только на тестовом поддомене/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.pages.update).toHaveBeenCalledWith({ params: { pageId: 1 }, body: { domain_id: 5, params: { ssl: false } }, suppressErrors: true }));
  });

  it('a project with 150 domains: the 130th is found by typing and saved; the pinned one keeps its name outside the first batch', async () => {
    const all = Array.from({ length: 150 }, (_, i) => domain({ id: i + 1, name: `site-${i + 1}.ru`, dns_ok: false }));
    fake.domains.list.mockImplementation(fakeList(all, (d) => d.name));
    fake.domains.get.mockImplementation(async ({ params }: { params: { domainId: number } }) => ({ ...all[params.domainId - 1], records: [], server_ip: '203.0.113.7' }));
    fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring', domain_id: 140 }));
    fake.pages.update.mockResolvedValue(pageView({ id: 1, domain_id: 130 }));
    inSettings(<DomainSettings />, 'domain');
    const input = await screen.findByRole('combobox', { name: 'Домен страницы' });
    // Domain 140 is not in the first batch of 25: it is asked for by id and keeps its name.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('site-140.ru'));
    expect(fake.domains.list).toHaveBeenCalledWith({ query: { project_id: 1, limit: 25 } });
    expect(fake.domains.get).toHaveBeenCalledWith(expect.objectContaining({ params: { domainId: 140 } }));

    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'site-130' } });
    await within(screen.getByRole('listbox')).findByRole('option', { name: 'site-130.ru' }, { timeout: 3000 });
    expect(fake.domains.list).toHaveBeenCalledWith({ query: { project_id: 1, search: 'site-130', limit: 25 } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('site-130.ru'));
    fireEvent.blur(input);
    await waitFor(() => expect(screen.getByTestId('page-address').textContent).toBe('http://site-130.ru/'));
    // Its DNS does not point here yet: the warning links to its instructions.
    expect(screen.getByText('Как настроить').closest('a')?.getAttribute('href')).toBe('/domains/130');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.pages.update).toHaveBeenCalledWith({ params: { pageId: 1 }, body: { domain_id: 130, params: { ssl: false } }, suppressErrors: true }));
  });

  it('a member without domain.edit in the project sees the page domain but cannot choose or connect one', async () => {
    session.user = { ...owner, permissions: { account: { is_owner: false }, projects: { 1: { 'domain.edit': false } } } };
    fake.domains.list.mockImplementation(fakeList([domain({})], (d) => d.name));
    fake.domains.get.mockResolvedValue({ ...domain({}), records: [], server_ip: '203.0.113.7' });
    fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring', project_id: 1, domain_id: 5, domain_url: 'http://shop.ru/' }));
    inSettings(<DomainSettings />, 'domain');
    const shown = await screen.findByTestId('page-domain-readonly');
    await waitFor(() => expect(shown.textContent).toContain('shop.ru'));
    expect(shown.textContent).toContain('с правом на редактирование доменов');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: /Подключить новый домен/ })).toBeNull();
    // Nothing the member may not read is asked for (a refusal would open the permissions modal).
    expect(fake.domains.list).not.toHaveBeenCalled();
    expect(fake.domains.get).not.toHaveBeenCalled();
    expect(screen.getByTestId('page-address').textContent).toBe('http://shop.ru/');
  });

  it('a project without domains offers no choice, only connecting one; a failed domains list offers a retry', async () => {
    fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
    inSettings(<DomainSettings />, 'domain');
    expect((await screen.findByTestId('page-domain-none')).textContent).toContain('пока нет доменов');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.getByRole('link', { name: /Подключить новый домен/ })).toBeTruthy();
    cleanup();

    fake.domains.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    inSettings(<DomainSettings />, 'domain');
    const retry = await screen.findByRole('button', { name: /Повторить/ });
    fake.domains.list.mockImplementation(fakeList([domain({})], (d) => d.name));
    fireEvent.click(retry);
    expect(await screen.findByRole('combobox', { name: 'Домен страницы' })).toBeTruthy();
  });
});
