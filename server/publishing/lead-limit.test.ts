import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './lead-limit';

describe('lead limiter', () => {
  it('allows max per key and window, says when to come back, and opens again after the window', () => {
    let t = 1_000;
    const limit = createWindowLimiter({ max: 2, windowMs: 60_000, now: () => t });
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
    expect(limit.take('b')).toBe(true); // another sender or site is counted apart
    t += 30_000;
    expect(limit.retryAfter('a')).toBe(30);
    expect(limit.take('a')).toBe(false);
    t += 30_000;
    expect(limit.retryAfter('a')).toBe(0);
    expect(limit.take('a')).toBe(true);
  });

  it('keeps its memory bounded', () => {
    let t = 0;
    const limit = createWindowLimiter({ max: 1, windowMs: 1_000, now: () => t, maxKeys: 3 });
    for (const k of ['a', 'b', 'c']) limit.take(k);
    t = 500;
    expect(limit.take('d')).toBe(true); // full of live windows: the oldest goes
    expect(limit.take('a')).toBe(true); // forgotten, so counted afresh
    expect(limit.take('d')).toBe(false);
  });
});
