// Housekeeping of the queue (`jobs.housekeeping`, hourly): the queue and the event log would grow
// by a handful of rows per lead forever. Removed, in batches of BATCH rows (each its own short
// statement, so no long lock is held and workers keep claiming meanwhile):
// - done jobs whose `finished_at` is older than JOB_RETENTION_DAYS. A job's dedupe key is
//   forgotten with its row; every product key names a single fact (an event, an outbox row, an
//   hour, a due time), so nothing enqueues the same key again a week later.
// - events older than EVENT_RETENTION_DAYS that no job refers to any more (their jobs were done
//   and removed). An event still followed by a queued, running or dead job stays with that job.
// Queued, running and dead jobs are never removed here: a dead job stays until the owner retries
// it or marks it handled (/settings), and a handled one is then removed like any done job.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { registerJob } from './registry';

export const JOB_RETENTION_DAYS = 7;
export const EVENT_RETENTION_DAYS = 30;
const BATCH = 1000;
const DAY_MS = 86_400_000;

export interface Swept { jobs: number; events: number }

async function deleteInBatches(db: Db, statement: () => ReturnType<typeof sql>, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await rowsOf<{ id: string | number }>(db, statement());
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

/** One pass of housekeeping as of `now`; returns how many rows went. */
export async function sweepJobs(db: Db, { now, batch = BATCH }: { now: Date; batch?: number }): Promise<Swept> {
  const jobsBefore = new Date(now.getTime() - JOB_RETENTION_DAYS * DAY_MS).toISOString();
  const eventsBefore = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  // SKIP LOCKED: a row another statement holds (an owner's action) waits for the next pass.
  const jobs = await deleteInBatches(db, () => sql`
    DELETE FROM jobs WHERE id IN (
      SELECT id FROM jobs WHERE state = 'done' AND finished_at < ${jobsBefore}::timestamptz
      ORDER BY finished_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING id`, batch);
  const events = await deleteInBatches(db, () => sql`
    DELETE FROM events WHERE id IN (
      SELECT e.id FROM events e
      WHERE e.created < ${eventsBefore}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.event_id = e.id)
      ORDER BY e.created, e.id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
    RETURNING id`, batch);
  return { jobs, events };
}

registerJob('jobs.housekeeping', async (_payload, { deps, clock, log }) => {
  const swept = await sweepJobs(deps.db, { now: clock.now() });
  if (swept.jobs + swept.events > 0) log.info(swept, 'jobs housekeeping');
}, { maxAttempts: 5, backoff: { baseMs: 60_000, maxMs: 600_000 } });
