/**
 * Leads: intake throughput and p99 against a server process (`server/main.ts`) on
 * PostgreSQL and on PGlite, driven by wrk with a fresh idempotency key per request (targets on
 * PostgreSQL: ≥ 1,000 leads/s, p99 < 50 ms on a 2-core machine); then, over 100,000 leads of one
 * account on PostgreSQL, the inbox's first page, count-by-status and a search (target < 50 ms
 * each, median of 20 over HTTP), and the export of all 100,000 as CSV and XLSX with the server's
 * peak RSS (bounded memory: the export streams keyset pages).
 * PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (a database `<name>_leads_bench` is
 * made afresh); without one only the PGlite rows run. BENCH_LEADS_PARTS picks parts (intake-postgres,
 * intake-pglite, inbox). Needs wrk (Debian). Writes bench/results/leads.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../api/index';
import { freshPostgres, leadFormContent, startServer, type ServerProcess } from '../server/testing/lead-load';
import { call, http } from './lib/http';
import { median, nowMs, round, writeResults } from './lib/measure';

const DURATION_S = Number(process.env.BENCH_LEADS_SECONDS ?? 10);
const CONNECTIONS = 16;
const LEADS = 100_000;
const RUNS = 20;
const TARGETS = { rps: 1000, p99ms: 50, queryMs: 50 };
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Which parts run (comma-separated): intake-postgres, intake-pglite, inbox; all by default. */
const parts = new Set((process.env.BENCH_LEADS_PARTS ?? 'intake-postgres,intake-pglite,inbox').split(',').map((p) => p.trim()));

/** Signs up and publishes a page with a form, through the running server's own API. */
async function seed(port: number, code: string) {
  const email = `${code}-${Date.now()}@example.com`;
  const { data: reg } = await call(port, api.session.register, { body: { email, password: 'Quartz-Lagoon-7', name: 'Bench', agreements: { offer: true, personal_data: true } } });
  const token = reg.token as string;
  const { data: page } = await call(port, api.pages.create, { token, body: { title: 'Bench page' } });
  await call(port, api.pages.publish, { token, params: { pageId: page.id as number }, body: { code, data: leadFormContent(), globals: {} } });
  return { token, pageId: page.id as number };
}

/** wrk POSTs leads with a fresh key each; returns requests/s, p99 and non-2xx answers. */
function wrk(port: number, host: string, pageId: number, run: string, seconds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-wrk-'));
  const script = join(dir, 'lead.lua');
  writeFileSync(script, `
local n = 0
local tid = 0
setup = function(thread) thread:set("tid", tid); tid = tid + 1 end
request = function()
  n = n + 1
  local body = "page_id=${pageId}&form_id=1&name=%D0%9A%D0%BB%D0%B8%D0%B5%D0%BD%D1%82+" .. n .. "&phone=%2B79001234567&__ref=&__utm_source=bench&__key=${run}-" .. tid .. "-" .. n
  return wrk.format("POST", "/__lead", { ["Host"] = "${host}", ["Content-Type"] = "application/x-www-form-urlencoded", ["Accept"] = "application/json" }, body)
end
`);
  const r = spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, `http://127.0.0.1:${port}/__lead`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const out = r.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99raw = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99ms = p99raw ? Number(p99raw[1]) * (p99raw[2] === 'us' ? 0.001 : p99raw[2] === 's' ? 1000 : 1) : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none';
  return { rps: round(rps, 1), p99ms: round(p99ms, 2), non2xx, errors };
}

async function intake(name: string, env: Record<string, string>) {
  const server = await startServer({ ...env, LEAD_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' });
  try {
    const code = `bench${name}`;
    const { pageId } = await seed(server.port, code);
    wrk(server.port, `${code}.localhost`, pageId, `warm${Date.now()}`, 3);
    return { database: name, ...wrk(server.port, `${code}.localhost`, pageId, `run${Date.now()}`, DURATION_S), connections: CONNECTIONS, seconds: DURATION_S };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

async function inbox(url: string) {
  const fresh = await freshPostgres(url, 'leads_bench_inbox');
  const server: ServerProcess = await startServer({ DATABASE_URL: fresh.url, LOG_LEVEL: 'error' });
  try {
    const { token, pageId } = await seed(server.port, 'inbox');
    const [page] = await fresh.database.withConnection((c) => c.query<{ account_id: string; project_id: string | null }>('SELECT account_id, project_id FROM pages WHERE id = $1', [pageId]));
    const t0 = nowMs();
    await fresh.database.withConnection((c) => c.query(`
      INSERT INTO leads (account_id, page_id, project_id, form, form_id, fields, labels, title, status, search, utm, created,
        contact_name, contact_phone, contact_phone_e164, contact_rule)
      SELECT $1, $2, $3, 'Заявка', 1,
        jsonb_build_object('name', 'Клиент ' || g, 'phone', '+7 900 ' || lpad(g::text, 7, '0')),
        '[{"name":"name","label":"Имя"},{"name":"phone","label":"Телефон"}]'::jsonb,
        'Клиент ' || g, (ARRAY[1, 2, 4, 3, 6, 5])[1 + g % 6],
        -- As the intake writes it (server/leads/contact.ts leadSearchText): the phone's digits too.
        lower('Клиент ' || g || ' Заявка +7 900 ' || lpad(g::text, 7, '0') || ' 7900' || lpad(g::text, 7, '0')), '{"utm_source":"bench"}'::jsonb,
        now() - (g || ' seconds')::interval,
        'Клиент ' || g, '+7 900 ' || lpad(g::text, 7, '0'), '+7900' || lpad(g::text, 7, '0'), 1
      FROM generate_series(1, ${LEADS}) g`, [page.account_id, pageId, page.project_id]));
    await fresh.database.withConnection((c) => c.exec('VACUUM ANALYZE leads'));
    const seeded = round((nowMs() - t0) / 1000, 1);
    const time = async (fn: () => Promise<{ ms: number }>) => {
      for (let i = 0; i < 3; i++) await fn();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push((await fn()).ms);
      const sorted = [...samples].sort((a, b) => a - b);
      return { medianMs: round(median(samples), 2), p95Ms: round(sorted[Math.floor(sorted.length * 0.95) - 1], 2) };
    };
    const project = page.project_id ? `&project_id=${page.project_id}` : '';
    const queries = {
      firstPage: await time(() => call(server.port, api.leads.list, { token, query: `page=1&limit=10${project}` })),
      firstPageStatus: await time(() => call(server.port, api.leads.list, { token, query: `page=1&limit=10&status=6${project}` })),
      countByStatus: await time(() => call(server.port, api.leads.countByStatus, { token, query: project.slice(1) })),
      search: await time(() => call(server.port, api.leads.list, { token, query: `page=1&limit=10&search=${encodeURIComponent('0042')}${project}` })),
      searchCyrillic: await time(() => call(server.port, api.leads.list, { token, query: `page=1&limit=10&search=${encodeURIComponent('клиент 99')}${project}` })),
      // A whole number typed another way than stored: looked for by its E.164 digits.
      searchPhone: await time(() => call(server.port, api.leads.list, { token, query: `page=1&limit=10&search=${encodeURIComponent('8 (900) 004-24-24')}${project}` })),
    };
    const exports: Record<string, unknown> = {};
    for (const format of ['csv', 'xlsx'] as const) {
      const before = rssKb(server.child.pid as number);
      let peak = before;
      const sampler = setInterval(() => { peak = Math.max(peak, rssKb(server.child.pid as number)); }, 20);
      const start = nowMs();
      const res = await http(server.port, 'POST', '/api/leads/export', { token, body: { data: { format } } });
      clearInterval(sampler);
      if (res.status !== 200) throw new Error(`export ${format}: ${res.status}`);
      exports[format] = { seconds: round((nowMs() - start) / 1000, 2), bytes: res.body.length, rssBeforeMb: round(before / 1024, 1), peakRssMb: round(peak / 1024, 1) };
    }
    return { leads: LEADS, seededSeconds: seeded, runs: RUNS, queries, exports };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await fresh.database.close();
  }
}

const results: Record<string, unknown> = { targets: TARGETS, note: 'shared 2-core machine; wrk, the server and the database share it' };
const rows: unknown[] = [];
if (pgUrl && parts.has('intake-postgres')) {
  const fresh = await freshPostgres(pgUrl, 'leads_bench_intake');
  await fresh.database.close();
  rows.push(await intake('postgres', { DATABASE_URL: fresh.url }));
}
if (parts.has('intake-pglite')) rows.push(await intake('pglite', { DATABASE_URL: '' }));
results.intake = rows;
console.table(rows);
if (pgUrl && parts.has('inbox')) {
  const inboxResults = await inbox(pgUrl);
  results.inbox = inboxResults;
  console.table(inboxResults.queries);
  console.table(inboxResults.exports);
}
console.log(`wrote ${writeResults('leads', results)}`);
