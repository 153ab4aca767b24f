// Database errors that only bad input can cause answer as client errors, on both databases, even
// when a check before the query is missing (here: a route added for the test that skips validation).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { clientErrorFromDatabase } from './db-errors';

/** The error a real query raises on this database. */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the query did not fail');
}

describe.each(testDatabases)('database errors from bad input on $name', (database) => {
  const h = useHarness(database);

  it('maps NUL, out-of-range, malformed and duplicate values to 400/409', async () => {
    const db = h.database.db;
    const cases: [string, () => Promise<unknown>, number, string][] = [
      ['NUL in text', () => db.execute(sql`SELECT ${'a\u0000b'}::text`), 400, 'input.invalid_text'],
      ['NUL in jsonb', () => db.execute(sql`SELECT ${JSON.stringify({ x: 'a\u0000' })}::jsonb`), 400, 'input.invalid_text'],
      ['integer overflow', () => db.execute(sql`SELECT ${2147483648}::integer`), 400, 'input.out_of_range'],
      ['bigint overflow', () => db.execute(sql`SELECT ${'100000000000000000000'}::bigint`), 400, 'input.out_of_range'],
      ['not a number', () => db.execute(sql`SELECT ${'12abc'}::integer`), 400, 'input.invalid'],
    ];
    for (const [name, run, status, code] of cases) {
      const mapped = clientErrorFromDatabase(await errorOf(run));
      expect(mapped && { status: mapped.error.statusCode, code: mapped.error.code }, name).toEqual({ status, code });
    }
    // One transaction: a temporary table lives on one connection of the pool.
    const dup = clientErrorFromDatabase(await errorOf(() => db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE s2_probe (t text UNIQUE) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO s2_probe (t) VALUES ('taken')`);
      await tx.execute(sql`INSERT INTO s2_probe (t) VALUES ('taken')`);
    })));
    expect(dup && { status: dup.error.statusCode, code: dup.error.code }).toEqual({ status: 409, code: 'input.taken' });
    // A server-side fault (a missing table) stays a 500.
    expect(clientErrorFromDatabase(await errorOf(() => db.execute(sql`SELECT * FROM s2_no_such_table`)))).toBeNull();
    expect(clientErrorFromDatabase(new Error('plain'))).toBeNull();
  });

  it('answers through the app\'s error handler in the caller\'s language', async () => {
    h.app.post('/api/test/unvalidated', async (req) => {
      await h.database.db.execute(sql`SELECT ${(req.body as { n: number }).n}::integer`);
      return { ok: true };
    });
    const res = await h.app.inject({ method: 'POST', url: '/api/test/unvalidated', payload: { n: 1e12 }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', code: 'input.out_of_range', message: 'The number is out of range', status: 400 });
  });
});
