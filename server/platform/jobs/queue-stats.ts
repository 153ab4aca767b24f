// How deep the queue is, by kind, and how long its oldest due job has waited: what the settings
// screen's deliveries show an owner (their account's jobs) and what the metrics endpoint exports
// (every account's). A job "waits" once it is due; one scheduled later (a retry's backoff, a
// reminder) is counted apart, since nothing is late about it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from './clock';
import { rowsOf } from '../../db/rows';

export interface KindQueueStats {
  kind: string;
  /** Queued and due: taken as soon as a worker of its class is free. */
  waiting: number;
  /** Queued for later (a retry's backoff, a reminder's time). */
  scheduled: number;
  running: number;
  /** How long the oldest due job of this kind has waited; null when none waits. */
  oldestWaitingMs: number | null;
}

export interface QueueStats {
  kinds: KindQueueStats[];
  /** The longest any due job has waited; null when none waits. */
  oldestWaitingMs: number | null;
}

interface Row { kind: string; waiting: string | number; scheduled: string | number; running: string | number; oldest_ms: string | number | null }

/** The queue by kind (of one account with `accountId`), read from the waiting jobs' index. */
export async function queueStats(db: Db, opts: { accountId?: number; clock?: Clock } = {}): Promise<QueueStats> {
  const now = (opts.clock ?? systemClock).now().toISOString();
  const rows = await rowsOf<Row>(db, sql`
    SELECT kind,
      count(*) FILTER (WHERE state = 'queued' AND run_at <= ${now}::timestamptz) AS waiting,
      count(*) FILTER (WHERE state = 'queued' AND run_at > ${now}::timestamptz) AS scheduled,
      count(*) FILTER (WHERE state = 'running') AS running,
      (extract(epoch FROM ${now}::timestamptz - min(run_at) FILTER (WHERE state = 'queued' AND run_at <= ${now}::timestamptz)) * 1000)::float8 AS oldest_ms
    FROM jobs
    WHERE state IN ('queued', 'running')${opts.accountId === undefined ? sql`` : sql` AND account_id = ${opts.accountId}`}
    GROUP BY kind ORDER BY kind`);
  const kinds = rows.map((r) => ({
    kind: r.kind,
    waiting: Number(r.waiting),
    scheduled: Number(r.scheduled),
    running: Number(r.running),
    oldestWaitingMs: r.oldest_ms === null ? null : Math.max(0, Math.round(Number(r.oldest_ms))),
  }));
  const ages = kinds.map((k) => k.oldestWaitingMs).filter((ms): ms is number => ms !== null);
  return { kinds, oldestWaitingMs: ages.length === 0 ? null : Math.max(...ages) };
}
