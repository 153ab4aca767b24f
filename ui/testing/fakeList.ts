// A list route of the one list contract (api/list.ts) over an in-memory array, for component tests
// whose screens page and search on the server: `page`, `limit`, `search` (by the item's text) and
// the `id` filter are honoured the way server/platform/http/list.ts answers them.
export interface FakeListQuery { page?: number; limit?: number; search?: string; id?: number }

export function fakeList<T extends { id: number }>(all: readonly T[], text: (item: T) => string) {
  return ({ query = {} }: { query?: FakeListQuery } = {}) => {
    const search = query.search?.toLowerCase();
    const hits = all.filter((item) => (!search || text(item).toLowerCase().includes(search)) && (query.id === undefined || item.id === query.id));
    const limit = query.limit ?? 10;
    const page = query.page ?? 1;
    return Promise.resolve({
      items: hits.slice((page - 1) * limit, page * limit),
      total_items: hits.length,
      current: page,
      total_pages: Math.max(1, Math.ceil(hits.length / limit)),
    });
  };
}

/** `n` projects «Проект 1» … «Проект n», oldest first, as GET /projects answers by default. */
export function manyProjects(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Проект ${i + 1}`, liked: false, created: '2026-01-01T00:00:00.000Z' }));
}
