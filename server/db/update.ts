// One UPDATE … RETURNING for PATCH handlers. A PATCH that changes nothing ({} or only undefined
// fields) is a no-op answered with the row as it is (200), on every route the same way — never
// an "UPDATE with no SET" error from the query builder.
import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export async function updateReturning<T extends PgTable>(db: Db, table: T, where: SQL | undefined, set: PgUpdateSetSource<T>): Promise<T['$inferSelect'] | undefined> {
  const changes = Object.fromEntries(Object.entries(set).filter(([, x]) => x !== undefined)) as PgUpdateSetSource<T>;
  if (Object.keys(changes).length === 0) {
    const rows = (await db.select().from(table as PgTable).where(where).limit(1)) as T['$inferSelect'][];
    return rows[0];
  }
  // The generic table loses drizzle's row type on the way; T['$inferSelect'] is what it returns.
  const rows = (await db.update(table).set(changes).where(where).returning()) as T['$inferSelect'][];
  return rows[0];
}
