// Time as the queue sees it. Run times, leases and backoff are computed from this clock (not the
// database's now()), so a test can move time forward and watch retries fall due deterministically.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to (tests). */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function manualClock(start: Date = new Date('2030-01-01T00:00:00Z')): ManualClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => { t += ms; },
    set: (at) => { t = at.getTime(); },
  };
}
