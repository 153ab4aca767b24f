/**
 * Editor open: how long the real editor takes, in Chromium, to open the 1,000-widget page
 * to interactive — from the navigation to /editor/{id} (the app shell's assets already cached, as for
 * a marketer coming from the pages list) until the canvas shows the first screen's widgets and a click
 * selects one (the selection frame painted). N opens, median and p90, with no added load (the
 * machine as it is — quiet only when nobody else runs; the load average is printed) and under added
 * load (BENCH_LOAD workers spinning on the CPU, as CI or other developers do here), plus the phases
 * the editor marks on its load path (performance marks `editor:*`, ms from navigation start):
 * content answered, document imported, workspace committed, the canvas's first screen painted,
 * every section of the canvas in; and in-page times free of the driver's round trips (`page:*`); and
 * the scripts the open fetched and parsed (files, KB decoded) — a figure the machine's load leaves alone —
 * and, for comparison, the scripts a first visit to /login, /pages and /editor/{id} fetches.
 * BENCH_RUNS (default 15) opens per condition; BENCH_LOAD (default 2) busy workers for the loaded
 * row (0 skips it); BENCH_PROFILE=1 prints the hottest functions of one open (a CPU profile; build
 * with `npx vite build --minify false` for names). BENCH_PORT picks the server's port. Needs a built
 * UI (dist/ui). Target: median < 500 ms on a quiet machine. Writes bench/results/editor-open.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../server/testing/lead-load';
import { printHottest, type CpuProfile } from './lib/cpu-profile';
import { mainThreadTimeline, type TraceEvent } from './lib/main-thread-trace';
import { seedBigPage } from './lib/editor-page';
import { median, round, writeResults } from './lib/measure';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LOAD_WORKERS = Number(process.env.BENCH_LOAD ?? 2);
const TARGET_MS = 500;

/** The phases the editor marks on its load path (ui/editor/openMarks.ts). */
const PHASES = ['editor:load:start', 'editor:load:end', 'editor:import:end', 'editor:workspace', 'editor:canvas:painted', 'editor:panels',
  'editor:canvas:batches', 'editor:canvas:complete'] as const;

interface Open { totalMs: number; phases: Record<string, number>; painted: number; scripts: Scripts }
/** The scripts the open loaded (load-independent: what the open costs to fetch and parse). */
interface Scripts { files: number; kb: number }

// ---------- server ----------

async function startServer(port: number, dataDir: string): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return { child, exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

// ---------- the other routes' scripts ----------

/** The scripts a first visit to `path` fetches until `ready` shows (a fresh context: nothing cached). */
async function routeScripts(browser: Browser, base: string, token: string | null, path: string, ready: string): Promise<Scripts> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await context.newPage();
    if (token !== null) await page.addInitScript(`window.localStorage.setItem('lpb:tokens', JSON.stringify([${JSON.stringify(token)}]));`);
    await page.goto(`${base}${path}`);
    await page.locator(ready).first().waitFor();
    return await page.evaluate(() => {
      const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')) as PerformanceResourceTiming[];
      return { files: js.length, kb: Math.round(js.reduce((sum, e) => sum + e.decodedBodySize, 0) / 1024) };
    });
  } finally {
    await context.close();
  }
}

// ---------- load ----------

/** Workers that spin on the CPU (the "loaded" condition), stopped by terminate(). */
function spinners(n: number): Worker[] {
  return Array.from({ length: n }, () => new Worker('for (;;) { Math.sqrt(Math.random()); }', { eval: true }));
}

// ---------- one open ----------

async function openOnce(browser: Browser, base: string, token: string, pageId: number, widgets: number, profile = false): Promise<Open> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(`window.localStorage.setItem('lpb:tokens', JSON.stringify([${JSON.stringify(token)}]));
      // In-page times (ms from navigation start), free of the driver's round trips: the first widget
      // on the canvas, the click, the selection frame after it.
      window.__open = {};
      new MutationObserver(function () {
        var o = window.__open;
        if (o.widget === undefined && document.querySelector('[data-testid=canvas] [data-wid]')) o.widget = performance.now();
        if (o.selected === undefined && document.querySelector('[data-testid=selection-frame]')) o.selected = performance.now();
      }).observe(document, { subtree: true, childList: true });
      window.addEventListener('click', function () { if (window.__open.click === undefined) window.__open.click = performance.now(); }, true);
      // The main thread's long tasks (> 50 ms) and every task the browser reports with its script
      // attribution, for BENCH_PROFILE's timeline of what runs between the paint and the click.
      window.__tasks = [];
      try {
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (e) {
            var scripts = (e.scripts || []).map(function (s) { return (s.invoker || s.name) + ' ' + Math.round(s.duration); }).join('; ');
            window.__tasks.push({ type: e.entryType, start: Math.round(e.startTime), ms: Math.round(e.duration), render: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : undefined, scripts: scripts.slice(0, 160) });
          });
        }).observe({ type: 'long-animation-frame', buffered: true });
      } catch (err) { /* older browsers: no frame timeline */ }`);
    await page.goto(`${base}/pages`);
    await page.getByTestId('page-row').first().waitFor();
    const cdp = profile ? await context.newCDPSession(page) : null;
    const trace: TraceEvent[] = [];
    if (cdp !== null) {
      cdp.on('Tracing.dataCollected', (d) => { trace.push(...(d.value as unknown as TraceEvent[])); });
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8', '__metadata'] } });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const t0 = Date.now();
    await page.goto(`${base}/editor/${pageId}`);
    // Interactive: the canvas holds the first screen's widgets and a click selects one.
    const first = page.locator('[data-testid=canvas] [data-wid]').first();
    await first.waitFor();
    await first.click();
    await page.getByTestId('selection-frame').waitFor();
    const totalMs = Date.now() - t0;
    if (cdp !== null) {
      printHottest((await cdp.send('Profiler.stop') as unknown as { profile: CpuProfile }).profile, 40);
      // What the open waited for: each request's start and end, and the marks, in ms from navigation.
      console.table(await page.evaluate(() => [...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
        .map((e) => ({ name: e.name.replace(location.origin, ''), start: Math.round(e.startTime), end: Math.round(e.startTime + e.duration) }))
        .sort((a, b) => a.start - b.start)));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      const at = await page.evaluate(() => ({
        painted: performance.getEntriesByName('editor:canvas:painted', 'mark')[0]?.startTime ?? 0,
        selected: (window as unknown as { __open: Record<string, number> }).__open.selected,
      }));
      if (process.env.BENCH_TRACE_FILE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(trace));
      console.log('main-thread tasks ≥ 3 ms from 100 ms before the paint to the selection (ms from navigation):');
      console.table(mainThreadTimeline(trace, 'editor:canvas:painted', at.painted, at.painted - 100, at.selected));
      console.log('long animation frames (ms from navigation; render = style, layout and paint at the end):');
      console.table(await page.evaluate(() => (window as unknown as { __tasks: unknown[] }).__tasks));
    }
    const phases = await page.evaluate((names) => {
      const o = (window as unknown as { __open: Record<string, number> }).__open;
      const out: Record<string, number> = { 'page:widget': Math.round(o.widget), 'page:click': Math.round(o.click), 'page:selected': Math.round(o.selected) };
      for (const n of names) {
        const m = performance.getEntriesByName(n, 'mark')[0];
        if (m !== undefined) out[n] = Math.round(m.startTime);
      }
      return out;
    }, [...PHASES]);
    const painted = await page.locator('[data-testid=canvas] [data-wid]').count();
    if (painted === 0 || painted > widgets) throw new Error(`canvas painted ${painted} widgets`);
    // The scripts fetched up to the selection (a script fetched later, a dialog's say, is not the open's).
    const scripts = await page.evaluate(() => {
      const selected = (window as unknown as { __open: Record<string, number> }).__open.selected;
      const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.startTime <= selected) as PerformanceResourceTiming[];
      return { files: js.length, kb: Math.round(js.reduce((sum, e) => sum + e.decodedBodySize, 0) / 1024) };
    });
    return { totalMs, phases, painted, scripts };
  } finally {
    await context.close();
  }
}

const p90 = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.9) - 1)];
};

interface Condition { label: string; runs: number[]; medianMs: number; p90Ms: number; phasesMedianMs: Record<string, number>; painted: number; scripts: Scripts }

async function condition(label: string, browser: Browser, base: string, token: string, pageId: number, widgets: number): Promise<Condition> {
  const opens: Open[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const o = await openOnce(browser, base, token, pageId, widgets);
    if (run > 0) opens.push(o); // the first open fills the browser's cache
  }
  const runs = opens.map((o) => o.totalMs);
  const phasesMedianMs: Record<string, number> = {};
  for (const name of [...PHASES, 'page:widget', 'page:click', 'page:selected']) {
    const xs = opens.map((o) => o.phases[name]).filter((x): x is number => x !== undefined);
    if (xs.length > 0) phasesMedianMs[name] = median(xs);
  }
  return { label, runs, medianMs: median(runs), p90Ms: p90(runs), phasesMedianMs, painted: opens[0].painted, scripts: opens[0].scripts };
}

// ---------- main ----------

if (!existsSync(join(root, 'dist/ui/index.html'))) throw new Error('build the UI first: npx vite build');
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'editor-open-bench-'));
const server = await startServer(port, dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const { token, pageId, count } = await seedBigPage(base);
  const created = { id: pageId };
  const content = { count };

  if (process.env.BENCH_PROFILE === '1') {
    await openOnce(browser, base, token, created.id, content.count);
    await openOnce(browser, base, token, created.id, content.count, true);
  }
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const results: Condition[] = [await condition('no added load', browser, base, token, created.id, content.count)];
  if (LOAD_WORKERS > 0) {
    const workers = spinners(LOAD_WORKERS);
    try {
      results.push(await condition(`added load (${LOAD_WORKERS} busy workers)`, browser, base, token, created.id, content.count));
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  }
  console.log(`\neditor open, ${content.count} widgets, ${RUNS} opens each (load average before: ${loadAverage}; 2 cores, shared)`);
  console.table(results.map((r) => ({
    condition: r.label, median: `${r.medianMs} ms`, p90: `${r.p90Ms} ms`, 'widgets painted': r.painted, scripts: `${r.scripts.files} files, ${r.scripts.kb} KB`,
    ...Object.fromEntries(Object.entries(r.phasesMedianMs).map(([k, v]) => [k.replace('editor:', ''), v])),
    target: `< ${TARGET_MS} ms`, status: r === results[0] ? (r.medianMs < TARGET_MS ? 'ok' : 'OVER') : '',
  })));
  // What the chunking does to the other ways in: the login and the pages list must not load the editor.
  const routes = {
    login: await routeScripts(browser, base, null, '/login', 'input[type=password]'),
    pages: await routeScripts(browser, base, token, '/pages', '[data-testid=page-row]'),
    editor: await routeScripts(browser, base, token, `/editor/${created.id}`, '[data-testid=canvas] [data-wid]'),
  };
  console.log('scripts of a first visit (nothing cached):');
  console.table(Object.entries(routes).map(([route, r]) => ({ route, files: r.files, KB: r.kb })));
  console.log(`wrote ${writeResults('editor-open', { date: new Date().toISOString(), widgets: content.count, runs: RUNS, loadAverage, results: results.map((r) => ({ ...r, runs: r.runs.map((x) => round(x, 0)) })), routes, targetMs: TARGET_MS })}`);
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
