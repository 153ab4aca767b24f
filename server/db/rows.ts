// Rows of a raw statement (db.execute): PGlite and the pg Pool both answer `{ rows }`, which
// Drizzle's shared Database type does not say, so the one cast lives here.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
