/**
 * The pages list and search as the app bench asks them: one query asked again and again (what the
 * list cache answers from memory), and thousands of distinct ones — every page of the list at two
 * sizes, in each sort, with and without a status filter; a search for each page's number, in two
 * sorts — shuffled (a fixed seed), so shallow and deep pages mix and none repeats for thousands of
 * requests (longer than the cache's 5 s at the loads measured): the uncached cost.
 */
const SORTS = ['sort[updated]=desc', 'sort[updated]=asc', 'sort[name]=asc', 'sort[name]=desc', 'sort[status]=asc', 'sort[status]=desc'];
const STATUSES = [undefined, 'published', 'unpublished', 'stoped'] as const;

export const repeatedList = '/api/pages?page=1&limit=25';
export const repeatedSearch = `/api/pages?page=1&limit=25&search=${encodeURIComponent('Лендинг 42')}`;

/** Fisher–Yates with a small fixed-seed generator: the same order on every run. */
function shuffled<T>(items: T[], seed = 42): T[] {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Distinct list queries over an account of `pages` pages (statuses cycle over thirds of them). */
export function distinctLists(pages: number): string[] {
  const out: string[] = [];
  for (const limit of [10, 25, 50]) {
    for (const status of STATUSES) {
      const rows = status === undefined ? pages : Math.ceil(pages / 3);
      for (let page = 1; page <= Math.ceil(rows / limit); page++) {
        for (const sort of SORTS) out.push(`/api/pages?page=${page}&limit=${limit}&${sort}${status ? `&status=${status}` : ''}`);
      }
    }
  }
  return shuffled(out);
}

/** Distinct searches: «Лендинг N» for every page number N, newest first and by name. */
export function distinctSearches(pages: number): string[] {
  const out: string[] = [];
  for (let n = 1; n <= pages; n++) {
    for (const sort of ['sort[updated]=desc', 'sort[name]=asc']) out.push(`/api/pages?page=1&limit=25&search=${encodeURIComponent(`Лендинг ${n}`)}&${sort}`);
  }
  return shuffled(out);
}
