// The store of @fastify/rate-limit for the login, sign-up, recovery and code routes: the fixed windows
// live in the database (rate_limits, migration 0170) instead of each process's memory, so several
// server processes (SERVER_PROCESSES) or instances count one client against one limit. One upsert per
// limited request, timed by the database's clock so processes agree on the window.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema-limits';

/** Expired windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];

/** One window upsert: the count after this request (stopping at max + 1) and the ms left in the window. */
export async function countInWindow(db: Db, key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
  const window = sql.raw(`interval '${Math.max(1, Math.round(windowMs))} milliseconds'`);
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db.insert(rateLimits).values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
        count: sql`CASE WHEN ${expired} THEN 1 ELSE LEAST(${rateLimits.count} + 1, ${max + 1}) END`,
      },
    })
    .returning({ current: rateLimits.count, ttl: sql<number>`ceil(extract(epoch FROM ${rateLimits.windowStart} + ${window} - now()) * 1000)::int` });
  return { current: row.current, ttl: Math.max(0, Number(row.ttl)) };
}

/** The store class the plugin instantiates (`store` option), bound to `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  let longestWindowMs = 0;
  const sweep = async (now: number) => {
    lastSweep = now;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - ${sql.raw(`interval '${longestWindowMs} milliseconds'`)}`));
  };
  const incr: Incr = (key, callback, timeWindow, max) => {
    longestWindowMs = Math.max(longestWindowMs, Math.round(timeWindow));
    const now = Date.now();
    void (async () => {
      try {
        const result = await countInWindow(db, key, timeWindow, max);
        if (now - lastSweep > SWEEP_EVERY_MS) await sweep(now);
        callback(null, result);
      } catch (err) {
        callback(err instanceof Error ? err : new Error(String(err)));
      }
    })();
  };
  class DatabaseStore implements FastifyRateLimitStore {
    incr = incr;
    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
