/**
 * The app itself at scale. One account with 5,000 pages and sixteen 1,000-widget pages,
 * served by `server/main.ts` processes on PGlite (one process: it holds the data directory) and on
 * PostgreSQL with 1 and 2 processes (SERVER_PROCESSES; BENCH_PROCESSES=1 leaves 2 out, BENCH_PGLITE=0 leaves
 * PGlite out). For each: requests/s, p50 and p99 at 1 and 16 concurrent callers of
 *   - the pages list and a search, each both as one query asked again and again (`list`, `search`:
 *     answered by the list cache, server/platform/http/list-cache.ts) and as distinct queries
 *     (`listDistinct`, `searchDistinct`: every page, sort, size and status filter; a search per page
 *     number — nothing asked twice within the cache's lifetime, so every answer is computed);
 *   - the 1,000-widget content (br/gzip asked), a trivial authenticated GET (GET /profile/current)
 *     — all driven by wrk (bench/lib/load.ts), each request timed by the bench's wrk script: p50, p99,
 *     p99.9 and max are what the callers waited, wrk's own printed p99 (its coordinated-omission
 *     estimate, bench/lib/wrk-latency.ts) is shown beside them;
 *   - a draft save and a publish of a 1,000-widget page — closed-loop callers, one page each;
 * the content's bytes on the wire, RSS at rest and the peak under load (all processes), the time
 * from spawn to listening; and, with a built UI (BENCH_EDITOR=0 skips it), the editor opening the
 * 1,000-widget page to interactive in Chromium.
 * Targets on PostgreSQL: list and search p99 < 50 ms at 16 callers; trivial GET ≥ 3,000 requests/s
 * per process; content ≤ 25 KB on the wire; 2 processes ≥ 1.6× one.
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database `<name>_app_bench` is made
 * afresh); without one only PGlite runs. BENCH_SECONDS (default 5) per load; BENCH_PORT picks the
 * server's port; BENCH_ONLY=list,listDistinct,search,searchDistinct,trivial measures only those loads (a
 * shorter run on a shared machine). Needs wrk (Debian). Writes bench/results/app.json.
 *
 * Latency on this 2-core machine depends on whoever else is using it, so every wrk load also
 * states what it cost in CPU (bench/lib/cpu.ts): milliseconds per request of the server processes,
 * of the PostgreSQL backends serving the bench's database, and of wrk itself. Those figures hold
 * whatever the load average, and 2,000 ms / (server + database ms per request) is the most
 * requests/s two quiet cores could answer with the generator elsewhere.
 *
 * Each wrk load is measured on a steady server: BENCH_WARM_SECONDS (default 1) of the same load
 * first — a distinct walk moves on, so nothing measured was asked during it — which is not counted
 * in the load's figures and is reported beside them as `cold` (its req/s, p50, p99).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { openPglite } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { freshPostgres } from '../server/testing/lead-load';
import { PAGES, seed, type Seeded } from './lib/app-seed';
import { cpuOver, type CpuPerRequest } from './lib/cpu';
import { bigPage } from './lib/editor-page';
import { http } from './lib/http';
import { distinctLists, distinctSearches, repeatedList, repeatedSearch } from './lib/list-queries';
import { closedLoop, wrk, type LoadResult } from './lib/load';
import { median, round, writeResults } from './lib/measure';
import { rssMb, processTree, startServer, stopServer } from './lib/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The warm-up before each wrk load (BENCH_WARM_SECONDS): measured apart as the load's cold start. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 1);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGETS = { listP99Ms: 50, trivialRpsPerProcess: 3000, contentWireKb: 25, scaleOut: 1.6, editorOpenMs: 500 };

type Measured = 'list' | 'listDistinct' | 'search' | 'searchDistinct' | 'content' | 'trivial' | 'draft' | 'publish';
/** A wrk load: the steady measure, and its warm-up's (the process's first seconds of that load) apart. */
type Measure = LoadResult & { cold?: LoadResult };
type Loads = Partial<Record<Measured, { c1: Measure; c16: Measure }>>;
const MEASURED: Measured[] = ['list', 'listDistinct', 'search', 'searchDistinct', 'content', 'trivial', 'draft', 'publish'];
/** BENCH_ONLY=list,search: only those loads. */
const only = new Set((process.env.BENCH_ONLY ?? MEASURED.join(',')).split(',').map((x) => x.trim()));

/** The distinct queries, each walked on from where the last load stopped (with room to spare), so no query repeats within seconds. */
const walks = { listDistinct: { paths: distinctLists(PAGES), next: 0 }, searchDistinct: { paths: distinctSearches(PAGES), next: 0 } };

async function measureServer(label: string, env: Record<string, string>, seeded: Seeded, dbUrl?: string) {
  const server = await startServer(env);
  const { port } = server;
  const { token, pageIds, bigId } = seeded;
  let peak = 0;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(server.child.pid as number)); }, 200);
  try {
    // Warm up every route once (the first calls compile queries and JIT the handlers).
    for (let i = 0; i < 20; i++) {
      await http(port, 'GET', repeatedList, { token });
      await http(port, 'GET', `/api/pages/${bigId}/content`, { token });
      await http(port, 'GET', '/api/profile/current', { token });
    }
    await new Promise((r) => setTimeout(r, 1000));
    const restMb = rssMb(server.child.pid as number);
    const content = await http(port, 'GET', `/api/pages/${bigId}/content`, { token, headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await http(port, 'GET', `/api/pages/${bigId}/content`, { token });
    const list = await http(port, 'GET', repeatedList, { token, headers: { 'accept-encoding': 'br, gzip' } });
    // The cheap calls first: a slow list leaves a backlog that the next load would wait behind.
    const gets: [Measured, string | keyof typeof walks][] = [
      ['trivial', '/api/profile/current'],
      ['content', `/api/pages/${bigId}/content`],
      ['list', repeatedList],
      ['listDistinct', 'listDistinct'],
      ['search', repeatedSearch],
      ['searchDistinct', 'searchDistinct'],
    ];
    const results = {} as Loads;
    const at = async (load: (c: number) => Measure | Promise<Measure>) => ({ c1: await load(1), c16: await load(16) });
    for (const [name, path] of gets) {
      if (!only.has(name)) continue;
      results[name] = await at(async (c) => {
        const walk = path === 'listDistinct' || path === 'searchDistinct' ? walks[path] : undefined;
        const target = (seconds: number) => {
          if (!walk) return path;
          const start = walk.next;
          // Twice what this load could ask at most (wrk's threads may not keep step), then on.
          walk.next = start + 2 * Math.ceil(seconds * 3000);
          return { paths: walk.paths, start };
        };
        // Warm-up: the same walk (moved on, so nothing measured was asked in it) for WARM_SECONDS, not
        // counted in the steady figures; its own figures are reported as `cold` so the start is not hidden.
        const cold = await wrk(port, target(WARM_SECONDS), token, c, WARM_SECONDS);
        const steady = await cpuOver(server.child.pid as number, dbUrl, SECONDS, () => wrk(port, target(SECONDS), token, c, SECONDS));
        return { ...steady, cold };
      });
    }
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const draftCaller = async (i: number) => {
      const pageId = pageIds[i % pageIds.length];
      const first = JSON.parse((await http(port, 'GET', `/api/pages/${pageId}/content`, { token, agent })).body.toString()) as { data: { revision: number; data: unknown; globals: unknown } };
      let revision = first.data.revision;
      const data = first.data.data;
      return async () => {
        const res = await http(port, 'POST', `/api/pages/${pageId}/draft`, { token, agent, body: { revision, data, globals: {} } });
        if (res.status === 200) revision = (JSON.parse(res.body.toString()) as { data: { revision: number } }).data.revision;
        return res.status;
      };
    };
    const publishCaller = async (i: number) => {
      const pageId = pageIds[i % pageIds.length];
      return async () => (await http(port, 'POST', `/api/pages/${pageId}/publish`, { token, agent, body: {} })).status;
    };
    for (const [name, maker] of [['draft', draftCaller], ['publish', publishCaller]] as const) {
      if (!only.has(name)) continue;
      results[name] = await at((c) => closedLoop(c, SECONDS, maker));
    }
    agent.destroy();
    return {
      label,
      startToListeningMs: round(server.startMs, 0),
      rssRestMb: restMb,
      rssPeakMb: round(Math.max(peak, rssMb(server.child.pid as number)), 1),
      processes: processTree(server.child.pid as number).length,
      contentWireBytes: content.body.length,
      contentEncoding: content.headers['content-encoding'] ?? 'identity',
      contentPlainBytes: plain.body.length,
      listFirstPageWireBytes: list.body.length,
      ...results,
    };
  } finally {
    clearInterval(sampler);
    await stopServer(server);
  }
}

// ---------- the editor, in Chromium ----------

async function editorOpen(env: Record<string, string>, seeded: Seeded): Promise<{ openMs: number[]; medianMs: number } | null> {
  if (process.env.BENCH_EDITOR === '0' || !existsSync(join(root, 'dist/ui/index.html'))) return null;
  const server = await startServer(env);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const widgets = bigPage().count;
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      await page.addInitScript(`window.localStorage.setItem('lpb:tokens', JSON.stringify([${JSON.stringify(seeded.token)}]));`);
      // The app shell first (cached assets, as for a marketer who comes from the pages list).
      await page.goto(`http://127.0.0.1:${server.port}/pages`);
      await page.getByTestId('page-row').first().waitFor();
      const t0 = Date.now();
      await page.goto(`http://127.0.0.1:${server.port}/editor/${seeded.bigId}`);
      // Interactive: the canvas holds the first screen's widgets and a click selects one.
      const first = page.locator('[data-testid=canvas] [data-wid]').first();
      await first.waitFor();
      await first.click();
      await page.getByTestId('selection-frame').waitFor();
      const ms = Date.now() - t0;
      if (run > 0) times.push(ms); // the first run fills the browser's cache
      const painted = await page.locator('[data-testid=canvas] [data-wid]').count();
      if (painted === 0 || painted > widgets) throw new Error(`canvas painted ${painted} widgets`);
      await context.close();
    }
    return { openMs: times, medianMs: median(times) };
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

// ---------- main ----------

const configs: { name: string; env: Record<string, string>; seeded: Seeded; dbUrl?: string; cleanup: () => Promise<void> }[] = [];
// BENCH_PGLITE=0 leaves the embedded database out (the PostgreSQL rows alone, e.g. 1 against 2 processes).
if (process.env.BENCH_PGLITE !== '0') {
  const dir = mkdtempSync(join(tmpdir(), 'app-bench-'));
  mkdirSync(join(dir, 'data'));
  const database = await openPglite(join(dir, 'data'));
  await migrate(database);
  const seeded = await seed(database);
  await database.close();
  configs.push({ name: 'pglite, 1 process', env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' }, seeded, cleanup: async () => rmSync(dir, { recursive: true, force: true }) });
}
if (pgUrl) {
  const fresh = await freshPostgres(pgUrl, 'app_bench');
  const seeded = await seed(fresh.database);
  await fresh.database.close();
  configs.push({ name: 'postgres, 1 process', env: { DATABASE_URL: fresh.url, SERVER_PROCESSES: '1' }, seeded, dbUrl: fresh.url, cleanup: async () => undefined });
  // Several processes (SERVER_PROCESSES, server/cluster.ts): BENCH_PROCESSES=1 leaves the row out.
  if (process.env.BENCH_PROCESSES !== '1') {
    configs.push({ name: 'postgres, 2 processes', env: { DATABASE_URL: fresh.url, SERVER_PROCESSES: '2' }, seeded, dbUrl: fresh.url, cleanup: async () => undefined });
  }
}

const load = (() => {
  const l = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `${l[0]} ${l[1]} ${l[2]}`;
})();
const runs = [];
for (const c of configs) {
  console.log(`\n=== ${c.name}`);
  const r = await measureServer(c.name, c.env, c.seeded, c.dbUrl);
  runs.push(r);
  const cpu = (c: CpuPerRequest | undefined) => (c ? `   CPU/request server ${c.server} ms, database ${c.database} ms, wrk ${c.generator} ms` : '');
  // p99 is the callers' own (bench/lib/wrk-latency.ts); wrk's printed p99 adds its coordinated-omission estimate.
  const tail = (v: LoadResult) => (v.maxMs === undefined ? '' : `   p99.9 ${String(v.p999ms).padStart(7)} ms   max ${String(v.maxMs).padStart(8)} ms (wrk's corrected p99 ${v.wrkCorrectedP99ms} ms)`);
  const row = (k: string, v: LoadResult) => `  ${k.padEnd(20)} ${String(v.rps).padStart(9)} req/s   p50 ${String(v.p50ms).padStart(8)} ms   p99 ${String(v.p99ms).padStart(8)} ms${tail(v)}${v.errors ? `   errors ${v.errors}` : ''}${cpu(v.cpuMsPerRequest)}`;
  for (const k of MEASURED) {
    const v = r[k];
    if (!v) continue;
    for (const [n, m] of [['×1', v.c1], ['×16', v.c16]] as const) {
      console.log(row(`${k} ${n}`, m));
      if (m.cold) console.log(`  ${''.padEnd(20)} first ${WARM_SECONDS} s (warm-up, not counted above): ${m.cold.rps} req/s   p50 ${m.cold.p50ms} ms   p99 ${m.cold.p99ms} ms   max ${m.cold.maxMs} ms`);
    }
  }
  console.log(`  content on the wire ${r.contentWireBytes} B (${String(r.contentEncoding)}; ${r.contentPlainBytes} B plain); list page ${r.listFirstPageWireBytes} B`);
  console.log(`  RSS at rest ${r.rssRestMb} MB, peak ${r.rssPeakMb} MB (${r.processes} processes); spawn → listening ${r.startToListeningMs} ms`);
}
const editor = configs[0] ? await editorOpen(configs[0].env, configs[0].seeded) : null;
if (editor) console.log(`\neditor open (1,000 widgets, to a click selecting a widget): median ${editor.medianMs} ms of ${editor.openMs.join(', ')}`);
for (const c of configs) await c.cleanup();

const pg1 = runs.find((r) => r.label === 'postgres, 1 process');
const pg2 = runs.find((r) => r.label === 'postgres, 2 processes');
const ratio = (k: Measured) => {
  const a = pg1?.[k]?.c16.rps;
  const b = pg2?.[k]?.c16.rps;
  return a && b ? round(b / a, 2) : null;
};
const scale = pg1 && pg2
  ? { trivial: ratio('trivial'), list: ratio('list'), listDistinct: ratio('listDistinct'), search: ratio('search'), searchDistinct: ratio('searchDistinct'), content: ratio('content') }
  : null;
if (scale) console.log(`\n2 processes / 1 at 16 callers: ${Object.entries(scale).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${v}×`).join(', ')} (target ≥ ${TARGETS.scaleOut}×)`);
console.log(`load average during the run: ${load} (2 cores, shared)`);
console.log(`\nwrote ${writeResults('app', { date: new Date().toISOString(), seconds: SECONDS, pages: PAGES, loadAverage: load, runs, scale, editor, targets: TARGETS })}`);
