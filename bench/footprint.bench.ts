/**
 * Footprint of the server as users run it: the bundle (`npm run build`) started by plain node.
 * For the embedded database (PGlite) and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, for
 * PostgreSQL: the time from spawn to a served `GET /api/ready` on a first start (empty data
 * directory or database: every migration) and on an existing one, and the resident memory (RSS) of
 * the server's own processes at rest and after 200 requests of a published page. Beside them, in
 * the same run: a bare Fastify "hello" process started the same way (plain node), whose ratio
 * survives a noisy machine, and the same server run from its sources through tsx (how `npm start`
 * ran before the bundle), and the bundle on the same data with PostgreSQL's default 128 MB of
 * shared buffers (PGlite's share of the memory; the server opens it with 32 MB). Prints the load average; writes bench/results/footprint.json.
 * Targets: ≤ 400 MB at rest on PGlite, ≤ 150 MB beside PostgreSQL; ready ≤ 2 s on an existing
 * data directory, ≤ 6 s on a first start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { api } from '../api/index';
import { buildServerBundle } from '../server/testing/built-server';
import { freePort, freshPostgres, leadFormContent } from '../server/testing/lead-load';
import { call, http } from './lib/http';
import { nowMs, printTable, round, writeResults, type Row } from './lib/measure';
import { rssMb } from './lib/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGE_REQUESTS = 200;
/** Resting: RSS read after this long without requests (timers and lazy work have run). */
const REST_MS = 3000;

interface Started { child: ChildProcess; port: number; readyMs: number; exited: Promise<void> }

/** Spawns `args` with plain node and waits for `readyPath` to answer 200; the time is from spawn. */
async function start(args: string[], env: Record<string, string>, readyPath: string): Promise<Started> {
  const port = await freePort();
  const t0 = nowMs();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-3000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}: ${stderr}`);
    const res = await http(port, 'GET', readyPath).catch(() => null);
    if (res?.status === 200) return { child, port, readyMs: nowMs() - t0, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`not ready in 180 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(s: Started): Promise<void> {
  s.child.kill('SIGTERM');
  await s.exited;
}

const rest = () => new Promise((r) => setTimeout(r, REST_MS));

/** Signs up and publishes a page with a form at {code}.localhost on the running server. */
async function publishPage(port: number, code: string): Promise<void> {
  const { data } = await call(port, api.session.register, { body: { email: `${code}@example.com`, password: 'Harbour-Lantern-42', name: 'Owner', agreements: { offer: true, personal_data: true } } });
  const token = data.token as string;
  const page = (await call(port, api.pages.create, { token, body: { title: 'Footprint' } })).data as { id: number };
  await call(port, api.pages.publish, { token, params: { pageId: page.id }, body: { code, data: leadFormContent(), globals: {} } });
}

async function servePages(port: number, code: string): Promise<void> {
  for (let i = 0; i < PAGE_REQUESTS; i++) {
    const res = await http(port, 'GET', '/', { host: `${code}.localhost` });
    if (res.status !== 200) throw new Error(`published page answered ${res.status}`);
  }
}

interface Figures { firstReadyMs: number; readyMs: number; restMb: number; afterPagesMb: number }

/** First start (migrations), rest, 200 page requests; stop; start again on the same data: ready and rest. */
async function measureServer(args: string[], env: Record<string, string>, code: string): Promise<Figures> {
  const first = await start(args, env, '/api/ready');
  await publishPage(first.port, code);
  await stop(first);
  const again = await start(args, env, '/api/ready');
  await rest();
  const restMb = rssMb(again.child.pid as number);
  await servePages(again.port, code);
  await rest();
  const afterPagesMb = rssMb(again.child.pid as number);
  await stop(again);
  return { firstReadyMs: round(first.readyMs, 0), readyMs: round(again.readyMs, 0), restMb, afterPagesMb };
}

/** A start on data that exists already (no first start): ready, and RSS at rest and after the pages. */
async function measureRestart(args: string[], env: Record<string, string>, code: string): Promise<Omit<Figures, 'firstReadyMs'>> {
  const s = await start(args, env, '/api/ready');
  await rest();
  const restMb = rssMb(s.child.pid as number);
  await servePages(s.port, code);
  await rest();
  const afterPagesMb = rssMb(s.child.pid as number);
  await stop(s);
  return { readyMs: round(s.readyMs, 0), restMb, afterPagesMb };
}

/** A bare Fastify "hello", started the same way: the baseline every figure is divided by. */
async function measureBare(dir: string): Promise<{ readyMs: number; restMb: number }> {
  const file = join(dir, 'hello.mjs');
  const fastify = pathToFileURL(join(root, 'node_modules/fastify/fastify.js')).href;
  writeFileSync(file, `import Fastify from '${fastify}';\nconst app = Fastify();\napp.get('/api/ready', async () => ({ hello: 'world' }));\nawait app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });\n`);
  const s = await start([file], {}, '/api/ready');
  await rest();
  const restMb = rssMb(s.child.pid as number);
  await stop(s);
  return { readyMs: round(s.readyMs, 0), restMb };
}

const loadBefore = loadavg().map((n) => round(n, 2));
buildServerBundle();
const dir = mkdtempSync(join(tmpdir(), 'footprint-'));
const bundle = [join(root, 'dist/server/main.mjs')];
const sources = ['--import', pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href, join(root, 'server/main.ts')];
const results: Record<string, unknown> = {};
const rows: Row[] = [];
try {
  const bare = await measureBare(dir);
  results.bare = bare;
  const pglite = await measureServer(bundle, { DATA_DIR: join(dir, 'pglite') }, 'footprint');
  results.pglite = pglite;
  // PGlite's share: the same data directory with PostgreSQL's default 128 MB of shared buffers.
  const buffers128 = await measureRestart(bundle, { DATA_DIR: join(dir, 'pglite'), PGLITE_SHARED_BUFFERS: '128MB' }, 'footprint');
  results.pglite128MbBuffers = buffers128;
  const tsx = await measureServer(sources, { DATA_DIR: join(dir, 'pglite-tsx') }, 'footprint-tsx');
  results.pgliteFromSources = tsx;
  const add = (label: string, f: Figures, restTarget: number) => {
    rows.push(
      { name: `${label}: ready, first start (ms)`, value: f.firstReadyMs, unit: 'ms', target: 6000 },
      { name: `${label}: ready, existing data (ms)`, value: f.readyMs, unit: `ms (${round(f.readyMs / bare.readyMs, 1)}× bare)`, target: 2000 },
      { name: `${label}: RSS at rest`, value: f.restMb, unit: `MB (${round(f.restMb / bare.restMb, 1)}× bare)`, target: restTarget },
      { name: `${label}: RSS after ${PAGE_REQUESTS} pages`, value: f.afterPagesMb, unit: 'MB', target: restTarget },
    );
  };
  rows.push({ name: 'bare Fastify: ready (ms)', value: bare.readyMs, unit: 'ms' }, { name: 'bare Fastify: RSS at rest', value: bare.restMb, unit: 'MB' });
  add('PGlite, bundle', pglite, 400);
  rows.push(
    { name: 'PGlite 128 MB buffers: ready, existing data (ms)', value: buffers128.readyMs, unit: `ms (${round(buffers128.readyMs / bare.readyMs, 1)}× bare)`, target: 2000 },
    { name: 'PGlite 128 MB buffers: RSS at rest', value: buffers128.restMb, unit: `MB (${round(buffers128.restMb / bare.restMb, 1)}× bare)`, target: 400 },
    { name: `PGlite 128 MB buffers: RSS after ${PAGE_REQUESTS} pages`, value: buffers128.afterPagesMb, unit: 'MB', target: 400 },
  );
  add('PGlite, tsx from sources', tsx, 400);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const fresh = await freshPostgres(pgUrl, 'footprint');
    // The server applies the migrations itself: the bench measures a first start on an empty database.
    await fresh.database.withConnection((c) => c.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public'));
    await fresh.database.close();
    const postgres = await measureServer(bundle, { DATABASE_URL: fresh.url, DATA_DIR: join(dir, 'pg-media') }, 'footprint-pg');
    results.postgres = postgres;
    add('PostgreSQL, bundle', postgres, 150);
  } else {
    console.log('(PostgreSQL left out: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const loadAfter = loadavg().map((n) => round(n, 2));
results.loadavg = { before: loadBefore, after: loadAfter };
printTable(`Server footprint (load average ${loadBefore.join(' ')} → ${loadAfter.join(' ')}, 2 cores shared)`, rows);
console.log(`\nwritten ${writeResults('footprint', results)}`);
