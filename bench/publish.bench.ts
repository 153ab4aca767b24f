/**
 * Published-page quality: every shipped page template is created and published for real
 * (the app in-process on a PGlite database, listening on a free loopback port), then measured:
 * gzipped bytes of the document + same-origin CSS/JS (before images), render-blocking scripts and
 * stylesheets, Lighthouse mobile scores in Debian's Chromium with what that run transferred (fonts,
 * images, the whole page) and its LCP, and serving throughput of one page against
 * nginx (`gzip_static on`) with wrk. Missing tools (chromium, nginx, wrk) skip their rows.
 * BENCH_SKIP_LIGHTHOUSE=1 measures the rest only; BENCH_TEMPLATES=a,b only those templates. Writes bench/results/publish.json. Needs: /usr/bin/chromium, nginx-light and wrk (Debian).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildPath, type RouteSpec } from '../api/define';
import { api } from '../api/index';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openPglite, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { listPageTemplates } from '../server/content/templates';
import { round, writeResults } from './lib/measure';

const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CONNECTIONS = 32;
const DURATION_S = 10;
const TARGETS = { gzipBytes: 30_000, score: 95, ratio: 0.5, fontBytes: 60_000 };
/** The whole bench stops by itself even if a tool hangs. */
const HARD_LIMIT_MS = 30 * 60_000;

type Category = (typeof CATEGORIES)[number];

interface TemplateResult {
  template: string;
  url: string;
  gzipBytes: number;
  resources: { url: string; gzip: number }[];
  blockingScripts: number;
  blockingStylesheets: number;
  scores: Partial<Record<Category, number>> | null;
  /** What Lighthouse's mobile run (a 390-px-class phone) transferred, by kind, and its LCP. */
  loaded: LoadedBytes | null;
  failingAudits: string[];
  lighthouseSkipped?: string;
}

interface LoadResult { rps: number; p99ms: number }

/** Transferred bytes of the page's load by Lighthouse's resource types, the font files, and the LCP. */
interface LoadedBytes { total: number; document: number; font: number; image: number; fontFiles: number; lcpMs: number }

const cleanups: (() => Promise<void> | void)[] = [];

async function cleanup(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch (err) {
      console.error('cleanup:', err);
    }
  }
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const hasCommand = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** GET over loopback with an explicit Host header (fetch does not allow setting Host). */
function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout ${host}${path}`)));
    req.on('error', reject);
    req.end();
  });
}

async function call<T>(app: FastifyInstance, route: RouteSpec, opts: { token?: string; params?: Record<string, string | number>; body?: unknown } = {}): Promise<T> {
  const res = await app.inject({
    method: route.method,
    url: `/api${buildPath(route.path, opts.params)}`,
    headers: opts.token ? { 'x-token': opts.token } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${route.name} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

// ---------------------------------------------------------------- page weight and blocking

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};

/** Render-blocking resources in <head>: classic scripts without async/defer, and stylesheets not deferred by media. */
export function blockingInHead(html: string): { scripts: number; stylesheets: number; sameOrigin: string[] } {
  const headEnd = html.search(/<\/head>|<body[\s>]/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  let scripts = 0;
  let stylesheets = 0;
  for (const m of head.matchAll(/<script\b[^>]*>/gi)) {
    const tag = m[0];
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    const isData = type !== '' && type !== 'module' && !type.includes('javascript');
    if (!isData && type !== 'module' && attr(tag, 'async') === undefined && attr(tag, 'defer') === undefined) scripts++;
  }
  for (const m of head.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const media = (attr(tag, 'media') ?? 'all').toLowerCase();
    if (rel.includes('stylesheet') && attr(tag, 'disabled') === undefined && (media === 'all' || media === 'screen' || media === '')) stylesheets++;
  }
  const sameOrigin: string[] = [];
  for (const m of html.matchAll(/<(?:link\b[^>]*\brel\s*=\s*["']?stylesheet[^>]*|script\b[^>]*\bsrc\s*=[^>]*)>/gi)) {
    const url = attr(m[0], 'href') ?? attr(m[0], 'src');
    if (url && url.startsWith('/') && !url.startsWith('//')) sameOrigin.push(url);
  }
  return { scripts, stylesheets, sameOrigin };
}

/** CSS @import of the same origin (one level) counts too. */
async function measureWeight(port: number, host: string, path: string) {
  const plain = await get(port, host, path);
  if (plain.status !== 200) throw new Error(`GET ${host}${path}: ${plain.status}`);
  const gz = await get(port, host, path, { 'accept-encoding': 'gzip' });
  const html = plain.body.toString('utf8');
  const docGzip = gz.headers['content-encoding'] === 'gzip' ? gz.body.length : gzipSync(plain.body, { level: 9 }).length;
  const blocking = blockingInHead(html);
  const resources = [{ url: path, gzip: docGzip }];
  const seen = new Set<string>();
  const queue = [...blocking.sameOrigin];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const r = await get(port, host, url, { 'accept-encoding': 'gzip' });
    if (r.status !== 200) continue;
    const served = r.headers['content-encoding'] === 'gzip' ? r.body.length : gzipSync(r.body, { level: 9 }).length;
    resources.push({ url, gzip: served });
  }
  return { html, resources, gzipBytes: resources.reduce((s, r) => s + r.gzip, 0), blocking };
}

// ---------------------------------------------------------------- Lighthouse

interface LhAudit { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: Record<string, unknown>[] } }
interface LhCategory { score: number | null; auditRefs: { id: string; weight: number }[] }
interface LhResult { categories: Record<string, LhCategory>; audits: Record<string, LhAudit>; runtimeError?: { code: string; message: string }; runWarnings?: string[] }

/** A short description of what an audit item points at (a node snippet, a URL, a console text). */
function itemText(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; explanation?: string } | undefined;
  const text = node?.snippet ?? (item.url as string | undefined) ?? (item.description as string | undefined) ?? (item.source as string | undefined) ?? JSON.stringify(item).slice(0, 160);
  return text.replace(/\s+/g, ' ').slice(0, 200);
}

/** Bytes by kind from the run's network requests (the same list the report shows), LCP from its metric. */
function loadedBytes(lhr: LhResult): LoadedBytes | null {
  const requests = lhr.audits['network-requests']?.details?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  if (requests === undefined) return null;
  const sum = (type?: string) => requests.filter((r) => type === undefined || r.resourceType === type).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    total: sum(), document: sum('Document'), font: sum('Font'), image: sum('Image'),
    fontFiles: requests.filter((r) => r.resourceType === 'Font').length,
    lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN, 0),
  };
}

type LhOutcome = { scores: Partial<Record<Category, number>>; loaded: LoadedBytes | null; failing: string[] };

async function lighthouseScores(url: string): Promise<LhOutcome> {
  // A trace can fail on a busy machine (NO_NAVSTART, …): one more try before reporting it.
  const first = await lighthouseOnce(url);
  return first.failing.some((f) => f.startsWith('runtime error')) ? lighthouseOnce(url) : first;
}

async function lighthouseOnce(url: string): Promise<LhOutcome> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!run) throw new Error('lighthouse returned nothing');
    const lhr = run.lhr as unknown as LhResult;
    // BENCH_LHR_DIR=/some/dir keeps every full report for reading the audits in detail.
    if (process.env.BENCH_LHR_DIR) writeFileSync(join(process.env.BENCH_LHR_DIR, `${new URL(url).hostname}.json`), JSON.stringify(run.lhr));
    const scores: Partial<Record<Category, number>> = {};
    const failing: string[] = [];
    if (lhr.runtimeError) failing.push(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const w of lhr.runWarnings ?? []) failing.push(`warning: ${w.slice(0, 200)}`);
    for (const c of CATEGORIES) {
      const cat = lhr.categories[c];
      const score = cat?.score === null || cat === undefined ? Number.NaN : Math.round(cat.score * 100);
      scores[c] = score;
      if (!(score >= 100)) {
        for (const ref of cat?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual') {
            failing.push(`${c}: ${a.id} (${round(a.score, 2)}${ref.weight > 0 ? `, weight ${ref.weight}` : ''}) ${a.title}`);
            if (ref.weight > 0) for (const item of (a.details?.items ?? []).slice(0, 4)) failing.push(`    - ${itemText(item)}`);
          }
        }
      }
    }
    return { scores, loaded: loadedBytes(lhr), failing };
  } finally {
    await chrome.kill();
  }
}

// ---------------------------------------------------------------- throughput

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

function wrk(url: string, host: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', '--timeout', '5s', '-H', `Host: ${host}`, '-H', 'Accept-Encoding: gzip', url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), (DURATION_S + 20) * 1000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      const rps = /Requests\/sec:\s*([\d.]+)/.exec(out);
      const p99 = /^\s*99%\s+(\S+)/m.exec(out);
      const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(out);
      if (!rps || !p99) return reject(new Error(`wrk output not understood:\n${out}`));
      if (non2xx) console.warn(`  warning: ${non2xx[1]} non-2xx answers from ${url}`);
      resolve({ rps: Number(rps[1]), p99ms: toMs(p99[1]) });
    });
  });
}

async function startNginx(root: string, port: number): Promise<ChildProcess> {
  const prefix = tempDir('bench-nginx-');
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { default_type text/html; gzip_static on; etag on; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }
}
`);
  const child = spawn('nginx', ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => { err += c.toString(); });
  cleanups.push(() => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
    setTimeout(() => { child.kill('SIGKILL'); resolve(); }, 3000).unref();
  }));
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    try {
      const r = await get(port, 'localhost', '/index.html', { 'accept-encoding': 'gzip' });
      if (r.status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer: ${err}`);
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const dataDir = tempDir('bench-publish-');
  // The data-directory lock is written inside it, so it must exist first.
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  const database: Database = await openPglite(join(dataDir, 'db'));
  cleanups.push(() => database.close());
  await migrate(database);
  // Statistics on as in production: every served view is counted and appended once a second.
  const app = await buildApp({ db: database.db, config: testConfig({ dataDir, rateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 }, stats: { flushMs: 1000, rawDays: 30 } }) });
  cleanups.push(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;


  const chromium = existsSync(CHROMIUM);
  const templates: TemplateResult[] = [];
  const published: { host: string; path: string; gzip: Buffer; html: string }[] = [];
  // BENCH_TEMPLATES=product,cafe measures only those (a run of every template takes a while on a busy machine).
  const only = process.env.BENCH_TEMPLATES?.split(',').map((c) => c.trim()).filter(Boolean);
  for (const t of listPageTemplates().filter((x) => !only?.length || only.includes(x.code))) {
    // An account per template: the free tariff's page limit is below the number of templates.
    const { token } = await call<{ token: string }>(app, api.session.register, {
      body: { email: `bench-${t.code}@example.com`, password: 'Harbour-Lantern-42', name: 'Bench', agreements: { offer: true, personal_data: true } },
    });
    const page = await call<{ id: number }>(app, api.pages.create, { token, body: { title: `Шаблон ${t.title}`, description: t.description, template: t.code } });
    const code = `bench-${t.code}`;
    await call(app, api.pages.publish, { token, params: { pageId: page.id }, body: { code, uri: 'promo' } });
    const host = `${code}.localhost`;
    const path = '/promo';
    const weight = await measureWeight(port, host, path);
    const gz = await get(port, host, path, { 'accept-encoding': 'gzip' });
    published.push({ host, path, gzip: gz.body, html: weight.html });
    const url = `http://${host}:${port}${path}`;
    const result: TemplateResult = {
      template: t.code, url, gzipBytes: weight.gzipBytes, resources: weight.resources,
      blockingScripts: weight.blocking.scripts, blockingStylesheets: weight.blocking.stylesheets, scores: null, loaded: null, failingAudits: [],
    };
    if (!chromium) result.lighthouseSkipped = `skipped: ${CHROMIUM} not installed`;
    else if (process.env.BENCH_SKIP_LIGHTHOUSE) result.lighthouseSkipped = 'skipped: BENCH_SKIP_LIGHTHOUSE set';
    else {
      try {
        const lh = await lighthouseScores(url);
        result.scores = lh.scores;
        result.loaded = lh.loaded;
        result.failingAudits = lh.failing;
      } catch (err) {
        result.lighthouseSkipped = `skipped: lighthouse failed (${(err as Error).message.split('\n')[0]})`;
      }
    }
    templates.push(result);
  }

  console.log('\nPublished templates (targets: gzip ≤ 30,000 B before images, 0 blocking scripts, every score ≥ 95)');
  console.log(`  ${'template'.padEnd(9)} ${'gzip B'.padStart(7)}  ${'blk js'.padStart(6)} ${'blk css'.padStart(7)}  ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'b-p'.padStart(4)} ${'seo'.padStart(4)}`);
  for (const r of templates) {
    const s = (c: Category) => String(r.scores?.[c] ?? '-').padStart(4);
    const ok = r.gzipBytes <= TARGETS.gzipBytes && r.blockingScripts === 0 && r.scores !== null && CATEGORIES.every((c) => (r.scores?.[c] ?? 0) >= TARGETS.score);
    console.log(`  ${r.template.padEnd(9)} ${String(r.gzipBytes).padStart(7)}  ${String(r.blockingScripts).padStart(6)} ${String(r.blockingStylesheets).padStart(7)}  ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')}  ${ok ? 'ok' : 'MISSED'}${r.lighthouseSkipped ? `  ${r.lighthouseSkipped}` : ''}`);
    for (const a of r.failingAudits) console.log(`      ${a}`);
  }
  console.log(`\nWhat a phone loads (Lighthouse mobile run, transferred bytes; target: fonts ≤ ${TARGETS.fontBytes} B)`);
  console.log(`  ${'template'.padEnd(9)} ${'total B'.padStart(8)} ${'doc B'.padStart(7)} ${'font B'.padStart(7)} ${'files'.padStart(5)} ${'image B'.padStart(8)} ${'LCP ms'.padStart(7)}`);
  for (const r of templates) {
    const l = r.loaded;
    if (l === null) { console.log(`  ${r.template.padEnd(9)} -  ${r.lighthouseSkipped ?? 'no network record'}`); continue; }
    console.log(`  ${r.template.padEnd(9)} ${String(l.total).padStart(8)} ${String(l.document).padStart(7)} ${String(l.font).padStart(7)} ${String(l.fontFiles).padStart(5)} ${String(l.image).padStart(8)} ${String(l.lcpMs).padStart(7)}  ${l.font <= TARGETS.fontBytes ? 'ok' : 'MISSED'}`);
  }

  // Throughput: the first template's page, ours vs nginx with the same gzipped bytes.
  const throughput: { round: number; ours: LoadResult | string; nginx: LoadResult | string; ratio: number | null }[] = [];
  const target = published[0];
  if (!hasCommand('wrk')) {
    console.log('\nThroughput: skipped: wrk not installed (apt-get install -y wrk)');
  } else {
    let nginxPort = 0;
    let nginxSkip: string | null = null;
    if (!hasCommand('nginx')) nginxSkip = 'skipped: nginx not installed (apt-get install -y nginx-light)';
    else {
      const root = tempDir('bench-www-');
      chmodSync(root, 0o755);
      writeFileSync(join(root, 'index.html'), target.html);
      writeFileSync(join(root, 'index.html.gz'), target.gzip);
      nginxPort = await freePort();
      try {
        await startNginx(root, nginxPort);
      } catch (err) {
        nginxSkip = `skipped: nginx failed to start (${(err as Error).message.split('\n')[0]})`;
      }
    }
    for (let i = 1; i <= 2; i++) {
      const ours = await wrk(`http://127.0.0.1:${port}${target.path}`, target.host);
      const ng = nginxSkip ?? await wrk(`http://127.0.0.1:${nginxPort}/index.html`, 'localhost');
      throughput.push({ round: i, ours, nginx: ng, ratio: typeof ng === 'string' ? null : round(ours.rps / ng.rps, 3) });
    }
    console.log(`\nThroughput of ${target.host}${target.path} (${target.gzip.length} B gzip), wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s, Accept-Encoding: gzip (target: ours/nginx ≥ ${TARGETS.ratio})`);
    for (const r of throughput) {
      const fmt = (x: LoadResult | string) => (typeof x === 'string' ? x : `${round(x.rps, 0)} rps, p99 ${round(x.p99ms, 2)} ms`);
      console.log(`  run ${r.round}: ours ${fmt(r.ours)} | nginx ${fmt(r.nginx)} | ratio ${r.ratio ?? '-'}${r.ratio !== null ? (r.ratio >= TARGETS.ratio ? '  ok' : '  MISSED') : ''}`);
    }
  }

  const file = writeResults('publish', { date: new Date().toISOString(), node: process.version, targets: TARGETS, templates, throughput });
  console.log(`\nwrote ${file}`);
}

const killer = setTimeout(() => {
  console.error(`publish bench: over ${HARD_LIMIT_MS / 60_000} min, stopping`);
  void cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
killer.unref();

let code = 0;
try {
  await main();
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
