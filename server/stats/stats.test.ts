// Statistics end to end on a real database: visits served by the publishing paths are buffered,
// appended in a batch, folded by the job into rollups, and read by the reports — uniques, sources,
// bots left out, beacons, leads joined to their visits, rights, retention.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '../../api/index';
import { exportFileName, todayIn } from '../../api/today';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';
import { leadFormContent } from '../testing/lead-load';
import { maintainStats } from './maintain';
import { JOIN_RETRY, JOIN_WAIT_MS } from './lead-join';
import { createViewTokens } from './view-token';
import { utcDay } from './salts';
import { getSecret } from '../platform/secret';

const S = api.stats;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function published(h: Harness, token: string, code: string) {
  const page = await h.ok(api.pages.create, { token, body: { title: `Page ${code}` } });
  await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: textContent('Привет'), globals: {} } });
  return page;
}

/** The view token the page's answer carries for its beacon (Server-Timing: view;desc="…"). */
const viewToken = (res: { headers: Record<string, unknown> }): string => /view;desc="([^"]+)"/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? '';

const visit = (h: Harness, host: string, opts: { url?: string; ua?: string; ip?: string; referer?: string } = {}) => h.app.inject({
  method: 'GET', url: opts.url ?? '/', remoteAddress: opts.ip ?? '198.51.100.1',
  headers: { host, 'user-agent': opts.ua ?? CHROME, ...(opts.referer ? { referer: opts.referer } : {}) },
});

/**
 * The period a test reads its own visits in: the user's (Moscow's) day the test began and the next —
 * `period: 'today'` asked after a local midnight the test ran across would miss the visits made before
 * it. Two days keep the hourly buckets of a day's report; 'today' itself is period.test.ts's.
 */
function daysOfThisTest(): { period: 'custom'; from: string; to: string } {
  const now = new Date();
  const from = todayIn(now, 'Europe/Moscow');
  return { period: 'custom', from, to: todayIn(new Date(now.getTime() + 24 * 3600_000), 'Europe/Moscow') };
}

async function settle(h: Harness) {
  await h.app.stats.flush();
  await h.drainJobs();
}

describe.each(testDatabases)('statistics on $name', (db) => {
  const h = useHarness(db);

  it('counts views, unique visitors and sources; leaves bots out; reads them in every report', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    const page = await published(h, token, 'stat1');
    const host = 'stat1.localhost';
    const pageHtml = await visit(h, host);
    expect(pageHtml.statusCode).toBe(200);
    expect(pageHtml.body).toContain('sendBeacon');
    // Three views by one visitor (a reload among them), one from search with UTM tags by another,
    // one from a phone, one by a bot, one HEAD (not a view).
    await visit(h, host);
    await visit(h, host, { url: '/?utm_source=yandex&utm_medium=cpc&utm_campaign=spring', ip: '198.51.100.2', referer: 'https://www.yandex.ru/search?q=x' });
    await visit(h, host, { ip: '198.51.100.3', ua: IPHONE, referer: 'https://vk.com/wall' });
    await visit(h, host, { ip: '198.51.100.9', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await h.app.inject({ method: 'HEAD', url: '/', remoteAddress: '198.51.100.7', headers: { host, 'user-agent': CHROME } });
    await settle(h);
    // The visitor comes back in a later batch within 30 minutes: a view of the same visit.
    await visit(h, host);
    await settle(h);

    const body = period;
    const dash = await h.ok(S.dashboard, { token, body });
    expect(dash.totals).toMatchObject({ visits: 3, visitors: 3, leads: 0, conversion: 0 });
    expect(dash.any).toBe(true);
    expect(dash.pages[0]).toMatchObject({ page: { id: page.id, title: `Page stat1` }, visits: 3, visitors: 3 });

    const referrers = await h.ok(S.sourcesPeriod, { token, params: { entity: 'referrer' }, body });
    expect(Object.fromEntries(referrers.items.map((r) => [r.value, r.visits]))).toEqual({ '': 1, 'yandex.ru': 1, 'vk.com': 1 });
    const utm = await h.ok(S.sourcesPeriod, { token, params: { entity: 'utm_source' }, body });
    expect(utm.items.find((r) => r.value === 'yandex')).toMatchObject({ visits: 1, visitors: 1 });
    const devices = await h.ok(S.sourcesPeriod, { token, params: { entity: 'device' }, body });
    expect(Object.fromEntries(devices.items.map((r) => [r.value, r.visitors]))).toEqual({ desktop: 2, mobile: 1 });
    const browsers = await h.ok(S.sourcesPeriod, { token, params: { entity: 'browser' }, body });
    expect(browsers.items.map((r) => r.value).sort()).toEqual(['Chrome', 'Mobile Safari']);

    const chart = await h.ok(S.dynamic, { token, body });
    expect(chart.range.bucket).toBe('hour');
    expect(chart.points.reduce((s, p) => s + p.visits, 0)).toBe(3);
    const rows = await h.ok(S.table, { token, body: { period: 'week' } });
    expect(rows.total_items).toBe(1);
    expect(rows.items[0]).toMatchObject({ page: { id: page.id }, visits: 3, visitors: 3, leads: 0 });
    const mine = await h.ok(S.pageStatsAll, { token });
    expect(mine.items).toEqual([{ page_id: page.id, visits: 3, visitors: 3, leads: 0 }]);

    // Raw hits keep no IP and no user agent.
    const raw = await h.database.withConnection((c) => c.query<Record<string, unknown>>('SELECT * FROM stat_hits LIMIT 1'));
    const text = JSON.stringify(raw, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
    expect(text).toContain('"kind"');
    expect(text).not.toContain('198.51.100');
    expect(text).not.toContain('Chrome/131');
  });

  it('appends tags with quotes, backslashes, commas, braces and the word NULL as they were sent', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    await published(h, token, 'stat6');
    const odd = ['a "quoted", {braced} \\ tag', 'NULL', 'метка'];
    for (const [i, tag] of odd.entries()) {
      await visit(h, 'stat6.localhost', { url: `/?utm_campaign=${encodeURIComponent(tag)}`, ip: `198.51.100.${20 + i}` });
    }
    await visit(h, 'stat6.localhost', { ip: '198.51.100.30' });
    await settle(h);
    const items = (await h.ok(S.sourcesPeriod, { token, params: { entity: 'utm_campaign' }, body: period })).items;
    expect(Object.fromEntries(items.map((r) => [r.value, r.visits]))).toEqual({ [odd[0]]: 1, NULL: 1, метка: 1, '': 1 });
  });

  it('counts a visit per session: 200 reloads are one visit, a view after 30 idle minutes starts another', async () => {
    const earlier = Date.now() - 40 * 60_000;
    // The report starts on the local day of the earlier view (it is yesterday in the first 40 minutes
    // of a Moscow day), and that UTC day's salt exists as it does on a server that was serving then:
    // only the current day's salt is made on demand.
    const period = { ...daysOfThisTest(), from: todayIn(new Date(earlier), 'Europe/Moscow') };
    await h.database.db.execute(sql`INSERT INTO stat_salts (day, salt) VALUES (${utcDay(earlier)}::date, ${randomBytes(16)}) ON CONFLICT (day) DO NOTHING`);
    const { token } = await h.signUp();
    const page = await published(h, token, 'stat7');
    const host = 'stat7.localhost';
    const account = (await h.ok(api.session.account, { token })).account.id;
    // The same visitor 40 minutes earlier (appended as the serving path appends a view).
    h.app.stats.view({ at: earlier, accountId: account, pageId: page.id, variantId: null, ip: '198.51.100.40', userAgent: CHROME, referer: undefined, host, url: '/' });
    await settle(h);
    for (let i = 0; i < 200; i++) await visit(h, host, { ip: '198.51.100.40' });
    await settle(h);
    await visit(h, host, { ip: '198.51.100.40' });
    await settle(h);
    const dash = await h.ok(S.dashboard, { token, body: period });
    expect(dash.totals.visits).toBe(2);
    expect(dash.totals.visitors).toBeLessThanOrEqual(2);
  });

  it('takes beacons only for a served view: time on page capped by the time since it, one first beacon per view', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    const page = await published(h, token, 'stat2');
    const served = await visit(h, 'stat2.localhost');
    const real = viewToken(served);
    expect(real).not.toBe('');
    const beacon = (body: string, host = 'stat2.localhost') => h.app.inject({
      method: 'POST', url: '/__s', remoteAddress: '198.51.100.1', headers: { host, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME }, payload: body,
    });
    // Views served 66 s ago (tokens made with the installation secret, as the serving path makes them).
    const tokens = createViewTokens(() => getSecret(h.database.db));
    await tokens.ready();
    expect(await tokens.verify(real, Date.now())).toMatchObject({ pageId: page.id, variantId: null });
    const a = tokens.issue(page.id, null, Date.now() - 66_000) ?? '';
    const b = tokens.issue(page.id, null, Date.now() - 66_000) ?? '';
    expect((await beacon(`p=${page.id}&k=${a}&d=4000&s=xs&b=1&f=1`)).statusCode).toBe(204);
    expect((await beacon(`p=${page.id}&k=${b}&d=56000&s=lg&b=0&f=1`)).statusCode).toBe(204);
    // Asks for 30 s; only the 10 s left since the view count.
    expect((await beacon(`p=${page.id}&k=${b}&d=30000&s=lg&b=0&f=0`)).statusCode).toBe(204);
    // The view's time is used up: replays add nothing and are never its first beacon again.
    for (let i = 0; i < 50; i++) expect((await beacon(`p=${page.id}&k=${b}&d=1800000&s=lg&b=0&f=1`)).statusCode).toBe(204);
    // No token, a forged one, another page's: refused.
    for (let i = 0; i < 200; i++) expect((await beacon(`p=${page.id}&d=1800000&s=lg&b=0&f=1`)).statusCode).toBe(403);
    expect((await beacon(`p=${page.id}&k=${a.slice(0, -2)}AA&d=1800000&s=lg&b=0&f=1`)).statusCode).toBe(403);
    expect((await beacon(`p=${page.id}&k=${tokens.issue(page.id + 1, null, Date.now() - 1000) ?? ''}&d=1&f=1`)).statusCode).toBe(403);
    expect((await beacon('p=abc&d=1')).statusCode).toBe(400);
    const other = await published(h, (await h.signUp()).token, 'stat3');
    expect((await beacon(`p=${other.id}&k=${real}&d=1&f=1`)).statusCode).toBe(404);
    await settle(h);
    const dash = await h.ok(S.dashboard, { token, body: period });
    expect(dash.totals.bounce_rate).toBe(0.5);
    expect(dash.totals.avg_duration).toBeCloseTo(35, 0);
    const screens = await h.ok(S.sourcesPeriod, { token, params: { entity: 'screen' }, body: period });
    expect(Object.fromEntries(screens.items.map((r) => [r.value, r.visits]))).toEqual({ xs: 1, lg: 1 });
  });

  it('does not let 200 beacons replaying a real view set the time on page or the bounce rate', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    const page = await published(h, token, 'stat4');
    const beacon = (body: string) => h.app.inject({
      method: 'POST', url: '/__s', remoteAddress: '198.51.100.1', headers: { host: 'stat4.localhost', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME }, payload: body,
    });
    const real = viewToken(await visit(h, 'stat4.localhost'));
    expect((await beacon(`p=${page.id}&k=${real}&d=2000&s=xs&b=1&f=1`)).statusCode).toBe(204);
    for (let i = 0; i < 200; i++) await beacon(`p=${page.id}&k=${real}&d=1800000&s=lg&b=0&f=1`);
    for (let i = 0; i < 200; i++) await beacon(`p=${page.id}&d=1800000&s=lg&b=0&f=1`);
    await settle(h);
    const dash = await h.ok(S.dashboard, { token, body: period });
    // One view, one first beacon (a bounce); its time is what elapsed since it was served — seconds at most.
    expect(dash.totals.bounce_rate).toBe(1);
    expect(dash.totals.avg_duration).toBeLessThan(10);
    const screens = await h.ok(S.sourcesPeriod, { token, params: { entity: 'screen' }, body: period });
    expect(Object.fromEntries(screens.items.map((r) => [r.value, r.visits]))).toEqual({ xs: 1 });
  });

  it('joins a lead to its visit: the source and the conversion come from the visit', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Form page' } });
    const form = {
      version: '0.2', fragments: {},
      widgets: {
        1: { id: 1, type: 'widget-form', name: 'Form', cfg: { formName: 'Заявка' }, classes: [], style: {}, parentId: null, v: '0.1' },
        2: { id: 2, type: 'widget-input', name: 'Name', cfg: { inputType: 'text', name: 'name', label: 'Имя', required: true }, classes: [], style: {}, parentId: 1, v: '0.1' },
      },
      tree: [{ id: 1, type: 'widget-form', cd: [{ id: 2, type: 'widget-input', cd: [], parentId: 1 }], parentId: null }],
    };
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'stat4', data: form, globals: {} } });
    await visit(h, 'stat4.localhost', { url: '/?utm_source=vk', ip: '203.0.113.5', referer: 'https://vk.com/' });
    await visit(h, 'stat4.localhost', { ip: '203.0.113.6' });
    await settle(h);
    const lead = await h.app.inject({
      method: 'POST', url: '/__lead', remoteAddress: '203.0.113.5',
      headers: { host: 'stat4.localhost', 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ name: 'Анна', page_id: String(page.id), form_id: '1' }).toString(),
    });
    expect(lead.statusCode).toBe(200);
    await settle(h);
    const dash = await h.ok(S.dashboard, { token, body: period });
    expect(dash.totals).toMatchObject({ visits: 2, visitors: 2, leads: 1, conversion: 0.5 });
    const utm = await h.ok(S.sourcesPeriod, { token, params: { entity: 'utm_source' }, body: period });
    expect(utm.items.find((r) => r.value === 'vk')).toMatchObject({ visitors: 1, leads: 1, conversion: 1 });
    const joined = await h.database.withConnection((c) => c.query<{ joined: boolean }>('SELECT joined FROM stat_leads'));
    expect(joined).toEqual([{ joined: true }]);
    // The fold and the join are idempotent: running them again changes nothing.
    await h.drainJobs();
    expect((await h.ok(S.dashboard, { token, body: period })).totals.leads).toBe(1);
  });

  it('counts a lead without a visit within a few seconds: statistics and the pages list show it', async () => {
    const period = daysOfThisTest();
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Quick lead' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'stat7', data: leadFormContent(), globals: {} } });
    const leadsNow = async () => ({
      stats: (await h.ok(S.dashboard, { token, body: period })).totals.leads,
      list: (await h.ok(api.pages.list, { token })).items.map((p) => p.week?.leads ?? 0),
    });
    expect(await leadsNow()).toEqual({ stats: 0, list: [0] });
    // A form posted with no view of the page (a test lead, a plain POST from elsewhere).
    const posted = await h.app.inject({
      method: 'POST', url: '/__lead', remoteAddress: '203.0.113.77',
      headers: { host: 'stat7.localhost', 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ page_id: String(page.id), form_id: '1', name: 'Иван', phone: '+7 900 123-45-67' }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const postedAt = Date.now();
    // The jobs as the worker runs them, on a fake clock in 100 ms steps, each retry as late as its
    // backoff allows (random → 1): the simulated time from the post to the lead being counted.
    let t = postedAt;
    const clock = { now: () => new Date(t) };
    let counted: number | null = null;
    while (counted === null && t - postedAt <= 120_000) {
      const ran = await h.drainJobs({ clock, random: () => 0.999 });
      if (ran.some((j) => j.kind === 'stats.lead' && j.state === 'done')) counted = t - postedAt;
      else t += 100;
    }
    expect(counted).not.toBeNull();
    // It was a minute and more (JOIN_WAIT_MS 60 s, retries up to 60 s apart): «0 заявок» meanwhile.
    expect(counted).toBeLessThanOrEqual(JOIN_WAIT_MS + JOIN_RETRY.maxMs);
    expect(JOIN_WAIT_MS).toBeLessThanOrEqual(5_000);
    expect(await leadsNow()).toEqual({ stats: 1, list: [1] });
    const joined = await h.database.withConnection((c) => c.query<{ joined: boolean }>('SELECT joined FROM stat_leads'));
    expect(joined).toEqual([{ joined: false }]);
  });

  it('enforces statistics rights per project and keeps accounts apart', async () => {
    const owner = await h.signUp();
    const project = await h.ok(api.projects.create, { token: owner.token, body: { title: 'Закрытый' } });
    const page = await h.ok(api.pages.create, { token: owner.token, body: { title: 'P', project_id: project.id } });
    const stranger = await h.signUp();
    expect((await h.call(S.dashboard, { token: stranger.token, body: { page_id: page.id } })).statusCode).toBe(404);
    expect((await h.call(S.dashboard, { token: stranger.token, body: { project_id: project.id } })).statusCode).toBe(404);
    expect((await h.call(S.dashboard, { body: {} })).statusCode).toBe(401);
    expect((await h.call(S.dashboard, { token: owner.token, body: { period: 'custom', from: '2026-02-01' } })).statusCode).toBe(422);
  });

  it('names the export file by today in the user\'s zone, which is not the UTC date at any hour here', async () => {
    const { token } = await h.signUp();
    // UTC+14 from 10:00 UTC (already tomorrow there), UTC−11 before 11:00 UTC (still yesterday):
    // a name dated in UTC or in the server's zone differs from the right one whenever this runs.
    const before = new Date();
    const zone = before.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await h.ok(api.profile.update, { token, body: { timezone: zone } });
    const file = await h.call(S.exportStats, { token, params: { format: 'csv' }, body: { period: 'week' } });
    const after = new Date();
    expect(file.statusCode).toBe(200);
    const name = /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))?.[1];
    expect([exportFileName('stats', 'csv', before, zone), exportFileName('stats', 'csv', after, zone)]).toContain(name);
    expect(name).not.toBe(`stats-${before.toISOString().slice(0, 10)}.csv`);
  });

  it('keeps raw hits in day partitions and drops them after the retention; salts go after their day', async () => {
    const { token } = await h.signUp();
    await published(h, token, 'stat5');
    await visit(h, 'stat5.localhost');
    await settle(h);
    // The hit's own day (partitions are UTC days, salts.ts), not the test's clock: a visit at
    // 23:59:59 UTC settled after midnight lies in the day before, which maintenance does not make.
    const [hit] = await h.database.withConnection((c) => c.query<{ day: unknown; at: unknown }>('SELECT day::text AS day, at FROM stat_hits'));
    const now = new Date(hit.at as string | Date).getTime();
    await maintainStats(h.database.db, { now, rawDays: 30 });
    const today = String(hit.day).replace(/-/g, '');
    const parts = await h.database.withConnection((c) => c.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relname LIKE 'stat_hits_2%'`));
    expect(parts.map((p) => p.relname)).toContain(`stat_hits_${today}`);
    // The day's hit moved out of the default partition into its own.
    const inDay = await h.database.withConnection((c) => c.query<{ n: string }>(`SELECT count(*) AS n FROM stat_hits_${today}`));
    expect(Number(inDay[0].n)).toBe(1);
    // 40 days later: the partition is gone, the salt too; the rollups stay.
    await maintainStats(h.database.db, { now: now + 40 * 86_400_000, rawDays: 30 });
    const left = await h.database.withConnection((c) => c.query<{ n: string }>('SELECT (SELECT count(*) FROM stat_hits) + (SELECT count(*) FROM stat_salts) AS n'));
    expect(Number(left[0].n)).toBe(0);
    expect((await h.ok(S.pageStatsAll, { token })).items[0].visits).toBe(1);
  });
});
