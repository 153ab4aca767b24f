/**
 * Statistics, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; databases
 * `<name>_stats_bench_*` are made afresh):
 * 1. Beacon intake: wrk POSTs page beacons to a `server/main.ts` process (distinct visitors by
 *    X-Forwarded-For, TRUST_PROXY=1) — requests/s and p99 (targets ≥ 5,000/s, p99 < 20 ms) — then
 *    waits until every answered beacon is folded into the rollups (nothing lost).
 * 2. Reports over 1,000,000 recorded visits: views appended through the real collector (a year,
 *    20 pages, ~300,000 visitors, sources and devices mixed) and folded by the real job, 1,000
 *    leads joined; then the dashboard (totals, the previous period, top pages), the dynamic chart,
 *    sources and the table for each period — median and worst of 7 runs (target < 100 ms).
 * 3. Sizes: the beacon gzipped (target ≤ 600 B), the chart library's gzipped cost.
 * Writes bench/results/stats.json. Timings on a shared machine are noisy: repeat runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beaconScript } from '../engine/render/beacon';
import { createPayments } from '../server/billing/index';
import { testConfig } from '../server/config';
import type { Deps } from '../server/platform/deps';
import { drainJobs } from '../server/platform/jobs/drain';
import { rowsOf } from '../server/db/rows';
import { createMailer } from '../server/platform/mail/mailer';
import { createStatsCollector } from '../server/stats/collector';
import { joinLead } from '../server/stats/lead-join';
import { previousRange, resolvePeriod } from '../server/stats/period';
import { byPage, dynamic, sources, table, totals } from '../server/stats/reports';
import type { ScopeSql } from '../server/stats/scope';
import { ensureZone } from '../server/stats/zones';
import { createViewTokens } from '../server/stats/view-token';
import { getSecret } from '../server/platform/secret';
import { freshPostgres, seedLeadPage, startServer } from '../server/testing/lead-load';
import type { StatsPeriod } from '../api/routes/stats';
import { median, nowMs, round, writeResults } from './lib/measure';

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.log('stats bench: set BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  process.exit(0);
}
const DURATION_S = Number(process.env.BENCH_STATS_SECONDS ?? 10);
const CONNECTIONS = 16;
const VISITS = Number(process.env.BENCH_STATS_VISITS ?? 1_000_000);
const PAGES = 20;
const LEADS = 1000;
const RUNS = 7;
/** Distinct views the intake's beacons speak for (more than the beacons a run sends, so none is a replay). */
const TOKENS = Number(process.env.BENCH_STATS_TOKENS ?? 200_000);
const TARGETS = { rps: 5000, p99ms: 20, queryMs: 100, beaconGzip: 600 };
const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const REFERERS = [undefined, 'https://yandex.ru/search', 'https://www.google.com/', 'https://vk.com/feed', 'https://t.me/', 'https://dzen.ru/a/1'];
const UTMS = ['', '?utm_source=yandex&utm_medium=cpc&utm_campaign=spring', '?utm_source=vk&utm_medium=social', '?utm_source=mail&utm_medium=email&utm_campaign=news'];

const results: Record<string, unknown> = { targets: TARGETS, when: new Date().toISOString() };

// ---------------------------------------------------------------- 3. sizes
const beaconGzip = gzipSync(beaconScript(123456, 7890)).length;
const uplot = gzipSync(readFileSync(join(process.cwd(), 'node_modules/uplot/dist/uPlot.iife.min.js'))).length
  + gzipSync(readFileSync(join(process.cwd(), 'node_modules/uplot/dist/uPlot.min.css'))).length;
results.sizes = { beaconGzipBytes: beaconGzip, uplotGzipBytes: uplot };
console.log(`beacon: ${beaconGzip} B gzipped (target ≤ ${TARGETS.beaconGzip}); uPlot + its CSS: ${uplot} B gzipped (statistics and campaign chunks only)`);

// ---------------------------------------------------------------- 1. beacon intake
async function intake() {
  const fresh = await freshPostgres(pgUrl as string, 'stats_bench_intake');
  const { pageId } = await seedLeadPage(fresh.database, 'beacons');
  const server = await startServer({ DATABASE_URL: fresh.url, TRUST_PROXY: '1', LOG_LEVEL: 'error', ...(process.env.BENCH_STATS_ENV ? Object.fromEntries(process.env.BENCH_STATS_ENV.split(',').map((kv) => kv.split('='))) : {}) });
  try {
    const dir = mkdtempSync(join(tmpdir(), 'stats-wrk-'));
    const script = join(dir, 'beacon.lua');
    // Each beacon speaks for a view of its own, served 20 minutes ago: tokens made with the
    // installation secret as the serving path makes them (server/stats/view-token.ts).
    const tokens = createViewTokens(() => getSecret(fresh.database.db));
    await tokens.ready();
    const viewAt = Date.now() - 20 * 60_000;
    const tokenFile = join(dir, 'tokens.txt');
    writeFileSync(tokenFile, `${Array.from({ length: TOKENS }, () => tokens.issue(pageId, null, viewAt) ?? '').join('\n')}\n`);
    writeFileSync(script, `
local tokens = {}
for line in io.lines("${tokenFile}") do tokens[#tokens + 1] = line end
local n = 0
request = function()
  n = n + 1
  local ip = "10." .. (n % 250) .. "." .. (math.floor(n / 250) % 250) .. "." .. (math.floor(n / 62500) % 250 + 1)
  return wrk.format("POST", "/__s", { ["Host"] = "beacons.localhost", ["Content-Type"] = "text/plain;charset=UTF-8", ["User-Agent"] = "${UAS[0]}", ["X-Forwarded-For"] = ip }, "p=${pageId}&k=" .. tokens[(n - 1) % #tokens + 1] .. "&d=" .. (n % 60000 + 1) .. "&s=lg&b=" .. (n % 3 == 0 and 1 or 0) .. "&f=1")
end
`);
    const run = (seconds: number) => {
      const r = spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, `http://127.0.0.1:${server.port}/__s`], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
      const out = r.stdout;
      const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
      return {
        rps: round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), 1),
        p99ms: p99raw ? round(Number(p99raw[1]) * (p99raw[2] === 'us' ? 0.001 : p99raw[2] === 's' ? 1000 : 1), 2) : NaN,
        requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
        non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      };
    };
    const warm = run(3);
    const measured = run(DURATION_S);
    const answered = warm.requests + measured.requests - warm.non2xx - measured.non2xx;
    // Every answered beacon appended and folded (the server's own worker does it).
    const started = nowMs();
    let folded = 0;
    while (nowMs() - started < 120_000) {
      folded = Number((await rowsOf<{ n: string }>(fresh.database.db, sql`SELECT COALESCE(sum(beacons), 0) AS n FROM stat_hourly`))[0].n);
      if (folded >= answered) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return { ...measured, answered, folded, foldLagMs: round(nowMs() - started, 0), connections: CONNECTIONS, seconds: DURATION_S };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await fresh.database.close();
  }
}

// BENCH_STATS_PARTS=intake (or reports) runs one part only (the other's figures are left out).
const PARTS = (process.env.BENCH_STATS_PARTS ?? 'intake,reports').split(',');
if (PARTS.includes('intake')) {
const beacon = await intake();
results.beaconIntake = beacon;
console.log(`\nBeacon intake on PostgreSQL, wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s: ${beacon.rps} req/s, p99 ${beacon.p99ms} ms, non-2xx ${beacon.non2xx}; `
  + `${beacon.folded}/${beacon.answered} answered beacons folded (${beacon.foldLagMs} ms after the load) — ${beacon.rps >= TARGETS.rps && beacon.p99ms < TARGETS.p99ms && beacon.folded >= beacon.answered ? 'ok' : 'MISSED'}`);
}

// ---------------------------------------------------------------- 2. reports over 1,000,000 visits
async function reports() {
  const fresh = await freshPostgres(pgUrl as string, 'stats_bench_reports');
  const db = fresh.database.db;
  const { pageId, accountId } = await seedLeadPage(fresh.database, 'reports');
  const pages = [pageId];
  for (let i = 1; i < PAGES; i++) {
    const [row] = await rowsOf<{ id: string }>(db, sql`INSERT INTO pages (account_id, name, title, code, status) VALUES (${accountId}, ${`Page ${i}`}, ${`Page ${i}`}, ${`rep${i}`}, 'published') RETURNING id`);
    pages.push(Number(row.id));
  }
  const now = Date.now();
  const DAY = 86_400_000;
  const config = testConfig();
  const deps: Deps = { db, config, mailer: createMailer({ from: 'bench@localhost' }), payments: createPayments(db, config) };
  // The collector takes a day's hits while that day is "now" (a salt is only read or made for the
  // current day, as in production), so the year is replayed day by day, oldest first, each day
  // appended and folded by the real job before the next.
  let clock = now;
  const collector = createStatsCollector(db, { maxBuffered: 2_000_000, now: () => clock });
  const loadStart = nowMs();
  let rand = 42;
  const next = () => { rand = (rand * 1103515245 + 12345) % 2147483648; return rand / 2147483648; };
  // Recent days are busier: each visit's age in days, drawn first, gives the visits per day.
  const perDay = new Array<number>(366).fill(0);
  for (let i = 0; i < VISITS; i++) perDay[Math.floor(365 * next() ** 1.5)]++;
  for (let age = 365; age >= 0; age--) {
    const dayStart = Math.floor((now - age * DAY) / DAY) * DAY;
    // Today only up to now; a past day all of it.
    const span = age === 0 ? Math.max(1, now - dayStart) : DAY;
    clock = age === 0 ? now : dayStart + DAY - 1;
    for (let i = 0; i < perDay[age]; i++) {
      // A visitor (IP) comes back a few times over the year.
      const visitor = Math.floor(next() * VISITS * 0.3);
      collector.view({
        at: dayStart + Math.floor(next() * span), accountId, pageId: pages[visitor % PAGES], variantId: null,
        ip: `10.${visitor >> 16 & 255}.${visitor >> 8 & 255}.${visitor & 255}`, userAgent: UAS[visitor % UAS.length],
        referer: REFERERS[Math.floor(next() * REFERERS.length)], host: 'reports.localhost', url: `/${UTMS[Math.floor(next() * UTMS.length)]}`,
      });
    }
    await collector.flush();
    await drainJobs(deps, { kinds: ['stats.fold'] });
  }
  clock = now;
  const loadS = round((nowMs() - loadStart) / 1000, 1);
  // Leads joined to their visits (the real job's function).
  for (let i = 0; i < LEADS; i++) {
    const visitor = Math.floor(next() * VISITS * 0.3);
    const [lead] = await rowsOf<{ id: string }>(db, sql`INSERT INTO leads (account_id, page_id, form, fields, title, search, ip, user_agent, created)
      VALUES (${accountId}, ${pages[visitor % PAGES]}, 'F', '{}'::jsonb, '', '', ${`10.${visitor >> 16 & 255}.${visitor >> 8 & 255}.${visitor & 255}`}, ${UAS[visitor % UAS.length]},
        ${new Date(now - Math.floor(30 * DAY * next())).toISOString()}::timestamptz) RETURNING id`);
    await joinLead(db, Number(lead.id), new Date(), true);
  }
  const [count] = await rowsOf<{ visits: string; rows: string; hourly: string }>(db, sql`SELECT (SELECT sum(visits) FROM stat_daily) AS visits, (SELECT count(*) FROM stat_daily) AS rows, (SELECT count(*) FROM stat_hourly) AS hourly`);
  await db.execute(sql`ANALYZE`);
  const where: ScopeSql = (t) => sql`${sql.raw(t)}.account_id = ${accountId}`;
  const zone = 'Europe/Moscow';
  // The routes register the user's zone before a report (its daily rollups filled from the hourly ones).
  const fillStart = nowMs();
  await ensureZone(db, accountId, zone);
  const zoneFillMs = round(nowMs() - fillStart, 0);
  await db.execute(sql`ANALYZE`);
  const time = async (fn: () => Promise<unknown>) => {
    await fn();
    const samples: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const t0 = nowMs();
      await fn();
      samples.push(nowMs() - t0);
    }
    return { medianMs: round(median(samples), 1), worstMs: round(Math.max(...samples), 1) };
  };
  const rows = [];
  for (const period of ['today', 'week', 'month', 'quarter', 'year'] as StatsPeriod[]) {
    const range = { ...resolvePeriod({ period }, new Date(), zone), local: true };
    rows.push({
      period,
      dashboard: await time(() => Promise.all([totals(db, where, range), totals(db, where, previousRange(range)), byPage(db, where, range, 5)])),
      dynamic: await time(() => dynamic(db, where, range)),
      sources: await time(() => sources(db, where, range, 'referrer')),
      utm: await time(() => sources(db, where, range, 'utm_source')),
      table: await time(() => table(db, where, range, 1, 25)),
    });
  }
  await fresh.database.close();
  return { zoneFillMs, visits: Number(count.visits), dailyRows: Number(count.rows), hourlyRows: Number(count.hourly), pages: PAGES, leads: LEADS, loadSeconds: loadS, rows };
}

if (PARTS.includes('reports')) {
const rep = await reports();
results.reports = rep;
console.log(`\nReports over ${rep.visits} visits (${rep.pages} pages, a year; ${rep.dailyRows} daily and ${rep.hourlyRows} hourly rollup rows; appended and folded in ${rep.loadSeconds} s; the user's zone registered and filled in ${rep.zoneFillMs} ms), median / worst of ${RUNS} (target < ${TARGETS.queryMs} ms):`);
console.log('  period    dashboard      dynamic        sources        utm            table');
let worst = 0;
for (const r of rep.rows) {
  const cell = (x: { medianMs: number; worstMs: number }) => `${String(x.medianMs).padStart(6)} / ${String(x.worstMs).padEnd(6)}`;
  console.log(`  ${r.period.padEnd(8)} ${cell(r.dashboard)} ${cell(r.dynamic)} ${cell(r.sources)} ${cell(r.utm)} ${cell(r.table)}`);
  worst = Math.max(worst, r.dashboard.medianMs, r.dynamic.medianMs, r.sources.medianMs, r.utm.medianMs, r.table.medianMs);
}
console.log(`  slowest median ${worst} ms — ${worst < TARGETS.queryMs ? 'ok' : 'MISSED'}`);
}
console.log(`wrote ${writeResults('stats', results)}`);
process.exit(0);
