// Projects of an account (SPEC §3 Project): where a page lands when no project is named.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';

/** The account's first project (its default one), or null when it has none. */
export async function firstProjectId(db: Db, accountId: number): Promise<number | null> {
  const [p] = await db.select({ id: projects.id }).from(projects).where(eq(projects.accountId, accountId)).orderBy(asc(projects.id)).limit(1);
  return p?.id ?? null;
}
