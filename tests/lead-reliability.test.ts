// Intake never loses or doubles a lead: 5,000 submissions with bounded
// concurrency against a real server process on PostgreSQL that is killed with SIGKILL twice
// mid-load and restarted; every visitor retries under its idempotency key until answered. Every
// acknowledged lead must be stored exactly once, and nothing else stored. (Exactly-once webhook
// delivery of these leads belongs to the webhook area's own test.)
// PostgreSQL only, as CI runs it (TEST_DATABASE_URL; vite.config.ts leaves this file out without it):
// a SIGKILLed process on an embedded database directory is a different question (server/README:
// one process per DATA_DIR).
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { freshPostgres, leadBody, postUntilAcknowledged, seedLeadPage, startServer, type ServerProcess } from '../server/testing/lead-load';

const SUBMISSIONS = 5000;
const CONCURRENCY = 32;
/** Acknowledged counts at which the server is killed (and started again). */
const KILL_AT = [1500, 3300];

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('lead-reliability needs TEST_DATABASE_URL (a PostgreSQL server)');

describe('lead intake under SIGKILL on PostgreSQL', () => {
  let database: Database | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database?.close();
  });

  it(`stores each of ${SUBMISSIONS} acknowledged leads exactly once across two kills`, async () => {
    const fresh = await freshPostgres(baseUrl as string, 'lead_reliability');
    database = fresh.database;
    const { pageId } = await seedLeadPage(database, 'reliable');
    const env = { DATABASE_URL: fresh.url, LEAD_LIMIT_MAX: '1000000' };
    server = await startServer(env);
    const port = server.port;

    const acknowledged = new Set<string>();
    let retried = 0;
    let restarting: Promise<void> | null = null;
    const kills: number[] = [];
    const restart = async () => {
      const old = server as ServerProcess;
      kills.push(acknowledged.size);
      old.child.kill('SIGKILL');
      await old.exited;
      server = await startServer(env, port);
    };

    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    let next = 0;
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < SUBMISSIONS) {
        const i = next++;
        const { key, body } = leadBody(pageId, i);
        const { attempts } = await postUntilAcknowledged(() => port, { host: 'reliable.localhost', body }, agent);
        if (attempts > 1) retried++;
        acknowledged.add(key);
        if (restarting === null && kills.length < KILL_AT.length && acknowledged.size >= KILL_AT[kills.length]) {
          restarting = restart().finally(() => { restarting = null; });
        }
      }
    }));
    await restarting;
    agent.destroy();
    const seconds = (Date.now() - started) / 1000;

    const rows = await database.withConnection((c) => c.query<{ idem_key: string | null; n: string }>(
      'SELECT idem_key, count(*) AS n FROM leads WHERE page_id = $1 GROUP BY idem_key', [pageId],
    ));
    // Each stored lead has exactly one lead.created event (what notifications and webhooks follow).
    const events = await database.withConnection((c) => c.query<{ leads: string; events: string; distinct_leads: string }>(
      `SELECT (SELECT count(*) FROM leads WHERE page_id = $1) AS leads, count(*) AS events, count(DISTINCT payload->>'leadId') AS distinct_leads
       FROM events WHERE type = 'lead.created' AND (payload->>'pageId')::bigint = $1`, [pageId],
    ));
    const doubled = rows.filter((r) => Number(r.n) > 1);
    const stored = new Set(rows.map((r) => r.idem_key));
    const missing = [...acknowledged].filter((k) => !stored.has(k));
    console.log(`lead reliability: ${SUBMISSIONS} acknowledged in ${seconds.toFixed(1)} s, kills at ${kills.join(' and ')} acknowledged, ${retried} submissions needed a retry; stored ${rows.length}, doubled ${doubled.length}, missing ${missing.length}`);
    expect(kills).toHaveLength(KILL_AT.length);
    expect(retried).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(SUBMISSIONS);
    expect(missing).toEqual([]);
    expect(doubled).toEqual([]);
    expect(rows).toHaveLength(SUBMISSIONS);
    expect(events.map((e) => [Number(e.leads), Number(e.events), Number(e.distinct_leads)])).toEqual([[SUBMISSIONS, SUBMISSIONS, SUBMISSIONS]]);
  }, 240_000);
});
