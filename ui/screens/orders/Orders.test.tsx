// @vitest-environment happy-dom
// The orders list and an order's detail offer the customer's phone and email as links to call and
// write, as the leads and the person card do (one component, ui/components/ContactLink.tsx).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { telHref } from '../../components/ContactLink';
import Orders from './Orders';
import OrderDetail from './OrderDetail';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const fake = fakeEndpoints;
const row = (id: number, customer: { name: string; email: string | null; phone: string | null }) => ({
  id, hash: `h${id}`, status: 1, total: 150000, person: null, customer, summary: 'Курс', paid_at: null, created: '2026-11-20T10:00:00.000Z',
});

beforeAll(setupI18n);
beforeEach(resetFakeEndpoints);
afterEach(cleanup);

describe('customer contacts on the orders screens', () => {
  it('list each customer\'s phone as a tel: link (digits only) and email as a mailto: link, and nothing for what is missing', async () => {
    fake.sales.ordersList.mockResolvedValue({
      items: [row(1, { name: 'Анна', email: 'anna@mail.ru', phone: '+7 (900) 123-45-67' }), row(2, { name: 'Олег', email: null, phone: null })],
      total_items: 2, current: 1, total_pages: 1,
    });
    renderScreen(<Orders />);
    const phone = await screen.findByTestId('order-phone');
    expect(phone.tagName).toBe('A');
    expect(phone.getAttribute('href')).toBe('tel:+79001234567');
    expect(phone.getAttribute('aria-label')).toBe('Позвонить: +7 (900) 123-45-67');
    expect(phone.textContent).toBe('+7 (900) 123-45-67');
    const email = screen.getByTestId('order-email');
    expect(email.getAttribute('href')).toBe('mailto:anna@mail.ru');
    expect(email.getAttribute('aria-label')).toBe('Написать на anna@mail.ru');
    expect(screen.getAllByTestId('order-phone')).toHaveLength(1);
    expect(screen.getAllByTestId('order-email')).toHaveLength(1);
  });

  it('show them as links in an order\'s detail too', async () => {
    fake.sales.ordersGet.mockResolvedValue({
      ...row(7, { name: 'Анна', email: 'anna@mail.ru', phone: '8 900 123-45-67' }), items: [], fields: {}, comments: [], history: [], payments: [],
    });
    renderScreen(<OrderDetail />, { route: '/orders/:orderId', url: '/orders/7' });
    const phone = await screen.findByTestId('order-detail-phone');
    expect(phone.getAttribute('href')).toBe('tel:89001234567');
    expect(within(screen.getByTestId('order-detail-email')).getByText('anna@mail.ru')).toBeTruthy();
    expect(screen.getByTestId('order-detail-email').getAttribute('href')).toBe('mailto:anna@mail.ru');
  });

  it('dial the number the server read (E.164) when there is one', () => {
    expect(telHref('8 (900) 123-45-67', '+79001234567')).toBe('tel:+79001234567');
    expect(telHref('8 (900) 123-45-67', null)).toBe('tel:89001234567');
  });
});
