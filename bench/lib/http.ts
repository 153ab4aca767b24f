/** HTTP calls of the benchmarks against a server process: one timed request, and a route of api/ called by its spec. */
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { buildPath, type RouteSpec } from '../../api/define';
import { nowMs } from './measure';

export interface Answer { status: number; body: Buffer; ms: number; headers: IncomingHttpHeaders }

export function http(
  port: number, method: string, path: string,
  opts: { token?: string; body?: unknown; host?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const start = nowMs();
    const req = request({
      host: '127.0.0.1', port, method, path, agent: opts.agent,
      headers: {
        host: opts.host ?? `127.0.0.1:${port}`,
        ...(opts.token ? { 'x-token': opts.token } : {}),
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        ...opts.headers,
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: nowMs() - start, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Calls `route` (a 200 is required); its data and how long the round trip took. */
export async function call<R extends RouteSpec>(port: number, route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown; query?: string } = {}) {
  const res = await http(port, route.method, `/api${buildPath(route.path, opts.params)}${opts.query ? `?${opts.query}` : ''}`, opts);
  if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return { data: (JSON.parse(res.body.toString()) as { data: Record<string, unknown> }).data, ms: res.ms };
}
