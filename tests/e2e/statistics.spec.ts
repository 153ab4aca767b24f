// Statistics and A/B tests end to end in Chromium. Visitors come to a published page
// from several sources (a search ad with UTM tags, a social network, directly) in browsers of
// their own, one sends the form; the owner's overview, visits and sources screens show today's
// visits, visitors, sources and conversion, and the export carries them. Then an A/B test with
// two variants: each visitor keeps one variant, visits and leads are counted per variant, and
// ending the test publishes the chosen variant. A member without statistics.list is refused.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);
/** Headless Chromium says "HeadlessChrome" and would be counted as a bot: visitors use real browsers' agents. */
const agent = (n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'x-token': token }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

function formPage(title: string) {
  return {
    version: '0.2',
    widgets: {
      1: { id: 1, type: 'widget-heading', name: 'Title', cfg: { text: title, level: 1 }, classes: [], style: {}, parentId: null, v: '0.1' },
      2: { id: 2, type: 'widget-form', name: 'Form', cfg: { formName: 'Заявка', submitText: 'Спасибо!' }, classes: [], style: {}, parentId: null, v: '0.1' },
      3: { id: 3, type: 'widget-input', name: 'Name', cfg: { inputType: 'text', name: 'name', label: 'Имя', required: true }, classes: [], style: {}, parentId: 2, v: '0.1' },
      4: { id: 4, type: 'widget-button', name: 'Send', cfg: { text: 'Отправить', target: 'submit' }, classes: [], style: {}, parentId: 2, v: '0.3' },
    },
    tree: [
      { id: 1, type: 'widget-heading', cd: [], parentId: null },
      { id: 2, type: 'widget-form', cd: [{ id: 3, type: 'widget-input', cd: [], parentId: 2 }, { id: 4, type: 'widget-button', cd: [], parentId: 2 }], parentId: null },
    ],
    fragments: {},
  };
}

/** A visitor in a browser of their own (own user agent), arriving at `url` from `referer`; optionally sending the form. */
async function visit(browser: Browser, n: number, url: string, opts: { referer?: string; lead?: string; expectTitle?: string } = {}) {
  const context = await browser.newContext({ userAgent: agent(n) });
  const visitor = await context.newPage();
  await visitor.goto(url, opts.referer ? { referer: opts.referer } : {});
  if (opts.expectTitle) await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(opts.expectTitle);
  if (opts.lead) {
    await visitor.getByLabel('Имя').fill(opts.lead);
    const stored = visitor.waitForResponse((r) => r.url().endsWith('/__lead') && r.status() === 200);
    await visitor.getByRole('button', { name: 'Отправить' }).click();
    await stored;
  }
  // Leaving the page sends the beacon (time on page, screen size).
  await visitor.close({ runBeforeUnload: true });
  await context.close();
}

type Totals = { visits: number; visitors: number; leads: number };

/** A visit without scripts (the server counts it as it serves the page): the HTML a user agent gets. */
function fetchPage(host: string, userAgent: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // A connection of its own, as a new visitor opens (and no idle one to race the server's close).
    get({ host: '127.0.0.1', port, path: '/', agent: false, headers: { host, 'user-agent': userAgent } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

test('visits, sources and conversion for today; an A/B test; a member without statistics is refused', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const token = await signUp(request, 'Ирина');
  const created = await api<{ id: number; project_id: number }>(request, 'POST', '/pages', token, { title: 'Курсы йоги' });
  const code = `stats${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage('Йога для начинающих'), globals: {} });
  const site = `http://${code}.localhost:${port}/`;

  // Before any visit the overview says how to get the first ones.
  await signIn(page, token);
  await page.goto('/statistic');
  await expect(page.getByRole('heading', { name: 'Посещений пока нет' })).toBeVisible();

  await visit(browser, 1, `${site}?utm_source=yandex&utm_medium=cpc&utm_campaign=yoga`, { referer: 'https://yandex.ru/search/?text=yoga', lead: 'Анна' });
  await visit(browser, 2, site, { referer: 'https://vk.com/feed' });
  // The third visitor reloads within minutes: two views, one visit.
  await visit(browser, 3, site);
  await visit(browser, 3, site);

  // Appended within a second, folded by the job, the lead joined to its visit.
  await expect.poll(async () => (await api<{ totals: Totals }>(request, 'POST', '/stats/dashboard', token, { period: 'today' })).totals, { timeout: 30_000 })
    .toMatchObject({ visits: 3, visitors: 3, leads: 1 });
  // The browsers' beacons carried their views' tokens (Server-Timing) and were taken: time on page and bounces.
  await expect.poll(async () => (await api<{ totals: { bounce_rate: number | null; avg_duration: number | null } }>(request, 'POST', '/stats/dashboard', token, { period: 'today' })).totals.bounce_rate, { timeout: 30_000 })
    .not.toBeNull();

  await page.reload();
  await expect(page.getByTestId('kpi-visitors')).toContainText('3');
  await expect(page.getByTestId('kpi-visits')).toContainText('3');
  await expect(page.getByTestId('kpi-leads')).toContainText('1');
  await expect(page.getByTestId('kpi-conversion')).toContainText('33,33%');
  await expect(page.getByTestId('top-pages')).toContainText('Курсы йоги');
  // The page selector searches the account's pages on the server; the figures narrow to the page chosen.
  const pagePicker = page.getByRole('combobox', { name: 'Страница' });
  await pagePicker.fill('йог');
  await page.getByRole('option', { name: 'Курсы йоги' }).click();
  await expect(pagePicker).toHaveValue('Курсы йоги');
  await expect(page.getByTestId('kpi-visitors')).toContainText('3');
  await page.getByTestId('stats-tab-visits').click();
  await expect(page.getByTestId('stats-row')).toHaveCount(1);
  await expect(page.getByTestId('stats-row')).toContainText('Курсы йоги');
  await page.getByTestId('stats-tab-sources').click();
  await expect(page.getByTestId('sources-table')).toContainText('yandex.ru');
  await expect(page.getByTestId('sources-table')).toContainText('vk.com');
  await expect(page.getByTestId('sources-table')).toContainText('Прямые заходы');
  await page.getByTestId('entity-utm_source').click();
  await expect(page.getByTestId('source-row').filter({ hasText: 'yandex' })).toContainText('100%');

  // The export carries the day's numbers.
  const download = page.waitForEvent('download');
  await page.getByTestId('stats-export').click();
  await page.getByRole('menuitem', { name: 'CSV (таблица)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Дата;Страница;Визиты;Посетители;Заявки;Конверсия');
  expect(csv).toMatch(/Курсы йоги;3;3;1;33,33%/);

  // The pages list shows the page's last 7 days.
  await page.goto('/pages');
  await expect(page.getByTestId('page-visitors')).toHaveText('3 посетителя');
  await expect(page.getByTestId('page-leads')).toHaveText('1 заявка');

  // An A/B test: variant B gets its own headline, the test starts from the campaign screen.
  await page.goto(`/pages/${created.id}/campaign`);
  await page.getByTestId('campaign-name').fill('Заголовок');
  await page.getByTestId('campaign-create').click();
  await expect(page.getByTestId('variant')).toHaveCount(2);
  const campaign = await api<{ id: number; variants: { id: number; name: string }[] }>(request, 'GET', `/pages/${created.id}/campaign`, token);
  const b = campaign.variants[1].id;
  const content = await api<{ revision: number }>(request, 'GET', `/pages/${created.id}/campaign/content?variant_id=${b}`, token);
  await api(request, 'PATCH', `/pages/${created.id}/campaign/content`, token, { variant_id: b, revision: content.revision, data: formPage('Йога для всех'), globals: {} });
  await page.getByTestId('campaign-start').click();
  await expect(page.getByTestId('campaign-status')).toHaveText('Идёт');

  // In the editor at 1440×900 the A/B switch is a strip under the top bar: it covers none of the widget tiles.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/editor/${created.id}`);
  const strip = page.getByTestId('variant-switch');
  await expect(strip).toBeVisible();
  await expect(page.getByTestId('add-text')).toBeVisible();
  const stripBox = await strip.boundingBox();
  const tiles = await page.locator('.ed-tile').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(tiles.length).toBeGreaterThan(0);
  const covered = tiles.filter((r) => stripBox !== null && r.top < stripBox.y + stripBox.height && r.bottom > stripBox.y && r.left < stripBox.x + stripBox.width && r.right > stripBox.x);
  expect(covered).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/pages/${created.id}/campaign`);
  await expect(page.getByTestId('campaign-status')).toHaveText('Идёт');

  // Twelve visitors, twice each (one visit each): the variant is chosen before the HTML is sent and stays the same.
  const seen = new Map<number, string>();
  for (let n = 10; n < 22; n++) {
    for (let k = 0; k < 2; k++) {
      const html = await fetchPage(`${code}.localhost:${port}`, agent(n));
      const which = html.includes('Йога для всех') ? 'B' : 'A';
      if (k === 1) expect(which, `visitor ${n}`).toBe(seen.get(n));
      seen.set(n, which);
    }
  }
  const bVisitors = [...seen.values()].filter((w) => w === 'B').length;
  expect(bVisitors).toBeGreaterThan(0);
  expect(bVisitors).toBeLessThan(12);
  // One B visitor sends the form in the browser.
  const bAgent = [...seen.entries()].find(([, w]) => w === 'B')?.[0] ?? 0;
  await visit(browser, bAgent, site, { lead: 'Борис', expectTitle: 'Йога для всех' });

  type Variant = { name: string; visitors: number; visits: number; leads: number };
  await expect.poll(async () => (await api<{ variants: Variant[] }>(request, 'GET', `/pages/${created.id}/campaign`, token)).variants.map((v) => [v.name, v.visitors, v.visits, v.leads]), { timeout: 30_000 })
    .toEqual([['A', 12 - bVisitors, 12 - bVisitors, 0], ['B', bVisitors, bVisitors, 1]]);
  await page.reload();
  await expect(page.getByTestId('variant').filter({ hasText: 'Вариант B' }).getByTestId('variant-leads')).toHaveText('1');
  // Too little data for a winner: none is named, and the screen says why in plain words.
  await expect(page.getByTestId('campaign-reading')).toHaveAttribute('data-state', 'too_little');
  await expect(page.getByTestId('campaign-verdict')).toContainText('Пока мало данных');
  await expect(page.getByTestId('winner')).toHaveCount(0);

  // Ending publishes variant B for everyone.
  await page.getByTestId('variant').filter({ hasText: 'Вариант B' }).getByTestId('variant-end').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Тест завершён, вариант B опубликован')).toBeVisible();
  for (const n of [10, 11, 12]) expect(await fetchPage(`${code}.localhost:${port}`, agent(n))).toContain('Йога для всех');
  await page.getByTestId('campaign-tab-history').click();
  await expect(page.getByTestId('campaign-history')).toContainText('Опубликован вариант B');

  // A member without statistics.list on the project: the API refuses, the screen is the 403 one.
  const email = `stats.member.${Date.now()}@example.ru`;
  await api(request, 'POST', '/access/users', token, { email, name: 'Участник', password: 'Harbour-Lantern-42', permissions: { [created.project_id]: { 'statistics.list': false } } });
  const login = await request.post('/api/session/login', { data: { email, password: 'Harbour-Lantern-42' } });
  const memberToken = ((await login.json()) as { data: { token: string } }).data.token;
  const refused = await request.post('/api/stats/dashboard', { headers: { 'x-token': memberToken }, data: { project_id: created.project_id } });
  expect(refused.status()).toBe(403);
  const memberPage = await page.context().browser()?.newPage();
  if (!memberPage) throw new Error('no browser');
  await signIn(memberPage, memberToken);
  await memberPage.goto('/statistic');
  await expect(memberPage.getByTestId('forbidden')).toBeVisible();
  await memberPage.close();
});
