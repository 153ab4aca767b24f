// The raw fast path (app.ts serverFactory) answers cached pages before Fastify routes them. These
// tests go over a real socket, since app.inject bypasses the server factory.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../routes/pages-fixtures';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(port: number, host: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(testDatabases)('published-page fast path on $name', (db) => {
  const h = useHarness(db);

  it('serves a cached page from the raw server exactly as the routed path does, and never a stale one', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Fast page' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'fast', uri: 'go', data: textContent('First version'), globals: {} } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const stats = h.app.publishedPagesStats;

    const first = await get(port, `fast.localhost:${port}`, '/go', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(stats.fastPathHits).toBe(0); // not cached yet: the routed slow path looked it up

    const second = await get(port, `fast.localhost:${port}`, '/go?utm_source=ad', { 'accept-encoding': 'gzip' });
    expect(stats.fastPathHits).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(gunzipSync(second.body).toString()).toContain('First version');

    const revalidated = await get(port, `fast.localhost:${port}`, '/go', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get(port, `fast.localhost:${port}`, '/go', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(stats.fastPathHits).toBe(3);

    // Another address or host is not a hit: the slow path answers it (404 here).
    expect((await get(port, `fast.localhost:${port}`, '/other')).status).toBe(404);
    expect(stats.fastPathHits).toBe(3);

    // A republish through the API (over the socket, like the editor) drops the cache: no stale page.
    const republish = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ code: 'fast', uri: 'go', data: textContent('Second version'), globals: {} });
      const req = request({ host: '127.0.0.1', port, path: `/api/pages/${page.id}/publish`, method: 'POST', headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-token': token } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(republish).toBe(200);
    const fresh = await get(port, `fast.localhost:${port}`, '/go');
    expect(fresh.body.toString()).toContain('Second version');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });
});
