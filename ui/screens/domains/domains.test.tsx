// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { fakeList, manyProjects } from '../../testing/fakeList';
import { listOf, owner, project } from '../../testing/fixtures';
import DomainsList from './DomainsList';
import DomainCreate from './DomainCreate';
import DomainRegister from './DomainRegister';
import DomainSettings from './DomainSettings';
import RecordForm from './RecordForm';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const certificate = (over: object = {}) => ({ state: 'waiting_dns', error: null, not_after: null, renews_on: null, checked_at: null, ...over });
const domain = (over: object = {}) => ({ id: 5, name: 'shop.ru', project_id: 1, parent_id: null, ssl: false, dns_ok: false, checked_at: null, pages_total: 2, certificate: certificate(), registration: null, created: '2026-01-01T00:00:00.000Z', ...over });

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
});
afterEach(cleanup);

describe('domains list', () => {
  it('shows the empty state with connect and register actions', async () => {
    fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
    renderScreen(<DomainsList />);
    expect(await screen.findByText('Доменов пока нет')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Подключить домен' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Зарегистрировать домен' }).length).toBeGreaterThan(0);
  });

  it('lists domains with their DNS and certificate state', async () => {
    fake.domains.list.mockResolvedValue(listOf([domain(), domain({ id: 6, name: 'ok.ru', dns_ok: true, certificate: certificate({ state: 'issued', not_after: '2027-02-26T00:00:00.000Z', renews_on: '2027-01-27T00:00:00.000Z' }) })], { can_add: true }));
    renderScreen(<DomainsList />);
    const rows = await screen.findAllByTestId('domain-row');
    expect(within(rows[0]).getByText('Ожидает настройки')).toBeTruthy();
    expect(within(rows[0]).getByTestId('certificate-state').textContent).toBe('Ждёт проверки DNS');
    expect(within(rows[1]).getByText('Настроен')).toBeTruthy();
    expect(within(rows[1]).getByTestId('certificate-state').textContent).toBe('Выпущен');
  });

  it('asks the server for the page, sort, search and DNS filter; «Ничего не найдено» clears them; an error offers a retry', async () => {
    fake.domains.list.mockResolvedValue({ ...listOf([domain()], { can_add: true }), total_items: 23, total_pages: 3 });
    renderScreen(<DomainsList />);
    await screen.findAllByTestId('domain-row');
    expect(fake.domains.list.mock.lastCall?.[0].query).toMatchObject({ page: 1, limit: 10, 'sort[name]': 'asc', project_id: 1 });
    fireEvent.click(screen.getByRole('button', { name: /Добавлен/ }));
    await waitFor(() => expect(fake.domains.list.mock.lastCall?.[0].query).toMatchObject({ 'sort[created]': 'asc' }));
    fireEvent.change(screen.getByTestId('domain-dns-filter'), { target: { value: 'ok' } });
    await waitFor(() => expect(fake.domains.list.mock.lastCall?.[0].query).toMatchObject({ dns: 'ok', page: 1 }));

    fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
    fireEvent.change(screen.getByLabelText('Поиск доменов'), { target: { value: 'nothing' } });
    await waitFor(() => expect(fake.domains.list.mock.lastCall?.[0].query).toMatchObject({ search: 'nothing', dns: 'ok' }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(fake.domains.list.mock.lastCall?.[0].query).not.toHaveProperty('search'));
    expect(fake.domains.list.mock.lastCall?.[0].query.dns).toBeUndefined();
    expect(await screen.findByText('Доменов пока нет')).toBeTruthy();
    cleanup();

    fake.domains.list.mockRejectedValue(new ApiError(500, { error: 'internal', code: 'internal', message: 'x', status: 500 }, 'x'));
    renderScreen(<DomainsList />);
    expect(await screen.findByRole('button', { name: /Повторить/ })).toBeTruthy();
  });
});

describe('connect a domain', () => {
  it('shows the server verdict under the field ("Некорректный домен")', async () => {
    fake.domains.create.mockRejectedValue(new ApiError(422, { error: 'domain.invalid', code: 'domain.invalid', message: 'Некорректный домен', status: 422, fields: { name: 'domain.invalid' } }, 'x'));
    renderScreen(<DomainCreate />, { route: '/domains/create', others: ['/domains/:domainId'] });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'bad..ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить домен' }));
    expect(await screen.findByText('Некорректный домен')).toBeTruthy();
  });

  it('creates the domain in the current project and opens its page', async () => {
    fake.domains.create.mockResolvedValue(domain());
    renderScreen(<DomainCreate />, { route: '/domains/create', others: ['/domains/:domainId'] });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'shop.ru' } });
    await waitFor(() => expect(fake.projects.list).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Подключить домен' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/domains/:domainId');
    expect(fake.domains.create.mock.calls[0][0].body).toEqual({ name: 'shop.ru', project_id: 1 });
  });
});

describe('tariff limit', () => {
  it('over the limit, connecting and registering say so with the advice before any form is filled', async () => {
    fake.domains.list.mockResolvedValue(listOf([domain()], { can_add: false }));
    renderScreen(<DomainCreate />, { route: '/domains/create' });
    const alert = await screen.findByTestId('tariff-limit');
    expect(alert.textContent).toContain('Ваш тариф не позволяет добавить еще домены');
    expect(alert.textContent).toContain('пакет расширения');
    expect(screen.queryByLabelText('Домен')).toBeNull();
    cleanup();
    renderScreen(<DomainRegister />, { route: '/domains/register' });
    expect((await screen.findByTestId('tariff-limit')).textContent).toContain('Перейдите на тариф');
    expect(screen.queryByLabelText('Домен')).toBeNull();
    expect(fake.domains.registerCheck).not.toHaveBeenCalled();
  });
});

describe('domain settings', () => {
  it('shows an issued certificate with its end and renewal dates', async () => {
    fake.domains.get.mockResolvedValue({ ...domain({ dns_ok: true, certificate: certificate({ state: 'issued', not_after: '2027-02-26T00:00:00.000Z', renews_on: '2027-01-27T00:00:00.000Z', checked_at: '2026-11-28T10:00:00.000Z' }) }), records: [], server_ip: '203.0.113.7' });
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    expect((await screen.findByTestId('certificate-state')).textContent).toBe('Выпущен');
    const text = screen.getByTestId('certificate-text').textContent ?? '';
    expect(text).toMatch(/^Действует до .*2027.*, продлится автоматически .*2027.*\. Посетителей с HTTP переводим на HTTPS\.$/);
    expect(screen.queryByRole('button', { name: 'Проверить снова' })).toBeNull();
  });

  it('a failed certificate says why and checks again (the DNS check requests it anew)', async () => {
    const failed = certificate({ state: 'failed', error: { reason: 'dns', detail: 'shop.ru → 10.0.0.9' }, checked_at: '2026-11-28T10:00:00.000Z' });
    fake.domains.get.mockResolvedValue({ ...domain({ dns_ok: true, certificate: failed }), records: [], server_ip: '203.0.113.7' });
    fake.domains.check.mockResolvedValue({ ok: true, records: [], instructions: [] });
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    expect((await screen.findByTestId('certificate-state')).textContent).toBe('Не выпущен');
    expect(screen.getByTestId('certificate-text').textContent).toBe('Выпустить сертификат не удалось. A-записи домена больше не указывают на наш сервер (shop.ru → 10.0.0.9). Исправьте их и проверьте снова.');
    fake.domains.get.mockResolvedValue({ ...domain({ dns_ok: true, certificate: certificate({ state: 'requested' }) }), records: [], server_ip: '203.0.113.7' });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить снова' }));
    await waitFor(() => expect(fake.domains.check).toHaveBeenCalledWith({ params: { domainId: 5 } }));
    await waitFor(() => expect(screen.getByTestId('certificate-state').textContent).toBe('Выпускается'));
  });

  it('a domain registered through us says its DNS is ours to set, with no steps at a registrar', async () => {
    fake.domains.get.mockResolvedValue({ ...domain({ registration: { registrar: 'sandbox', expires: '2027-01-01T00:00:00.000Z' } }), records: [], server_ip: '203.0.113.7' });
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    const box = await screen.findByTestId('dns-instructions');
    expect(box.textContent).toContain('DNS настраиваем мы');
    expect(box.textContent).not.toContain('регистратора');
    expect(document.body.textContent).not.toContain('Осталось настроить DNS-записи у регистратора');
  });

  it('shows the SPEC instructions: A records for the host and www, 24 hours, SSL in 10–15 minutes, and checks them', async () => {
    fake.domains.get.mockResolvedValue({ ...domain(), records: [], server_ip: '203.0.113.7' });
    fake.domains.check.mockResolvedValue({ ok: false, records: [{ type: 'A', host: 'shop.ru', value: '203.0.113.7', found: ['1.1.1.1'], ok: false }, { type: 'A', host: 'www.shop.ru', value: '203.0.113.7', found: ['203.0.113.7'], ok: true }], instructions: ['Укажите A-запись'] });
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    const box = await screen.findByTestId('dns-instructions');
    const cells = [...box.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(cells[0]).toContain('A@');
    expect(cells[0]).toContain('203.0.113.7');
    expect(cells[1]).toContain('www');
    expect(box.textContent).toContain('24 часов');
    expect(box.textContent).toContain('10–15 минут');
    fireEvent.click(within(box).getByRole('button', { name: 'Проверить настройки' }));
    expect(await within(box).findByText('Указывает на 1.1.1.1')).toBeTruthy();
    expect(within(box).getByText('Записи пока не настроены')).toBeTruthy();
  });
});

describe('domain project', () => {
  it('an account with 150 projects: the 130th is found by typing and saved; the current one keeps its name outside the first batch', async () => {
    fake.projects.list.mockImplementation(fakeList(manyProjects(150), (p) => p.title));
    fake.domains.get.mockResolvedValue({ ...domain({ project_id: 140, dns_ok: true }), records: [], server_ip: '203.0.113.7' });
    fake.domains.update.mockResolvedValue(domain({ project_id: 130, dns_ok: true }));
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    const input = await screen.findByRole('combobox', { name: 'Проект' });
    // Project 140 is beyond the picker's first 25: asked for by id, it keeps its title.
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Проект 140'));
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { id: 140 } });

    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Проект 130' } });
    await within(screen.getByRole('listbox')).findByRole('option', { name: 'Проект 130' }, { timeout: 3000 });
    expect(fake.projects.list).toHaveBeenCalledWith({ query: { search: 'Проект 130', limit: 25 } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(fake.domains.update).toHaveBeenCalledWith({ params: { domainId: 5 }, body: { project_id: 130 } }));
  });

  it('offers no project choice when the account has one project', async () => {
    fake.projects.list.mockImplementation(fakeList([project], (p) => p.title));
    fake.domains.get.mockResolvedValue({ ...domain({ dns_ok: true }), records: [], server_ip: '203.0.113.7' });
    renderScreen(<DomainSettings />, { route: '/domains/:domainId', url: '/domains/5' });
    await screen.findByText('Настроен');
    await waitFor(() => expect(fake.projects.list).toHaveBeenCalledWith({ query: { limit: 25 } }));
    expect(screen.queryByRole('combobox', { name: 'Проект' })).toBeNull();
  });
});

describe('register a domain', () => {
  it('checks availability, shows the price and registers with the administrator details', async () => {
    fake.domains.registerCheck.mockResolvedValue({ domain: 'brand.ru', available: true, price: 1290, currency: 'RUB', years: 1 });
    fake.domains.register.mockResolvedValue({ domain: 'brand.ru', registrar: 'sandbox', expires: '2027-01-01T00:00:00.000Z', price: 1290, domain_id: 9 });
    renderScreen(<DomainRegister />, { route: '/domains/register', others: ['/domains/:domainId'] });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'brand.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const offer = await screen.findByTestId('register-offer');
    expect(offer.textContent).toContain('brand.ru свободен');
    expect(offer.textContent).toContain('1 290 ₽ за 1 год');
    fireEvent.change(screen.getByLabelText('ФИО или название организации'), { target: { value: 'Анна' } });
    fireEvent.change(within(offer).getByLabelText('Email'), { target: { value: 'a@x.ru' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 900 000-00-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрировать за 1 290 ₽' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/domains/:domainId');
    expect(fake.domains.register.mock.calls[0][0].body).toMatchObject({ domain: 'brand.ru', years: 1, admin: { name: 'Анна', email: 'a@x.ru', phone: '+7 900 000-00-00' } });
  });

  it('says when the name is taken and offers no purchase', async () => {
    fake.domains.registerCheck.mockResolvedValue({ domain: 'taken.ru', available: false, price: 0, currency: 'RUB', years: 1 });
    renderScreen(<DomainRegister />, { route: '/domains/register' });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'taken.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect((await screen.findByTestId('register-offer')).textContent).toContain('taken.ru уже занят');
    expect(screen.queryByRole('button', { name: /Зарегистрировать за/ })).toBeNull();
  });
});

describe('DNS record form', () => {
  it('needs a value that fits the type (the api/ rule: 999.1.1.1 is no address), and shows server field messages inline', async () => {
    fake.domains.get.mockResolvedValue({ ...domain(), records: [], server_ip: '203.0.113.7' });
    fake.domains.recordCreate.mockRejectedValue(new ApiError(422, { error: 'validation', code: 'validation', message: 'x', status: 422, fields: { value: 'Домен занят' } }, 'x'));
    renderScreen(<RecordForm />, { route: '/domains/:domainId/records/create', url: '/domains/5/records/create', others: ['/domains/:domainId/records'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить запись' }));
    expect(await screen.findByText('Обязательное поле')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Значение'), { target: { value: '999.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    expect(await screen.findByText('Укажите IPv4-адрес, например 203.0.113.10')).toBeTruthy();
    expect(fake.domains.recordCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Значение'), { target: { value: '203.0.113.10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    expect(await screen.findByText('Домен занят')).toBeTruthy();
    expect(fake.domains.recordCreate.mock.calls[0][0]).toMatchObject({ params: { domainId: 5 }, body: { type: 'A', host: '@', value: '203.0.113.10', ttl: 3600 } });
  });

  it('one required-field message on the registration form: «Обязательное поле» for every field', async () => {
    fake.domains.registerCheck.mockResolvedValue({ domain: 'brand.ru', available: true, price: 1290, currency: 'RUB', years: 1 });
    renderScreen(<DomainRegister />, { route: '/domains/register' });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'brand.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByTestId('register-offer');
    fireEvent.click(screen.getByRole('button', { name: /Зарегистрировать за/ }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(3);
    expect(screen.queryByText('Заполните поле')).toBeNull();
  });
});
