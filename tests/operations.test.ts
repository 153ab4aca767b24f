// Operations of the built server process (plain node, production packages only): /metrics on
// loopback at the app's port + 1 and behind a token when asked, the refusal to start on a
// database migrated by a newer version, and bad configuration stopping the start with one line
// naming the variable.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../server/db/client';
import { buildServerBundle, productionCopy, startBuilt, statusOf, type BuiltServer } from '../server/testing/built-server';
import { freePort } from '../server/testing/lead-load';

/** The start stops: exit code 1 and one error line, naming `variable`. */
async function refusesToStart(dir: string, env: Record<string, string>, variable: string): Promise<string> {
  const s = await startBuilt(dir, env, { waitFor: 'exit' });
  expect(await s.exited).toBe(1);
  const errors = s.output().trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
  expect(errors).toHaveLength(1);
  expect(errors[0].msg).toContain(variable);
  expect(s.output()).not.toMatch(/\n\s+at /); // no stack trace
  return errors[0].msg;
}

// Each start of a server process on a fresh embedded database migrates it: tens of seconds on a busy machine.
describe('the built server, operated', { timeout: 300_000 }, () => {
  let dir = '';
  let server: BuiltServer | undefined;
  beforeAll(() => {
    buildServerBundle();
    dir = productionCopy('ops-');
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves /metrics on loopback at port + 1, behind a token when METRICS_TOKEN is set, never on the app port', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    server = await startBuilt(dir, { METRICS_PORT: String(metricsPort), METRICS_TOKEN: 'scrape-secret-1' }, { port });
    const plain = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(plain.status).toBe(401);
    for (let i = 0; i < 3; i++) expect(await statusOf(port, '/api/health')).toBe(200);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: 'Bearer scrape-secret-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{route="\/api\/health",method="GET",status="200"\} [3-9]/);
    for (const name of ['jobs_queue_depth', 'jobs_oldest_due_age_seconds', 'leads_submissions_total', 'stats_hits_buffered', 'stats_hits_written_total', 'nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes']) {
      expect(text, name).toContain(name);
    }
    const onApp = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await onApp.text()).not.toContain('http_requests_total');
    await server.stop();
    server = undefined;

    // The default: app port + 1, loopback, no token.
    const next = await freePort();
    server = await startBuilt(dir, {}, { port: next });
    const byDefault = await fetch(`http://127.0.0.1:${next + 1}/metrics`);
    expect(byDefault.status).toBe(200);
    expect(await byDefault.text()).toContain('http_requests_total');
    expect(await server.stop()).toBe(0);
    server = undefined;
  });

  it('stops on bad configuration with one line naming the variable', async () => {
    await refusesToStart(dir, { PAYMENT_PROVIDER: 'no-such-bank' }, 'PAYMENT_PROVIDER');
    await refusesToStart(dir, { DATABASE_URL: `postgres://app@127.0.0.1:${await freePort()}/app` }, 'DATABASE_URL');
    await refusesToStart(dir, { NODE_ENV: 'production', APP_HOST: 'builder.example.com' }, 'PUBLIC_URL');
    await refusesToStart(dir, { METRICS_HOST: '0.0.0.0' }, 'METRICS_TOKEN');
    await refusesToStart(dir, { TRUST_PROXY: 'true' }, 'TRUST_PROXY');
    await refusesToStart(dir, { OVERLOAD_MAX_ELU: '2' }, 'OVERLOAD_MAX_ELU');
  });

  it('refuses to start on a database a newer version migrated, with one line', async () => {
    // The data directory the servers above migrated, now also holding a migration from the future.
    const database = await openPglite(path.join(dir, 'data'));
    await database.withConnection((c) => c.exec("INSERT INTO schema_migrations (name) VALUES ('9990_from_a_newer_version.sql')"));
    await database.close();
    const line = await refusesToStart(dir, {}, 'DATA_DIR');
    expect(line).toMatch(/newer version.*9990_from_a_newer_version\.sql/);
  });
});
