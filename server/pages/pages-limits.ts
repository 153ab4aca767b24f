// The add-page and add-domain checks of SPEC §6, kept under the names the pages, trash, transfer and
// domain routes call; the rule itself (limits, packets, the grace period) is billing/limits.ts.
// Pages in the trash do not count (restoring one checks again).
import type { Db } from '../db/client';
import type { AccountRow } from '../platform/http/context';
import { allowance, assertCanAdd } from '../billing/index';
import { countDomains, countPages } from '../account/index';

export { countDomains, countPages };

/** Throws 402 tariff.limit.pages when `adding` more pages would exceed the limit. */
export const assertCanAddPages = (db: Db, account: AccountRow, adding = 1): Promise<void> => assertCanAdd(db, account, 'pages', adding);

/** The tariff's domain limit, and whether one more domain fits (screens ask before a form is filled). */
export const domainAllowance = (db: Db, account: AccountRow): Promise<{ limit: number | null; canAdd: boolean }> => allowance(db, account, 'domains');

export const assertCanAddDomain = (db: Db, account: AccountRow): Promise<void> => assertCanAdd(db, account, 'domains');
