/**
 * The jobs floor under a campaign, on PostgreSQL against a real server process (`server/main.ts`):
 * account A sends a burst of leads at a fixed rate (default 30,000 at ~1,000/s), account B sends
 * one lead a second throughout, and visitors view a published page throughout (the views are
 * counted into the hourly statistics by the `stats.fold` job). Printed: the jobs done per second
 * while the burst's backlog drains, the time from the burst's end until no job is waiting, B's
 * lead-to-notification time (the lead's `created` to its notification row, both stamped by the
 * server) p50/p99 during the burst (target p99 < 5 s), and how long a view waited to be counted
 * (target < 5 s). The load average is printed beside them: this machine is shared.
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database `<name>_jobs_bench` is made
 * afresh). BENCH_JOBS_PGLITE=1 runs the same on the embedded PGlite instead: a fresh data directory,
 * the app built in this process as `server/main.ts` builds it (PGlite is one process's), so the
 * load generator shares the process and its CPU figure includes it. BENCH_JOBS_LEADS (30000), BENCH_JOBS_RATE (1000 leads/s), BENCH_JOBS_DRAIN_S (how long
 * to wait for the drain at most, 300), BENCH_JOBS_VIEWS (views a second, 100). Server environment
 * (JOB_CONCURRENCY …) is passed through. Writes bench/results/jobs.json.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { freePort, freshPostgres, leadBody, postLead, seedLeadPage, startServer } from '../server/testing/lead-load';
import { nowMs, round, writeResults } from './lib/measure';

const LEADS = Number(process.env.BENCH_JOBS_LEADS ?? 30_000);
const RATE = Number(process.env.BENCH_JOBS_RATE ?? 1000);
const DRAIN_MAX_S = Number(process.env.BENCH_JOBS_DRAIN_S ?? 300);
const VIEWS_PER_S = Number(process.env.BENCH_JOBS_VIEWS ?? 100);
const TARGETS = { notifyP99s: 5, viewDelayS: 5 };
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PGLITE = process.env.BENCH_JOBS_PGLITE === '1';
/** Periodic kinds that always wait for their next hour: not part of any backlog. */
const PERIODIC = ['stats.maintain', 'jobs.housekeeping', 'cdp.documents.gc'];
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) the process has used: the steadier figure on a shared machine. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1e6;
  }
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/**
 * One view by visitor `n`: each view is another visitor (its own user agent), since a visit is a
 * session — one visitor's views 30 minutes apart are one visit — and the benchmark counts visits.
 */
function view(port: number, host: string, agent: Agent, n: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/?utm_source=bench', agent, timeout: 10_000, headers: { host, 'user-agent': `${UA} bench/${n}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** Calls `fn` `perSecond` times a second (in 10 ms ticks) until `until()` is true; at most `inflight` outstanding. */
async function paced(perSecond: number, total: number, inflight: number, fn: (i: number) => Promise<unknown>, until: () => boolean = () => false): Promise<number> {
  const start = nowMs();
  let sent = 0;
  let open = 0;
  const all = new Set<Promise<unknown>>();
  while (sent < total && !until()) {
    const due = Math.min(total, Math.floor(((nowMs() - start) / 1000) * perSecond));
    while (sent < due && open < inflight) {
      const i = sent++;
      open++;
      const p = fn(i).catch(() => undefined).finally(() => { open--; all.delete(p); });
      all.add(p);
    }
    await sleep(10);
  }
  await Promise.allSettled([...all]);
  return sent;
}

interface Served { port: number; child: { pid?: number }; stop(): Promise<void> }

async function main() {
  const dataDir = PGLITE ? mkdtempSync(path.join(tmpdir(), 'jobs-bench-pglite-')) : null;
  let database: Database;
  let start: () => Promise<Served>;
  if (dataDir) {
    database = await openPglite(dataDir);
    await migrate(database);
    // The app as server/main.ts builds it on PGlite, in this process.
    start = async () => {
      const port = await freePort();
      const config = loadConfig({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LEAD_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' });
      process.env.LEAD_LIMIT_MAX = '100000000';
      const app = await buildApp({ db: database.db, config, worker: { listen: database.listen } });
      await app.listen({ port, host: '127.0.0.1' });
      return { port, child: {}, stop: async () => { await app.close(); } };
    };
  } else {
    if (!pgUrl) throw new Error('jobs.bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL), or BENCH_JOBS_PGLITE=1');
    const fresh = await freshPostgres(pgUrl, 'jobs_bench');
    database = fresh.database;
    start = async () => {
      const p = await startServer({ DATABASE_URL: fresh.url, LEAD_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' });
      return { port: p.port, child: p.child, stop: async () => { p.child.kill('SIGTERM'); await p.exited; } };
    };
  }
  const a = await seedLeadPage(database, 'burst');
  const b = await seedLeadPage(database, 'steady', 'notify-b@example.com');
  const q = async <T>(text: string, params: unknown[] = []) => database.withConnection((c) => c.query<T>(text, params));
  const server = await start();
  const load = { start: loadavg().map((x) => round(x, 2)), end: [] as number[] };
  console.log(`jobs.bench: ${LEADS} leads at ${RATE}/s from one account, 1/s from another, ${VIEWS_PER_S} views/s; load ${load.start.join(' ')}`);
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 48 });
    const viewAgent = new Agent({ keepAlive: true, maxSockets: 8 });
    let stop = false;
    let burstOver = false;
    // Views: (time sent, views answered so far) each second, to read the counting delay off the rollup.
    const sentViews: { at: number; sent: number }[] = [];
    let viewsOk = 0;
    const t0 = nowMs();
    const viewing = paced(VIEWS_PER_S, Infinity, 64, async (i) => {
      if ((await view(server.port, 'burst.localhost', viewAgent, i)) === 200) viewsOk++;
    }, () => stop);
    const viewSampler = (async () => {
      while (!stop) {
        sentViews.push({ at: nowMs(), sent: viewsOk });
        await sleep(1000);
      }
    })();
    const counted: { at: number; views: number; pending: number }[] = [];
    const poller = (async () => {
      while (!stop) {
        const [v] = await q<{ views: string }>('SELECT coalesce(sum(visits), 0) AS views FROM stat_hourly WHERE page_id = $1', [a.pageId]);
        // The burst's backlog: account A's jobs. B's steady leads always leave a few jobs waiting
        // (a lead's statistics join waits up to JOIN_WAIT_MS for its visit), so all jobs never reach 0.
        const [p] = await q<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE state IN ('queued', 'running') AND kind <> ALL($1) AND account_id = $2`, [PERIODIC, a.accountId]);
        counted.push({ at: nowMs(), views: Number(v.views), pending: Number(p.n) });
        await sleep(500);
      }
    })();
    const steady = paced(1, Infinity, 4, (i) => postLead(server.port, { host: 'steady.localhost', body: leadBody(b.pageId, i).body }, agent), () => stop);
    let acked = 0;
    const burstStart = nowMs();
    await paced(RATE, LEADS, 48, async (i) => {
      if ((await postLead(server.port, { host: 'burst.localhost', body: leadBody(a.pageId, i).body }, agent)) === 200) acked++;
    });
    const burstEnd = nowMs();
    const cpuAtBurstEnd = cpuSeconds(server.child.pid);
    burstOver = true;
    const [{ ts: burstEndDb }] = await q<{ ts: string }>('SELECT now()::text AS ts');
    console.log(`burst: ${acked}/${LEADS} leads acknowledged in ${round((burstEnd - burstStart) / 1000, 1)} s`);
    // The drain: until no job waits (periodic ones aside), or DRAIN_MAX_S.
    let drainedAt: number | null = null;
    while (nowMs() - burstEnd < DRAIN_MAX_S * 1000) {
      const last = counted[counted.length - 1];
      if (last && last.at > burstEnd && last.pending === 0) { drainedAt = last.at; break; }
      await sleep(250);
    }
    const cpuAtDrainEnd = cpuSeconds(server.child.pid);
    // A few more seconds of views so the last samples can be counted.
    await sleep(3000);
    stop = true;
    await Promise.all([viewing, viewSampler, poller, steady]);
    void burstOver;
    load.end = loadavg().map((x) => round(x, 2));

    const [pend] = await q<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE state IN ('queued', 'running') AND kind <> ALL($1)`, [PERIODIC]);
    const [total] = await q<{ n: string; dead: string }>(`SELECT count(*) FILTER (WHERE state = 'done') AS n, count(*) FILTER (WHERE state = 'dead') AS dead FROM jobs`);
    const [after] = await q<{ n: string; span: number | null }>(`SELECT count(*) AS n, extract(epoch FROM max(finished_at) - $1::timestamptz)::float8 AS span
      FROM jobs WHERE state = 'done' AND finished_at > $1::timestamptz`, [burstEndDb]);
    const [during] = await q<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE state = 'done' AND finished_at <= $1::timestamptz`, [burstEndDb]);
    const burstS = (burstEnd - burstStart) / 1000;
    const drainS = drainedAt === null ? null : (drainedAt - burstEnd) / 1000;
    const drainJobs = Number(after.n);
    const drainWindowS = drainS ?? (Number(after.span ?? 0) || DRAIN_MAX_S);
    // B's notification delay, for its leads sent while the burst ran (and their count without one).
    const notif = await q<{ s: number | null }>(`SELECT extract(epoch FROM n.created - l.created)::float8 AS s
      FROM leads l LEFT JOIN lead_notifications n ON n.lead_id = l.id
      WHERE l.page_id = $1 AND l.created <= $2::timestamptz`, [b.pageId, burstEndDb]);
    const notifS = notif.filter((r) => r.s !== null).map((r) => Number(r.s));
    const unnotified = notif.length - notifS.length;
    // A view sample (sent by `at`) is counted at the first poll whose total reaches it.
    const delays: number[] = [];
    let uncounted = 0;
    for (const s of sentViews) {
      if (s.sent === 0) continue;
      const hit = counted.find((c) => c.at >= s.at && c.views >= s.sent);
      if (hit) delays.push((hit.at - s.at) / 1000);
      else uncounted++;
    }
    const duringBurst = sentViews.filter((s) => s.at >= burstStart && s.at <= burstEnd);
    const delaysBurst: number[] = [];
    for (const s of duringBurst) {
      const hit = counted.find((c) => c.at >= s.at && c.views >= s.sent);
      if (hit && s.sent > 0) delaysBurst.push((hit.at - s.at) / 1000);
    }
    const result = {
      database: PGLITE ? 'pglite (server in the bench process)' : 'postgres',
      env: { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? null },
      leads: { sent: LEADS, acknowledged: acked, rateTarget: RATE, rateReached: round(acked / burstS, 1), burstSeconds: round(burstS, 1) },
      jobs: {
        done: Number(total.n), dead: Number(total.dead), doneDuringBurst: Number(during.n),
        doneAfterBurst: drainJobs, drainJobsPerSecond: round(drainJobs / drainWindowS, 1),
        // The server process's CPU while the backlog drained (views and B's leads included).
        drainServerCpuSeconds: round(cpuAtDrainEnd - cpuAtBurstEnd, 1), drainJobsPerServerCpuSecond: round(drainJobs / (cpuAtDrainEnd - cpuAtBurstEnd), 1),
        drainSeconds: drainS === null ? null : round(drainS, 1), pendingAtEnd: Number(pend.n), drainCapSeconds: DRAIN_MAX_S,
      },
      notifyB: { leads: notif.length, notified: notifS.length, unnotified, p50s: round(percentile(notifS, 50), 2), p99s: round(percentile(notifS, 99), 2), maxS: round(Math.max(...notifS), 2), targetP99s: TARGETS.notifyP99s },
      viewCounting: {
        viewsSent: viewsOk, samples: delays.length, uncountedSamples: uncounted,
        p50s: round(percentile(delays, 50), 2), p99s: round(percentile(delays, 99), 2), maxS: round(Math.max(...delays), 2),
        duringBurstP99s: round(percentile(delaysBurst, 99), 2), targetS: TARGETS.viewDelayS,
      },
      loadavg: load,
      wallSeconds: round((nowMs() - t0) / 1000, 1),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`wrote ${writeResults(process.env.BENCH_JOBS_RESULT ?? 'jobs', result)}`);
  } finally {
    await server.stop();
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
