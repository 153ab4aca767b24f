// Publishing end to end, driven through the API with Playwright's `request` (the publish dialog on
// the pages screen is walked path by path in machine-paths.spec.ts); every published result is
// opened in the real browser on its own origin http://{code}.localhost:{port}/{address} (Chromium
// resolves *.localhost to loopback).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { textContent } from '../../server/testing/pages-fixtures';

const port = Number(process.env.E2E_PORT ?? 18080);
const pageUrl = (code: string, uri = '') => `http://${code}.localhost:${port}/${uri}`;
const run = Date.now().toString(36);

async function api<T>(request: APIRequestContext, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; data: T; error: { message?: string; code?: string } }> {
  const res = await request.fetch(`/api${path}`, { method, headers: token ? { 'x-token': token } : {}, data: body });
  const json = (await res.json()) as { data: T; message?: string; code?: string };
  return { status: res.status(), data: json.data, error: json };
}

async function ok<T>(request: APIRequestContext, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const r = await api<T>(request, method, path, token, body);
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.error)}`).toBe(200);
  return r.data;
}

async function signUp(request: APIRequestContext, email: string): Promise<string> {
  const r = await ok<{ token: string }>(request, 'POST', '/session/register', undefined, {
    email, password: 'Harbour-Lantern-42', name: 'E2E', agreements: { offer: true, personal_data: true },
  });
  return r.token;
}

interface Page { id: number; title: string; code: string; status: string }

test('publish, republish, history restore, clone, trash, plugin, transfer and the page limit', async ({ page, request }) => {
  const owner = await signUp(request, `owner-${run}@example.com`);
  const code = `e2e-${run}`;

  // Create and publish under an address; the browser sees it on the page origin.
  const created = await ok<Page>(request, 'POST', '/pages', owner, { title: 'E2E landing' });
  const first = await ok<{ url: string; revision: number }>(request, 'POST', `/pages/${created.id}/publish`, owner, { code, uri: 'promo', data: textContent('Hello from the first version'), globals: {} });
  expect(first.url).toBe(pageUrl(code, 'promo'));
  const response = await page.goto(pageUrl(code, 'promo'));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('E2E landing');
  await expect(page.getByText('Hello from the first version')).toBeVisible();
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  // Edit the draft (optimistic revision) and republish.
  const saved = await ok<{ revision: number }>(request, 'POST', `/pages/${created.id}/draft`, owner, { revision: first.revision, data: textContent('The second version'), globals: {} });
  const stale = await api(request, 'POST', `/pages/${created.id}/draft`, owner, { revision: first.revision, data: textContent('stale tab'), globals: {} });
  expect(stale.status).toBe(409);
  expect(stale.error.message).toContain('Страница изменена в другой вкладке');
  expect(saved.revision).toBe(first.revision + 1);
  await ok(request, 'POST', `/pages/${created.id}/publish`, owner, {});
  await page.reload();
  await expect(page.getByText('The second version')).toBeVisible();

  // Restore the first published version from history and publish it again.
  const history = await ok<{ items: { id: number; kind: string }[] }>(request, 'GET', `/pages/${created.id}/history`, owner);
  // The oldest publication (the history starts with the page's starting state, 'created').
  const oldest = history.items.filter((i) => i.kind === 'publish').at(-1);
  expect(oldest).toBeDefined();
  await ok(request, 'POST', `/pages/${created.id}/history/${oldest?.id}`, owner);
  await ok(request, 'POST', `/pages/${created.id}/publish`, owner, {});
  await page.reload();
  await expect(page.getByText('Hello from the first version')).toBeVisible();

  // Clone.
  const copy = await ok<Page>(request, 'POST', `/pages/${created.id}/clone`, owner);
  expect(copy.title).toBe('E2E landing (1)');
  expect(copy.status).toBe('unpublished');

  // Trash and restore: gone for visitors while in the trash, back after.
  await ok(request, 'DELETE', `/pages/${created.id}`, owner);
  const trash = await ok<{ items: Page[] }>(request, 'GET', '/trash', owner);
  expect(trash.items.map((p) => p.id)).toContain(created.id);
  const gone = await page.goto(pageUrl(code, 'promo'));
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await ok(request, 'PUT', `/trash/${created.id}`, owner);
  await page.goto(pageUrl(code, 'promo'));
  await expect(page.getByText('Hello from the first version')).toBeVisible();

  // A plugin's code appears in the published page without a manual republish.
  await ok(request, 'POST', '/pages/plugins', owner, { kind: 'custom_code', name: 'Banner', code: '<div id="e2e-plugin">Plugin banner</div>', location: 'start', pages: [created.id] });
  await page.reload();
  await expect(page.locator('#e2e-plugin')).toHaveText('Plugin banner');

  // Transfer to another account, accepted there: the page and its content move.
  const receiverEmail = `receiver-${run}@example.com`;
  const receiver = await signUp(request, receiverEmail);
  const transfer = await ok<{ transferId: number }>(request, 'POST', `/pages/${created.id}/transfer`, owner, { email: receiverEmail });
  const incoming = await ok<{ items: { transferId: number; direction: string }[] }>(request, 'GET', '/pages/transfer', receiver);
  expect(incoming.items).toEqual([expect.objectContaining({ transferId: transfer.transferId, direction: 'incoming' })]);
  await ok(request, 'POST', `/pages/transfer/${transfer.transferId}/accept`, receiver);
  expect((await api(request, 'GET', `/pages/${created.id}`, owner)).status).toBe(404);
  const theirs = await ok<{ items: Page[] }>(request, 'GET', '/pages', receiver);
  expect(theirs.items.map((p) => p.id)).toEqual([created.id]);
  const content = await ok<{ data: unknown }>(request, 'GET', `/pages/${created.id}/content`, receiver);
  expect(JSON.stringify(content.data)).toContain('Hello from the first version');
  await page.reload();
  await expect(page.getByText('Hello from the first version')).toBeVisible();
  await expect(page.locator('#e2e-plugin')).toHaveCount(0); // the sender's plugin stayed with the sender

  // The tariff's page limit: the 'start' tariff allows 5 pages (its bill paid with the sandbox's good card).
  const { bill } = await ok<{ bill: { id: number } }>(request, 'POST', '/account/change_tariff', receiver, { tarif: 'start' });
  await ok(request, 'POST', `/account/bills/${bill.id}/pay`, receiver, {
    idempotency_key: `e2e-publishing-${run}`, card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  for (let i = 0; i < 4; i++) await ok(request, 'POST', '/pages', receiver, { title: `Limit ${i}` });
  const refused = await api(request, 'POST', '/pages', receiver, { title: 'One too many' });
  expect(refused.status).toBe(402);
  expect(refused.error.message).toBe('Ваш тариф не позволяет добавить еще страницы');
});
