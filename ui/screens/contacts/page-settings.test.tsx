// @vitest-environment happy-dom
// Page settings about a page's leads, on fake endpoints: notifications name each form's «Email для
// заявок» and the page's contacts; the contacts switch attaches this page only (the integrations
// switch: integrations/page-settings.test.tsx).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ContactView } from '../../../api/routes/contacts';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { owner, pageView, project } from '../../testing/fixtures';
import SettingsLayout from '../../components/page-settings/SettingsLayout';
import PageNotifications from './PageNotifications';
import PageContacts from './PageContacts';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => owner }));

const fake = fakeEndpoints;
const inSettings = (element: ReactElement, route: string) => renderScreen(element, { route, url: `/pages/1/settings/${route}`, parent: { path: '/pages/:pageId/settings', element: <SettingsLayout /> } });
const contact = (over: Partial<ContactView>): ContactView => ({
  id: 1, email: 'sales@example.ru', name: '', approved: true, approved_at: '2026-01-01T00:00:00.000Z', approve_sent_at: null, pages: [], created: '2026-01-01T00:00:00.000Z', ...over,
});
beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.projects.list.mockResolvedValue({ items: [project] });
  fake.pages.get.mockResolvedValue(pageView({ id: 1, code: 'spring' }));
});
afterEach(cleanup);

describe('page settings for leads', () => {
  it('notifications name each form\'s address and the page\'s contacts with their state', async () => {
    fake.contacts.pageNotifications.mockResolvedValue({ published: true, forms: [{ form: 'Заявка', email: 'school@example.ru' }], contacts: [contact({ approved: false, approved_at: null, email: 'boss@example.ru' })], owner: 'anna@example.ru' });
    inSettings(<PageNotifications />, 'notifications');
    const forms = await screen.findByTestId('notification-forms');
    expect(forms.textContent).toContain('Форма «Заявка»');
    expect(forms.textContent).toContain('school@example.ru');
    expect(screen.getByText('boss@example.ru').closest('li')?.textContent).toContain('Ждёт подтверждения');
    expect(fake.contacts.pageNotifications).toHaveBeenCalledWith({ params: { pageId: 1 } });
    expect(screen.getByTestId('notification-owner').textContent).toContain('на вашу почту anna@example.ru');
  });

  it('an unpublished page says mail starts after publishing', async () => {
    fake.contacts.pageNotifications.mockResolvedValue({ published: false, forms: [], contacts: [], owner: null });
    inSettings(<PageNotifications />, 'notifications');
    expect(await screen.findByText('Страница ещё не опубликована: письма начнут приходить после публикации.')).toBeTruthy();
    expect(screen.getByText('К странице не привязан ни один контакт.')).toBeTruthy();
  });

  it('a contact\'s switch attaches it to this page and detaches it', async () => {
    fake.contacts.list.mockResolvedValue({ items: [contact({ id: 3 }), contact({ id: 4, email: 'team@example.ru', pages: [1] })], total_items: 2, current: 1, total_pages: 1 });
    fake.contacts.attach.mockResolvedValue(contact({ id: 3, pages: [1] }));
    fake.contacts.detach.mockResolvedValue(contact({ id: 4 }));
    inSettings(<PageContacts />, 'contacts');
    const list = await screen.findByTestId('page-contacts');
    fireEvent.click(within(list).getByRole('switch', { name: 'Получает заявки этой страницы: sales@example.ru' }));
    await waitFor(() => expect(fake.contacts.attach).toHaveBeenCalledWith({ params: { id: 3 }, body: { page_id: 1 } }));
    fireEvent.click(within(list).getByRole('switch', { name: 'Получает заявки этой страницы: team@example.ru' }));
    await waitFor(() => expect(fake.contacts.detach).toHaveBeenCalledWith({ params: { id: 4 }, query: { page_id: 1 } }));
  });

});
