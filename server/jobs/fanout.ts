// The fan-out job of a hot-path event (kinds.ts `fannedOut`): enqueues the event's follow-up jobs
// (kinds.ts `subscriptions`) with the dedupe keys emit() would have given them (`kind:eventId`), so
// a fan-out that runs twice (a crash before "done") adds nothing the second time.
import { sql } from 'drizzle-orm';
import { followUpInsert } from './events';
import { subscriptions, type EventPayloads } from './kinds';
import { rowsOf } from './queue';
import { PermanentJobError, registerJob } from './registry';

registerJob('events.fanout', async (_payload, { deps, job, clock }) => {
  if (job.eventId === null) throw new PermanentJobError('a fan-out job without its event');
  const [event] = await rowsOf<{ type: string }>(deps.db, sql`SELECT type FROM events WHERE id = ${job.eventId}`);
  if (!event) throw new PermanentJobError(`event ${job.eventId} is gone`);
  const kinds: readonly string[] = subscriptions[event.type as keyof EventPayloads] ?? [];
  if (kinds.length === 0) return;
  await deps.db.execute(sql`
    WITH ev AS (SELECT id, payload, account_id FROM events WHERE id = ${job.eventId}),
    added AS (${followUpInsert(kinds, sql`ev.account_id`, clock)})
    SELECT count(*) FROM added`);
});
