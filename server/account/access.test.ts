import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { projects, users } from '../db/schema';
import { accountIdOf } from '../testing/cdp';

const A = api.access;
const Pr = api.projects;
const S = api.session;

describe.each(testDatabases)('access users and permissions on $name', (db) => {
  const h = useHarness(db);

  async function ownerWithMember(perms?: (projectId: number) => Record<string, Record<string, boolean>>) {
    const owner = await h.signUp();
    const project = await h.ok(Pr.create, { token: owner.token, body: { title: 'Shop' } });
    const other = await h.ok(Pr.create, { token: owner.token, body: { title: 'Blog' } });
    const member = await h.ok(A.create, {
      token: owner.token,
      body: { email: 'member@example.com', name: 'Member', password: 'Quartz-Lagoon-7', permissions: perms?.(project.id) ?? undefined },
    });
    const { token } = await h.ok(S.login, { body: { email: 'member@example.com', password: 'Quartz-Lagoon-7' } });
    return { owner, project, other, member, memberToken: token };
  }

  it('the owner creates a member who logs in; the member is not owner and sees the flags', async () => {
    const { owner, project, member, memberToken } = await ownerWithMember((pid) => ({ [pid]: { 'page.list': false } }));
    expect(member).toMatchObject({ email: 'member@example.com', is_owner: false, permissions: { [project.id]: { 'page.list': false } } });
    const me = await h.ok(S.account, { token: memberToken });
    expect(me.permissions).toEqual({ account: { is_owner: false }, projects: { [project.id]: { 'page.list': false } } });
    expect(me.user.account_id).toBe((await h.ok(S.account, { token: owner.token })).account.id);
    expect((await h.ok(A.list, { token: owner.token })).items.map((u) => u.is_owner)).toEqual([true, false]);
  });

  it('pages, searches, sorts and filters the team on the server; another account\'s users never appear', async () => {
    const { owner, member } = await ownerWithMember();
    const { db } = h.database;
    const accountId = await accountIdOf(h, owner.email);
    // More than two pages of 10 (the tariff's users limit is not the list's business: rows go in directly).
    const start = Date.parse('2030-01-01T00:00:00Z');
    await db.insert(users).values(Array.from({ length: 22 }, (_, i) => ({
      accountId, email: `team-${String(i + 1).padStart(2, '0')}@example.com`, name: `Сотрудник ${String(i + 1).padStart(2, '0')}`,
      emailConfirmed: i % 2 === 0, created: new Date(start + i * 60_000),
    })));
    const other = await h.signUp('stranger@example.com');
    const seenByOther = await h.ok(A.list, { token: other.token, query: { limit: '100' } });
    expect(seenByOther.items.map((u) => u.email)).toEqual(['stranger@example.com']);

    const one = await h.ok(A.list, { token: owner.token });
    expect(one).toMatchObject({ total_items: 24, current: 1, total_pages: 3 });
    // Oldest first by default: the owner, the member, then the team in the order they came.
    expect(one.items.map((u) => u.email).slice(0, 3)).toEqual([owner.email, 'member@example.com', 'team-01@example.com']);
    expect(one.items[0].is_owner).toBe(true);
    const three = await h.ok(A.list, { token: owner.token, query: { page: '3' } });
    expect(three.items.map((u) => u.email)).toEqual(['team-19@example.com', 'team-20@example.com', 'team-21@example.com', 'team-22@example.com']);
    const byEmail = await h.ok(A.list, { token: owner.token, query: { 'sort[email]': 'desc', limit: '25' } });
    expect(byEmail.items.map((u) => u.email)).toEqual([...byEmail.items.map((u) => u.email)].sort().reverse());
    expect(byEmail.items[0].email).toBe('team-22@example.com');
    const byName = await h.ok(A.list, { token: owner.token, query: { 'sort[name]': 'asc', role: 'member' } });
    expect(byName.items[0].name).toBe('Member');

    const searched = await h.ok(A.list, { token: owner.token, query: { search: 'сотрудник 1' } });
    expect(searched.total_items).toBe(10);
    expect((await h.ok(A.list, { token: owner.token, query: { search: 'stranger' } })).total_items).toBe(0);
    expect((await h.ok(A.list, { token: owner.token, query: { search: 'TEAM-07@' } })).items.map((u) => u.name)).toEqual(['Сотрудник 07']);

    const members = await h.ok(A.list, { token: owner.token, query: { role: 'member', limit: '100' } });
    expect(members.total_items).toBe(23);
    expect(members.items.some((u) => u.is_owner)).toBe(false);
    expect((await h.ok(A.list, { token: owner.token, query: { role: 'owner' } })).items.map((u) => u.email)).toEqual([owner.email]);
    const invited = await h.ok(A.list, { token: owner.token, query: { state: 'invited', role: 'member', limit: '100' } });
    expect(invited.items.every((u) => !u.email_confirmed)).toBe(true);
    expect(invited.total_items).toBe(11 + (member.email_confirmed ? 0 : 1));
    await h.fail(A.list, 422, { token: owner.token, query: { state: 'gone' } });
  });

  it('a false project flag → 403 auth.unauthorized; a missing project entry → allowed; the owner may all', async () => {
    const { owner, project, other, memberToken } = await ownerWithMember((pid) => ({ [pid]: { 'page.list': false, 'page.settings': true } }));
    const denied = await h.fail(Pr.get, 403, { token: memberToken, params: { id: project.id } });
    expect(denied).toMatchObject({ error: 'auth.unauthorized', message: 'У вас недостаточно прав, чтобы выполнить функцию' });
    await h.ok(Pr.get, { token: memberToken, params: { id: other.id } });
    await h.ok(Pr.update, { token: memberToken, params: { id: project.id }, body: { liked: true } });
    await h.ok(Pr.get, { token: owner.token, params: { id: project.id } });
  });

  it('owner-only calls answer 403 auth.unauthorized to members', async () => {
    const { member, project, memberToken } = await ownerWithMember();
    await h.fail(A.list, 403, { token: memberToken });
    await h.fail(A.get, 403, { token: memberToken, params: { id: member.id } });
    await h.fail(Pr.create, 403, { token: memberToken, body: { title: 'Mine' } });
    await h.fail(Pr.remove, 403, { token: memberToken, params: { id: project.id } });
    await h.fail(api.account.changeTariff, 403, { token: memberToken, body: { tarif: 'pro' } });
  });

  /** A change of one project: the flags the screen read and the ones it sets (null: no entry). */
  const change = (read: Record<string, boolean> | null, set: Record<string, boolean> | null) => ({ read, set });

  it('renames a member; their flags change a project at a time and projects of another account are refused', async () => {
    const { owner, project, other, member, memberToken } = await ownerWithMember((pid) => ({ [pid]: { 'lead.delete': false } }));
    expect(await h.ok(A.update, { token: owner.token, params: { id: member.id }, body: { name: 'Renamed' } })).toMatchObject({ name: 'Renamed' });
    const patched = await h.ok(A.permissions, {
      token: owner.token, params: { id: member.id },
      body: { projects: { [other.id]: change(null, { 'page.list': false, 'page.save': true }) } },
    });
    // Only denied codes are stored; the project not named keeps what it had.
    expect(patched.permissions).toEqual({ [project.id]: { 'lead.delete': false }, [other.id]: { 'page.list': false } });
    await h.fail(Pr.get, 403, { token: memberToken, params: { id: other.id } });
    // Everything allowed again: the entry goes (SPEC §6: no entry means allowed).
    const cleared = await h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [other.id]: change({ 'page.list': false }, {}) } } });
    expect(cleared.permissions).toEqual({ [project.id]: { 'lead.delete': false } });
    await h.ok(Pr.get, { token: memberToken, params: { id: other.id } });

    const stranger = await h.signUp();
    const foreign = await h.ok(Pr.create, { token: stranger.token, body: { title: 'Foreign' } });
    const err = await h.fail(A.permissions, 422, { token: owner.token, params: { id: member.id }, body: { projects: { [foreign.id]: change(null, { 'page.list': false }) } } });
    expect(Object.keys(err.fields ?? {})).toEqual([`permissions.${foreign.id}`]);
    const me = await h.ok(S.account, { token: owner.token });
    await h.fail(A.permissions, 400, { token: owner.token, params: { id: me.user.id }, body: { projects: { [project.id]: change(null, { 'page.list': false }) } } });
  });

  it('two owners saving different projects of one member at the same moment both keep theirs', async () => {
    const { owner, project, other, member } = await ownerWithMember((pid) => ({ [pid]: { 'lead.delete': false } }));
    const accountId = await accountIdOf(h, owner.email);
    const more = await h.database.db.insert(projects).values(Array.from({ length: 6 }, (_, i) => ({ accountId, title: `Проект ${i}` }))).returning({ id: projects.id });
    // Both requests in flight at once, each read the same map: A changes one project, B the others.
    const [a, b] = await Promise.all([
      h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [project.id]: change({ 'lead.delete': false }, { 'page.publish': false }) } } }),
      h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: Object.fromEntries([other, ...more].map((p) => [p.id, change(null, { 'page.save': false })])) } }),
    ]);
    const expected = { [project.id]: { 'page.publish': false }, ...Object.fromEntries([other, ...more].map((p) => [p.id, { 'page.save': false }])) };
    expect((await h.ok(A.get, { token: owner.token, params: { id: member.id } })).permissions).toEqual(expected);
    // Each answer shows the member as its own save left them (the other's may or may not be in).
    expect(a.permissions[project.id]).toEqual({ 'page.publish': false });
    expect(b.permissions[other.id]).toEqual({ 'page.save': false });
  });

  it('a save of a project someone saved since it was read → 409 with the project, and nothing is changed', async () => {
    const { owner, project, other, member } = await ownerWithMember((pid) => ({ [pid]: { 'lead.delete': false } }));
    // Another tab saved the project first.
    await h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [project.id]: change({ 'lead.delete': false }, { 'page.list': false }) } } });
    const before = (await h.ok(A.get, { token: owner.token, params: { id: member.id } })).permissions;
    const err = await h.fail(A.permissions, 409, {
      token: owner.token, params: { id: member.id },
      body: { projects: { [other.id]: change(null, { 'page.save': false }), [project.id]: change({ 'lead.delete': false }, { 'page.publish': false }) } },
    });
    expect(err).toMatchObject({ error: 'access.permissions_stale', params: { projects: [project.id] } });
    expect(err.message).toMatch(/^Права этого пользователя только что изменили/);
    // The other project of the same save is not written either: the form reloads and saves again.
    expect((await h.ok(A.get, { token: owner.token, params: { id: member.id } })).permissions).toEqual(before);
    expect(before).toEqual({ [project.id]: { 'page.list': false } });
    // A read that grants the same rights (a true code is a missing one) is not stale.
    await h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [project.id]: change({ 'page.list': false, 'page.save': true }, null) } } });
  });

  it('another account\'s member → 404; a member → 403; nothing is changed', async () => {
    const { owner, project, member, memberToken } = await ownerWithMember();
    const stranger = await h.signUp();
    const body = { projects: { [project.id]: change(null, { 'page.list': false }) } };
    await h.fail(A.permissions, 404, { token: stranger.token, params: { id: member.id }, body });
    const denied = await h.fail(A.permissions, 403, { token: memberToken, params: { id: member.id }, body });
    expect(denied.error).toBe('auth.unauthorized');
    expect((await h.ok(A.get, { token: owner.token, params: { id: member.id } })).permissions).toEqual({});
  });

  it('an account with 250 projects: a project past the first 100 is saved and the others keep theirs', async () => {
    const { owner, member, memberToken } = await ownerWithMember();
    const accountId = await accountIdOf(h, owner.email);
    const start = Date.parse('2030-01-01T00:00:00Z');
    const made = await h.database.db.insert(projects).values(Array.from({ length: 250 }, (_, i) => ({
      accountId, title: `Проект ${i + 1}`, created: new Date(start + i * 1000),
    }))).returning({ id: projects.id });
    const [p1, p100, p230] = [made[0].id, made[99].id, made[229].id];
    await h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body: { projects: { [p100]: change(null, { 'lead.delete': false }) } } });
    const body = { projects: { [p1]: change(null, { 'lead.delete': false }), [p230]: change(null, { 'page.publish': false }) } };
    const saved = await h.ok(A.permissions, { token: owner.token, params: { id: member.id }, body });
    const all = { [p1]: { 'lead.delete': false }, [p230]: { 'page.publish': false }, [p100]: { 'lead.delete': false } };
    expect(saved.permissions).toEqual(all);
    // The member's session carries them all; a project outside the map allows everything.
    const me = await h.ok(S.account, { token: memberToken });
    expect(me.permissions.projects).toEqual(all);
    await h.ok(Pr.get, { token: memberToken, params: { id: made[150].id } });
  });

  it('deletes a member (their sessions end); the owner cannot be deleted', async () => {
    const { owner, member, memberToken } = await ownerWithMember();
    const me = await h.ok(S.account, { token: owner.token });
    await h.fail(A.remove, 400, { token: owner.token, params: { id: me.user.id } });
    await h.ok(A.remove, { token: owner.token, params: { id: member.id } });
    await h.fail(S.account, 401, { token: memberToken });
    await h.fail(A.get, 404, { token: owner.token, params: { id: member.id } });
  });

  it('checks an email and refuses a taken one', async () => {
    const { owner } = await ownerWithMember();
    expect(await h.ok(A.check, { token: owner.token, body: { email: 'MEMBER@example.com' } })).toEqual({ available: false });
    expect(await h.ok(A.check, { token: owner.token, body: { email: 'fresh@example.com' } })).toEqual({ available: true });
    const err = await h.fail(A.create, 409, { token: owner.token, body: { email: 'member@example.com', name: 'Again' } });
    expect(err.message).toBe('Пользователь с таким email уже существует');
  });

  it('invites without a password: the mailed code sets one through recovery', async () => {
    const owner = await h.signUp();
    await h.ok(A.create, { token: owner.token, body: { email: 'invitee@example.com', name: 'Invitee' } });
    await h.fail(S.login, 400, { body: { email: 'invitee@example.com', password: 'anything1' } });
    const code = await h.lastCode('invitee@example.com');
    await h.ok(S.forgotSubmit, { body: { email: 'invitee@example.com', code, password: 'Welcome-aboard-7' } });
    await h.ok(S.login, { body: { email: 'invitee@example.com', password: 'Welcome-aboard-7' } });
  });

  it('enforces the users limit of the tariff with the SPEC message', async () => {
    const owner = await h.signUp();
    await h.payTariff(owner.token, 'start'); // 0 members
    const err = await h.fail(A.create, 402, { token: owner.token, body: { email: 'm1@example.com', name: 'M1', password: 'Quartz-Lagoon-7' } });
    expect(err).toMatchObject({ error: 'tariff.limit', message: 'Ваш тариф не позволяет добавить еще пользователей', params: { type: 'users', limit: 0 } });
    expect(await h.database.db.select().from(users)).toHaveLength(1);

    await h.payTariff(owner.token, 'business'); // 3 members
    for (const n of [1, 2, 3]) await h.ok(A.create, { token: owner.token, body: { email: `m${n}@example.com`, name: `M${n}`, password: 'Quartz-Lagoon-7' } });
    await h.fail(A.create, 402, { token: owner.token, body: { email: 'm4@example.com', name: 'M4', password: 'Quartz-Lagoon-7' } });
    // Downgrading below the members in use is refused with the same message.
    const down = await h.fail(api.account.changeTariff, 402, { token: owner.token, body: { tarif: 'start' } });
    expect(down.code).toBe('tariff.limit.users');
  });

  it('a validation error on member creation changes nothing', async () => {
    const owner = await h.signUp();
    await h.fail(A.create, 422, { token: owner.token, body: { email: 'bad', name: '' } });
    expect(await h.database.db.select().from(users)).toHaveLength(1);
  });
});
