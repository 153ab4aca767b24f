// The daily secret salt of visitor hashes, shared by every instance through the database: the
// first instance to need a day's salt makes it (random, 16 bytes), the others read the same one.
// Each instance keeps today's (and yesterday's, for late hits) in memory. maintain.ts deletes a
// day's salt one hour after the day is over.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** The UTC day of an instant, as YYYY-MM-DD: the salt's and the raw hits' day. */
export const utcDay = (at: number | Date): string => new Date(at).toISOString().slice(0, 10);

export interface Salts {
  /** The salt of `day`; null when it is gone (the day is long over). */
  get(day: string): Promise<Buffer | null>;
}

export function createSalts(db: Db, now: () => number = Date.now): Salts {
  const known = new Map<string, Buffer>();
  return {
    async get(day) {
      // Salts of days long over are forgotten here too, as they are in the database.
      const oldest = utcDay(now() - 25 * 3600_000);
      for (const d of known.keys()) if (d < oldest) known.delete(d);
      const hit = known.get(day);
      if (hit) return hit;
      if (day < oldest) return null;
      // Only today's (or tomorrow's, at midnight) salt is made; an older day's is only read.
      const makeable = day >= utcDay(now());
      const read = sql`SELECT salt FROM stat_salts WHERE day = ${day}::date`;
      let rows = await rowsOf<{ salt: Buffer | Uint8Array }>(db, makeable
        ? sql`WITH made AS (INSERT INTO stat_salts (day, salt) VALUES (${day}::date, ${randomBytes(16)}) ON CONFLICT (day) DO NOTHING RETURNING salt)
              SELECT salt FROM made UNION ALL SELECT salt FROM stat_salts WHERE day = ${day}::date LIMIT 1`
        : read);
      // Another instance made it while this statement ran (its row was not in our snapshot yet).
      if (rows.length === 0 && makeable) rows = await rowsOf(db, read);
      if (rows.length === 0) return null;
      const raw = rows[0].salt;
      const salt = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
      if (known.size > 4) known.clear();
      known.set(day, salt);
      return salt;
    },
  };
}
