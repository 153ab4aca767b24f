// The two fast paths in front of the routed one (app.ts serverFactory): a simple request on a fresh
// keep-alive connection is answered from the socket (server/platform/http/simple-requests.ts); one the socket
// path declines (here: `Connection: close`) goes to Node's http server, where a cache hit is
// answered before Fastify. Both must send what the routed path sends, and never a stale page.
// Over a real socket, since app.inject bypasses the server factory.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { textContent } from '../../testing/pages-fixtures';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
afterEach(() => keepAlive.destroy());

/** `via: 'socket'` reuses one keep-alive connection; `via: 'http'` sends Connection: close. */
function get(port: number, host: string, path: string, via: 'socket' | 'http', headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: via === 'socket' ? keepAlive : false, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The headers a page answer is made of, without the per-connection and per-second ones; the view
 * token (Server-Timing, one per counted view) by its shape.
 */
// A request id is the routed path's (each answer its own); a page answered from the socket's
// cache is the same bytes for every visitor and carries none (docs/operations.md).
const pageHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers)
  .filter(([k]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(k))
  .map(([k, v]) => [k, k === 'server-timing' ? String(v).replace(/^view;desc="[0-9a-z.]+\.[A-Za-z0-9_-]{22}"$/, 'view;desc="<token>"') : String(v)]));

describe.each(testDatabases)('published-page fast paths on $name', (db) => {
  const h = useHarness(db);

  it('answer a page from the socket and from the raw server exactly as the routed path does, and never a stale one', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Fast page' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'fast', uri: 'go', data: textContent('First version'), globals: {} } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const host = `fast.localhost:${port}`;
    const stats = h.app.publishedPagesStats;
    const routed = await h.app.inject({ method: 'GET', url: '/go', headers: { host, 'accept-encoding': 'gzip' } });

    // Not cached yet: the socket path looks it up itself and keeps the connection.
    const first = await get(port, host, '/go', 'socket', { 'accept-encoding': 'gzip' });
    expect(stats.socketHits).toBe(1);
    expect(first.status).toBe(200);
    expect(pageHeaders(first.headers)).toEqual(pageHeaders(routed.headers));
    expect(first.body.equals(routed.rawPayload)).toBe(true);
    expect(first.headers.date).toMatch(/GMT$/);
    // The idle-connection hint Node's own server sends: a client drops the connection before the
    // server ends it, rather than racing it with its next request (ECONNRESET).
    expect(first.headers['keep-alive']).toBe('timeout=5');

    const second = await get(port, host, '/go?utm_source=ad', 'socket', { 'accept-encoding': 'gzip' });
    expect(stats.socketHits).toBe(2);
    expect(gunzipSync(second.body).toString()).toContain('First version');
    const revalidated = await get(port, host, '/go', 'socket', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await get(port, host, '/go', 'socket', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect(stats.socketHits).toBe(4);

    // Connection: close is not simple: the http server takes it, and its raw path answers the hit.
    const viaHttp = await get(port, host, '/go', 'http', { 'accept-encoding': 'gzip' });
    expect(stats.fastPathHits).toBe(1);
    expect(pageHeaders(viaHttp.headers)).toEqual(pageHeaders(first.headers));
    expect(viaHttp.body.equals(first.body)).toBe(true);

    // Another address is nobody's hit: the routed path answers it (404), and the static files too.
    expect((await get(port, host, '/other', 'socket')).status).toBe(404);
    expect(stats.socketHits).toBe(4);
  });

  it('serves a republished page at once on a connection that was answered from the socket', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Fast page' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'fresh', uri: '', data: textContent('First version'), globals: {} } });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const host = `fresh.localhost:${port}`;
    const first = await get(port, host, '/', 'socket');
    expect(first.body.toString()).toContain('First version');

    // A republish through the API over the socket, like the editor: the cache is dropped at once.
    const republish = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ code: 'fresh', uri: '', data: textContent('Second version'), globals: {} });
      const req = request({ host: '127.0.0.1', port, path: `/api/pages/${page.id}/publish`, method: 'POST', agent: false, headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'x-token': token } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(republish).toBe(200);
    const fresh = await get(port, host, '/', 'socket');
    expect(fresh.body.toString()).toContain('Second version');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(h.app.publishedPagesStats.socketHits).toBe(2);

    // Stopped: the socket path finds nothing and the routed path answers 404 on the same connection.
    await h.ok(api.pages.stop, { token, params: { pageId: page.id } });
    expect((await get(port, host, '/', 'socket')).status).toBe(404);
  });

  it('leaves the app host, public files and lead posts to the routed path', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const api404 = await get(port, `localhost:${port}`, '/api/nothing', 'socket');
    expect(api404.status).toBe(404);
    expect(api404.headers['content-type']).toContain('application/json');
    const font = await get(port, `fast.localhost:${port}`, '/content-files/fonts/inter.css', 'socket');
    expect(font.status).toBe(200);
    expect(h.app.publishedPagesStats.socketHits).toBe(0);
  });
});
