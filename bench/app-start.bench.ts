/**
 * The app's start-up cost (editor open): where the first ~200 ms of a page load go, and
 * what the login page fetches. Against a built UI (dist/ui) served by `server/main.ts` on PGlite:
 *  - /login, first visit (nothing cached): every script and stylesheet with its decoded and
 *    transferred bytes (the server compresses them), and the totals — the login page's weight;
 *  - /editor/{id} of the 1,000-widget page, reached as the editor bench does (the shell's assets
 *    cached by a visit to /pages first): a Chromium trace of the load, read for each script's
 *    compile and evaluate time (module compile, module evaluate) and the main thread's time up to
 *    the content request, plus the resource timeline (start/end of each file, ms from navigation).
 * BENCH_RUNS (default 5) traced loads, medians printed. BENCH_PORT picks the server's port.
 * Timings follow the machine's load (printed); byte counts do not.
 * Writes bench/results/app-start.json.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { seedBigPage } from './lib/editor-page';
import { median, round, writeResults } from './lib/measure';
import { startServer, stopServer } from './lib/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface FileBytes { file: string; decoded: number; transferred: number }

/** What a first visit to /login fetches (scripts and stylesheets), until its password field shows. */
async function loginBytes(browser: Browser, base: string): Promise<FileBytes[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[type=password]').waitFor();
    return await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname))
      .map((e) => ({ file: new URL(e.name).pathname.replace('/assets/', ''), decoded: e.decodedBodySize, transferred: e.transferSize })));
  } finally {
    await context.close();
  }
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; stackTrace?: unknown }; fileName?: string; url?: string } }

interface Load {
  /** Per script file: compile and evaluate ms on the main thread. */
  scripts: Record<string, { compile: number; evaluate: number }>;
  /** Resource timeline in ms from navigation start. */
  timeline: { name: string; start: number; end: number }[];
  /** When the content was asked for (ms from navigation start). */
  contentAsked: number;
  /** Each module graph's evaluation (the entry's, then each lazy import's), ms, in order: V8 names no file for these. */
  graphs: number[];
}

const short = (url: string): string => url.replace(/^https?:\/\/[^/]+/, '').replace('/assets/', '');

async function tracedEditorLoad(browser: Browser, base: string, token: string, pageId: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(`window.localStorage.setItem('lpb:tokens', JSON.stringify([${JSON.stringify(token)}]));`);
    await page.goto(`${base}/pages`);
    await page.getByTestId('page-row').first().waitFor();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    await page.goto(`${base}/editor/${pageId}`);
    await page.locator('[data-testid=canvas] [data-wid]').first().waitFor();
    const raw = (await browser.stopTracing()).toString('utf8');
    if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, raw);
    const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
    const timeline = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((e) => ({ name: e.name.replace(location.origin, ''), start: Math.round(e.startTime), end: Math.round(e.responseEnd) })));
    const contentAsked = timeline.find((r) => /\/api\/pages\/\d+\/content/.test(r.name))?.start ?? Number.NaN;
    const scripts: Load['scripts'] = {};
    const add = (url: string | undefined, kind: 'compile' | 'evaluate', dur: number) => {
      if (url === undefined || !url.includes('/assets/')) return;
      const s = (scripts[short(url)] ??= { compile: 0, evaluate: 0 });
      s[kind] += dur / 1000;
    };
    for (const e of trace.traceEvents) {
      if (e.ph !== 'X' || e.dur === undefined) continue;
      const url = e.args?.data?.url ?? e.args?.fileName ?? e.args?.url;
      if (e.name === 'v8.compileModule' || e.name === 'v8.compile' || e.name === 'CompileScript') add(url, 'compile', e.dur);
      else if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') add(url, 'evaluate', e.dur);
    }
    // Top-level module evaluations only (a graph's evaluation holds its modules' own).
    const graphs: number[] = [];
    let until = -1;
    for (const e of trace.traceEvents.filter((x) => x.name === 'v8.evaluateModule' && x.ph === 'X' && x.dur !== undefined).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < until) continue;
      until = e.ts + (e.dur as number);
      graphs.push(round((e.dur as number) / 1000, 1));
    }
    return { scripts, timeline: timeline.sort((a, b) => a.start - b.start), contentAsked, graphs };
  } finally {
    await context.close();
  }
}

if (!existsSync(join(root, 'dist/ui/index.html'))) throw new Error('build the UI first: npx vite build');
const dataDir = mkdtempSync(join(tmpdir(), 'app-start-bench-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const login = await loginBytes(browser, base);
  const loginTotal = { decoded: login.reduce((s, f) => s + f.decoded, 0), transferred: login.reduce((s, f) => s + f.transferred, 0) };
  console.log(`/login, first visit: ${login.length} files, ${round(loginTotal.decoded / 1024, 1)} KB decoded, ${round(loginTotal.transferred / 1024, 1)} KB transferred`);
  console.table(login.map((f) => ({ file: f.file, 'KB decoded': round(f.decoded / 1024, 1), 'KB transferred': round(f.transferred / 1024, 1) })));

  const { token, pageId } = await seedBigPage(base);

  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  await tracedEditorLoad(browser, base, token, pageId); // fills the cache
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await tracedEditorLoad(browser, base, token, pageId));
  const files = [...new Set(loads.flatMap((l) => Object.keys(l.scripts)))];
  const perScript = files.map((file) => ({
    file,
    'compile ms': round(median(loads.map((l) => l.scripts[file]?.compile ?? 0)), 1),
    'evaluate ms': round(median(loads.map((l) => l.scripts[file]?.evaluate ?? 0)), 1),
  })).sort((a, b) => b['evaluate ms'] + b['compile ms'] - a['evaluate ms'] - a['compile ms']);
  console.log(`\n/editor/{id} after /pages (cached), ${RUNS} traced loads, medians (load average before: ${loadAverage}; 2 cores, shared)`);
  console.table(perScript.filter((s) => s['compile ms'] + s['evaluate ms'] >= 0.5));
  console.log(`module graphs evaluated (ms, in order, per load): ${loads.map((l) => l.graphs.filter((g) => g >= 0.5).join(' / ')).join('; ')}`);
  const contentAsked = median(loads.map((l) => l.contentAsked));
  console.log(`content asked at ${contentAsked} ms (median); resource timeline of the last load:`);
  console.table(loads[loads.length - 1].timeline.filter((r) => r.start <= contentAsked + 50));
  console.log(`wrote ${writeResults('app-start', { date: new Date().toISOString(), loadAverage, runs: RUNS, login: { files: login, total: loginTotal }, editor: { contentAskedMs: contentAsked, perScript, graphs: loads.map((l) => l.graphs), timeline: loads[loads.length - 1].timeline } })}`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
