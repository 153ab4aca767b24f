// bytea round-trips byte for byte through drizzle on both drivers (PGlite uses the native hex
// codec of server/db/client.ts), including every byte value and an empty value. (Opening a
// fresh PGlite and migrating it takes most of the time.)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/db';

describe.each(testDatabases)('bytea on $name', (target) => {
  it('keeps every byte', { timeout: 90_000 }, async () => {
    const { db } = await target.open();
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    for (const bytes of [all, randomBytes(300_000), Buffer.alloc(0), new Uint8Array([0, 255, 10])]) {
      const result = await db.execute(sql`SELECT ${bytes}::bytea AS b, length(${bytes}::bytea) AS n`);
      const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as { b: Uint8Array; n: number };
      expect(Number(row.n)).toBe(bytes.length);
      expect(Buffer.compare(Buffer.from(row.b), Buffer.from(bytes))).toBe(0);
    }
  });
});
