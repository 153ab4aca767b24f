import { describe, expect, it } from 'vitest';
import { testDatabases, resetDatabase } from '../testing/db';
import { createLeadLimiter } from './intake-limit';

describe.each(testDatabases)('lead limiter on $name', (tdb) => {
  it('allows max per key and window across instances, says when to come back, and opens again after the window', async () => {
    const database = await tdb.open();
    await resetDatabase(database);
    // Two instances of the server share the database, so they share the limit.
    const one = createLeadLimiter(database.db, { max: 2, windowMs: 60_000 });
    const two = createLeadLimiter(database.db, { max: 2, windowMs: 60_000 });
    expect((await one.take('a')).allowed).toBe(true);
    expect((await two.take('a')).allowed).toBe(true);
    const refused = await one.take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(50);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await two.take('b')).allowed).toBe(true); // another sender or site is counted apart
    // The window has passed (moved back in the table rather than waiting a minute).
    await database.withConnection((c) => c.query("UPDATE lead_limits SET window_start = window_start - interval '61 seconds' WHERE key = 'a'"));
    expect(await two.take('a')).toEqual({ allowed: true, retryAfter: 0 });
    const rows = await database.withConnection((c) => c.query<{ count: number }>("SELECT count FROM lead_limits WHERE key = 'a'"));
    expect(rows.map((r) => Number(r.count))).toEqual([1]);
  });

  it('counts concurrent takes exactly', async () => {
    const database = await tdb.open();
    await resetDatabase(database);
    const limiter = createLeadLimiter(database.db, { max: 10, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.take('burst')));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
