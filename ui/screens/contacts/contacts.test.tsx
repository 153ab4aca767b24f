// @vitest-environment happy-dom
// Contacts screens on fake endpoints: the approve page posts the token from the link's fragment
// (and takes it out of the address bar); the list shows who confirmed; a page's switch attaches.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactView } from '../../../api/routes/contacts';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import ContactApprove from './ContactApprove';
import Contacts from './Contacts';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const contact = (over: Partial<ContactView>): ContactView => ({
  id: 1, email: 'sales@example.ru', name: 'Отдел продаж', approved: false, approved_at: null, approve_sent_at: '2026-01-01T00:00:00.000Z', pages: [], created: '2026-01-01T00:00:00.000Z', ...over,
});
const TOKEN = 'A'.repeat(43);

beforeAll(setupI18n);
beforeEach(() => resetFakeEndpoints());
afterEach(cleanup);

describe('contacts screens', () => {
  it('the approve page posts the fragment\'s token in the body and clears it from the address', async () => {
    window.history.replaceState(null, '', `/contact-approve/7#${TOKEN}`);
    fake.contacts.approve.mockResolvedValue({ email: 'sales@example.ru' });
    renderScreen(<ContactApprove />, { route: '/contact-approve/:id', url: '/contact-approve/7' });
    expect((await screen.findByTestId('approve-result')).textContent).toContain('Готово: на sales@example.ru');
    expect(fake.contacts.approve).toHaveBeenCalledWith({ params: { id: 7 }, body: { token: TOKEN }, suppressErrors: true });
    expect(window.location.hash).toBe('');
  });

  it('a used link says so', async () => {
    window.history.replaceState(null, '', `/contact-approve/7#${TOKEN}`);
    fake.contacts.approve.mockRejectedValue(new ApiError(404, { error: 'contact.link_invalid', code: 'contact.link_invalid', message: 'x', status: 404 }, 'x'));
    renderScreen(<ContactApprove />, { route: '/contact-approve/:id', url: '/contact-approve/7' });
    await waitFor(() => expect(screen.getByTestId('approve-result').textContent).toBe('Ссылка недействительна или устарела. Попросите владельца аккаунта отправить новую.'));
  });

  it('a link without its token says the link is invalid, not that someone must sign in', async () => {
    window.history.replaceState(null, '', '/contact-approve/7');
    fake.contacts.approve.mockRejectedValue(new ApiError(401, { error: 'AuthError', code: 'auth.required', message: 'x', status: 401 }, 'x'));
    renderScreen(<ContactApprove />, { route: '/contact-approve/:id', url: '/contact-approve/7' });
    await waitFor(() => expect(screen.getByTestId('approve-result').textContent).toBe('Ссылка недействительна или устарела. Попросите владельца аккаунта отправить новую.'));
  });

  it('lists contacts with their confirmation state and resends a link', async () => {
    fake.contacts.list.mockResolvedValue({ items: [contact({}), contact({ id: 2, email: 'boss@example.ru', name: '', approved: true, pages: [1, 2] })], total_items: 2, current: 1, total_pages: 1 });
    fake.contacts.resend.mockResolvedValue(contact({}));
    renderScreen(<Contacts />, { route: '/contacts' });
    const rows = await screen.findAllByTestId('contact-row');
    expect(within(rows[0]).getByText('Ждёт подтверждения')).toBeTruthy();
    expect(within(rows[1]).getByText('Подтверждён')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /Отправить ссылку/ })).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('button', { name: /Отправить ссылку ещё раз/ }));
    await waitFor(() => expect(fake.contacts.resend).toHaveBeenCalledWith({ params: { id: 1 } }));
  });
});

describe('the owner\'s own lead mail on the contacts screen', () => {
  it('is on by default, says where leads go, and switches off', async () => {
    fake.contacts.list.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 1 });
    let stored = { owner: true, email: 'anna@example.ru', confirmed: true };
    fake.contacts.leadMail.mockImplementation(async () => stored);
    fake.contacts.setLeadMail.mockImplementation(async ({ body }: { body: { owner: boolean } }) => (stored = { ...stored, owner: body.owner }));
    renderScreen(<Contacts />, { route: '/contacts' });
    const box = await screen.findByRole('switch', { name: 'Присылать каждую заявку на anna@example.ru' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(fake.contacts.setLeadMail).toHaveBeenCalledWith({ body: { owner: false } }));
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
  });

  it('says an unconfirmed address gets nothing yet', async () => {
    fake.contacts.list.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 1 });
    fake.contacts.leadMail.mockResolvedValue({ owner: true, email: 'anna@example.ru', confirmed: false });
    renderScreen(<Contacts />, { route: '/contacts' });
    expect((await screen.findByRole('status')).textContent).toContain('Адрес ещё не подтверждён');
  });

  it('shows the error state with a retry when it cannot be read', async () => {
    fake.contacts.list.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 1 });
    fake.contacts.leadMail.mockRejectedValue(new Error('network'));
    renderScreen(<Contacts />, { route: '/contacts' });
    const card = await screen.findByTestId('owner-lead-mail');
    expect(await within(card).findByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
