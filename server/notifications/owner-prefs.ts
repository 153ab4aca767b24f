// The account owner's language and time zone: every notification about a lead (a mail, a Telegram
// message) is written in them, whoever it goes to.
import { eq } from 'drizzle-orm';
import type { Locale } from '../../api/errors';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';

export async function ownerPrefsOf(db: Db, accountId: number): Promise<{ locale: Locale; timeZone: string }> {
  const [owner] = await db.select({ locale: users.locale, timezone: users.timezone }).from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerUserId)).where(eq(accounts.id, accountId)).limit(1);
  return { locale: owner?.locale ?? 'ru', timeZone: owner?.timezone ?? 'Europe/Moscow' };
}
