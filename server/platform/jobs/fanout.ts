// The fan-out job of a hot-path event (kinds.ts `fannedOut`): enqueues the event's follow-up jobs
// (kinds.ts `subscriptions`) with the dedupe keys emit() would have given them (`kind:eventId`), so
// a fan-out that runs twice (a crash before "done") adds nothing the second time. The worker hands
// it the fan-outs of one claim together: one statement enqueues the follow-ups of all of them. A
// follow-up whose kind declares `followsWhen` is enqueued only where that holds (no integration
// job for an account without integrations, no forward for a page without its forwarder).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from './clock';
import { classOf } from './lanes';
import { fannedOut, subscriptions } from './kinds';
import { JOBS_CHANNEL, maxAttemptsOf } from './queue';
import { rowsOf } from '../../db/rows';
import { jobDefinition, PermanentJobError, registerJob, type JobInfo } from './registry';

/** (event type, kind) of every fanned-out event's follow-ups, with what each job row carries. */
function followUps(): SQL[] {
  const rows: SQL[] = [];
  for (const type of fannedOut) {
    for (const kind of subscriptions[type] ?? []) rows.push(sql`(${type}::text, ${kind}::text, ${maxAttemptsOf(kind)}::integer, ${classOf(kind)}::smallint)`);
  }
  return rows;
}

/** Per kind, the condition its definition declares (registry.ts `followsWhen`); true otherwise. */
function conditions(): SQL {
  const cases: SQL[] = [];
  for (const type of fannedOut) {
    for (const kind of subscriptions[type] ?? []) {
      const when = jobDefinition(kind)?.followsWhen;
      if (when) cases.push(sql`WHEN ${kind}::text THEN ${when}`);
    }
  }
  return cases.length === 0 ? sql`true` : sql`CASE f.kind ${sql.join(cases, sql` `)} ELSE true END`;
}

/**
 * Enqueues the follow-ups of the fan-out jobs `jobs` (one statement); per job in order, undefined
 * or the error it fails with (its event is gone, or it has none).
 */
export async function fanOut(db: Db, jobs: readonly JobInfo[], clock: Clock = systemClock): Promise<unknown[]> {
  const ids = jobs.map((j) => j.eventId).filter((id): id is number => id !== null);
  const follow = followUps();
  const found = new Set<number>();
  if (ids.length > 0 && follow.length > 0) {
    const now = clock.now().toISOString();
    const rows = await rowsOf<{ id: string | number; added: string | number }>(db, sql`
      WITH ev AS (SELECT id, type, payload, account_id FROM events WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])),
      added AS (
        INSERT INTO jobs (kind, payload, account_id, event_id, dedupe_key, run_at, max_attempts, created, class)
        SELECT f.kind, ev.payload, ev.account_id, ev.id, f.kind || ':' || ev.id, ${now}::timestamptz, f.max_attempts, ${now}::timestamptz, f.class
        FROM ev JOIN (VALUES ${sql.join(follow, sql`, `)}) AS f (type, kind, max_attempts, class) ON f.type = ev.type
        WHERE ${conditions()}
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id),
      woken AS (SELECT pg_notify(${JOBS_CHANNEL}, '') FROM (SELECT 1 FROM added LIMIT 1) any_added)
      SELECT ev.id, (SELECT count(*) FROM woken) AS added FROM ev`);
    for (const r of rows) found.add(Number(r.id));
  } else if (ids.length > 0) {
    const rows = await rowsOf<{ id: string | number }>(db, sql`SELECT id FROM events WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
    for (const r of rows) found.add(Number(r.id));
  }
  return jobs.map((j) => {
    if (j.eventId === null) return new PermanentJobError('a fan-out job without its event');
    if (!found.has(j.eventId)) return new PermanentJobError(`event ${j.eventId} is gone`);
    return undefined;
  });
}

registerJob('events.fanout', async (_payload, { deps, job, clock }) => {
  const [outcome] = await fanOut(deps.db, [job], clock);
  if (outcome !== undefined) throw outcome;
}, { batch: async (items, { deps, clock }) => fanOut(deps.db, items.map((i) => i.job), clock) });
