// What a page's Access tab does with a team of 150 (ui/screens/pages/settings/Access.tsx), on the
// real routes: the 140th member is found by the server's search and one flag of the page's project
// is saved for it (a patch of that project only); it is stored, and every other right is as before.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { users } from '../db/schema';
import { accountIdOf } from '../testing/cdp';

const A = api.access;

describe.each(testDatabases)('a page\'s access for a team of 150 on $name', (db) => {
  const h = useHarness(db);

  it('finds the 140th by search, changes its flag for the page\'s project, stores it, leaves the others', async () => {
    const owner = await h.signUp();
    const accountId = await accountIdOf(h, owner.email);
    const project = (await h.ok(api.projects.list, { token: owner.token })).items[0];
    const other = await h.ok(api.projects.create, { token: owner.token, body: { title: 'Блог' } });
    const page = await h.ok(api.pages.create, { token: owner.token, body: { title: 'Акция', project_id: project.id } });
    // 150 members (the tariff's users limit is not this list's business: rows go in directly).
    await h.database.db.insert(users).values(Array.from({ length: 150 }, (_, i) => ({
      accountId, email: `team-${String(i + 1).padStart(3, '0')}@example.com`, name: `Сотрудник ${String(i + 1).padStart(3, '0')}`,
    })));
    const first = await h.ok(A.list, { token: owner.token, query: { limit: '100' } });
    expect(first).toMatchObject({ total_items: 151, total_pages: 2 });
    expect(first.items.some((u) => u.email === 'team-140@example.com')).toBe(false);

    const found = await h.ok(A.list, { token: owner.token, query: { search: 'team-140@', 'sort[name]': 'asc', limit: '25' } });
    expect(found.items.map((u) => u.name)).toEqual(['Сотрудник 140']);
    const id = found.items[0].id;
    // The member has a right set in another project already: saving this page's project keeps it.
    await h.ok(A.permissions, { token: owner.token, params: { id }, body: { projects: { [other.id]: { read: null, set: { 'page.delete': false } } } } });
    const read = found.items[0].permissions[String(page.project_id)] ?? null;
    await h.ok(A.permissions, { token: owner.token, params: { id }, body: { projects: { [String(page.project_id)]: { read, set: { ...read, 'page.publish': false } } } } });

    expect((await h.ok(A.get, { token: owner.token, params: { id } })).permissions).toEqual({ [other.id]: { 'page.delete': false }, [project.id]: { 'page.publish': false } });
    const everyone = [...first.items, ...(await h.ok(A.list, { token: owner.token, query: { limit: '100', page: '2' } })).items];
    expect(everyone).toHaveLength(151);
    const rows = await h.database.withConnection((c) => c.query<{ user_id: string }>('SELECT user_id FROM memberships WHERE account_id = $1', [accountId]));
    expect([...new Set(rows.map((r) => Number(r.user_id)))]).toEqual([id]);
  });
});
