// emit(): the outbox. A fact's event and the jobs that follow it (kinds.ts `subscriptions`) are
// written by one statement in the caller's transaction — or in the fact's own statement
// (eventCtes) — so they commit, or roll back, with the fact itself: a lead is never stored without
// its notifications, nor notified without being stored.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from './clock';
import { fannedOut, subscriptions as productSubscriptions, type EventPayloads, type SubscriptionTable } from './kinds';
import { classOf } from './lanes';
import { JOBS_CHANNEL, maxAttemptsOf } from './queue';
import { rowsOf } from '../../db/rows';

export type EventType = keyof EventPayloads & string;

export interface NewEvent<T extends EventType = EventType> {
  type: T;
  accountId: number | null;
  payload: EventPayloads[T];
}

export interface Emitted {
  eventId: number;
  /** Ids of the follow-up jobs enqueued. */
  jobIds: number[];
}

/** The kinds written with an event of `type`: its subscribers, or the one fan-out job (kinds.ts `fannedOut`). */
function kindsWritten(type: EventType, table: SubscriptionTable | undefined): readonly string[] {
  if (table) return table[type] ?? [];
  return fannedOut.has(type) ? ['events.fanout'] : productSubscriptions[type] ?? [];
}

/**
 * The INSERT of one job per kind following the event of a CTE named `ev` (id, payload): payload =
 * the event's, dedupe key `kind:eventId` (so writing them twice adds nothing), due at `clock`'s now.
 * Used by eventCtes and by the fan-out job (fanout.ts).
 */
export function followUpInsert(kinds: readonly string[], accountId: SQL, clock: Clock = systemClock, notify = true): SQL {
  const runAt = clock.now().toISOString();
  const follow = kinds.map((k) => sql`(${k}::text, ${maxAttemptsOf(k)}::integer, ${classOf(k)}::smallint)`);
  return sql`
      INSERT INTO jobs (kind, payload, account_id, event_id, dedupe_key, run_at, max_attempts, created, class)
      SELECT f.kind, ev.payload, ${accountId}, ev.id, f.kind || ':' || ev.id,
        ${runAt}::timestamptz, f.max_attempts, ${runAt}::timestamptz, f.class
      FROM ev, (VALUES ${sql.join(follow, sql`, `)}) AS f (kind, max_attempts, class)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id${notify ? sql`, pg_notify(${JOBS_CHANNEL}, '')` : sql``}`;
}

/**
 * The outbox as parts of one statement: `ev` (the event) and `added` (one job per subscribed kind,
 * or the one `events.fanout` job of a fanned-out event) as CTEs, for a caller that writes its fact
 * in the same statement: `payload` may read the fact's CTE named in `from` (e.g. the new lead's id).
 * One statement is one round trip and, outside a transaction, one atomic commit. `notify: false`
 * leaves out the NOTIFY (a commit that notifies holds PostgreSQL's one notify lock): the caller
 * wakes the workers itself (nudge.ts).
 */
export function eventCtes(event: { type: EventType; accountId: number | null }, payload: SQL, opts: { clock?: Clock; subscriptions?: SubscriptionTable; from?: SQL; notify?: boolean } = {}): SQL {
  const kinds = kindsWritten(event.type, opts.subscriptions);
  const ev = sql`ev AS (
      INSERT INTO events (account_id, type, payload) SELECT ${event.accountId}::bigint, ${event.type}, ${payload}${opts.from ? sql` FROM ${opts.from}` : sql``}
      RETURNING id, payload)`;
  if (kinds.length === 0) return sql`${ev}, added AS (SELECT NULL::bigint AS id WHERE false)`;
  return sql`${ev},
    added AS (${followUpInsert(kinds, sql`${event.accountId}::bigint`, opts.clock, opts.notify ?? true)})`;
}

/**
 * Appends an event and enqueues one job per subscribed kind (payload = the event's payload, dedupe
 * key `kind:eventId`) — or the one fan-out job of a fanned-out event — in `tx`. `subscriptions`
 * defaults to the product's table (tests pass their own, which is never fanned out).
 */
export async function emit<T extends EventType>(
  tx: Db,
  event: NewEvent<T>,
  opts: { clock?: Clock; subscriptions?: SubscriptionTable } = {},
): Promise<Emitted> {
  const rows = await rowsOf<{ event_id: string | number; job_id: string | number | null }>(tx, sql`
    WITH ${eventCtes(event, sql`${JSON.stringify(event.payload)}::jsonb`, opts)}
    SELECT ev.id AS event_id, added.id AS job_id FROM ev LEFT JOIN added ON true`);
  return {
    eventId: Number(rows[0].event_id),
    jobIds: rows.filter((r) => r.job_id !== null).map((r) => Number(r.job_id)),
  };
}
