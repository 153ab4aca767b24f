import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { users } from '../db/schema';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { clearOnboardingFlag } from './onboarding';

describe.each(testDatabases)('onboarding flags on $name', (db) => {
  const h = useHarness(db);

  const userIdOf = async (token: string) => (await h.ok(api.session.account, { token })).user.id;
  // Read from the database: the API's caller cache (server/platform/http/auth-cache.ts) may answer a
  // direct database change up to a second late, and this is about what the function wrote.
  const flagsOf = async (token: string) => {
    const [row] = await h.database.db.select({ flags: users.flags }).from(users).where(eq(users.id, await userIdOf(token)));
    return row.flags;
  };

  it('clearOnboardingFlag clears one step flag once, keeps the others and other users', async () => {
    const a = await h.signUp();
    const b = await h.signUp();
    const id = await userIdOf(a.token);
    await h.ok(api.session.flags, { token: a.token, body: { flags: { useCdp: true } } });

    expect(await clearOnboardingFlag(h.database.db, id, 'shouldCreate')).toBe(true);
    expect(await flagsOf(a.token)).toEqual({ shouldPublish: true, shouldDomain: true, useCdp: true });
    // Idempotent: the second page create clears nothing and says so.
    expect(await clearOnboardingFlag(h.database.db, id, 'shouldCreate')).toBe(false);
    expect(await clearOnboardingFlag(h.database.db, id, 'shouldPublish')).toBe(true);
    expect(await flagsOf(a.token)).toEqual({ shouldDomain: true, useCdp: true });
    expect(await flagsOf(b.token)).toEqual({ shouldCreate: true, shouldPublish: true, shouldDomain: true });
  });

  it("runs inside the caller's transaction: a rolled-back page write keeps the flag", async () => {
    const { token } = await h.signUp();
    const id = await userIdOf(token);
    await expect(h.database.db.transaction(async (tx) => {
      expect(await clearOnboardingFlag(tx, id, 'shouldCreate')).toBe(true);
      throw new Error('page insert failed');
    })).rejects.toThrow('page insert failed');
    expect((await flagsOf(token)).shouldCreate).toBe(true);
    await h.database.db.transaction(async (tx) => { await clearOnboardingFlag(tx, id, 'shouldCreate'); });
    const [row] = await h.database.db.select({ flags: users.flags }).from(users).where(eq(users.id, id));
    expect(row.flags).toEqual({ shouldPublish: true, shouldDomain: true });
  });

  it('an unknown user clears nothing', async () => {
    expect(await clearOnboardingFlag(h.database.db, 999_999, 'shouldPublish')).toBe(false);
  });
});
