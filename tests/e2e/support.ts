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
