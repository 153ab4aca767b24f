// Lead intake is open to the internet, so one sender cannot flood a site's inbox: at most `max`
// leads per sender and site in a fixed window. A person filling a form never gets near it. The
// windows live in the database (lead_limits), so every server instance counts against the same
// limit; one upsert per lead, timed by the database's clock so instances agree on the window.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadLimits } from '../db/schema-leads';

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
  const window = sql.raw(`interval '${Math.max(1, Math.round(windowMs))} milliseconds'`);
  let lastSweep = 0;
  return {
    async take(key) {
      const expired = sql`${leadLimits.windowStart} <= now() - ${window}`;
      // The count stops at max + 1: a flood does not grow it without bound.
      const [row] = await db.insert(leadLimits).values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: leadLimits.key,
          set: {
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${leadLimits.windowStart} END`,
            count: sql`CASE WHEN ${expired} THEN 1 ELSE LEAST(${leadLimits.count} + 1, ${max + 1}) END`,
          },
        })
        .returning({ count: leadLimits.count, retryAfter: sql<number>`ceil(extract(epoch FROM ${leadLimits.windowStart} + ${window} - now()))::int` });
      const now = Date.now();
      if (now - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now;
        await db.delete(leadLimits).where(lt(leadLimits.windowStart, sql`now() - ${window}`));
      }
      return row.count <= max ? { allowed: true, retryAfter: 0 } : { allowed: false, retryAfter: Math.max(1, Number(row.retryAfter)) };
    },
  };
}
