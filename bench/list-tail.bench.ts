/**
 * Where the computed pages list's tail comes from: the app bench's distinct list walk
 * (bench/lib/list-queries.ts) asked by closed-loop callers (16 by default) against one server
 * process on PostgreSQL, each request's latency kept with its path, then p50/p99 by shape — limit,
 * sort, status filter, depth (how far into the list the page is), and whether the request was the
 * first of its statement shape in the process — and how the slowest 1 % is made up against all
 * requests. With --trace-gc on the server, its scavenge and mark-compact pauses during the load.
 *
 * It runs against the database the app bench seeded (`<BENCH_DATABASE_URL>_app_bench`: run
 * bench/app.bench.ts with BENCH_DATABASE_URL once first), logging in as its owner.
 *   TAIL_DATABASE_URL=postgres://app@127.0.0.1:54329/bench_s1_app_bench npx tsx bench/list-tail.bench.ts
 * TAIL_SECONDS (default 20), TAIL_CALLERS (16); TAIL_WRK=1 asks with wrk instead and prints
 * requests/s, p50/p99 and the CPU per request of the server and the database (for A/B runs); TAIL_CPU_PROF=dir writes the server's --cpu-prof
 * there and prints its hottest functions by self time; TAIL_NODE_ARGS adds Node flags to the server.
 * Callers run in this Node process, which costs more CPU than wrk: the absolute figures are higher
 * than the app bench's; the comparison between shapes is what this is for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { cpuOver } from './lib/cpu';
import { printHottest, type CpuProfile } from './lib/cpu-profile';
import { wrk } from './lib/load';
import { http } from './lib/http';
import { distinctLists } from './lib/list-queries';
import { nowMs, round } from './lib/measure';
import { startServer, stopServer } from './lib/server-process';
import { PAGES } from './lib/app-seed';

const url = process.env.TAIL_DATABASE_URL;
if (!url) throw new Error('TAIL_DATABASE_URL: the database bench/app.bench.ts seeded');
const SECONDS = Number(process.env.TAIL_SECONDS ?? 20);
const CALLERS = Number(process.env.TAIL_CALLERS ?? 16);
const profDir = process.env.TAIL_CPU_PROF;
const gcLog = '/tmp/list-tail-gc.log';

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: [owner] } = await client.query<{ email: string }>(`SELECT email FROM users WHERE email LIKE 'owner-%@example.com' ORDER BY id LIMIT 1`);
await client.end();

const nodeArgs = ['--trace-gc', ...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), ...(process.env.TAIL_NODE_ARGS ?? '').split(' ').filter(Boolean)];
const server = await startServer({ DATABASE_URL: url, SERVER_PROCESSES: '1' }, { nodeArgs, stdout: gcLog });
const started = nowMs();
interface Sample { path: string; at: number; ms: number; first: boolean }
const samples: Sample[] = [];
const wrkMode = process.env.TAIL_WRK !== undefined;
try {
  const login = await http(server.port, 'POST', '/api/session/login', { body: { email: owner.email, password: 'Quartz-Lagoon-7' } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body.toString()}`);
  const token = (JSON.parse(login.body.toString()) as { data: { token: string } }).data.token;
  const agent = new Agent({ keepAlive: true, maxSockets: CALLERS });
  // Warm the process as the app bench does (the first page, 20 times), then walk the distinct list.
  for (let i = 0; i < 20; i++) await http(server.port, 'GET', '/api/pages?page=1&limit=25', { token, agent });
  const paths = distinctLists(PAGES);
  if (wrkMode) {
    // A/B mode: wrk over the same walk (as the app bench asks it, 1 s of warm-up first), with the
    // CPU per request of the server and of the database's backends.
    await wrk(server.port, { paths, start: 0 }, token, CALLERS, Number(process.env.TAIL_WARM ?? 1));
    const r = await cpuOver(server.child.pid as number, url, SECONDS, () => wrk(server.port, { paths, start: 20000 }, token, CALLERS, SECONDS));
    console.log(`wrk ×${CALLERS} ${SECONDS} s: ${r.rps} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms${r.errors ? `, errors ${r.errors}` : ''}; CPU/request server ${r.cpuMsPerRequest.server} ms, database ${r.cpuMsPerRequest.database} ms`);
  }
  const seen = new Set<string>();
  let next = 0;
  const end = wrkMode ? 0 : nowMs() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CALLERS }, async () => {
    while (nowMs() < end) {
      const path = paths[next++ % paths.length];
      const key = shapeKey(path);
      const first = !seen.has(key);
      seen.add(key);
      const at = nowMs();
      const res = await http(server.port, 'GET', path, { token, agent, headers: { 'accept-encoding': 'br, gzip' } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      samples.push({ path, at: at - started, ms: res.ms, first });
    }
  }));
  agent.destroy();
} finally {
  await stopServer(server);
}
if (wrkMode) process.exit(0);

/** The statement's shape: what pages-list.ts keys its prepared statements by (filters, sort, direction walked). */
function shapeKey(path: string): string {
  const q = new URL(path, 'http://x').searchParams;
  return `${q.get('status') ? 'status' : 'all'} ${[...q.keys()].find((k) => k.startsWith('sort')) ?? ''}=${[...q.entries()].find(([k]) => k.startsWith('sort'))?.[1] ?? ''} ${depthOf(path) < 0.5 ? 'head' : 'tail'}`;
}

/** How far into the list the page starts, 0..1. */
function depthOf(path: string): number {
  const q = new URL(path, 'http://x').searchParams;
  const limit = Number(q.get('limit'));
  const rows = q.get('status') ? Math.ceil(PAGES / 3) : PAGES;
  return ((Number(q.get('page')) - 1) * limit) / rows;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? round(s[Math.min(s.length - 1, Math.floor(s.length * p))], 1) : NaN;
};
const all = samples.map((s) => s.ms);
const cut = pct(all, 0.99);
const slow = samples.filter((s) => s.ms >= cut);
console.log(`${samples.length} requests in ${SECONDS} s (${round(samples.length / SECONDS, 0)} req/s) by ${CALLERS} callers: p50 ${pct(all, 0.5)} ms, p99 ${cut} ms, max ${pct(all, 1)} ms`);

function by(label: string, keyOf: (s: Sample) => string) {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) groups.set(keyOf(s), [...(groups.get(keyOf(s)) ?? []), s]);
  console.log(`\nby ${label}:`);
  console.table([...groups.entries()].sort().map(([k, g]) => ({
    [label]: k, n: g.length, p50: pct(g.map((s) => s.ms), 0.5), p90: pct(g.map((s) => s.ms), 0.9), p99: pct(g.map((s) => s.ms), 0.99),
    'share of all %': round((100 * g.length) / samples.length, 1), 'share of slowest 1 % %': round((100 * slow.filter((s) => keyOf(s) === k).length) / slow.length, 1),
  })));
}
const param = (name: string) => (s: Sample) => new URL(s.path, 'http://x').searchParams.get(name) ?? '-';
by('limit', param('limit'));
by('status', param('status'));
by('sort', (s) => [...new URL(s.path, 'http://x').searchParams.entries()].find(([k]) => k.startsWith('sort'))?.join('=') ?? '-');
by('depth', (s) => `${Math.min(4, Math.floor(depthOf(s.path) * 5)) * 20}–${Math.min(4, Math.floor(depthOf(s.path) * 5)) * 20 + 20} %`);
by('first of its shape', (s) => String(s.first));
by('second of the run', (s) => String(Math.floor(s.at / 5000) * 5).padStart(3));

// Slow requests in time: clustered (a stall of the whole process) or spread (particular requests)?
const slowAt = slow.map((s) => s.at).sort((a, b) => a - b);
const clustered = slowAt.filter((t, i) => (i > 0 && t - slowAt[i - 1] < 5) || (i + 1 < slowAt.length && slowAt[i + 1] - t < 5)).length;
console.log(`\nslowest 1 %: ${slow.length} requests; ${clustered} of them started within 5 ms of another slow one`);

// --trace-gc: "[pid:0x..]   12345 ms: Scavenge 20.1 (25.0) -> 19.5 (26.0) MB, 1.23 / 0.00 ms ..."
const pauses = readFileSync(gcLog, 'utf8').split('\n').flatMap((line) => {
  const m = /\s(\d+) ms: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^,]*, ([\d.]+) \/ ([\d.]+) ms/.exec(line);
  return m ? [{ kind: m[2], ms: Number(m[3]) }] : [];
});
for (const kind of new Set(pauses.map((p) => p.kind))) {
  const ms = pauses.filter((p) => p.kind === kind).map((p) => p.ms);
  console.log(`GC ${kind}: ${ms.length} pauses, total ${round(ms.reduce((a, b) => a + b, 0), 0)} ms, p50 ${pct(ms, 0.5)} ms, p99 ${pct(ms, 0.99)} ms, max ${pct(ms, 1)} ms (whole server run)`);
}
if (profDir) {
  const file = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')).sort().pop();
  if (file) printHottest(JSON.parse(readFileSync(join(profDir, file), 'utf8')) as CpuProfile, 30);
}
