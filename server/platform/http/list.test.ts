// The one list contract on the server (platform/http/list.ts), through a real list route (GET /trash) on
// PGlite and PostgreSQL: pages with stable order, sorting, literal search, the count, bad input.
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/index';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { likePattern, totalFromPage } from './list';

describe('totalFromPage', () => {
  it('knows the total without counting only on a short page that is not past the end', () => {
    expect(totalFromPage(1, 10, 7)).toBe(7);
    expect(totalFromPage(1, 10, 0)).toBe(0);
    expect(totalFromPage(3, 10, 4)).toBe(24);
    expect(totalFromPage(1, 10, 10)).toBeNull();
    expect(totalFromPage(5, 10, 0)).toBeNull();
  });

  it('takes LIKE wildcards in a search literally', () => {
    expect(likePattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});

describe.each(testDatabases)('list contract on $name (GET /trash)', (tdb) => {
  const h = useHarness(tdb);

  async function trashPages(token: string, names: string[]) {
    for (const name of names) {
      const page = await h.ok(api.pages.create, { token, body: { title: name, name } });
      await h.ok(api.pages.remove, { token, params: { pageId: page.id } });
    }
  }

  it('pages, sorts, searches and counts on the server', async () => {
    const { token } = await h.signUp();
    const names = Array.from({ length: 24 }, (_, i) => `Страница ${String(i + 1).padStart(2, '0')}`);
    await trashPages(token, [...names, '100% скидка', 'Акция_лето', 'Акциялето']);
    const list = (query: Record<string, string> = {}) => h.ok(api.trash.list, { token, query });

    const first = await list();
    expect(first).toMatchObject({ total_items: 27, current: 1, total_pages: 3 });
    expect(first.items).toHaveLength(10);
    // Newest deletion first (the default sort), the id breaking ties.
    expect(first.items[0].name).toBe('Акциялето');

    const walked = [];
    for (let page = 1; page <= 3; page++) walked.push(...(await list({ page: String(page), limit: '10' })).items);
    expect(walked).toHaveLength(27);
    expect(new Set(walked.map((p) => p.id)).size).toBe(27);
    expect(walked.map((p) => p.deleted_at)).toEqual([...walked.map((p) => p.deleted_at)].sort().reverse());

    const byName = await list({ 'sort[name]': 'asc', limit: '25' });
    expect(byName.items.map((p) => p.name).slice(0, 3)).toEqual(['100% скидка', 'Акция_лето', 'Акциялето']);
    expect(byName).toMatchObject({ total_items: 27, total_pages: 2 });
    expect((await list({ 'sort[name]': 'desc' })).items[0].name).toBe('Страница 24');

    expect((await list({ search: 'страница 1' })).items.map((p) => p.name).sort()).toEqual(
      ['Страница 10', 'Страница 11', 'Страница 12', 'Страница 13', 'Страница 14', 'Страница 15', 'Страница 16', 'Страница 17', 'Страница 18', 'Страница 19'],
    );
    expect((await list({ search: '%' })).items.map((p) => p.name)).toEqual(['100% скидка']);
    expect(await list({ search: 'акция_' })).toMatchObject({ total_items: 1, items: [{ name: 'Акция_лето' }] });

    // Past the end: no items, and still the true total.
    expect(await list({ page: '9' })).toEqual({ items: [], total_items: 27, current: 9, total_pages: 3 });
  });

  it('refuses a page size SPEC does not have, a bad direction or page; shows another account nothing', async () => {
    const { token } = await h.signUp();
    await trashPages(token, ['Одна']);
    const bad: Record<string, string>[] = [{ limit: '30' }, { 'sort[name]': 'up' }, { page: '0' }];
    for (const query of bad) {
      expect((await h.fail(api.trash.list, 422, { token, query })).error).toBe('validation');
    }
    const other = await h.signUp();
    expect(await h.ok(api.trash.list, { token: other.token })).toEqual({ items: [], total_items: 0, current: 1, total_pages: 0 });
  });
});
