// What the e2e specs share: a fresh account through the real API, and a browser signed in as it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Registers a new account (a unique address per call) and answers its token. */
export async function signUp(request: APIRequestContext, name = 'Мария'): Promise<string> {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.ru`;
  const res = await request.post('/api/session/register', {
    data: { name, email, password: 'Secret12345', agreements: { offer: true, personal_data: true } },
  });
  expect(res.ok(), `sign-up: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The app in this page starts signed in with `token` (as after a login). */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('lpb:tokens', JSON.stringify([t])), token);
}

/** Calls the API as `token`; the answer's data. */
export async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'x-token': token }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Deletes a page a spec made for itself, after the spec is done with it. A reused keep-alive
 * connection can be reset under a loaded CI machine (it happened once: "socket hang up"), so the
 * request is retried; a retry after a delete that did land finds the page gone (404), which is the
 * same outcome. Any other answer fails the spec.
 */
export async function deletePage(request: APIRequestContext, token: string, pageId: number): Promise<void> {
  const res = await request.delete(`/api/pages/${pageId}`, { headers: { 'X-Token': token }, maxRetries: 3 });
  expect([200, 404], `DELETE /api/pages/${pageId}: ${res.status()}`).toContain(res.status());
}

/** A published page's data: a heading and a form with name, phone and email (Записаться). */
export function formPage() {
  const input = (id: number, cfg: Record<string, unknown>) => ({ id, type: 'widget-input', name: `Field ${id}`, cfg, classes: [], style: {}, parentId: 2, v: '0.1' });
  return {
    version: '0.2',
    widgets: {
      1: { id: 1, type: 'widget-heading', name: 'Title', cfg: { text: 'Курсы английского', level: 1 }, classes: [], style: {}, parentId: null, v: '0.1' },
      2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Запись на курс', submitText: 'Спасибо! Мы позвоним в течение часа.' }, classes: [], style: {}, parentId: null, v: '0.1' },
      3: input(3, { inputType: 'text', name: 'name', label: 'Имя', required: true }),
      4: input(4, { inputType: 'phone', name: 'phone', label: 'Телефон', required: true }),
      5: input(5, { inputType: 'email', name: 'email', label: 'Почта', required: false }),
      6: { id: 6, type: 'widget-button', name: 'Send', cfg: { text: 'Записаться', target: 'submit' }, classes: [], style: {}, parentId: 2, v: '0.3' },
    },
    tree: [
      { id: 1, type: 'widget-heading', cd: [], parentId: null },
      { id: 2, type: 'widget-form', cd: [3, 4, 5].map((id) => ({ id, type: 'widget-input', cd: [], parentId: 2 })).concat([{ id: 6, type: 'widget-button', cd: [], parentId: 2 }]), parentId: null },
    ],
    fragments: {},
  };
}

/** A visitor on the form page sends it and sees the thank-you text. */
export async function submitLead(visitor: Page, name: string, phone: string, email = '') {
  await visitor.getByLabel('Имя').fill(name);
  await visitor.getByLabel('Телефон').fill(phone);
  await visitor.getByLabel('Почта').fill(email);
  const stored = visitor.waitForResponse((r) => r.url().endsWith('/__lead') && r.status() === 200);
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await stored;
  await expect(visitor.getByRole('status')).toHaveText('Спасибо! Мы позвоним в течение часа.');
}

/** The sandbox's card that always pays (README "Sandboxes"). */
export const GOOD_CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/** The owner moves to a tariff through the API, as the billing screens do: the bill, paid with the good card. */
export async function buyTariff(request: APIRequestContext, token: string, tarif: string): Promise<void> {
  const { bill } = await api<{ bill: { id: number } }>(request, 'POST', '/account/change_tariff', token, { tarif });
  await api(request, 'POST', `/account/bills/${bill.id}/pay`, token, { idempotency_key: `e2e-setup-${Date.now()}-${tarif}`, card: GOOD_CARD });
}
