// /metrics on its own listener, by default on loopback at the app's port + 1, so the app's public
// port never shows it. METRICS_PORT moves it (`off`: none), METRICS_HOST opens it to a network
// (then METRICS_TOKEN is required: scrapers send `Authorization: Bearer <token>`). With several
// server processes the primary listens and answers with all of them added up (prom-client's
// AggregatorRegistry asks each worker over the cluster channel).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { isIP } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics';

export interface MetricsListen { port: number; host: string; token?: string }

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** METRICS_* → where /metrics listens, null when off, or the message that stops the server. */
export function metricsListenOf(env: NodeJS.ProcessEnv, appPort: number): MetricsListen | null | { error: string } {
  const raw = (env.METRICS_PORT ?? '').trim();
  if (raw.toLowerCase() === 'off') return null;
  const port = raw === '' ? appPort + 1 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return { error: `METRICS_PORT must be a port number or "off", not "${raw}"` };
  const host = (env.METRICS_HOST ?? '').trim() || '127.0.0.1';
  if (!LOOPBACK.has(host) && isIP(host) === 0) return { error: `METRICS_HOST must be an IP address, not "${host}"` };
  const token = env.METRICS_TOKEN || undefined;
  if (!LOOPBACK.has(host) && !token) return { error: `METRICS_HOST=${host} opens /metrics beyond this machine: set METRICS_TOKEN (scrapers then send Authorization: Bearer <token>)` };
  return { port, host, ...(token ? { token } : {}) };
}

function authorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** In a worker of SERVER_PROCESSES: answers the primary's requests for this process's figures. */
export function answerPrimaryForMetrics(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // The constructor is what installs the worker's message listener.
  new AggregatorRegistry();
}

/** Listens; `ofAllProcesses`: the primary of SERVER_PROCESSES, which answers for its workers. */
export function serveMetrics(at: MetricsListen, opts: { ofAllProcesses: boolean; log: { error(msg: string): void } }): Promise<Server> {
  const aggregate = opts.ofAllProcesses && cluster.isPrimary ? new AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (!authorized(req.headers.authorization, at.token)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized');
      return;
    }
    const text = aggregate ? aggregate.clusterMetrics() : metricsRegistry.metrics();
    text.then(
      (body) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(body),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`METRICS_PORT: cannot listen on ${at.host}:${at.port} (${err.message})`)));
    server.listen(at.port, at.host, () => {
      server.removeAllListeners('error');
      server.on('error', (err) => opts.log.error(`metrics listener: ${err.message}`));
      server.unref();
      resolve(server);
    });
  });
}
