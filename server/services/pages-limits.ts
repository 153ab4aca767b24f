// SPEC §6 tariff limits on pages and domains: the tariff's number plus extension packets; a NULL
// limit is unlimited. Pages in the trash do not count (restoring one checks again).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, pages } from '../db/schema-pages';
import type { AccountRow } from '../http/context';
import { tariffLimit } from '../http/errors';
import { emptyPackets, getTariff, limitsOf } from './accounts';

async function limitOf(db: Db, account: AccountRow, kind: 'pages' | 'domains'): Promise<number | null> {
  const tariff = await getTariff(db, account.tarif);
  if (!tariff) throw new Error(`Account ${account.id} has unknown tariff ${account.tarif}`);
  return limitsOf(tariff, { ...emptyPackets, ...account.packets })[kind];
}

export async function countPages(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages).where(and(eq(pages.accountId, accountId), isNull(pages.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function countDomains(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(domains).where(eq(domains.accountId, accountId));
  return Number(row?.n ?? 0);
}

/** Throws 402 tariff.limit.pages when `adding` more pages would exceed the limit. */
export async function assertCanAddPages(db: Db, account: AccountRow, adding = 1): Promise<void> {
  const limit = await limitOf(db, account, 'pages');
  if (limit !== null && (await countPages(db, account.id)) + adding > limit) throw tariffLimit('pages', limit);
}

export async function assertCanAddDomain(db: Db, account: AccountRow): Promise<void> {
  const limit = await limitOf(db, account, 'domains');
  if (limit !== null && (await countDomains(db, account.id)) + 1 > limit) throw tariffLimit('domains', limit);
}
