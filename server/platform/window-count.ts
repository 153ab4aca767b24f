// A fixed-window counter in the database, for limits every server process must share (the lead
// limit, leads/intake-limit.ts; the login and code routes, platform/http/rate-limit-store.ts). One upsert
// per counted request, timed by the database's clock so processes agree on the window. The tables
// have the same three columns: key (primary key), window_start, count.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedRows } from '../db/prepared';

export type WindowTable = 'lead_limits' | 'rate_limits';

const interval = (ms: number) => sql.raw(`interval '${Math.max(1, Math.round(ms))} milliseconds'`);

/** Counts one for `key`: the count in its window (stopping at max + 1, so a flood does not grow it) and the ms left. */
export async function countInWindow(db: Db, table: WindowTable, key: string, windowMs: number, max: number): Promise<{ count: number; ttlMs: number }> {
  const window = interval(windowMs);
  const [row] = await preparedRows<{ count: number; ttl: number }>(db, sql`
    INSERT INTO ${sql.identifier(table)} AS w (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN w.window_start <= now() - ${window} THEN now() ELSE w.window_start END,
      count = CASE WHEN w.window_start <= now() - ${window} THEN 1 ELSE LEAST(w.count + 1, ${max + 1}) END
    RETURNING count, ceil(extract(epoch FROM w.window_start + ${window} - now()) * 1000)::int AS ttl`);
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl)) };
}

/** Deletes the windows that ended more than `windowMs` ago. */
export async function sweepWindows(db: Db, table: WindowTable, windowMs: number): Promise<void> {
  await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE window_start < now() - ${interval(windowMs)}`);
}
