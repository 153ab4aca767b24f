// @vitest-environment happy-dom
// Where the other areas meet the tariff: the domains and users screens show "N из M" before
// the limit is met (the pages list is in tests/e2e/billing.spec.ts), the forms that add a domain, a
// registered domain or a user say SPEC §6's message with the way out once the limit is full (the owner
// gets a bigger tariff or a packet, a member is sent to the owner), and a limit the server reports on
// submit opens the limit dialog (through the UI bus) instead of a field error.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, uiBus, type UiEvent } from '../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../testing/render';
import { listOf, owner, project } from '../testing/fixtures';
import DomainsList from '../screens/domains/DomainsList';
import DomainCreate from '../screens/domains/DomainCreate';
import DomainRegister from '../screens/domains/DomainRegister';
import Users from '../screens/users/Users';
import UserForm from '../screens/users/UserForm';

const session = vi.hoisted(() => ({ owner: true }));
vi.mock('../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('./services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('./useSession', () => ({ useIsOwner: () => session.owner, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const account = (usage: { pages: number; domains: number; users: number }) => ({
  id: 1, tarif: 'start', packets: { pages: 0, domains: 0, users: 0 }, created: '2026-01-01T00:00:00.000Z',
  payed_till: '2026-12-20T09:00:00.000Z', state: 'active', grace_till: '2026-12-27T09:00:00.000Z',
  limits: { pages: 5, domains: 1, users: 3 }, usage, features: [],
});
const limitError = (type: string, limit: number, used: number, message: string) =>
  new ApiError(402, { error: 'tariff.limit', code: `tariff.limit.${type}`, message, status: 402, params: { type, limit, used } }, 'Payment Required');

let events: UiEvent[] = [];
let unsubscribe = () => undefined as void;

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  session.owner = true;
  events = [];
  unsubscribe = uiBus.subscribe((e) => { events.push(e); });
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.domains.list.mockResolvedValue(listOf([], { can_add: true }));
  fake.access.list.mockResolvedValue(listOf([]));
});
afterEach(() => {
  unsubscribe();
  cleanup();
});

describe('usage before the limit is met', () => {
  it('the domains list shows "0 из 1" with room left, and "1 из 1" with the way to raise it when full', async () => {
    fake.account.get.mockResolvedValue(account({ pages: 0, domains: 0, users: 0 }));
    renderScreen(<DomainsList />);
    const usage = await screen.findByTestId('usage-domains');
    expect(usage.textContent).toContain('0 из 1');
    expect(usage.dataset.state).toBe('ok');
    expect(screen.queryByRole('link', { name: 'Увеличить лимит' })).toBeNull();
    cleanup();

    fake.account.get.mockResolvedValue(account({ pages: 0, domains: 1, users: 0 }));
    renderScreen(<DomainsList />, { others: ['/billing/tariffs'] });
    expect((await screen.findByTestId('usage-domains')).dataset.state).toBe('full');
    expect(screen.getByTestId('usage-domains').textContent).toContain('1 из 1');
    fireEvent.click(screen.getByRole('link', { name: 'Увеличить лимит' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/billing/tariffs');
  });

  it('the users screen shows "2 из 3" with one left', async () => {
    fake.account.get.mockResolvedValue(account({ pages: 0, domains: 0, users: 2 }));
    renderScreen(<Users />);
    const usage = await screen.findByTestId('usage-users');
    expect(usage.textContent).toContain('Пользователи');
    expect(usage.textContent).toContain('2 из 3');
    expect(within(usage).getByRole('meter').getAttribute('aria-valuenow')).toBe('2');
    expect(usage.dataset.state).toBe('ok');
    expect(screen.queryByRole('link', { name: 'Увеличить лимит' })).toBeNull();
  });

  it('shows a member no usage and asks nothing about the account (billing data is the owner\'s)', async () => {
    session.owner = false;
    renderScreen(<DomainsList />);
    expect(await screen.findByText('Доменов пока нет')).toBeTruthy();
    expect(screen.queryByTestId('usage-domains')).toBeNull();
    expect(fake.account.get).not.toHaveBeenCalled();
  });
});

describe('the forms that add, once the limit is full', () => {
  const full = account({ pages: 5, domains: 1, users: 3 });
  const cases = [
    ['connecting a domain', 'domains', () => <DomainCreate />, 'Ваш тариф не позволяет добавить еще домены'],
    ['registering a domain', 'domains', () => <DomainRegister />, 'Ваш тариф не позволяет добавить еще домены'],
    ['adding a user', 'users', () => <UserForm />, 'Ваш тариф не позволяет добавить еще пользователей'],
  ] as const;
  // The domain forms learn it from the domains list (members read it too); adding a user from the account.
  const over = () => {
    fake.account.get.mockResolvedValue(full);
    fake.domains.list.mockResolvedValue(listOf([], { can_add: false }));
  };

  it.each(cases)('%s says SPEC §6\'s message, the advice and both ways out', async (_name, kind, element, message) => {
    over();
    renderScreen(element(), { others: ['/billing/tariffs', '/billing'] });
    const notice = await screen.findByTestId('tariff-limit');
    expect(notice.dataset.limit).toBe(kind);
    expect(notice.textContent).toContain(message);
    expect(notice.textContent).toContain('Перейдите на тариф с большим лимитом или докупите пакет расширения.');
    expect(within(notice).getByRole('link', { name: 'Купить пакет' }).getAttribute('href')).toBe(`/billing?packet=${kind}`);
    fireEvent.click(within(notice).getByRole('link', { name: 'Сменить тариф' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/billing/tariffs');
  });

  it('a member over the domain limit is sent to the owner, with no billing links', async () => {
    session.owner = false;
    over();
    renderScreen(<DomainCreate />);
    const notice = await screen.findByTestId('tariff-limit');
    expect(notice.textContent).toContain('Ваш тариф не позволяет добавить еще домены');
    expect(notice.textContent).toContain('Лимиты и оплата — у владельца аккаунта');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it.each(cases)('%s with room left shows the form and no notice', async (_name, kind, element) => {
    fake.account.get.mockResolvedValue(account({ pages: 0, domains: 0, users: 1 }));
    const { client } = renderScreen(element());
    expect(await screen.findByLabelText(kind === 'users' ? 'Имя' : 'Домен')).toBeTruthy();
    if (kind === 'users') await waitFor(() => expect(client.getQueryState(['account'])?.status).toBe('success'));
    expect(screen.queryByTestId('tariff-limit')).toBeNull();
  });
});

describe('a limit the server reports on submit opens the limit dialog', () => {
  beforeEach(() => fake.account.get.mockResolvedValue(account({ pages: 0, domains: 0, users: 0 })));

  it('connecting a domain', async () => {
    fake.domains.create.mockRejectedValue(limitError('domains', 1, 1, 'Ваш тариф не позволяет добавить еще домены'));
    renderScreen(<DomainCreate />, { route: '/domains/create', others: ['/domains/:domainId'] });
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'shop.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Подключить домен' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'limit', reason: 'domains', limit: 1, used: 1, message: 'Ваш тариф не позволяет добавить еще домены' }));
    // Not repeated as a field error under the name.
    expect(screen.queryByText('Ваш тариф не позволяет добавить еще домены')).toBeNull();
  });

  it('registering a domain: nothing is bought', async () => {
    fake.domains.registerCheck.mockResolvedValue({ domain: 'my-brand.ru', available: true, price: 590, currency: 'RUB', years: 1 });
    fake.domains.register.mockRejectedValue(limitError('domains', 1, 1, 'Ваш тариф не позволяет добавить еще домены'));
    renderScreen(<DomainRegister />);
    fireEvent.change(await screen.findByLabelText('Домен'), { target: { value: 'my-brand.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByTestId('register-offer');
    fireEvent.change(screen.getByLabelText('ФИО или название организации'), { target: { value: 'Анна Иванова' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.ru' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 900 000-00-00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрировать за 590 ₽' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'limit', reason: 'domains', limit: 1, used: 1, message: 'Ваш тариф не позволяет добавить еще домены' }));
  });

  it('adding a user', async () => {
    fake.access.create.mockRejectedValue(limitError('users', 3, 3, 'Ваш тариф не позволяет добавить еще пользователей'));
    renderScreen(<UserForm />, { others: ['/users'] });
    fireEvent.change(await screen.findByLabelText('Имя'), { target: { value: 'Пётр' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'petr@example.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'limit', reason: 'users', limit: 3, used: 3, message: 'Ваш тариф не позволяет добавить еще пользователей' }));
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
