// The trash's search on PGlite and PostgreSQL (pages/trash-routes.ts, migration 0231): it finds a trashed
// page by its title and by its address (the generated search column the pages list searches too),
// never a live page or another account's, and the planner takes the trashed rows' trigram index.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';

describe.each(testDatabases)('trash search on $name', (tdb) => {
  const h = useHarness(tdb);

  it('finds trashed pages by title and by address, not live ones', async () => {
    const { token } = await h.signUp();
    const make = async (title: string, uri: string, trash: boolean) => {
      const page = await h.ok(api.pages.create, { token, body: { title, name: title, uri } });
      if (trash) await h.ok(api.pages.remove, { token, params: { pageId: page.id } });
      return page;
    };
    await make('Весенняя распродажа', 'spring-sale', true);
    await make('Курс по йоге', 'yoga-course', true);
    await make('Весенний вебинар', 'spring-webinar', false);
    const search = async (term: string) => (await h.ok(api.trash.list, { token, query: { search: term } })).items.map((p) => p.title).sort();

    expect(await search('ВЕСЕННЯЯ')).toEqual(['Весенняя распродажа']);
    expect(await search('йоге')).toEqual(['Курс по йоге']);
    expect(await search('yoga-cou')).toEqual(['Курс по йоге']);
    // "spring" is in a live page's address too: the trash shows only its own.
    expect(await search('spring')).toEqual(['Весенняя распродажа']);
    expect(await search('50%')).toEqual([]);
    // A term with a newline cannot span two fields of the search column.
    expect(await search('распродажа\nвесенняя')).toEqual([]);
    expect((await h.ok(api.trash.list, { token, query: { search: 'йоге' } })).total_items).toBe(1);

    const other = await h.signUp();
    expect((await h.ok(api.trash.list, { token: other.token, query: { search: 'spring' } })).items).toEqual([]);
  });

  it('reads the matches from the trashed rows\' trigram index', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Осенний лендинг', uri: 'autumn' } });
    await h.ok(api.pages.remove, { token, params: { pageId: page.id } });
    const plan = await h.database.withConnection(async (conn) => {
      // 5,000 more trashed pages of this account, so the planner weighs a scan against the indexes;
      // VACUUM merges GIN's pending entries as autovacuum would (until then the index looks dear).
      await conn.exec(`INSERT INTO pages (account_id, code, title, uri, deleted_at)
        SELECT account_id, 'trash' || g, 'Страница ' || g, 'page-' || g, now() FROM pages, generate_series(1, 5000) g WHERE id = ${page.id}`);
      await conn.exec('VACUUM ANALYZE pages');
      const [{ account_id: accountId }] = await conn.query<{ account_id: string }>(`SELECT account_id FROM pages WHERE id = ${page.id}`);
      const rows = await conn.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM pages WHERE account_id = ${accountId}
        AND deleted_at IS NOT NULL AND search LIKE lower('%осенн%') ORDER BY deleted_at DESC, id DESC LIMIT 10`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('pages_trash_search_trgm_idx');
    expect((await h.ok(api.trash.list, { token, query: { search: 'осенн' } })).items.map((p) => p.id)).toEqual([page.id]);
  });
});
