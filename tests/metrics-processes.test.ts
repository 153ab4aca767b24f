// /metrics of SERVER_PROCESSES=2 on PostgreSQL: the primary answers for both workers, added up
// (requests counted by whichever worker served them), the shared job queue reported once, not twice.
// PostgreSQL only (vite.config.ts leaves it out without TEST_DATABASE_URL): several processes need it.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, productionCopy, startBuilt, statusOf, type BuiltServer } from '../server/testing/built-server';
import { freePort, freshPostgres } from '../server/testing/lead-load';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('metrics-processes needs TEST_DATABASE_URL (a PostgreSQL server)');

describe('metrics of several server processes', { timeout: 240_000 }, () => {
  let dir = '';
  let server: BuiltServer | undefined;
  beforeAll(() => {
    buildServerBundle();
    dir = productionCopy('metrics-processes-');
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('are one view: requests of both workers added up, the queue once', async () => {
    const fresh = await freshPostgres(baseUrl as string, 'metrics_processes');
    // One queued job the figures must show once (each worker reads the same table).
    await fresh.database.withConnection((c) => c.exec("INSERT INTO jobs (kind, payload, run_at) VALUES ('no.such.kind', '{}', now() - interval '1 minute')"));
    await fresh.database.close();
    const port = await freePort();
    server = await startBuilt(dir, { DATABASE_URL: fresh.url, SERVER_PROCESSES: '2' }, { port });
    const REQUESTS = 40;
    // A new connection each: the primary hands connections to the worker holding the fewest.
    for (let i = 0; i < REQUESTS; i++) expect(await statusOf(port, '/api/health')).toBe(200);
    const metrics = async () => (await fetch(`http://127.0.0.1:${port + 1}/metrics`)).text();
    // The jobs a fresh server enqueues at start (upkeep, fills) may still be due or running; the
    // figures are read once they are done, when only the job no process can run is left.
    let text = await metrics();
    for (let i = 0; i < 120 && !/jobs_queue_depth\{state="running"\} 0\n/.test(text); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      text = await metrics();
    }
    const served = Number(/http_requests_total\{route="\/api\/health",method="GET",status="200"\} (\d+)/.exec(text)?.[1]);
    // The connections were spread over both workers (least open connections first): one worker's
    // own figures would show about half of them.
    expect(served).toBeGreaterThanOrEqual(REQUESTS);
    expect(text, text.split("\n").filter((l) => l.startsWith("jobs_")).join("\n")).toMatch(/jobs_queue_depth\{state="due"\} 1\n/);
    expect(await server.stop()).toBe(0);
    server = undefined;
  });
});
