// The store of @fastify/rate-limit for the login, sign-up, recovery and code routes: the fixed windows
// live in the database (rate_limits, migration 0170) instead of each process's memory, so several
// server processes (SERVER_PROCESSES) or instances count one client against one limit. One upsert per
// limited request, timed by the database's clock so processes agree on the window.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client';
import { countInWindow, sweepWindows } from '../window-count';

/** Expired windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

type Incr = FastifyRateLimitStore['incr'];

/** The store class the plugin instantiates (`store` option), bound to `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  let longestWindowMs = 0;
  const sweep = async (now: number) => {
    lastSweep = now;
    await sweepWindows(db, 'rate_limits', longestWindowMs);
  };
  const incr: Incr = (key, callback, timeWindow, max) => {
    longestWindowMs = Math.max(longestWindowMs, Math.round(timeWindow));
    const now = Date.now();
    void (async () => {
      try {
        const { count, ttlMs } = await countInWindow(db, 'rate_limits', key, timeWindow, max);
        if (now - lastSweep > SWEEP_EVERY_MS) await sweep(now);
        callback(null, { current: count, ttl: ttlMs });
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
