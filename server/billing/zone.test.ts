// A paid month is counted in the account owner's calendar (zone.ts): the quote of a month bought at
// 01:00 on 1 March in Moscow (28 February in UTC) ends on 1 April there — in UTC it ended 29 March.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { accounts, users } from '../db/schema';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { quoteTariff } from './bills';
import { accountZone } from './zone';

describe.each(testDatabases)('paid periods in the owner\'s zone on $name', (db) => {
  const h = useHarness(db);

  it('quotes a month from the owner\'s local date, whatever zone the server runs in', async () => {
    const { token, email } = await h.signUp();
    const [owner] = await h.database.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
    const [account] = await h.database.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    const now = new Date('2026-02-28T22:00:00Z');

    // The sign-up default: Moscow (SPEC §9).
    expect(await accountZone(h.database.db, account.id)).toBe('Europe/Moscow');
    expect((await quoteTariff(h.database.db, account, 'business', 1, { now })).quote.payedTill.toISOString()).toBe('2026-03-31T22:00:00.000Z');

    // The owner moves to New York: 17:00 on 28 February there, so the month ends on 28 March.
    await h.ok(api.profile.update, { token, body: { timezone: 'America/New_York' } });
    expect(await accountZone(h.database.db, account.id)).toBe('America/New_York');
    expect((await quoteTariff(h.database.db, account, 'business', 1, { now })).quote.payedTill.toISOString()).toBe('2026-03-28T21:00:00.000Z');
  });
});
