// The folders list served by the server on the one list contract: paged in the user's
// order, searched by title, narrowed to a project, each folder with its pages counted, and only the
// caller's own folders.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { accountIdOf } from '../testing/cdp';
import { useHarness } from '../testing/harness';

const F = api.folders;

describe.each(testDatabases)('folders list paged by the server on $name', (db) => {
  const h = useHarness(db);

  /** An account whose first project has `count` folders «<prefix> 1…n» (sort 1…n) and a second project with 3 more. */
  async function owner(prefix: string, count: number) {
    const user = await h.signUp();
    const accountId = await accountIdOf(h, user.email);
    const projectId = (await h.ok(api.projects.list, { token: user.token })).items[0].id;
    const other = await h.ok(api.projects.create, { token: user.token, body: { title: 'Второй' } });
    await h.database.withConnection(async (c) => {
      await c.query(`INSERT INTO folders (account_id, project_id, title, sort) SELECT $1::bigint, $2::bigint, $3 || ' ' || g, g FROM generate_series(1, $4::int) g`, [accountId, projectId, prefix, count]);
      await c.query(`INSERT INTO folders (account_id, project_id, title, sort) SELECT $1::bigint, $2::bigint, 'Другие ' || g, g FROM generate_series(1, 3) g`, [accountId, other.id]);
    });
    return { ...user, accountId, projectId, otherId: other.id };
  }

  it('answers a project\'s folders a page at a time in the user\'s order, without repeats, with each folder\'s pages counted', async () => {
    const a = await owner('Папка', 23);
    const first = await h.ok(F.list, { token: a.token, query: { project_id: String(a.projectId) } });
    expect(first).toMatchObject({ total_items: 23, current: 1, total_pages: 3 });
    expect(first.items.map((f) => f.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Папка ${i + 1}`));
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const answer = await h.ok(F.list, { token: a.token, query: { project_id: String(a.projectId), page: String(page) } });
      answer.items.forEach((f) => seen.add(f.id));
    }
    expect(seen.size).toBe(23);
    // A page in folder 15 (on the second page) and one in the trash: only the live one counts.
    const folder15 = (await h.ok(F.list, { token: a.token, query: { project_id: String(a.projectId), page: '2' } })).items.find((f) => f.title === 'Папка 15');
    if (!folder15) throw new Error('folder 15 is on the second page');
    const live = await h.ok(api.pages.create, { token: a.token, body: { title: 'В папке', project_id: a.projectId, folder: folder15.id } });
    const gone = await h.ok(api.pages.create, { token: a.token, body: { title: 'В корзине', project_id: a.projectId, folder: folder15.id } });
    await h.ok(api.pages.remove, { token: a.token, params: { pageId: gone.id } });
    const second = await h.ok(F.list, { token: a.token, query: { project_id: String(a.projectId), page: '2' } });
    expect(second.items.map((f) => [f.title, f.pages_total]).filter(([, n]) => n !== 0)).toEqual([['Папка 15', 1]]);
    expect(live.folder).toBe(folder15.id);
    // Without a project: every folder of the account (23 + 3).
    expect((await h.ok(F.list, { token: a.token, query: { limit: '100' } })).total_items).toBe(26);
    await h.fail(F.list, 422, { token: a.token, query: { limit: '7' } });
  });

  it('searches titles (LIKE wildcards literal) and sorts by title', async () => {
    const a = await owner('Папка', 23);
    const found = await h.ok(F.list, { token: a.token, query: { project_id: String(a.projectId), search: 'папка 2' } });
    expect(found.items.map((f) => f.title)).toEqual(['Папка 2', 'Папка 20', 'Папка 21', 'Папка 22', 'Папка 23']);
    expect((await h.ok(F.list, { token: a.token, query: { search: '_' } })).total_items).toBe(0);
    const byTitle = await h.ok(F.list, { token: a.token, query: { project_id: String(a.otherId), 'sort[title]': 'desc' } });
    expect(byTitle.items.map((f) => f.title)).toEqual(['Другие 3', 'Другие 2', 'Другие 1']);
  });

  it('never answers another account\'s folders, not even by its project id', async () => {
    const a = await owner('Папка А', 12);
    const b = await owner('Папка Б', 12);
    expect(await h.ok(F.list, { token: a.token, query: { project_id: String(b.projectId) } })).toMatchObject({ items: [], total_items: 0 });
    const mine = await h.ok(F.list, { token: a.token, query: { search: 'папка', limit: '100' } });
    expect(mine.total_items).toBe(12);
    expect(mine.items.every((f) => f.title.startsWith('Папка А'))).toBe(true);
    await h.fail(F.list, 401, {});
  });
});
