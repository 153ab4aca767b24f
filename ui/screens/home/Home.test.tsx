// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '../../../machines/index';
import { renderScreen, setupI18n } from '../pages/testing/render';
import { changesByKey } from './changesByKey';
import Home from './Home';

const calls = vi.hoisted(() => ({
  answers: vi.fn(async (_req: { body: { answers: Record<string, string | null> } }) => ({ answers: {} })),
  flags: vi.fn(async (_req: { body: { flags: Record<string, boolean | null> } }) => ({ flags: {} })),
}));
const current = vi.hoisted(() => ({ user: null as CurrentUser | null }));

vi.mock('../../../adapters/index', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  endpoints: {
    profile: { get: vi.fn(async () => ({ email: 'a@example.com', email_confirmed: true })), answers: calls.answers },
    session: { flags: calls.flags },
  },
}));
vi.mock('../../app/useSession', () => ({ useCurrentUser: () => current.user }));

/** The current user exactly as the server answers it right after sign-up. */
const freshUser = (): CurrentUser => ({
  user: { id: 1, name: 'Anna', email: 'a@example.com', timezone: 'Europe/Moscow', is_admin: false, account_id: 1, locale: 'ru', email_confirmed: true },
  account: { id: 1, tarif: 'trial', packets: { pages: 0, domains: 0, users: 0 }, created: '2026-01-01T00:00:00.000Z', payed_till: null },
  flags: { shouldCreate: true, shouldPublish: true, shouldDomain: true },
  qualify: { answers: {} },
  auth_hash: 'h',
  permissions: { account: { is_owner: true }, projects: {} },
});

beforeAll(setupI18n);
beforeEach(() => {
  calls.answers.mockClear();
  calls.flags.mockClear();
  current.user = freshUser();
});
afterEach(cleanup);

describe('home onboarding', () => {
  it('a fresh user sees the first question, no step ticked and the lowest progress the formula gives', async () => {
    renderScreen(<Home />);
    expect(await screen.findByTestId('questionnaire')).toHaveProperty('dataset.question', 'phone');
    // 7 steps, 4 open (three step flags + the unanswered questionnaire): 3/7.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
    const steps = document.querySelectorAll('.checklist li');
    expect(steps).toHaveLength(4);
    expect([...steps].map((li) => li.getAttribute('data-done'))).toEqual(['false', 'false', 'false', 'false']);
  });

  it('without the step flags (the old sign-up) three steps looked done: the flags are what keeps progress low', () => {
    current.user = { ...freshUser(), flags: {} };
    renderScreen(<Home />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('86');
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
