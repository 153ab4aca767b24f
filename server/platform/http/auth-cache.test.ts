// The caller (token → session → user, account, permissions) is read once and reused for
// a moment; logout, a password change and a permission change still act on the very next request.
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { sessions } from '../../db/schema';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { createAuthCache } from './auth-cache';

const S = api.session;

describe.each(testDatabases)('the caller cache on $name', (db) => {
  const h = useHarness(db);

  it('reuses a caller within the TTL, asks again after it, and forgets a dropped account at once', async () => {
    const { token } = await h.signUp();
    let now = 1_000;
    const cache = createAuthCache({ ttlMs: 1000, now: () => now });
    const first = await cache.lookup(h.database.db, token);
    expect(first?.user.email).toMatch(/@example\.com$/);
    // Behind the cache's back (another process logging out): still the remembered caller…
    await h.database.db.delete(sessions);
    expect(await cache.lookup(h.database.db, token)).toBe(first);
    // …until the TTL has passed.
    now += 1000;
    expect(await cache.lookup(h.database.db, token)).toBeNull();

    const again = await h.signUp();
    const caller = await cache.lookup(h.database.db, again.token);
    await h.database.db.delete(sessions);
    cache.drop((caller?.account.id ?? 0) + 1000); // another account's write
    expect(await cache.lookup(h.database.db, again.token)).toBe(caller);
    cache.drop(caller?.account.id);
    expect(await cache.lookup(h.database.db, again.token)).toBeNull();
    expect(await cache.lookup(h.database.db, 'x'.repeat(43))).toBeNull();
  });

  it('reads a caller once for the requests in flight when its entry runs out, unless a drop came between', async () => {
    const { token } = await h.signUp();
    let now = 1_000;
    const cache = createAuthCache({ ttlMs: 1000, now: () => now });
    const first = await cache.lookup(h.database.db, token);
    now += 1000;
    // Sixteen requests of the caller at once: one read, one answer for all.
    const together = await Promise.all(Array.from({ length: 16 }, () => cache.lookup(h.database.db, token)));
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(first);
    expect(together[0]?.user.id).toBe(first?.user.id);

    // A write of the account (a logout) between two requests: the second does not take the first's read.
    now += 1000;
    const before = cache.lookup(h.database.db, token);
    await h.database.db.delete(sessions);
    cache.drop(first?.account.id);
    const after = cache.lookup(h.database.db, token);
    await before; // read before the logout: either answer is right for it
    expect(await after).toBeNull();
  });

  it('a logged-out token is refused on the next request', async () => {
    const { email, password } = await h.signUp();
    const { token } = await h.ok(S.login, { body: { email, password } });
    const other = (await h.ok(S.login, { body: { email, password } })).token;
    await h.ok(S.account, { token });
    await h.ok(S.account, { token: other });
    await h.ok(S.logout, { token });
    await h.fail(S.account, 401, { token });
    await h.ok(S.account, { token: other });
  });

  it("a password change ends the user's other sessions on their next request", async () => {
    const { token, email, password } = await h.signUp();
    const other = (await h.ok(S.login, { body: { email, password } })).token;
    await h.ok(S.account, { token: other });
    await h.ok(api.profile.changePassword, { token, body: { password, new_password: 'Copper-Violin-93' } });
    await h.ok(S.account, { token: other }); // not before the code is confirmed
    await h.ok(api.profile.confirmPassword, { token, body: { code: await h.lastCode(email) } });
    await h.fail(S.account, 401, { token: other });
    await h.ok(S.account, { token });
  });

  it("a member's changed rights apply on their next request", async () => {
    const owner = await h.signUp();
    const project = await h.ok(api.projects.create, { token: owner.token, body: { title: 'Shop' } });
    const member = await h.ok(api.access.create, { token: owner.token, body: { email: 'member@example.com', name: 'Member', password: 'Quartz-Lagoon-7' } });
    const { token } = await h.ok(S.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } });
    await h.ok(api.projects.get, { token, params: { id: project.id } });
    await h.ok(api.access.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [project.id]: { read: null, set: { 'page.list': false } } } } });
    await h.fail(api.projects.get, 403, { token, params: { id: project.id } });
    expect((await h.ok(S.account, { token })).permissions.projects).toEqual({ [project.id]: { 'page.list': false } });
    await h.ok(api.access.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [project.id]: { read: { 'page.list': false }, set: null } } } });
    await h.ok(api.projects.get, { token, params: { id: project.id } });
  });
});
