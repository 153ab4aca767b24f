// What an account uses against its tariff (SPEC §6): pages outside the trash and domains. Shared by
// the account view (usage, tariff downgrade check) and the add-page / add-domain limit checks.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, pages } from '../db/schema-pages';

export async function countPages(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages).where(and(eq(pages.accountId, accountId), isNull(pages.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function countDomains(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(domains).where(eq(domains.accountId, accountId));
  return Number(row?.n ?? 0);
}
