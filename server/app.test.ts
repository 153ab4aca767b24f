import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from './testing/db';
import { useHarness } from './testing/harness';

const uiDir = mkdtempSync(path.join(tmpdir(), 'ui-'));
mkdirSync(path.join(uiDir, 'assets'));
writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(uiDir, 'assets', 'app.js'), 'console.log(1)');

// Only the HTTP shell is under test here; one database is enough.
describe('serving the built UI', () => {
  const h = useHarness(testDatabases[0], { uiDir });

  it('serves assets, falls back to index.html for screens, and keeps /api answers JSON', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/pages/12/settings', '/login?redirect=/pages']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<div id="root">');
    }
    const api = await h.app.inject({ method: 'GET', url: '/api/missing/thing', headers: { 'accept-language': 'en' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'route.not_found', code: 'route.not_found', message: 'Resource not found', status: 404 });
    const post = await h.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});
