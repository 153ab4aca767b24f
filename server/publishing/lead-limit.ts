// Lead intake is open to the internet, so one sender cannot flood a site's inbox: at most `max`
// leads per sender and site in a fixed window. A person filling a form never gets near it; the
// limit is per server instance (several instances multiply it, which is still a bound).
export interface WindowLimiter {
  /** Counts one for `key`; false when the key has used up its window. */
  take(key: string): boolean;
  /** Seconds until `key` may send again (0 when it may now). */
  retryAfter(key: string): number;
}

export interface WindowLimiterOptions {
  max: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most; past it, expired windows are swept, then the oldest dropped. */
  maxKeys?: number;
}

export const LEAD_LIMIT = { max: 20, windowMs: 10 * 60_000 };

export function createWindowLimiter({ max, windowMs, now = Date.now, maxKeys = 50_000 }: WindowLimiterOptions): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (t: number) => {
    for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    for (const k of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(k);
    }
  };
  return {
    take(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (!w && windows.size >= maxKeys) sweep(t);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) return false;
      w.count++;
      return true;
    },
    retryAfter(key) {
      const w = windows.get(key);
      if (!w || w.count < max) return 0;
      return Math.max(0, Math.ceil((w.start + windowMs - now()) / 1000));
    },
  };
}
