// Lead intake is open to the internet, so one sender cannot flood a site's inbox: at most `max`
// leads per sender and site in a fixed window. A person filling a form never gets near it. The
// windows live in the database (lead_limits), so every server instance counts against the same
// limit; one upsert per lead (platform/window-count.ts), timed by the database's clock.
import type { Db } from '../db/client';
import { countInWindow, sweepWindows } from '../platform/window-count';

export interface LeadLimitOptions { max: number; windowMs: number }

/** Defaults (README: LEAD_LIMIT_MAX, LEAD_LIMIT_WINDOW_MS). */
export const LEAD_LIMIT: LeadLimitOptions = { max: 20, windowMs: 10 * 60_000 };

export interface LeadLimiter {
  /** Counts one for `key`; `allowed` false once the key has used up its window (then `retryAfter` s). */
  take(key: string): Promise<{ allowed: boolean; retryAfter: number }>;
}

/** Expired windows are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

export function createLeadLimiter(db: Db, { max, windowMs }: LeadLimitOptions): LeadLimiter {
  let lastSweep = 0;
  return {
    async take(key) {
      const { count, ttlMs } = await countInWindow(db, 'lead_limits', key, windowMs, max);
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await sweepWindows(db, 'lead_limits', windowMs);
      }
      return count <= max ? { allowed: true, retryAfter: 0 } : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
