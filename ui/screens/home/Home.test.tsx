// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '../../../machines/index';
import { renderScreen, setupI18n } from '../../testing/render';
import { changesByKey } from './changesByKey';
import Home from './Home';

const calls = vi.hoisted(() => ({
  answers: vi.fn(async (_req: { body: { answers: Record<string, string | null> } }) => ({ answers: {} })),
  flags: vi.fn(async (_req: { body: { flags: Record<string, boolean | null> } }) => ({ flags: {} })),
  sendConfirmEmail: vi.fn(async () => ({ ok: true })),
  confirmed: true,
}));
const current = vi.hoisted(() => ({ user: null as CurrentUser | null }));

vi.mock('../../../adapters/index', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  endpoints: {
    profile: { get: vi.fn(async () => ({ email: 'a@example.com', email_confirmed: calls.confirmed })), answers: calls.answers, sendConfirmEmail: calls.sendConfirmEmail },
    session: { flags: calls.flags },
    projects: { list: vi.fn(async () => ({ items: [{ id: 3, title: 'Клиенты', liked: false, created: '2026-01-01T00:00:00.000Z' }] })) },
  },
}));
vi.mock('../../app/useSession', () => ({ useCurrentUser: () => current.user, useIsOwner: () => current.user?.permissions.account.is_owner ?? false }));

/** The current user exactly as the server answers it right after sign-up. */
const freshUser = (): CurrentUser => ({
  user: { id: 1, name: 'Anna', email: 'a@example.com', timezone: 'Europe/Moscow', is_admin: false, account_id: 1, locale: 'ru', email_confirmed: true },
  account: { id: 1, tarif: 'trial', packets: { pages: 0, domains: 0, users: 0 }, created: '2026-01-01T00:00:00.000Z', payed_till: null, state: 'active', grace_till: null },
  flags: { shouldCreate: true, shouldPublish: true, shouldDomain: true },
  qualify: { answers: {} },
  auth_hash: 'h',
  permissions: { account: { is_owner: true }, projects: {} },
});

beforeAll(setupI18n);
beforeEach(() => {
  calls.answers.mockClear();
  calls.flags.mockClear();
  calls.sendConfirmEmail.mockClear();
  calls.confirmed = true;
  current.user = freshUser();
});
afterEach(cleanup);

describe('home onboarding', () => {
  it('a fresh user sees the first question, no step ticked and 0 % progress', async () => {
    renderScreen(<Home />);
    expect(await screen.findByTestId('questionnaire')).toHaveProperty('dataset.question', 'phone');
    // Nothing ticked on the checklist beside it: nothing done.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    const steps = document.querySelectorAll('.checklist li');
    expect(steps).toHaveLength(4);
    expect([...steps].map((li) => li.getAttribute('data-done'))).toEqual(['false', 'false', 'false', 'false']);
  });

  it('progress is the share of the ticked steps shown beside it', () => {
    current.user = { ...freshUser(), flags: { shouldPublish: true, shouldDomain: true } };
    renderScreen(<Home />);
    expect([...document.querySelectorAll('.checklist li')].map((li) => li.getAttribute('data-done'))).toEqual(['false', 'true', 'false', 'false']);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('saves an answer as a change by key, not the whole map', async () => {
    current.user = { ...freshUser(), qualify: { answers: { phone: '+7 900' } } };
    renderScreen(<Home />);
    expect(await screen.findByTestId('questionnaire')).toHaveProperty('dataset.question', 'name');
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Анна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(calls.answers).toHaveBeenCalledTimes(1));
    expect(calls.answers.mock.calls[0][0]).toEqual({ body: { answers: { name: 'Анна' } } });
  });
});

describe('home steps lead somewhere', () => {
  it('every checklist step is a link to where it is done', async () => {
    renderScreen(<Home />);
    await screen.findByTestId('questionnaire');
    const links = [...document.querySelectorAll('.checklist a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Ответить на вопросы', '#questionnaire'],
      ['Создать первую страницу', '/pages/new'],
      ['Опубликовать страницу', '/pages'],
      ['Подключить домен', '/domains/create'],
    ]);
  });

  it('after the last answer the screen offers the next step instead of ending there', async () => {
    current.user = { ...freshUser(), flags: { shouldPublish: true, shouldDomain: true }, qualify: { answers: { phone: '+7 900 000-00-00', name: 'A', target: 'sell', area: 'retail', experience: 'none' } } };
    renderScreen(<Home />, { others: ['/pages'] });
    fireEvent.click(await screen.findByText('2–5'));
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    const done = await screen.findByTestId('questionnaire-done');
    expect(done.textContent).toContain('публикация');
    fireEvent.click(within(done).getByRole('button', { name: 'Опубликовать страницу' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/pages');
  });

  it('the question counter keeps its total: a digital area brings follow-ups under the same number', async () => {
    current.user = { ...freshUser(), qualify: { answers: { phone: '+7 900 000-00-00', name: 'A', target: 'sell' } } };
    renderScreen(<Home />);
    expect((await screen.findByTestId('question-step')).textContent).toBe('Вопрос 4 из 6');
    fireEvent.click(screen.getByText('Digital-агентство или фриланс'));
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(screen.getByTestId('questionnaire').dataset.question).toBe('companySize'));
    expect(screen.getByTestId('question-step').textContent).toBe('Вопрос 4 из 6 · уточнение');
  });

  it('the phone question takes a phone number only', async () => {
    renderScreen(<Home />);
    fireEvent.change(await screen.findByLabelText('Телефон'), { target: { value: 'позвоните мне' } });
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Введите номер телефона, например +7 900 000-00-00')).toBeTruthy();
    expect(calls.answers).not.toHaveBeenCalled();
  });

  it('an unconfirmed address: the banner mails a code first, then opens the screen to enter it', async () => {
    calls.confirmed = false;
    renderScreen(<Home />, { others: ['/confirm-email'] });
    const banner = await screen.findByTestId('confirm-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(calls.sendConfirmEmail).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/confirm-email');
  });
});

describe('home of a team member', () => {
  const member = (projects: CurrentUser['permissions']['projects']): CurrentUser => ({ ...freshUser(), flags: {}, permissions: { account: { is_owner: false }, projects } });

  it('shows no questionnaire or checklist (they are the owner\'s), only the sections the member may open', async () => {
    current.user = member({ 3: { 'page.list': true, 'domain.list': false } });
    renderScreen(<Home />);
    const home = await screen.findByTestId('member-home');
    await waitFor(() => expect(home.textContent).toContain('«Клиенты»'));
    const sections = [...home.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(sections).toContain('/pages');
    expect(sections).not.toContain('/domains');
    expect(sections).not.toContain('/users');
    expect(sections).not.toContain('/trash');
    expect(screen.queryByTestId('questionnaire')).toBeNull();
    expect(document.querySelector('.checklist')).toBeNull();
  });
});

describe('changesByKey', () => {
  it('sends changed and new keys, and every removed key as null', () => {
    expect(changesByKey({ phone: '+7', area: 'digital', site: 'x.ru' }, { phone: '+7', area: 'retail' }))
      .toEqual({ area: 'retail', site: null });
    expect(changesByKey<boolean>({ shouldCreate: true, shouldPublish: true }, { shouldPublish: true })).toEqual({ shouldCreate: null });
  });

  it('is empty when nothing changed', () => {
    expect(changesByKey({ a: 'x' }, { a: 'x' })).toEqual({});
    expect(changesByKey({}, {})).toEqual({});
  });
});
