// ad hoc (not committed): CPU profile of /pages -> /editor/{id}, self time per source module up to content asked.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { apiCall } from './lib/api';
import { bigPage } from './lib/editor-page';
import { startServer, stopServer } from './lib/server-process';
const PATH = process.env.P ?? 'editor';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const maps = new Map<string, SourceMapConsumer>();
const mapOf = (url: string) => { const f = url.split('/assets/')[1]; if (!f) return null; if (!maps.has(f)) { try { maps.set(f, new SourceMapConsumer(JSON.parse(readFileSync(`dist/ui/assets/${f}.map`, 'utf8')))); } catch { return null; } } return maps.get(f)!; };
try {
  const { token } = await apiCall<{ token: string }>(base, 'POST', '/session/register', null, { name: 'B', email: `b.${Date.now()}@example.ru`, password: 'Harbour-Lantern-42', agreements: { offer: true, personal_data: true } });
  const created = await apiCall<{ id: number }>(base, 'POST', '/pages', token, { title: 'x' });
  const { revision } = await apiCall<{ revision: number }>(base, 'GET', `/pages/${created.id}/content`, token);
  const c = bigPage();
  await apiCall(base, 'POST', `/pages/${created.id}/draft`, token, { revision, data: { version: '0.2', widgets: c.widgets, tree: c.tree, fragments: {} } });
  const agg = new Map<string, number>(); const fagg = new Map<string, number>(); let total = 0; const asked: number[] = [];
  for (let run = 0; run < 6; run++) {
    const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await ctx.newPage();
    await page.addInitScript(`window.localStorage.setItem('lpb:tokens', JSON.stringify([${JSON.stringify(token)}]));`);
    await page.goto(`${base}/pages`); await page.getByTestId('page-row').first().waitFor();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
    await page.goto(`${base}/editor/${created.id}`);
    await page.locator('[data-testid=canvas] [data-wid]').first().waitFor();
    const { profile } = await cdp.send('Profiler.stop') as any;
    const [navStart, contentAt] = await page.evaluate(() => [performance.timeOrigin, (performance.getEntriesByType('resource') as any[]).find((e) => /\/content$/.test(e.name))?.startTime ?? 0]);
    asked.push(contentAt);
    await ctx.close();
    if (run === 0) continue;
    const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    let t = profile.startTime; // µs, monotonic; compare via first sample vs navigation: use the window of samples up to contentAt after the first sample with an /assets/ frame
    const times: number[] = []; for (const d of profile.timeDeltas) { t += d; times.push(t); }
    const firstAsset = profile.samples.findIndex((id: number) => (byId.get(id)?.callFrame.url ?? '').includes('/assets/'));
    // window: samples between the navigation's first script and (first script + contentAt - 50ms): approximated below by wall time
    const startT = times[0];
    profile.samples.forEach((id: number, i: number) => {
      const n = byId.get(id); const cf = n.callFrame; const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      if (times[i] - startT > contentAt * 1000 + 0) return; // up to content asked (profile starts ~ at navigation)
      total += dt;
      let key = cf.url ? cf.url.replace(/^.*\/assets\//, '') : `(${cf.functionName || 'native'})`;
      const m = cf.url && cf.lineNumber >= 0 ? mapOf(cf.url) : null;
      if (m) { const p = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) key = p.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, ''); 
        fagg.set(`${cf.functionName || '(top)'} ${key}:${p.line}`, (fagg.get(`${cf.functionName || '(top)'} ${key}:${p.line}`) ?? 0) + dt); }
      agg.set(key, (agg.get(key) ?? 0) + dt);
    });
  }
  console.log('content asked at', asked, 'total sampled ms (5 runs)', total.toFixed(0));
  console.table([...agg].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => ({ k, ms: (v / 5).toFixed(1) })));
  console.table([...fagg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => ({ k, ms: (v / 5).toFixed(1) })));
} finally { await browser.close(); await stopServer(server); rmSync(dataDir, { recursive: true, force: true }); }
