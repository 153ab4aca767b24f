// SPEC §6 tariff limits on pages and domains: the tariff's number plus extension packets; a NULL
// limit is unlimited. Pages in the trash do not count (restoring one checks again).
import type { Db } from '../db/client';
import type { AccountRow } from '../http/context';
import { tariffLimit } from '../http/errors';
import { emptyPackets, getTariff, limitsOf } from './accounts';
import { countDomains, countPages } from './usage-counts';

export { countDomains, countPages };

async function limitOf(db: Db, account: AccountRow, kind: 'pages' | 'domains'): Promise<number | null> {
  const tariff = await getTariff(db, account.tarif);
  if (!tariff) throw new Error(`Account ${account.id} has unknown tariff ${account.tarif}`);
  return limitsOf(tariff, { ...emptyPackets, ...account.packets })[kind];
}

/** Throws 402 tariff.limit.pages when `adding` more pages would exceed the limit. */
export async function assertCanAddPages(db: Db, account: AccountRow, adding = 1): Promise<void> {
  const limit = await limitOf(db, account, 'pages');
  if (limit !== null && (await countPages(db, account.id)) + adding > limit) throw tariffLimit('pages', limit);
}

/** The tariff's domain limit, and whether one more domain fits (screens ask before a form is filled). */
export async function domainAllowance(db: Db, account: AccountRow): Promise<{ limit: number | null; canAdd: boolean }> {
  const limit = await limitOf(db, account, 'domains');
  return { limit, canAdd: limit === null || (await countDomains(db, account.id)) + 1 <= limit };
}

export async function assertCanAddDomain(db: Db, account: AccountRow): Promise<void> {
  const { limit, canAdd } = await domainAllowance(db, account);
  if (!canAdd && limit !== null) throw tariffLimit('domains', limit);
}
