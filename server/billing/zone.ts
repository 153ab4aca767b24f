// The zone an account's paid periods are counted in: its owner's (SPEC §9, dates in the user's
// zone; Moscow when unknown). A month paid for ends on the same local date a month later, as the
// owner reads it in the billing screen and the receipt (receipt-job.ts mails dates in this zone too).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { safeZone } from '../stats/index';

export async function accountZone(db: Db, accountId: number): Promise<string> {
  const [owner] = await db.select({ timezone: users.timezone }).from(accounts).innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, accountId));
  return safeZone(owner?.timezone);
}
