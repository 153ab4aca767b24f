// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../adapters/index';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import Overview from './Overview';
import PayBill from './PayBill';
import PayTariff from './PayTariff';
import Methods from './Methods';
import Bills from './Bills';
import History from './History';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));
vi.mock('../../app/services', () => ({ confirm: vi.fn(async () => true) }));
vi.mock('../../app/useSession', () => ({ useIsOwner: () => true, useCurrentUser: () => null }));

const fake = fakeEndpoints;
const year = new Date().getFullYear() + 2;

const account = (over: object = {}) => ({
  id: 1, tarif: 'start', packets: { pages: 0, domains: 0, users: 0 }, created: '2026-01-01T00:00:00.000Z',
  payed_till: '2026-12-20T09:00:00.000Z', state: 'active', grace_till: '2026-12-27T09:00:00.000Z',
  limits: { pages: 5, domains: 1, users: 0 }, usage: { pages: 3, domains: 1, users: 0 }, features: [], ...over,
});
const bill = (over: object = {}) => ({
  id: 7, kind: 'tariff', status: 'unpaid', payed: false, title: 'Тариф «Бизнес» на 1 месяц', lines: [{ title: '«Бизнес», 1 месяц', amount: 2490 }, { title: 'Неиспользованные дни текущего тарифа (10 дней)', amount: -325 }],
  amount: 2165, tarif: 'business', months: 1, created: '2026-11-20T10:00:00.000Z', due: '2026-11-23T10:00:00.000Z', paid_at: null, payments: [], details: null, ...over,
});
const payment = (over: object = {}) => ({ id: 1, bill_id: 7, bill_title: 'Тариф «Бизнес» на 1 месяц', amount: 2165, status: 'succeeded', error_code: null, message: null, card: { brand: 'visa', last4: '4242' }, created: '2026-11-20T10:01:00.000Z', settled_at: '2026-11-20T10:01:00.000Z', ...over });
const declined = (code: string, message: string) =>
  new ApiError(402, { error: code, code, message, status: 402, params: { payment_id: 1 } }, 'Payment Required');

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  fake.account.get.mockResolvedValue(account());
  fake.billing.methodsList.mockResolvedValue({ items: [] });
});
afterEach(cleanup);

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText('Номер карты'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Срок действия'), { target: { value: `12${String(year).slice(2)}` } });
  fireEvent.change(screen.getByLabelText('CVC/CVV'), { target: { value: '123' } });
}

describe('paying a bill', () => {
  const show = () => renderScreen(<PayBill />, { route: '/billing/pay/bill/:id', url: '/billing/pay/bill/7' });

  it('shows the bill with prices in the SPEC format and pays it with a new card', async () => {
    fake.billing.billGet.mockResolvedValueOnce(bill()).mockResolvedValue(bill({ status: 'paid', payed: true, paid_at: '2026-11-20T10:01:00.000Z', payments: [payment()] }));
    fake.billing.billPay.mockResolvedValue({ payment: payment(), bill: bill({ status: 'paid' }) });
    show();
    expect(await screen.findByTestId('bill-amount')).toHaveProperty('textContent', '2 165 ₽');
    expect(screen.getByText('−325 ₽')).toBeTruthy();
    await fillCard('4242424242424242');
    expect((screen.getByLabelText('Номер карты') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(fake.billing.billPay).toHaveBeenCalledTimes(1));
    const body = fake.billing.billPay.mock.calls[0][0].body;
    expect(body).toMatchObject({ card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: year, cvc: '123' }, save_card: true });
    expect(body.idempotency_key).toMatch(/^pay-[0-9a-f]{32}$/);
    expect(await screen.findByTestId('pay-success')).toBeTruthy();
  });

  it('shows the SPEC §8 message of a declined card and makes the next attempt a new payment (new key)', async () => {
    fake.billing.billGet.mockResolvedValue(bill());
    fake.billing.billPay
      .mockRejectedValueOnce(declined('payment.provider_failed', 'Платеж не прошел. Попробуйте другой способ оплаты.'))
      .mockImplementation(() => new Promise(() => undefined));
    show();
    await fillCard('4000000000000119');
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('pay-error')).textContent).toBe('Платеж не прошел. Попробуйте другой способ оплаты.');
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(fake.billing.billPay).toHaveBeenCalledTimes(2));
    const [first, second] = fake.billing.billPay.mock.calls.map((c) => c[0].body.idempotency_key);
    expect(second).not.toBe(first);
  });

  it('checks the card before sending: a wrong number is not sent', async () => {
    fake.billing.billGet.mockResolvedValue(bill());
    show();
    await fillCard('4242424242424241');
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Проверьте номер карты')).toBeTruthy();
    expect(fake.billing.billPay).not.toHaveBeenCalled();
  });

  it('offers the default saved card first and shows a refused one as unavailable', async () => {
    fake.billing.billGet.mockResolvedValue(bill());
    fake.billing.methodsList.mockResolvedValue({ items: [
      { id: 3, brand: 'visa', last4: '0127', exp_month: 12, exp_year: year, holder: '', status: 'unsupported', is_default: false, created: '2026-11-01T00:00:00.000Z' },
      { id: 4, brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: year, holder: '', status: 'active', is_default: true, created: '2026-11-02T00:00:00.000Z' },
    ] });
    fake.billing.billPay.mockImplementation(() => new Promise(() => undefined));
    show();
    const refused = await screen.findByTestId('pay-method-3');
    expect(within(refused).getByText('Не поддерживается')).toBeTruthy();
    expect((within(refused).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    expect((within(screen.getByTestId('pay-method-4')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Номер карты')).toBeNull();
    fireEvent.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(fake.billing.billPay.mock.calls[0][0].body).toMatchObject({ method_id: 4 }));
  });

  it('waits for the bank while a payment is pending', async () => {
    fake.billing.billGet.mockResolvedValue(bill({ payments: [payment({ status: 'pending', settled_at: null })] }));
    show();
    expect(await screen.findByTestId('pay-pending')).toBeTruthy();
    expect(screen.queryByTestId('pay-submit')).toBeNull();
  });
});

describe('the quote before a tariff change', () => {
  const show = (url: string) => renderScreen(<PayTariff />, { route: '/billing/pay/tariff', url, others: ['/billing/pay/bill/:id'] });
  const quote = (over: object = {}) => ({
    tarif: 'business', title: 'Бизнес', months: 6, renewal: false, monthly: 2490, full: 14940, discount: 1494, credit: 325, credit_days: 10,
    amount: 13121, extra_days: 0, payed_till: '2027-05-20T10:00:00.000Z', over: [], ...over,
  });

  beforeEach(() => {
    fake.account.tariffs.mockResolvedValue({ items: [], periods: [{ months: 1, discount: 0 }, { months: 6, discount: 10 }, { months: 12, discount: 20 }], packets: [] });
  });

  it('shows the price, the discount, the credit for unused days and the total; confirming opens the bill', async () => {
    fake.account.currentTariff.mockResolvedValue({ tariff: {}, limits: {}, usage: {}, payed_till: null, state: 'active', quote: quote() });
    fake.account.changeTariff.mockResolvedValue({ bill: bill({ id: 9 }), account: account() });
    show('/billing/pay/tariff?tarif=business&months=6');
    const lines = await screen.findByTestId('quote');
    expect(lines.textContent).toContain('Тариф «Бизнес», 6 месяцев');
    expect(lines.textContent).toContain('14 940 ₽');
    expect(lines.textContent).toContain('−1 494 ₽');
    expect(within(screen.getByTestId('quote-credit')).getByText('Зачёт неиспользованных 10 дней текущего тарифа')).toBeTruthy();
    expect(screen.getByTestId('quote-amount').textContent).toBe('13 121 ₽');
    expect(fake.account.currentTariff).toHaveBeenCalledWith({ query: { tarif: 'business', months: 6 } });
    fireEvent.click(screen.getByTestId('quote-confirm'));
    await waitFor(() => expect(fake.account.changeTariff).toHaveBeenCalledWith({ body: { tarif: 'business', months: 6 } }));
    expect((await screen.findByTestId('navigated')).textContent).toBe('/billing/pay/bill/:id');
  });

  it('refuses a tariff the account does not fit into, saying what to remove', async () => {
    fake.account.currentTariff.mockResolvedValue({ tariff: {}, limits: {}, usage: {}, payed_till: null, state: 'active', quote: quote({ tarif: 'start', title: 'Старт', over: [{ type: 'pages', limit: 5, used: 8 }] }) });
    show('/billing/pay/tariff?tarif=start&months=1');
    expect((await screen.findByTestId('quote-over')).textContent).toContain('страниц 8, а тариф позволяет 5.');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the tariff screen', () => {
  it('shows the tariff, its paid-till date and the usage of each limit as "N из M"', async () => {
    fake.account.currentTariff.mockResolvedValue({ tariff: { code: 'start', title: 'Старт', price: 990, limits: {}, features: [] }, limits: {}, usage: {}, payed_till: null, state: 'active', quote: null });
    fake.account.tariffs.mockResolvedValue({ items: [], periods: [], packets: [{ kind: 'pages', size: 5, price: 290 }] });
    fake.billing.billsList.mockResolvedValue({ items: [bill()], total_items: 1, current: 1, total_pages: 1 });
    fake.billing.promoGet.mockResolvedValue({ offer: null });
    renderScreen(<Overview />, { route: '/billing' });
    expect((await screen.findByTestId('current-tariff-title')).textContent).toBe('Старт');
    expect(screen.getByTestId('payed-till').textContent).toBe('Оплачен до 20.12.2026');
    expect(screen.getByTestId('usage-pages').textContent).toContain('3 из 5');
    expect(screen.getByTestId('usage-domains').dataset.state).toBe('full');
    expect(screen.getByTestId('unpaid-alert').textContent).toContain('У вас 1 неоплаченный счёт');
    expect(screen.getByTestId('packet-pages').textContent).toContain('+5 страниц');
  });
});

describe('payment methods', () => {
  it('lists cards with their status and deletes one after confirming', async () => {
    fake.billing.methodsList.mockResolvedValue({ items: [
      { id: 3, brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2021, holder: 'ANNA', status: 'expired', is_default: true, created: '2026-11-01T00:00:00.000Z' },
    ] });
    fake.billing.methodsRemove.mockResolvedValue({ ok: true });
    renderScreen(<Methods />, { route: '/billing/payments' });
    const card = await screen.findByTestId('method');
    expect(card.textContent).toContain('Visa •••• 4242');
    expect(card.textContent).toContain('Истёк срок');
    expect(card.textContent).toContain('Действует до 01/21');
    fireEvent.click(within(card).getByRole('button', { name: 'Удалить карту •••• 4242' }));
    await waitFor(() => expect(fake.billing.methodsRemove).toHaveBeenCalledWith({ params: { id: 3 } }));
  });
});

describe('bills and history lists', () => {
  const page = <T,>(items: T[]) => ({ items, total_items: items.length, current: 1, total_pages: 1 });

  it('shows the unpaid bills first, all bills on demand, and cancels one', async () => {
    fake.billing.billsList.mockResolvedValue(page([{ ...bill(), payments: undefined, details: undefined }]));
    fake.billing.billCancel.mockResolvedValue(bill({ status: 'canceled' }));
    renderScreen(<Bills />, { route: '/billing/bills' });
    const row = await screen.findByTestId('bill-row');
    expect(row.textContent).toContain('Тариф «Бизнес» на 1 месяц');
    expect(row.textContent).toContain('2 165 ₽');
    expect(fake.billing.billsList).toHaveBeenLastCalledWith({ query: expect.objectContaining({ status: 'unpaid', page: 1, limit: 10, 'sort[created]': 'desc' }) });
    fireEvent.click(within(row).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(fake.billing.billCancel).toHaveBeenCalledWith({ params: { id: 7 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Все счета' }));
    await waitFor(() => expect(fake.billing.billsList.mock.calls.at(-1)?.[0].query).not.toHaveProperty('status'));
  });

  it('says when there is nothing to pay', async () => {
    fake.billing.billsList.mockResolvedValue({ items: [], total_items: 0, current: 1, total_pages: 0 });
    renderScreen(<Bills />, { route: '/billing/bills' });
    expect(await screen.findByText('Неоплаченных счетов нет')).toBeTruthy();
  });

  it('lists payments with the reason of a declined one', async () => {
    fake.billing.payments.mockResolvedValue(page([
      payment({ id: 2 }),
      payment({ id: 1, status: 'failed', error_code: 'payment.failed', message: 'Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.', card: { brand: 'visa', last4: '0002' } }),
    ]));
    renderScreen(<History />, { route: '/billing/history' });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows[0].textContent).toContain('Успешно');
    expect(rows[1].textContent).toContain('Visa •••• 0002');
    expect(rows[1].textContent).toContain('Оплата не прошла. Попробуйте другой способ оплаты или обратитесь в банк.');
  });
});
