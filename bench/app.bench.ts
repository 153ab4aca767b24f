/**
 * The app itself at scale (issue 16). One account with 5,000 pages and sixteen 1,000-widget pages,
 * served by `server/main.ts` processes on PGlite (one process: it holds the data directory) and on
 * PostgreSQL with 1 and 2 processes (SERVER_PROCESSES; BENCH_PROCESSES=1 leaves 2 out, BENCH_PGLITE=0 leaves
 * PGlite out). For each: requests/s, p50 and p99 at 1 and
 * 16 concurrent callers of
 *   - the pages list's first page, a search, the 1,000-widget content (br/gzip asked), a trivial
 *     authenticated GET (GET /profile/current) — driven by wrk;
 *   - a draft save and a publish of a 1,000-widget page — closed-loop callers, one page each;
 * the content's bytes on the wire, RSS at rest and the peak under load (all processes), the time
 * from spawn to listening; and, with a built UI (BENCH_EDITOR=0 skips it), the editor opening the
 * 1,000-widget page to interactive in Chromium.
 * Targets on PostgreSQL: list and search p99 < 50 ms at 16 callers; trivial GET ≥ 3,000 requests/s
 * per process; content ≤ 25 KB on the wire; 2 processes ≥ 1.6× one.
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database `<name>_app_bench` is made
 * afresh); without one only PGlite runs. BENCH_SECONDS (default 5) per load; BENCH_PORT picks the
 * server's port; BENCH_ONLY=list,search,trivial measures only those loads (a shorter run on a shared
 * machine). Needs wrk (Debian). Writes bench/results/app.json.
 *
 * Latency on this 2-core machine depends on whoever else is using it, so every wrk load also
 * states what it cost in CPU: milliseconds of CPU per request of the server processes, of the
 * PostgreSQL backends serving the bench's database, and of wrk itself (read from /proc before and
 * after the load). Those figures hold whatever the load average, and 2,000 ms / (server + database
 * ms per request) is the most requests/s two quiet cores could answer with the generator elsewhere.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { buildPath, type RouteSpec } from '../api/define';
import { api } from '../api/index';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openPglite, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { blankData, storedContent } from '../server/services/pages-content';
import { freePort, freshPostgres } from '../server/testing/lead-load';
import { bigPage } from './lib/editor-page';
import { median, nowMs, round, writeResults } from './lib/measure';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAGES = 5000;
const EDITED = 16;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGETS = { listP99Ms: 50, trivialRpsPerProcess: 3000, contentWireKb: 25, scaleOut: 1.6, editorOpenMs: 500 };

interface Seeded { token: string; pageIds: number[]; bigId: number }

// ---------- seeding (in-process, before the servers start) ----------

async function seed(database: Database): Promise<Seeded> {
  const app = await buildApp({ db: database.db, config: testConfig() });
  const call = async <R extends RouteSpec>(route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown } = {}) => {
    const res = await app.inject({
      method: route.method, url: `/api${buildPath(route.path, opts.params)}`,
      headers: opts.token ? { 'x-token': opts.token } : {}, ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
    if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  try {
    const { token } = await call(api.session.register, {
      body: { email: `owner-${Date.now()}@example.com`, password: 'Quartz-Lagoon-7', name: 'Bench', agreements: { offer: true, personal_data: true } },
    }) as { token: string };
    const me = await call(api.profile.get, { token }) as { id: number };
    const [{ account_id: accountId }] = await database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE id = $1', [me.id]));
    // Pro: no page limit, so the account can hold 5,000 pages.
    await database.withConnection((c) => c.query(`UPDATE accounts SET tarif = 'pro' WHERE id = $1`, [accountId]));
    const content = bigPage();
    const pageIds: number[] = [];
    for (let i = 0; i < EDITED; i++) {
      const page = await call(api.pages.create, { token, body: { title: `Большая страница ${i + 1}`, name: `Большая ${i + 1}` } }) as { id: number };
      const { revision } = await call(api.pages.content, { token, params: { pageId: page.id } }) as { revision: number };
      await call(api.pages.draft, { token, params: { pageId: page.id }, body: { revision, data: { version: '0.2', widgets: content.widgets, tree: content.tree, fragments: {} } } });
      pageIds.push(page.id);
    }
    const [{ project_id: projectId }] = await database.withConnection((c) => c.query<{ project_id: string | null }>('SELECT project_id FROM pages WHERE id = $1', [pageIds[0]]));
    // Contents are stored compressed (services/pages-content.ts): the blank page's bytes, once.
    const blank = await storedContent({ globals: {}, data: blankData() });
    await database.withConnection(async (c) => {
      await c.query(`
        INSERT INTO pages (account_id, project_id, name, title, description, code, uri, status, updated, created)
        SELECT $1::bigint, $2::bigint, 'Лендинг ' || g, 'Лендинг ' || g || ' — весенняя акция', 'Описание ' || g, 'bench' || g || 'x' || $1::bigint, 'p' || g,
          (ARRAY['unpublished', 'published', 'stoped'])[1 + g % 3], now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
        FROM generate_series(1, ${PAGES}) g`, [accountId, projectId]);
      await c.query(`
        INSERT INTO page_contents (page_id, account_id, content, codec, globals)
        SELECT id, account_id, $2::bytea, $3, '{}'::jsonb FROM pages
        WHERE account_id = $1 AND NOT EXISTS (SELECT 1 FROM page_contents pc WHERE pc.page_id = pages.id)`, [accountId, blank.content, blank.codec]);
      // The state autovacuum keeps a live table in: statistics and a visibility map (counts from the index).
      await c.exec('VACUUM ANALYZE');
    });
    return { token, pageIds, bigId: pageIds[0] };
  } finally {
    await app.close();
  }
}

// ---------- server processes ----------

interface Server { port: number; child: ChildProcess; startMs: number; exited: Promise<void> }

/** `server/main.ts` from the repository root (it serves dist/ui when built). */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const t0 = nowMs();
  const child = spawn(process.execPath, ['--import', tsx, join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const res = await http(port, 'GET', '/api/health').catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, child, startMs: nowMs() - t0, exited };
}

async function stopServer(s: Server): Promise<void> {
  s.child.kill('SIGTERM');
  await s.exited;
}

/** The process and its children (the workers of a cluster). */
function processTree(pid: number): number[] {
  let kids: number[] = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...kids.flatMap(processTree)];
}

function rssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return round(kb / 1024, 1);
}

// ---------- CPU per request ----------

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** utime + stime of one process in ms (0 once it is gone); `children` adds its waited-for children's. */
function cpuMs(pid: number | 'self', children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of proc(5): utime, stime, cutime, cstime; `f` starts at field 3.
    const own = Number(f[11]) + Number(f[12]);
    return (children ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to a database (they run on this machine). */
async function backendsOf(url: string | undefined): Promise<number[]> {
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

interface CpuPerRequest { server: number; database: number; generator: number }

/** CPU spent by the server's processes, the database's backends and wrk (this process's children) over `run`. */
async function cpuOver(serverPid: number, dbUrl: string | undefined, run: () => LoadResult): Promise<LoadResult & { cpuMsPerRequest: CpuPerRequest }> {
  const tree = processTree(serverPid);
  const backends = await backendsOf(dbUrl);
  const sum = (pids: number[]) => pids.reduce((a, p) => a + cpuMs(p), 0);
  const before = { server: sum(tree), database: sum(backends), generator: cpuMs('self', true) - cpuMs('self') };
  const r = run();
  // Backends opened during the load count from zero.
  const after = { server: sum(tree), database: sum([...new Set([...backends, ...(await backendsOf(dbUrl))])]), generator: cpuMs('self', true) - cpuMs('self') };
  const requests = Math.max(1, r.rps * SECONDS);
  const per = (k: keyof CpuPerRequest) => round((after[k] - before[k]) / requests, 3);
  return { ...r, cpuMsPerRequest: { server: per('server'), database: per('database'), generator: per('generator') } };
}

// ---------- load ----------

interface Answer { status: number; bytes: number; ms: number; body: Buffer; headers: Record<string, string | string[] | undefined> }

function http(port: number, method: string, path: string, opts: { token?: string; body?: string; headers?: Record<string, string>; agent?: Agent } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = nowMs();
    const req = request({
      host: '127.0.0.1', port, method, path, agent: opts.agent,
      headers: {
        ...(opts.token ? { 'x-token': opts.token } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) } : {}),
        ...opts.headers,
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, ms: nowMs() - start, body, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

interface LoadResult { rps: number; p50ms: number; p99ms: number; errors: number; cpuMsPerRequest?: CpuPerRequest }
type Measured = 'list' | 'search' | 'content' | 'trivial' | 'draft' | 'publish';
type Loads = Partial<Record<Measured, { c1: LoadResult; c16: LoadResult }>>;
const MEASURED: Measured[] = ['list', 'search', 'content', 'trivial', 'draft', 'publish'];
/** BENCH_ONLY=list,search: only those loads. */
const only = new Set((process.env.BENCH_ONLY ?? MEASURED.join(',')).split(',').map((x) => x.trim()));

const ms = (value: string, unit: string): number => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

/** wrk against one GET: requests/s and latency percentiles. */
function wrk(port: number, path: string, token: string, connections: number, seconds: number): LoadResult {
  const r = spawnSync('wrk', [
    `-t${connections > 1 ? 2 : 1}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s',
    '-H', `X-Token: ${token}`, '-H', 'Accept-Encoding: br, gzip', `http://127.0.0.1:${port}${path}`,
  ], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const out = r.stdout;
  const pct = (p: string) => {
    const m = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? round(ms(m[1], m[2]), 2) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (sockets ? sockets.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps: round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), 1), p50ms: pct('50'), p99ms: pct('99'), errors };
}

/** Closed-loop callers, each with its own state (a page and its revision): requests/s and percentiles. */
async function closedLoop(connections: number, seconds: number, makeCaller: (i: number) => Promise<() => Promise<number>>): Promise<LoadResult> {
  const callers = await Promise.all(Array.from({ length: connections }, (_, i) => makeCaller(i)));
  const samples: number[] = [];
  let errors = 0;
  const end = nowMs() + seconds * 1000;
  const t0 = nowMs();
  await Promise.all(callers.map(async (call) => {
    while (nowMs() < end) {
      const start = nowMs();
      const status = await call().catch(() => 0);
      if (status !== 200) errors++;
      samples.push(nowMs() - start);
    }
  }));
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    rps: round(samples.length / ((nowMs() - t0) / 1000), 1),
    p50ms: round(median(samples), 2),
    p99ms: round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], 2),
    errors,
  };
}

async function measureServer(label: string, env: Record<string, string>, seeded: Seeded, dbUrl?: string) {
  const server = await startServer(env);
  const { port } = server;
  const { token, pageIds, bigId } = seeded;
  let peak = 0;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(server.child.pid as number)); }, 200);
  try {
    // Warm up every route once (the first calls compile queries and JIT the handlers).
    for (let i = 0; i < 20; i++) {
      await http(port, 'GET', '/api/pages?page=1&limit=25', { token });
      await http(port, 'GET', `/api/pages/${bigId}/content`, { token });
      await http(port, 'GET', '/api/profile/current', { token });
    }
    await new Promise((r) => setTimeout(r, 1000));
    const restMb = rssMb(server.child.pid as number);
    const content = await http(port, 'GET', `/api/pages/${bigId}/content`, { token, headers: { 'accept-encoding': 'br, gzip' } });
    const plain = await http(port, 'GET', `/api/pages/${bigId}/content`, { token });
    const list = await http(port, 'GET', '/api/pages?page=1&limit=25', { token, headers: { 'accept-encoding': 'br, gzip' } });
    // The cheap calls first: a slow list leaves a backlog that the next load would wait behind.
    const gets = {
      trivial: '/api/profile/current',
      content: `/api/pages/${bigId}/content`,
      list: '/api/pages?page=1&limit=25',
      search: `/api/pages?page=1&limit=25&search=${encodeURIComponent('Лендинг 42')}`,
    };
    const results = {} as Loads;
    const at = async (load: (c: number) => LoadResult | Promise<LoadResult>) => ({ c1: await load(1), c16: await load(16) });
    for (const [name, path] of Object.entries(gets) as [Measured, string][]) {
      if (!only.has(name)) continue;
      results[name] = await at((c) => {
        wrk(port, path, token, c, 1);
        return cpuOver(server.child.pid as number, dbUrl, () => wrk(port, path, token, c, SECONDS));
      });
    }
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const draftCaller = async (i: number) => {
      const pageId = pageIds[i % pageIds.length];
      const first = JSON.parse((await http(port, 'GET', `/api/pages/${pageId}/content`, { token, agent })).body.toString()) as { data: { revision: number; data: unknown; globals: unknown } };
      let revision = first.data.revision;
      const data = first.data.data;
      return async () => {
        const res = await http(port, 'POST', `/api/pages/${pageId}/draft`, { token, agent, body: JSON.stringify({ revision, data, globals: {} }) });
        if (res.status === 200) revision = (JSON.parse(res.body.toString()) as { data: { revision: number } }).data.revision;
        return res.status;
      };
    };
    const publishCaller = async (i: number) => {
      const pageId = pageIds[i % pageIds.length];
      return async () => (await http(port, 'POST', `/api/pages/${pageId}/publish`, { token, agent, body: '{}' })).status;
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
      contentWireBytes: content.bytes,
      contentEncoding: content.headers['content-encoding'] ?? 'identity',
      contentPlainBytes: plain.bytes,
      listFirstPageWireBytes: list.bytes,
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
  const row = (k: string, v: LoadResult) => `  ${k.padEnd(16)} ${String(v.rps).padStart(9)} req/s   p50 ${String(v.p50ms).padStart(8)} ms   p99 ${String(v.p99ms).padStart(8)} ms${v.errors ? `   errors ${v.errors}` : ''}${cpu(v.cpuMsPerRequest)}`;
  for (const k of MEASURED) {
    const v = r[k];
    if (!v) continue;
    console.log(row(`${k} ×1`, v.c1));
    console.log(row(`${k} ×16`, v.c16));
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
const scale = pg1 && pg2 ? { trivial: ratio('trivial'), list: ratio('list'), search: ratio('search'), content: ratio('content') } : null;
if (scale) console.log(`\n2 processes / 1 at 16 callers: ${Object.entries(scale).filter(([, v]) => v !== null).map(([k, v]) => `${k} ${v}×`).join(', ')} (target ≥ ${TARGETS.scaleOut}×)`);
console.log(`load average during the run: ${load} (2 cores, shared)`);
console.log(`\nwrote ${writeResults('app', { date: new Date().toISOString(), seconds: SECONDS, pages: PAGES, loadAverage: load, runs, scale, editor, targets: TARGETS })}`);
