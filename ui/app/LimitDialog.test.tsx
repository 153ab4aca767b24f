// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen, setupI18n } from '../testing/render';
import { LimitDialog } from './LimitDialog';
import { BillingBanner } from '../layouts/BillingBanner';
import type { CurrentUser } from '../../machines/session/types';

const session = vi.hoisted(() => ({ owner: true, user: null as CurrentUser | null }));
vi.mock('./useSession', () => ({ useIsOwner: () => session.owner, useCurrentUser: () => session.user }));
vi.mock('../lib/useAccount', () => ({ useOwnerAccount: () => undefined }));

beforeAll(setupI18n);
afterEach(cleanup);

const limit = { reason: 'pages' as const, limit: 5, used: 5, message: 'Ваш тариф не позволяет добавить еще страницы' };

describe('the limit dialog (SPEC §6)', () => {
  it('gives the owner the message, the advice and the way to a bigger tariff or a packet', async () => {
    session.owner = true;
    const onClose = vi.fn();
    renderScreen(<LimitDialog shown={limit} onClose={onClose} />, { others: ['/billing/tariffs', '/billing'] });
    const dialog = await screen.findByTestId('limit-dialog');
    expect(dialog.textContent).toContain('Ваш тариф не позволяет добавить еще страницы');
    expect(dialog.textContent).toContain('Страницы: 5 из 5');
    expect(dialog.textContent).toContain('Перейдите на тариф с большим лимитом или докупите пакет расширения.');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить тариф' }));
    expect(onClose).toHaveBeenCalled();
    expect((await screen.findByTestId('navigated')).textContent).toBe('/billing/tariffs');
  });

  it('tells a member the owner decides, with no billing links', async () => {
    session.owner = false;
    renderScreen(<LimitDialog shown={limit} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('limit-dialog');
    expect(dialog.textContent).toContain('Лимиты и оплата — у владельца аккаунта');
    expect(screen.queryByRole('button', { name: 'Сменить тариф' })).toBeNull();
  });

  it('offers paying when the paid period is over', async () => {
    session.owner = true;
    renderScreen(<LimitDialog shown={{ reason: 'expired', limit: null, used: null, message: 'Оплаченный период закончился' }} onClose={() => undefined} />);
    expect((await screen.findByTestId('limit-dialog')).textContent).toContain('Тариф не оплачен');
    expect(screen.getByRole('button', { name: 'Оплатить тариф' })).toBeTruthy();
  });
});

describe('the billing banner of the shell', () => {
  const user = (state: 'active' | 'grace' | 'expired', isOwner: boolean): CurrentUser => ({
    user: { id: 1, name: 'A', email: 'a@x.ru', timezone: 'Europe/Moscow', is_admin: false, account_id: 1, locale: 'ru', email_confirmed: true },
    account: { id: 1, tarif: 'start', packets: { pages: 0, domains: 0, users: 0 }, created: '2026-01-01T00:00:00.000Z', payed_till: '2026-11-10T09:00:00.000Z', state, grace_till: '2026-11-17T09:00:00.000Z' },
    flags: {}, qualify: { answers: {} }, auth_hash: 'h', permissions: { account: { is_owner: isOwner }, projects: {} },
  });

  it('says until when everything works in the grace period, and offers the owner to renew', async () => {
    session.user = user('grace', true);
    renderScreen(<BillingBanner />);
    const banner = await screen.findByTestId('billing-banner');
    expect(banner.textContent).toContain('закончился 10.11.2026. До 17.11.2026 всё работает как обычно');
    expect(screen.getByRole('link', { name: 'Продлить тариф' }).getAttribute('href')).toBe('/billing/pay/tariff');
  });

  it('says adding is paused and nothing is lost; a member is sent to the owner', async () => {
    session.user = user('expired', false);
    renderScreen(<BillingBanner />);
    const banner = await screen.findByTestId('billing-banner');
    expect(banner.textContent).toContain('добавление страниц, доменов и пользователей приостановлено. Все данные и опубликованные страницы сохранены.');
    expect(banner.textContent).toContain('Обратитесь к владельцу аккаунта.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('sends an owner whose trial ended to the tariffs', async () => {
    const u = user('grace', true);
    session.user = { ...u, account: { ...u.account, tarif: 'trial' } };
    renderScreen(<BillingBanner />);
    expect((await screen.findByTestId('billing-banner')).textContent).toContain('Пробный период закончился 10.11.2026');
    expect(screen.getByRole('link', { name: 'Выбрать тариф' }).getAttribute('href')).toBe('/billing/tariffs');
  });

  it('is not there while the tariff is paid', () => {
    session.user = user('active', true);
    renderScreen(<BillingBanner />);
    expect(screen.queryByTestId('billing-banner')).toBeNull();
  });
});
