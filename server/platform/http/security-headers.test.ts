// The app had no CSP, frame-ancestors, nosniff or Referrer-Policy; authenticated JSON
// had no `Cache-Control: no-store`; index.html was cached for an hour. Published pages keep their
// own header set (pages/publishing/headers.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { textContent } from '../../testing/pages-fixtures';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { appHelmetOptions, appSecurityHeaders, uiCacheControl } from './security-headers';

const uiDir = mkdtempSync(path.join(os.tmpdir(), 'ui-'));
mkdirSync(path.join(uiDir, 'assets'));
writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>app</title><script type=module src="/assets/index-AbC_d3f9.js"></script>');
writeFileSync(path.join(uiDir, 'assets', 'index-AbC_d3f9.js'), 'console.log(1)');
writeFileSync(path.join(uiDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(uiDir, { recursive: true, force: true }));

const csp = (h: Record<string, unknown>) => String(h['content-security-policy'] ?? '');

describe('the fixed security header set', () => {
  it('is, name for name and byte for byte, what @fastify/helmet sets per request with the same options', async () => {
    const env = { VITE_CHAT_WIDGET_ID: 'w1', MEDIA_PUBLIC_URL: 'https://media.example.com/x' };
    const plugin = Fastify();
    // The same helmet 8.3.0 options: @fastify/helmet's types name helmet's CommonJS declarations and
    // ours its ES ones, which TypeScript holds for unrelated types.
    await plugin.register(fastifyHelmet, appHelmetOptions(env) as unknown as FastifyHelmetOptions);
    plugin.get('/x', async () => 'ok');
    const res = await plugin.inject({ method: 'GET', url: '/x' });
    await plugin.close();
    const expected = Object.entries(res.headers).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name));
    expect(expected.length).toBeGreaterThan(10);
    expect(appSecurityHeaders(env)).toEqual(expected);
  });
});

describe.each(testDatabases)('app security headers on $name', (db) => {
  const h = useHarness(db, { uiDir });
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });

  it('every screen of the app gets CSP (frame-ancestors none), nosniff, Referrer-Policy and no-cache HTML', async () => {
    for (const url of ['/', '/index.html', '/pages/12/settings', '/editor/5']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const policy = csp(res.headers);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('hashed assets are cached for a year, immutable; other files for an hour', async () => {
    const asset = await get('/assets/index-AbC_d3f9.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('API answers are never stored, signed in or not, errors included', async () => {
    const { token } = await h.signUp();
    const me = await get('/api/session/account', { 'x-token': token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/api/session/account')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/nope')).headers['cache-control']).toBe('no-store');
  });

  it('published pages keep their own set (framing by themselves allowed, revalidated, not no-store)', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Shop' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'shop', data: textContent('Hi') } });
    for (const _ of [1, 2]) { // a miss, then a cache hit
      const res = await get('/', { host: 'shop.localhost:8080' });
      expect(res.body).toContain('Hi');
      expect(csp(res.headers)).toContain("frame-ancestors 'self'");
      expect(csp(res.headers)).not.toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    const missing = await get('/nothing-here', { host: 'shop.localhost:8080' });
    expect(missing.statusCode).toBe(404);
    expect(csp(missing.headers)).not.toContain("default-src 'self'");
  });
});

describe('the CSP follows the configuration', () => {
  const directive = (env: NodeJS.ProcessEnv, name: string) => {
    const opts = appHelmetOptions(env).contentSecurityPolicy;
    const directives = (typeof opts === 'object' && opts.directives) || {};
    return (directives[name] ?? []) as string[];
  };

  it('allows a third-party adapter\'s hosts only when its id is set', () => {
    expect(directive({}, 'script-src')).toEqual(["'self'"]);
    expect(directive({ VITE_ANALYTICS_COUNTER_ID: '123' }, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive({ VITE_CHAT_WIDGET_ID: 'abc' }, 'script-src')).toContain('https://code.jivosite.com');
    expect(directive({ VITE_ERROR_REPORTING_DSN: 'https://errors.example.com/api/1/store' }, 'connect-src')).toContain('https://errors.example.com');
    expect(directive({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }, 'media-src')).toContain('https://cdn.example.com');
  });

  it('caches by the path inside dist/ui', () => {
    expect(uiCacheControl('index.html')).toBe('no-cache');
    expect(uiCacheControl('assets/Button-BncHj6Cp.js')).toBe('public, max-age=31536000, immutable');
    expect(uiCacheControl('assets/inter-latin-400-normal-BOOGhInR.woff2')).toBe('public, max-age=31536000, immutable');
    expect(uiCacheControl('favicon.svg')).toBe('public, max-age=3600');
  });
});
