// Operations in one process: the request id on answers and in their log lines, readiness that
// names what is missing, the figures /metrics shows, and 503 + Retry-After under overload.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { leadBody, leadFormContent } from '../testing/lead-load';
import { collectProcessMetrics, metricsRegistry } from './metrics';

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

/** The value of one sample of the current figures (a histogram's `_count` too), or undefined when absent. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    const values = metric.values as { value: number; metricName?: string; labels: Record<string, string | number> }[];
    const hit = values.find((v) => (v.metricName ?? metric.name) === name && Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want));
    if (hit) return hit.value;
  }
  return undefined;
}

describe.each(testDatabases)('operations on $name', (db) => {
  const h = useHarness(db, { logger: { level: 'info', stream } });
  afterEach(() => { lines.length = 0; });

  it('gives every answer a request id that its log lines carry, and keeps one a proxy forwarded', async () => {
    const res = await h.call(api.dev.health);
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(String(id)).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === id);
    expect(logged.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const other = await h.call(api.dev.health);
    expect(other.headers['x-request-id']).not.toBe(id);
    const missing = await h.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBeTruthy();
    const forwarded = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'caddy-7f3a9c01' } });
    expect(forwarded.headers['x-request-id']).toBe('caddy-7f3a9c01');
    // Something that is not an id (too long, odd characters) is replaced, never logged as given.
    const odd = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ready when the database answers and every migration is applied, and names a missing one', async () => {
    const ok = await h.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    // No job worker in this app (tests drain jobs by hand): readiness does not ask for one.
    expect(ok.json()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', jobs: 'off' } });

    const [{ name }] = await h.database.withConnection((c) => c.query<{ name: string; applied_at: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name, applied_at'));
    try {
      const notReady = await h.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ ready: false, checks: { database: 'ok', migrations: `not applied: ${name}` } });
    } finally {
      await h.database.withConnection((c) => c.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]));
    }
  });

  it('counts requests by route, leads by outcome and the job queue', async () => {
    const route = '/api/pages/:pageId';
    const before = (await sample('http_requests_total', { route, method: 'GET', status: '200' })) ?? 0;
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Counted' } });
    await h.ok(api.pages.get, { token, params: { pageId: page.id } });
    await h.ok(api.pages.get, { token, params: { pageId: page.id } });
    expect(await sample('http_requests_total', { route, method: 'GET', status: '200' })).toBe(before + 2);
    const durations = await sample('http_request_duration_seconds_count', { route, method: 'GET' });
    expect(durations).toBeGreaterThanOrEqual(2);

    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'counted', data: leadFormContent(), globals: {} } });
    const stored = (await sample('leads_submissions_total', { outcome: 'stored' })) ?? 0;
    const invalid = (await sample('leads_submissions_total', { outcome: 'invalid' })) ?? 0;
    const post = (body: string) => h.app.inject({ method: 'POST', url: '/__lead', headers: { host: 'counted.localhost', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: body });
    expect((await post(leadBody(page.id, 1).body)).statusCode).toBe(200);
    expect((await post(new URLSearchParams({ page_id: String(page.id), form_id: '1', name: '' }).toString())).statusCode).toBe(422);
    expect(await sample('leads_submissions_total', { outcome: 'stored' })).toBe(stored + 1);
    expect(await sample('leads_submissions_total', { outcome: 'invalid' })).toBe(invalid + 1);

    // The stored lead queued its follow-up jobs; nothing has claimed them.
    expect(await sample('jobs_queue_depth', { state: 'due' })).toBeGreaterThan(0);
    expect(await sample('jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
    collectProcessMetrics(); // main.ts does this once per server process
    const text = await metricsRegistry.metrics();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('stats_hits_buffered');
  });
});

/** Resolves once /api/ready answers 200 (polled), or fails after 10 s. */
async function calm(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error('still refused after 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabases)('overload on $name', (db) => {
  it('answers 503 with Retry-After while the event loop lags, keeps the liveness probe, and recovers', async () => {
    const database = await db.open();
    const app = await buildApp({ db: database.db, config: testConfig({ overload: { maxEventLoopDelayMs: 300, maxEventLoopUtilization: 0, retryAfterS: 7, sampleIntervalMs: 50 } }) });
    try {
      await app.ready();
      // A busy machine may lag a little on its own: answered once calm.
      await calm(app);
      // A request handler that holds the loop, as a runaway computation would.
      const until = Date.now() + 1500;
      while (Date.now() < until) { /* busy */ }
      // The overdue sample runs first (timers fire in order of their due time), then this request.
      await new Promise((r) => setTimeout(r, 0));
      const refused = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'ru' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.json()).toMatchObject({ code: 'server.busy', status: 503, message: 'Сервер перегружен, повторите через несколько секунд' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Answered again once a sample shows no lag.
      await calm(app);
    } finally {
      await app.close();
    }
  });
});
