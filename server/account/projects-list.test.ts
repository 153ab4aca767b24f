// The projects list served by the server on the one list contract: paged, searched by
// title and sorted in SQL, narrowed to one project by id, and only the caller's own projects.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { accountIdOf } from '../testing/cdp';
import { useHarness, type Harness } from '../testing/harness';

const Pr = api.projects;

/** `count` projects «<prefix> 1…n» straight into the account, created in that order after the default one; every 5th liked. */
async function seedProjects(h: Harness, accountId: number, count: number, prefix: string): Promise<void> {
  await h.database.withConnection((c) => c.query(`
    INSERT INTO projects (account_id, title, liked, created)
    SELECT $1::bigint, $2 || ' ' || g, g % 5 = 0, now() + (g || ' seconds')::interval
    FROM generate_series(1, $3::int) g`, [accountId, prefix, count]));
}

describe.each(testDatabases)('projects list paged by the server on $name', (db) => {
  const h = useHarness(db);

  async function owner(prefix: string, count: number) {
    const user = await h.signUp();
    const accountId = await accountIdOf(h, user.email);
    await seedProjects(h, accountId, count, prefix);
    return { ...user, accountId };
  }

  it('answers one page with the total, oldest first (the default project leads), and pages through without repeats', async () => {
    const a = await owner('Проект', 25);
    const first = await h.ok(Pr.list, { token: a.token });
    expect(first).toMatchObject({ total_items: 26, current: 1, total_pages: 3 });
    expect(first.items.map((p) => p.title)).toEqual(['Мой проект', ...Array.from({ length: 9 }, (_, i) => `Проект ${i + 1}`)]);
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const answer = await h.ok(Pr.list, { token: a.token, query: { page: String(page), limit: '10' } });
      answer.items.forEach((p) => seen.add(p.id));
      expect(answer.items).toHaveLength(page === 3 ? 6 : 10);
    }
    expect(seen.size).toBe(26);
    expect(await h.ok(Pr.list, { token: a.token, query: { page: '5', limit: '10' } })).toMatchObject({ items: [], total_items: 26, total_pages: 3 });
    await h.fail(Pr.list, 422, { token: a.token, query: { limit: '1000' } });
    await h.fail(Pr.list, 422, { token: a.token, query: { page: '0' } });
  });

  it('searches titles case-insensitively with LIKE wildcards taken literally, and sorts by title and liked', async () => {
    const a = await owner('Проект', 25);
    const found = await h.ok(Pr.list, { token: a.token, query: { search: 'проект 2', limit: '25' } });
    expect(found.items.map((p) => p.title)).toEqual(['Проект 2', ...Array.from({ length: 6 }, (_, i) => `Проект ${20 + i}`)]);
    expect(found.total_items).toBe(7);
    expect((await h.ok(Pr.list, { token: a.token, query: { search: '%' } })).total_items).toBe(0);
    const byTitle = await h.ok(Pr.list, { token: a.token, query: { 'sort[title]': 'desc', limit: '25' } });
    expect(byTitle.items.slice(0, 3).map((p) => p.title)).toEqual(['Проект 9', 'Проект 8', 'Проект 7']);
    const liked = await h.ok(Pr.list, { token: a.token, query: { 'sort[liked]': 'desc', limit: '10' } });
    // Liked first (5, 10, … 25), the newest of them first.
    expect(liked.items.slice(0, 5).map((p) => [p.title, p.liked])).toEqual([25, 20, 15, 10, 5].map((n) => [`Проект ${n}`, true]));
    expect(liked.items[5].liked).toBe(false);
    await h.fail(Pr.list, 422, { token: a.token, query: { 'sort[title]': 'up' } });
  });

  it('narrows to one project by id and never shows another account\'s projects', async () => {
    const a = await owner('Проект А', 12);
    const b = await owner('Проект Б', 12);
    const theirs = await h.ok(Pr.list, { token: b.token, query: { search: 'Проект Б 7' } });
    expect(theirs.items).toHaveLength(1);
    const id = theirs.items[0].id;
    expect((await h.ok(Pr.list, { token: b.token, query: { id: String(id) } })).items.map((p) => p.title)).toEqual(['Проект Б 7']);
    expect(await h.ok(Pr.list, { token: a.token, query: { id: String(id) } })).toMatchObject({ items: [], total_items: 0 });
    // «Мой проект» and «Проект А 1…12»: none of B's.
    const mine = await h.ok(Pr.list, { token: a.token, query: { search: 'проект', limit: '100' } });
    expect(mine.total_items).toBe(13);
    expect(mine.items.filter((p) => p.title.startsWith('Проект Б'))).toEqual([]);
    await h.fail(Pr.list, 401, {});
  });
});
