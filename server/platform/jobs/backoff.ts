// Exponential backoff with jitter ("equal jitter"): the n-th failure waits between half and all of
// base·2^(n-1), capped. The jitter spreads retries of many jobs that failed together (a provider
// outage) instead of sending them back at the same instant.

export interface Backoff {
  /** Delay after the first failure, in ms. */
  baseMs: number;
  /** No delay is longer than this, in ms. */
  maxMs: number;
}

export const defaultBackoff: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };

/** `attempt` is the number of the attempt that just failed (1 for the first). `random` is in [0, 1). */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exp = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
