// emit(): the outbox. A fact's event and the jobs that follow it (kinds.ts `subscriptions`) are
// written by one statement in the caller's transaction — or in the fact's own statement
// (eventCtes) — so they commit, or roll back, with the fact itself: a lead is never stored without
// its notifications, nor notified without being stored.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemClock, type Clock } from './clock';
import { subscriptions as productSubscriptions, type EventPayloads, type SubscriptionTable } from './kinds';
import { JOBS_CHANNEL, maxAttemptsOf, rowsOf } from './queue';

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

/**
 * The outbox as parts of one statement: `ev` (the event) and `added` (one job per subscribed kind,
 * payload = the event's, dedupe key `kind:eventId`) as CTEs, for a caller that writes its fact in
 * the same statement: `payload` may read the fact's CTE named in `from` (e.g. the new lead's id).
 * One statement is one round trip and, outside a transaction, one atomic commit.
 */
export function eventCtes(event: { type: EventType; accountId: number | null }, payload: SQL, opts: { clock?: Clock; subscriptions?: SubscriptionTable; from?: SQL } = {}): SQL {
  const table = opts.subscriptions ?? productSubscriptions;
  const kinds: readonly string[] = table[event.type] ?? [];
  const runAt = (opts.clock ?? systemClock).now().toISOString();
  const ev = sql`ev AS (
      INSERT INTO events (account_id, type, payload) SELECT ${event.accountId}::bigint, ${event.type}, ${payload}${opts.from ? sql` FROM ${opts.from}` : sql``}
      RETURNING id, payload)`;
  if (kinds.length === 0) return sql`${ev}, added AS (SELECT NULL::bigint AS id WHERE false)`;
  const follow = kinds.map((k) => sql`(${k}::text, ${maxAttemptsOf(k)}::integer)`);
  return sql`${ev},
    added AS (
      INSERT INTO jobs (kind, payload, account_id, event_id, dedupe_key, run_at, max_attempts, created)
      SELECT f.kind, ev.payload, ${event.accountId}::bigint, ev.id, f.kind || ':' || ev.id,
        ${runAt}::timestamptz, f.max_attempts, ${runAt}::timestamptz
      FROM ev, (VALUES ${sql.join(follow, sql`, `)}) AS f (kind, max_attempts)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id, pg_notify(${JOBS_CHANNEL}, ''))`;
}

/**
 * Appends an event and enqueues one job per subscribed kind (payload = the event's payload, dedupe
 * key `kind:eventId`), in `tx`. `subscriptions` defaults to the product's table (tests pass their own).
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
