// @vitest-environment happy-dom
// The lead card says when the lead arrived the way the list does (SPEC §9 relative labels, the user's
// zone): at 00:30 in Moscow a lead from 00:21 is «сегодня в 00:21», though UTC still says the 24th.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { LeadDetail } from '../../../api/routes/leads';
import { setDisplayTimezone } from '../../lib/dates';
import { fakeEndpoints, resetFakeEndpoints } from '../../testing/fakeEndpoints';
import { renderScreen, setupI18n } from '../../testing/render';
import { LeadDrawer } from './LeadDrawer';

vi.mock('../../../adapters/index', async (importOriginal) => ({ ...(await importOriginal<object>()), endpoints: (await import('../../testing/fakeEndpoints')).fakeEndpoints }));

const lead: LeadDetail = {
  id: 7, status: 1, page: { id: 3, title: 'Курсы' }, project_id: null, form: 'Заявка', title: 'Анна',
  contact: { name: 'Анна', email: 'anna@example.ru', phone: '8 (900) 777-88-99', phone_e164: '+79007778899' },
  created: '2026-11-24T21:21:58.000Z',
  fields: [{ name: 'name', label: 'Имя', value: 'Анна' }], utm: {}, referrer: null, ip: null, user_agent: null,
  consents: [],
  history: [{ status_from: 1, status_to: 2, created: '2026-11-24T20:50:00.000Z', user: { id: 1, name: 'Ольга' } }],
};

beforeAll(setupI18n);
beforeEach(() => {
  resetFakeEndpoints();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T21:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setDisplayTimezone(null);
});

describe('lead drawer dates', () => {
  it('says when the lead arrived and when its status changed as the list does: сегодня / вчера with the time, in Moscow', async () => {
    fakeEndpoints.leads.get.mockResolvedValue(lead);
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    expect((await screen.findByTestId('lead-received')).textContent).toBe('сегодня в 00:21');
    expect(within(screen.getByTestId('lead-history')).getByRole('listitem').textContent).toContain('вчера в 23:50 Новая → В работе');
    expect(screen.getByTestId('lead-drawer').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('shows how to reach the client: the phone as a tel: link to its E.164 number, the email as mailto:', async () => {
    fakeEndpoints.leads.get.mockResolvedValue(lead);
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    const contact = await screen.findByTestId('lead-contact');
    expect(within(contact).getByRole('link', { name: 'Позвонить: 8 (900) 777-88-99' }).getAttribute('href')).toBe('tel:+79007778899');
    expect(within(contact).getByRole('link', { name: 'Написать на anna@example.ru' }).getAttribute('href')).toBe('mailto:anna@example.ru');
    expect(contact.textContent).toContain('Анна');
  });

  it('shows the consent the visitor gave: the text as shown, when (in the user\'s zone) and its version; or that none was asked', async () => {
    const text = 'Я даю согласие на обработку моих персональных данных в соответствии с политикой конфиденциальности';
    fakeEndpoints.leads.get.mockResolvedValue({ ...lead, consents: [{ text, version: '1a2b3c4d5e6f70', at: '2026-11-24T21:21:58.000Z', required: null, given: true }] });
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    const consent = await screen.findByTestId('lead-consent');
    expect(screen.getByRole('heading', { name: 'Согласие на обработку персональных данных' })).toBeTruthy();
    expect(consent.textContent).toContain(text);
    expect(consent.textContent).toContain('1a2b3c4d5e6f70');
    expect(within(consent).getByTestId('lead-consent-answer').textContent).toBe('Согласие дано');
    expect(within(consent).getByTestId('lead-consent-at').textContent).toBe('25.11.2026 00:21');
    cleanup();
    fakeEndpoints.leads.get.mockResolvedValue(lead);
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    expect(await screen.findByText('Форма не спрашивала согласия')).toBeTruthy();
  });

  it('shows each consent box of the form with its answer: a required one given, an optional one left unticked', async () => {
    const at = '2026-11-24T21:21:58.000Z';
    fakeEndpoints.leads.get.mockResolvedValue({ ...lead, consents: [
      { text: 'Согласен на обработку персональных данных', version: 'a1', at, required: true, given: true },
      { text: 'Хочу получать новости и скидки', version: 'b2', at, required: false, given: false },
    ] });
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    const [data, mail] = await screen.findAllByTestId('lead-consent');
    expect(screen.getByRole('heading', { name: 'Согласия' })).toBeTruthy();
    expect(data.textContent).toContain('Согласен на обработку персональных данных');
    expect(within(data).getByTestId('lead-consent-answer').textContent).toBe('Согласие дано');
    expect(mail.textContent).toContain('Хочу получать новости и скидки');
    expect(mail.textContent).toContain('b2');
    expect(within(mail).getByTestId('lead-consent-answer').textContent).toBe('Не дано (согласие необязательное)');
  });

  it('reads the moment in the user\'s own zone', async () => {
    setDisplayTimezone('Asia/Yekaterinburg');
    fakeEndpoints.leads.get.mockResolvedValue(lead);
    renderScreen(<LeadDrawer id={7} onClose={() => {}} onStatus={() => {}} />);
    expect((await screen.findByTestId('lead-received')).textContent).toBe('сегодня в 02:21');
  });
});
