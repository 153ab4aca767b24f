// The pages list served by the server on the one list contract: paged, searched,
// filtered and sorted in SQL, each row with its 7-day figures, and only the caller's own pages.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { listReadsOf } from '../db/client';
import { rowsOf } from '../db/rows';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';

const P = api.pages;

async function accountOf(h: Harness, email: string): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM users WHERE email = $1', [email]));
  return Number(rows[0].account_id);
}

/**
 * `count` pages straight into the account (as many as a test needs, fast): names «Страница 1…n»,
 * statuses cycling published / unpublished / stoped, page i changed i minutes ago (1 is the newest).
 */
async function seedPages(h: Harness, accountId: number, projectId: number, count: number, prefix: string): Promise<void> {
  await h.database.withConnection((c) => c.query(`
    INSERT INTO pages (account_id, project_id, name, title, code, uri, status, updated)
    SELECT $1::bigint, $2::bigint, 'Страница ' || g, 'Заголовок ' || g, $3 || g, 'p' || g,
      (ARRAY['published', 'unpublished', 'stoped'])[1 + g % 3], now() - (g || ' minutes')::interval
    FROM generate_series(1, $4::int) g`, [accountId, projectId, prefix, count]));
}

describe.each(testDatabases)('pages list paged by the server on $name', (db) => {
  const h = useHarness(db);

  async function owner(prefix: string, count: number) {
    const user = await h.signUp();
    const accountId = await accountOf(h, user.email);
    const projectId = (await h.ok(api.projects.list, { token: user.token })).items[0].id;
    await seedPages(h, accountId, projectId, count, prefix);
    return { ...user, accountId, projectId };
  }

  it('answers one page of the list with the total, newest change first, and pages through it without repeats', async () => {
    const a = await owner('acc-a-', 23);
    const first = await h.ok(P.list, { token: a.token });
    expect(first).toMatchObject({ total_items: 23, current: 1, total_pages: 3 });
    expect(first.items.map((p) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Страница ${i + 1}`));
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const answer = await h.ok(P.list, { token: a.token, query: { page: String(page), limit: '10' } });
      answer.items.forEach((p) => seen.add(p.id));
      expect(answer.items).toHaveLength(page === 3 ? 3 : 10);
    }
    expect(seen.size).toBe(23);
    const past = await h.ok(P.list, { token: a.token, query: { page: '9', limit: '10' } });
    expect(past).toMatchObject({ items: [], total_items: 23, current: 9, total_pages: 3 });
    // Only SPEC's page sizes.
    await h.fail(P.list, 422, { token: a.token, query: { limit: '1000' } });
  });

  it('gives every page of every sort exactly the rows of the whole sorted list, deep pages (read from the other end) included', async () => {
    const a = await owner('acc-deep-', 23);
    // Ties everywhere: five names, pairs of pages changed at the same moment (the id breaks them).
    await h.database.withConnection((c) => c.query(`UPDATE pages SET name = CASE WHEN id % 7 = 0 THEN '' ELSE 'Страница ' || (id % 5) END,
      updated = date_trunc('hour', now()) - ((id / 2) || ' minutes')::interval WHERE account_id = $1`, [a.accountId]));
    const keys = { updated: 'updated', name: `lower(coalesce(nullif(name, ''), title))`, status: `CASE status WHEN 'published' THEN 0 WHEN 'stoped' THEN 1 ELSE 2 END` };
    for (const status of [undefined, 'published'] as const) {
      for (const by of ['updated', 'name', 'status'] as const) {
        for (const dir of ['asc', 'desc'] as const) {
          const whole = await h.database.withConnection((c) => c.query<{ id: string }>(
            `SELECT id FROM pages WHERE account_id = $1 AND deleted_at IS NULL ${status ? `AND status = '${status}'` : ''} ORDER BY ${keys[by]} ${dir}, id ${dir}`, [a.accountId]));
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / 10) + 1; page++) {
            const answer = await h.ok(P.list, { token: a.token, query: { page: String(page), limit: '10', [`sort[${by}]`]: dir, ...(status ? { status } : {}) } });
            expect(answer.total_items).toBe(whole.length);
            paged.push(...answer.items.map((p) => p.id));
          }
          expect(paged, `${status ?? 'all'} by ${by} ${dir}`).toEqual(whole.map((r) => Number(r.id)));
        }
      }
    }
  });

  it('searches name, title and code in SQL, LIKE wildcards taken literally, with the filters and sorts', async () => {
    const a = await owner('acc-b-', 30);
    const found = await h.ok(P.list, { token: a.token, query: { search: 'страница 2', limit: '25' } });
    // «Страница 2», «Страница 20» … «Страница 29»: case-insensitive, newest first.
    expect(found.items.map((p) => p.name)).toEqual(['Страница 2', ...Array.from({ length: 10 }, (_, i) => `Страница ${20 + i}`)]);
    expect(found.total_items).toBe(11);
    expect((await h.ok(P.list, { token: a.token, query: { search: 'Заголовок 17' } })).items.map((p) => p.name)).toEqual(['Страница 17']);
    expect((await h.ok(P.list, { token: a.token, query: { search: 'acc-b-5' } })).items.map((p) => p.name)).toEqual(['Страница 5']);
    expect((await h.ok(P.list, { token: a.token, query: { search: '%' } })).total_items).toBe(0);

    const published = await h.ok(P.list, { token: a.token, query: { status: 'published', limit: '50' } });
    expect(published.total_items).toBe(10);
    expect(published.items.every((p) => p.status === 'published')).toBe(true);

    const byName = await h.ok(P.list, { token: a.token, query: { 'sort[name]': 'asc', limit: '10' } });
    expect(byName.items.map((p) => p.name).slice(0, 3)).toEqual(['Страница 1', 'Страница 10', 'Страница 11']);
    const byStatus = await h.ok(P.list, { token: a.token, query: { 'sort[status]': 'desc', limit: '10' } });
    expect(byStatus.items.every((p) => p.status === 'unpublished')).toBe(true);
    const oldest = await h.ok(P.list, { token: a.token, query: { 'sort[updated]': 'asc', limit: '10' } });
    expect(oldest.items[0].name).toBe('Страница 30');

    const folder = await h.ok(api.folders.create, { token: a.token, body: { title: 'Акции', project_id: a.projectId } });
    const ids = (await h.ok(P.list, { token: a.token, query: { search: 'Заголовок 1', limit: '10' } })).items.slice(0, 4).map((p) => p.id);
    for (const id of ids) await h.ok(P.update, { token: a.token, params: { pageId: id }, body: { folder: folder.id } });
    const inFolder = await h.ok(P.list, { token: a.token, query: { folder: String(folder.id), 'sort[name]': 'asc' } });
    expect(inFolder.items.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(inFolder.total_items).toBe(4);
    expect((await h.ok(P.list, { token: a.token, query: { folder: String(folder.id), status: 'stoped' } })).items.every((p) => p.status === 'stoped')).toBe(true);
  });

  it('is isolated per account: another account with the same names and codes sees only its own pages', async () => {
    const a = await owner('iso-a-', 12);
    const b = await owner('iso-b-', 3);
    const listA = await h.ok(P.list, { token: a.token, query: { limit: '100' } });
    const listB = await h.ok(P.list, { token: b.token, query: { limit: '100', search: 'Страница' } });
    expect(listA.total_items).toBe(12);
    expect(listB.total_items).toBe(3);
    expect(listB.items.every((p) => p.code.startsWith('iso-b-'))).toBe(true);
    expect((await h.ok(P.list, { token: b.token, query: { search: 'iso-a-' } })).total_items).toBe(0);
    // Another account's project as a filter finds nothing.
    expect((await h.ok(P.list, { token: b.token, query: { project_id: String(a.projectId) } })).items).toEqual([]);
  });

  it('gives each row its visitors and leads of the last 7 days from the statistics rollups', async () => {
    const a = await owner('week-', 3);
    // (Another query than the one read after the rollup: the list cache would answer that one for LIST_CACHE_MS.)
    const rows = (await h.ok(P.list, { token: a.token, query: { limit: '25' } })).items;
    const [newest, , oldest] = rows;
    await h.database.withConnection((c) => c.query(`
      INSERT INTO stat_daily (account_id, day, page_id, visits, visitors, leads) VALUES
        ($1, current_date - 3, $2, 9, 7, 2), ($1, current_date - 2, $2, 5, 4, 1), ($1, current_date - 30, $2, 100, 100, 100)`, [a.accountId, newest.id]));
    const listed = await h.ok(P.list, { token: a.token });
    expect(listed.items.find((p) => p.id === newest.id)?.week).toEqual({ visitors: 11, leads: 3 });
    expect(listed.items.find((p) => p.id === oldest.id)?.week).toEqual({ visitors: 0, leads: 0 });
  });

  it('searches the address too, follows a rename at once, and never matches across two fields', async () => {
    const a = await owner('span-', 12);
    // uri is 'p' || g: «p7» is page 7's address only.
    expect((await h.ok(P.list, { token: a.token, query: { search: 'P7' } })).items.map((p) => p.name)).toEqual(['Страница 7']);
    const [newest] = (await h.ok(P.list, { token: a.token })).items;
    await h.ok(P.update, { token: a.token, params: { pageId: newest.id }, body: { name: 'Осенняя распродажа' } });
    expect((await h.ok(P.list, { token: a.token, query: { search: 'ОСЕННЯЯ' } })).items.map((p) => p.id)).toEqual([newest.id]);
    expect((await h.ok(P.short, { token: a.token, query: { search: 'распродажа' } })).items.map((p) => p.id)).toEqual([newest.id]);
    expect((await h.ok(P.list, { token: a.token, query: { search: 'Страница 1' } })).total_items).toBe(3); // 10, 11, 12 (1 renamed)
    // The name's end and the title's start are one text inside the index: a term spanning them finds nothing.
    expect((await h.ok(P.list, { token: a.token, query: { search: 'Страница 5\nЗаголовок 5' } })).total_items).toBe(0);
    expect((await h.ok(P.short, { token: a.token, query: { search: 'Страница 5\nЗаголовок 5' } })).items).toEqual([]);
    // Searched pages sort by the screen's sorts like the unsearched list.
    const byName = await h.ok(P.list, { token: a.token, query: { search: 'страница', 'sort[name]': 'asc', limit: '10', page: '2' } });
    expect(byName).toMatchObject({ total_items: 11, current: 2, total_pages: 2 });
    expect(byName.items.map((p) => p.name)).toEqual(['Страница 9']);
  });

  it('leaves the 7-day figures out for a member whose project denies statistics, keeping the rows', async () => {
    const a = await owner('deny-', 2);
    await h.ok(api.access.create, { token: a.token, body: { email: 'stats-off@example.com', name: 'M', password: 'Quartz-Lagoon-7', permissions: { [a.projectId]: { 'statistics.list': false } } } });
    const member = (await h.ok(api.session.login, { body: { email: 'stats-off@example.com', password: 'Quartz-Lagoon-7' } })).token;
    const seen = await h.ok(P.list, { token: member });
    expect(seen.total_items).toBe(2);
    expect(seen.items.map((p) => p.week)).toEqual([null, null]);
    expect((await h.ok(P.list, { token: a.token })).items.map((p) => p.week)).toEqual([{ visitors: 0, leads: 0 }, { visitors: 0, leads: 0 }]);
    expect((await h.ok(P.list, { token: member, query: { search: 'Страница 2' } })).items.map((p) => [p.name, p.week])).toEqual([['', null]]);
  });

  it('reads an unsearched list through its own connections (PostgreSQL), each statement planned once, generically', async () => {
    const a = await owner('plans-', 100);
    const reads = listReadsOf(h.database.db);
    // PGlite is one connection: the list reads through it.
    if (db.name === 'pglite') expect(reads).toBe(h.database.db);
    else expect(reads).not.toBe(h.database.db);
    // The rows statements kept on the connection an unsearched list takes next, and how they were planned.
    const plans = async () => (db.name === 'pglite' ? [] : rowsOf<{ mode: string; generic: number; custom: number }>(reads, sql`
      SELECT current_setting('plan_cache_mode') AS mode, generic_plans::int AS generic, custom_plans::int AS custom
      FROM pg_prepared_statements WHERE name LIKE 'pages_list_%' AND statement LIKE '%json_build_array%'`));
    const before = await plans();
    // Pages 1-5 of 10 walk the list forwards: one statement, five runs (page 6 on walks it backwards),
    // one after another, so on the connection the query above used (pg-pool hands out the last released).
    for (let page = 1; page <= 5; page++) {
      const answer = await h.ok(P.list, { token: a.token, query: { page: String(page), limit: '10', 'sort[name]': 'asc' } });
      expect(answer.items).toHaveLength(10);
    }
    if (db.name === 'postgres') {
      const after = await plans();
      const sum = (rows: { generic: number }[]) => rows.reduce((n, r) => n + r.generic, 0);
      expect(sum(after) - sum(before)).toBe(5);
      expect(after.every((r) => r.mode === 'force_generic_plan' && r.custom === 0)).toBe(true);
    }
  });

  it('answers pickers a searched, bounded list of the caller\'s own pages, or exactly the pages asked for', async () => {
    const a = await owner('pick-a-', 130);
    await owner('pick-b-', 5);
    const first = await h.ok(P.short, { token: a.token, query: { limit: '100' } });
    expect(first.items).toHaveLength(100);
    expect(first.more).toBe(true);
    expect(first.items[0].name).toBe('Страница 1');
    const found = await h.ok(P.short, { token: a.token, query: { search: 'страница 12', limit: '100' } });
    expect(found.items.map((p) => p.name)).toEqual(['Страница 12', ...Array.from({ length: 10 }, (_, i) => `Страница ${120 + i}`)]);
    expect(found.more).toBe(false);
    expect((await h.ok(P.short, { token: a.token, query: { search: 'pick-b-' } })).items).toEqual([]);
    const ids = first.items.slice(3, 5).map((p) => p.id);
    expect((await h.ok(P.short, { token: a.token, query: { ids: ids.join(',') } })).items.map((p) => p.id).sort()).toEqual([...ids].sort());
    await h.fail(P.short, 422, { token: a.token, query: { limit: '101' } });
    await h.fail(P.short, 422, { token: a.token, query: { ids: '1,x' } });
  });
});
