// The editor's content answer carries a strong ETag and `private, no-cache`, so a browser
// that opens a page again (a reload, a second tab) asks with If-None-Match by itself and the server
// answers 304 without the body while the draft is the same — the editor's code is unchanged, and a
// draft saved in between (here through the API, as another tab or a teammate would) opens new.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { api, signIn, signUp } from './support';

const text = (t: string) => ({
  version: '0.2',
  widgets: { 1: { id: 1, type: 'widget-text', name: 'Text', cfg: { text: `${t} `.repeat(200) }, classes: [], style: {}, parentId: null, v: '0.1' } },
  tree: [{ id: 1, type: 'widget-text', cd: [], parentId: null }],
  fragments: {},
});

/**
 * The statuses the server answered the page's content asks with, as the network saw them (a 304 stays a 304).
 * The DevTools event may come after the canvas has painted, so the checks poll for it.
 */
async function contentStatuses(page: Page): Promise<{ statuses: () => number[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium may send a response's ExtraInfo before its request's event: both are kept by request id
  // and joined when read, in the order the content was asked for.
  const asked: string[] = [];
  const codes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => { if (/\/api\/pages\/\d+\/content$/.test(e.request.url) && !asked.includes(e.requestId)) asked.push(e.requestId); });
  cdp.on('Network.responseReceivedExtraInfo', (e) => { codes.set(e.requestId, e.statusCode); });
  const statuses = () => asked.map((id) => codes.get(id)).filter((c): c is number => c !== undefined);
  return { statuses, cdp };
}

test('reopening a page revalidates its content (304) and shows a draft saved meanwhile', async ({ page, request }) => {
  const token = await signUp(request);
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Повторное открытие' });
  const saved = await api<{ revision: number }>(request, 'POST', `/pages/${created.id}/draft`, token, { revision: 1, data: text('Весна') });
  await signIn(page, token);
  const { statuses } = await contentStatuses(page);
  const canvas = page.getByTestId('canvas');

  await page.goto(`/editor/${created.id}`);
  await expect(canvas.getByText(/Весна Весна/)).toBeVisible();
  await expect.poll(statuses).toEqual([200]);

  await page.reload();
  await expect(canvas.getByText(/Весна Весна/)).toBeVisible();
  await expect.poll(statuses).toEqual([200, 304]);

  await api(request, 'POST', `/pages/${created.id}/draft`, token, { revision: saved.revision, data: text('Лето') });
  await page.reload();
  await expect(canvas.getByText(/Лето Лето/)).toBeVisible();
  await expect(canvas.getByText(/Весна/)).toHaveCount(0);
  await expect.poll(statuses).toEqual([200, 304, 200]);
});
