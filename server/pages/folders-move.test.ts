// Moving a folder one place (POST /folders/:id/move, the folder column's menu) in a project of 150
// folders, where the screen has loaded only the first 100: the server renumbers the project's whole
// order, so folders the screen never loaded keep their places, even where sort values repeat or skip.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { accountIdOf } from '../testing/cdp';
import { useHarness } from '../testing/harness';

const F = api.folders;

describe.each(testDatabases)('folder moves on $name', (db) => {
  const h = useHarness(db);

  /** A project of 150 folders «Папка 1…150» in that order whose sort values repeat in pairs (1,1,2,2,…), another project's 3. */
  async function owner() {
    const user = await h.signUp();
    const accountId = await accountIdOf(h, user.email);
    const projectId = (await h.ok(api.projects.list, { token: user.token })).items[0].id;
    const other = await h.ok(api.projects.create, { token: user.token, body: { title: 'Второй' } });
    await h.database.withConnection(async (c) => {
      await c.query(`INSERT INTO folders (account_id, project_id, title, sort) SELECT $1::bigint, $2::bigint, 'Папка ' || g, (g + 1) / 2 FROM generate_series(1, 150) g`, [accountId, projectId]);
      await c.query(`INSERT INTO folders (account_id, project_id, title, sort) SELECT $1::bigint, $2::bigint, 'Другие ' || g, g * 10 FROM generate_series(1, 3) g`, [accountId, other.id]);
    });
    return { ...user, accountId, projectId, otherId: other.id };
  }

  /** The project's order as the folder column pages through it (100, then the rest). */
  async function titles(token: string, projectId: number) {
    const out: { id: number; title: string }[] = [];
    for (const page of ['1', '2']) out.push(...(await h.ok(F.list, { token, query: { project_id: String(projectId), limit: '100', page } })).items);
    return out;
  }

  it('moves among the first 100 and across the 100th without moving the folders not loaded', async () => {
    const a = await owner();
    const before = await titles(a.token, a.projectId);
    expect(before.map((f) => f.title)).toEqual(Array.from({ length: 150 }, (_, i) => `Папка ${i + 1}`));
    const byTitle = new Map(before.map((f) => [f.title, f.id]));
    const id = (title: string) => byTitle.get(title) as number;
    const expected = before.map((f) => f.title);
    const swap = (i: number, j: number) => ([expected[i], expected[j]] = [expected[j], expected[i]]);

    // «Папка 3» and «Папка 4» share sort 2 (ordered by id): down one still swaps them.
    await h.ok(F.move, { token: a.token, params: { folderId: id('Папка 3') }, body: { to: 'down' } });
    swap(2, 3);
    expect((await titles(a.token, a.projectId)).map((f) => f.title)).toEqual(expected);

    // «Папка 2» shares its sort with «Папка 1»: up one still puts it first.
    await h.ok(F.move, { token: a.token, params: { folderId: id('Папка 2') }, body: { to: 'up' } });
    swap(0, 1);
    expect((await titles(a.token, a.projectId)).map((f) => f.title)).toEqual(expected);

    // The last loaded folder (100th) down: it trades places with the first one the screen has not loaded.
    await h.ok(F.move, { token: a.token, params: { folderId: id('Папка 100') }, body: { to: 'down' } });
    swap(99, 100);
    // An unloaded one up, and the very first up / the very last down: nothing to change.
    await h.ok(F.move, { token: a.token, params: { folderId: id('Папка 150') }, body: { to: 'up' } });
    swap(148, 149);
    await h.ok(F.move, { token: a.token, params: { folderId: id(expected[0]) }, body: { to: 'up' } });
    await h.ok(F.move, { token: a.token, params: { folderId: id(expected[149]) }, body: { to: 'down' } });
    const after = await titles(a.token, a.projectId);
    expect(after.map((f) => f.title)).toEqual(expected);
    expect(new Set(after.map((f) => f.id)).size).toBe(150);

    // Every folder holds a place of its own now, and the other project's order is as it was.
    const sorts = await h.database.withConnection((c) => c.query<{ project_id: string; sort: number }>('SELECT project_id, sort FROM folders WHERE account_id = $1 ORDER BY sort, id', [a.accountId]));
    const mine = sorts.filter((r) => Number(r.project_id) === a.projectId).map((r) => r.sort);
    expect(mine).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(sorts.filter((r) => Number(r.project_id) === a.otherId).map((r) => r.sort)).toEqual([10, 20, 30]);

    // A new folder comes last in its project.
    const created = await h.ok(F.create, { token: a.token, body: { title: 'Новая', project_id: a.projectId } });
    expect(created.sort).toBe(151);
  });

  it('answers only the folders asked by ids; refuses a bad direction, another account and a member without page.folders', async () => {
    const a = await owner();
    const all = await titles(a.token, a.projectId);
    const asked = [all[140].id, all[2].id];
    const named = await h.ok(F.list, { token: a.token, query: { ids: asked.join(',') } });
    expect(named.items.map((f) => f.title)).toEqual(['Папка 3', 'Папка 141']);
    await h.fail(F.list, 422, { token: a.token, query: { ids: '1,x' } });
    await h.fail(F.list, 422, { token: a.token, query: { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') } });

    await h.fail(F.move, 422, { token: a.token, params: { folderId: all[0].id }, body: { to: 'left' } });
    const other = await h.signUp();
    await h.fail(F.move, 404, { token: other.token, params: { folderId: all[0].id }, body: { to: 'down' } });
    expect((await h.ok(F.list, { token: other.token, query: { ids: asked.join(',') } })).items).toEqual([]);

    await h.payTariff(a.token, 'pro');
    await h.ok(api.access.create, { token: a.token, body: { email: 'member@example.com', name: 'Участник', password: 'Harbour-Lantern-42', permissions: { [String(a.projectId)]: { 'page.folders': false } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'member@example.com', password: 'Harbour-Lantern-42' } })).token;
    await h.fail(F.move, 403, { token: member, params: { folderId: all[0].id }, body: { to: 'down' } });
    expect((await titles(a.token, a.projectId)).map((f) => f.id)).toEqual(all.map((f) => f.id));
  });
});
