// The daily rollups kept per time zone (zones.ts, migration 0131) against the truth computed
// from the hits themselves and against the hourly rollups: a whole-hour zone (Moscow), a zone
// with a DST change inside the range (New York, 8 March 2026: a 23-hour day) and a zone with a
// half-hour offset (Kolkata, where only the local-day rollup can be exact). Zones registered
// before the hits and after some were folded (filled from the hourly rows); a day whose hours are
// still arriving stays right after every fold.
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { rowsOf } from '../db/rows';
import { createStatsCollector } from './collector';
import { foldBatch } from './fold';
import { resolvePeriod } from './period';
import { dynamic, sources, table, totals } from './reports';
import type { ScopeSql } from './scope';
import { ensureZone, zoneReady } from './zones';

const ACCOUNT = 7001;
const PAGES = [7101, 7102];
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const REFERERS = [undefined, 'https://yandex.ru/search', 'https://vk.com/feed'];
const MOSCOW = 'Europe/Moscow';
const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';
const where: ScopeSql = (t) => sql`${sql.raw(t)}.account_id = ${ACCOUNT}`;

interface Hit { at: number; pageId: number; ip: string; referer: string | undefined }

const localDate = (at: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const at = (iso: string) => new Date(iso).getTime();

/**
 * Visits (a visitor's view more than 30 minutes after their previous one, or their first: a
 * session, as the fold counts) and unique visitors (first view of a page that UTC day) per local
 * date and page.
 */
function truth(hits: Hit[], zone: string): Map<string, { visits: number; visitors: number }> {
  const out = new Map<string, { visits: number; visitors: number }>();
  const last = new Map<string, number>();
  for (const h of [...hits].sort((a, b) => a.at - b.at)) {
    const key = `${localDate(h.at, zone)}|${h.pageId}`;
    const row = out.get(key) ?? { visits: 0, visitors: 0 };
    const visitor = `${h.pageId}|${utcDay(h.at)}|${h.ip}`;
    const before = last.get(visitor);
    if (before === undefined) row.visitors++;
    if (before === undefined || h.at - before > 30 * 60_000) row.visits++;
    last.set(visitor, h.at);
    out.set(key, row);
  }
  return out;
}

/** All visits of the hits (the sum of truth's). */
const visitsOf = (hits: Hit[]) => [...truth(hits, 'UTC').values()].reduce((s, v) => s + v.visits, 0);

/** The hourly rollups summed by the local date of each hour (what reports read before 0131). */
async function hourlyAnswer(db: Parameters<typeof rowsOf>[0], zone: string) {
  const rows = await rowsOf<{ date: string; page_id: string; visits: string; visitors: string }>(db, sql`
    SELECT to_char((hour AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS date, page_id, sum(visits) AS visits, sum(visitors) AS visitors
    FROM stat_hourly WHERE account_id = ${ACCOUNT} GROUP BY 1, 2`);
  return new Map(rows.map((r) => [`${r.date}|${Number(r.page_id)}`, { visits: Number(r.visits), visitors: Number(r.visitors) }]));
}

describe.each(testDatabases)('daily rollups per time zone on $name', (tdb) => {
  const h = useHarness(tdb);
  let hits: Hit[];
  let clock: number;

  beforeEach(() => {
    hits = [];
    clock = 0;
  });

  /** Appends the hits through the real collector, a UTC day per batch (as the salt requires), and folds each batch. */
  async function record(list: Hit[]) {
    const db = h.database.db;
    const collector = createStatsCollector(db, { now: () => clock });
    const days = [...new Set(list.map((x) => utcDay(x.at)))].sort();
    for (const day of days) {
      for (const x of list.filter((y) => utcDay(y.at) === day)) {
        clock = x.at;
        collector.view({ at: x.at, accountId: ACCOUNT, pageId: x.pageId, variantId: null, ip: x.ip, userAgent: CHROME, referer: x.referer, host: 'p.localhost', url: '/' });
      }
      const batch = await collector.flush();
      expect(batch).not.toBeNull();
      expect(await foldBatch(db, batch as number)).toBe(true);
    }
    hits.push(...list);
  }

  /**
   * Hits at minute `minute` of every UTC hour of [from, to) but `skipHour`; a few visitors come
   * back. Lists of one batch need their own `ips` (the collector makes one row of a visitor's
   * identical views within an hour, at the first one's instant).
   */
  function hourly(from: string, to: string, minute: number, skipHour = -1, ips = 0): Hit[] {
    const out: Hit[] = [];
    let i = 0;
    for (let t = at(from); t < at(to); t += 3600_000) {
      if (new Date(t).getUTCHours() === skipHour) continue;
      i++;
      out.push({ at: t + minute * 60_000, pageId: PAGES[i % 2], ip: `198.51.100.${ips + (i % 7)}`, referer: REFERERS[i % 3] });
    }
    return out;
  }

  /** The table of whole local days, from the zone's daily rollups (`local`) or from hourly rows. */
  async function tableAnswer(zone: string, local = true) {
    const range = { ...resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-03-12' }, new Date(at('2026-03-13T00:00:00Z')), zone), local };
    const { rows } = await table(h.database.db, where, range, 1, 1000);
    return new Map(rows.map((r) => [`${r.date}|${r.pageId}`, { visits: r.visits, visitors: r.visitors }]));
  }

  it('agrees with the hits and with the hourly rollups in whole-hour, DST and half-hour zones', async () => {
    const db = h.database.db;
    await ensureZone(db, ACCOUNT, MOSCOW);
    // Before New York and Kolkata are registered: no hit in the UTC hour 18:00–19:00, which
    // Kolkata's midnight (18:30 UTC) cuts in two, so their fill from hourly rows is exact.
    await record(hourly('2026-03-05T00:00:00Z', '2026-03-08T00:00:00Z', 10, 18));
    await ensureZone(db, ACCOUNT, NEW_YORK);
    await ensureZone(db, ACCOUNT, KOLKATA);
    // Registering again changes nothing (no second fill).
    await ensureZone(db, ACCOUNT, KOLKATA);
    // After: every hour, and both halves of the hour Kolkata's midnight cuts; New York's clocks
    // move forward at 07:00 UTC on 8 March.
    await record([...hourly('2026-03-08T00:00:00Z', '2026-03-11T00:00:00Z', 10), ...hourly('2026-03-08T00:00:00Z', '2026-03-11T00:00:00Z', 45, -1, 10)]);

    for (const zone of [MOSCOW, NEW_YORK, KOLKATA]) {
      const expected = truth(hits, zone);
      expect(await tableAnswer(zone)).toEqual(expected);
      if (zone !== KOLKATA) {
        expect(await hourlyAnswer(db, zone)).toEqual(expected);
        expect(await tableAnswer(zone, false)).toEqual(expected);
      }
    }
    // Hourly rows cannot split Kolkata's midnight hour: there the daily rollup is the exact one.
    expect(await hourlyAnswer(db, KOLKATA)).not.toEqual(truth(hits, KOLKATA));

    // The chart by day in New York: local midnights (the DST day is 23 hours long), sums per day.
    const ny = resolvePeriod({ period: 'custom', from: '2026-03-07', to: '2026-03-09' }, new Date(at('2026-03-13T00:00:00Z')), NEW_YORK);
    const points = await dynamic(db, where, { ...ny, local: true });
    // The chart from hourly rows (before the zone is ready) says the same in a whole-hour zone.
    expect(await dynamic(db, where, ny)).toEqual(points);
    expect(points.map((p) => p.at)).toEqual(['2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    const perDay = (date: string, zone: string) => [...truth(hits, zone)].filter(([k]) => k.startsWith(date)).reduce((s, [, v]) => s + v.visits, 0);
    expect(points.map((p) => p.visits)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09'].map((d) => perDay(d, NEW_YORK)));
    expect(perDay('2026-03-08', NEW_YORK)).toBe(23 * 2);

    // Totals and sources over whole local days in Kolkata, exact to the hit.
    const kol = { ...resolvePeriod({ period: 'custom', from: '2026-03-08', to: '2026-03-09' }, new Date(at('2026-03-13T00:00:00Z')), KOLKATA), local: true };
    const inKol = hits.filter((x) => ['2026-03-08', '2026-03-09'].includes(localDate(x.at, KOLKATA)));
    expect((await totals(db, where, kol)).visits).toBe(inKol.length);
    const refs = await sources(db, where, kol, 'referrer');
    const count = (host: string) => inKol.filter((x) => (x.referer ? new URL(x.referer).hostname : '') === host).length;
    expect(Object.fromEntries(refs.map((r) => [r.value, r.visits]))).toEqual({ '': count(''), 'yandex.ru': count('yandex.ru'), 'vk.com': count('vk.com') });
  });

  it('keeps a day right while its hours are still arriving', async () => {
    const db = h.database.db;
    // A report's first need of the zone queues its registration (once) and reads hourly rows meanwhile.
    expect(await zoneReady(db, ACCOUNT, KOLKATA)).toBe(false);
    expect(await zoneReady(db, ACCOUNT, KOLKATA)).toBe(false);
    expect((await h.drainJobs({ kinds: ['stats.zone'] })).length).toBe(1);
    expect(await zoneReady(db, ACCOUNT, KOLKATA)).toBe(true);
    await record(hourly('2026-03-09T18:00:00Z', '2026-03-09T21:00:00Z', 20));
    expect(await tableAnswer(KOLKATA)).toEqual(truth(hits, KOLKATA));
    // More of the same local day (and a returning visitor, not a new one) in later batches.
    await record(hourly('2026-03-09T18:00:00Z', '2026-03-09T22:00:00Z', 50));
    await record([{ at: at('2026-03-09T23:59:00Z'), pageId: PAGES[1], ip: '198.51.100.1', referer: undefined }]);
    const answer = await tableAnswer(KOLKATA);
    expect(answer).toEqual(truth(hits, KOLKATA));
    // Views 30 minutes apart or less are one visit; the returning view hours later is a new one.
    expect([...answer.values()].reduce((s, v) => s + v.visits, 0)).toBe(visitsOf(hits));
    expect(visitsOf(hits)).toBeLessThan(hits.length);
  });
});
