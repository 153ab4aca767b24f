// Goals and the after-submission step of a published page in Chromium, with stand-in counters: the
// visitor's browser gets recording functions for Yandex Metrika and Google Analytics before the
// page's own scripts run, and the counters' script addresses answer an empty script (no network).
// A stored lead reports both goals once; a lead the server refuses reports none; the lead keeps the
// ad's click id and the owner reads it in the lead drawer. A form set to go to an address takes the
// visitor there with the visit's UTM tags.
import { expect, test, type BrowserContext } from '@playwright/test';
import { api, deletePage, formPage, signIn, signUp } from './support';

const port = Number(process.env.E2E_PORT ?? 18080);

/** Counter calls as the page makes them: ym(...) and the arguments GA's gtag() pushes to dataLayer. */
type Recorded = { ym: unknown[][]; gtag: unknown[][] };

async function standInCounters(context: BrowserContext): Promise<void> {
  // Every outside script (tag.js, gtag/js) is answered by an empty one: the recorders stay in place.
  await context.route(/^https:\/\/(mc\.yandex\.ru|www\.googletagmanager\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await context.addInitScript(() => {
    const w = window as unknown as { __calls: Recorded; ym: (...a: unknown[]) => void; dataLayer: unknown[] };
    w.__calls = { ym: [], gtag: [] };
    w.ym = (...a: unknown[]) => { w.__calls.ym.push(a); };
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) w.__calls.gtag.push(Array.from(item as ArrayLike<unknown>));
      return layer.length;
    };
    w.dataLayer = layer;
  });
}

test('a stored lead fires the Metrika and GA goals once, a refused one none; the lead keeps its click id', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const token = await signUp(request, 'Ирина');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Курсы английского' });
  await api(request, 'POST', '/pages/plugins', token, { kind: 'yandex_metrika', name: 'Метрика', counter: '12345678', all_pages: false, pages: [created.id] });
  await api(request, 'POST', '/pages/plugins', token, { kind: 'google_analytics', name: 'GA4', counter: 'G-TEST1234', all_pages: false, pages: [created.id] });
  const code = `goals${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data: formPage(), globals: {} });

  const visitorContext = await browser.newContext();
  await standInCounters(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/?utm_source=yandex&utm_campaign=spring&yclid=7712345`);
  const goals = () => visitor.evaluate(() => {
    const c = (window as unknown as { __calls: Recorded }).__calls;
    return { ym: c.ym.filter((a) => a[1] === 'reachGoal'), ga: c.gtag.filter((a) => a[0] === 'event') };
  });
  // The counters started (their own calls), and no goal yet.
  await expect.poll(async () => (await visitor.evaluate(() => (window as unknown as { __calls: Recorded }).__calls.ym.length))).toBeGreaterThan(0);
  expect(await goals()).toEqual({ ym: [], ga: [] });

  // A stored lead: each counter hears the goal once.
  await visitor.getByLabel('Имя').fill('Анна');
  await visitor.getByLabel('Телефон').fill('+7 900 111-22-33');
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Спасибо! Мы позвоним в течение часа.');
  await expect.poll(goals).toEqual({ ym: [[12345678, 'reachGoal', 'lead']], ga: [['event', 'generate_lead']] });

  // A page open since before the phone became required (its field lost «required»): the server refuses it.
  await visitor.evaluate(() => document.querySelector('input[name=phone]')?.removeAttribute('required'));
  await visitor.getByLabel('Имя').fill('Борис');
  const refused = visitor.waitForResponse((r) => r.url().endsWith('/__lead'));
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  expect((await refused).status()).toBe(422);
  await expect(visitor.getByText('Обязательное поле')).toBeVisible();
  expect(await goals()).toEqual({ ym: [[12345678, 'reachGoal', 'lead']], ga: [['event', 'generate_lead']] });
  await visitorContext.close();

  // The owner reads the lead's UTM tags and the Direct click id in the drawer.
  await signIn(page, token);
  await page.goto('/leads');
  await page.getByTestId('lead-open').first().click();
  const tags = page.getByTestId('lead-utm');
  await expect(tags).toContainText('utm_source');
  await expect(tags).toContainText('yandex');
  await expect(tags).toContainText('yclid');
  await expect(tags).toContainText('7712345');
  await deletePage(request, token, created.id);
});

test('after a stored lead the form takes the visitor to its thank-you address with the visit’s UTM tags', async ({ browser, request }) => {
  const token = await signUp(request, 'Олег');
  const created = await api<{ id: number }>(request, 'POST', '/pages', token, { title: 'Запись' });
  const data = formPage();
  Object.assign(data.widgets[2].cfg, { afterSubmit: 'url', afterUrl: 'https://thanks.example/spasibo#top', afterUtm: true });
  const code = `next${Date.now()}`;
  await api(request, 'POST', `/pages/${created.id}/publish`, token, { code, data, globals: {} });

  const context = await browser.newContext();
  // The thank-you page lives elsewhere; Chromium is given it here (no network).
  await context.route('https://thanks.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Спасибо</title><h1>Спасибо за заявку</h1>' }));
  const visitor = await context.newPage();
  await visitor.goto(`http://${code}.localhost:${port}/?utm_source=vk&utm_campaign=autumn&gclid=abc`);
  await visitor.getByLabel('Имя').fill('Анна');
  await visitor.getByLabel('Телефон').fill('+7 900 111-22-33');
  await visitor.getByRole('button', { name: 'Записаться' }).click();
  await visitor.waitForURL(/^https:\/\/thanks\.example\//);
  expect(visitor.url()).toBe('https://thanks.example/spasibo?utm_source=vk&utm_campaign=autumn#top');
  await expect(visitor.getByRole('heading', { name: 'Спасибо за заявку' })).toBeVisible();
  await context.close();
  await deletePage(request, token, created.id);
});
