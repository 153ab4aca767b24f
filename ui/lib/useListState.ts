// What a list screen keeps: page, page size, sort and search (api/list.ts's contract, client side).
// The page size is remembered per list in prefixed local storage (SPEC §4 persisted view state);
// the search reaches the query once typing pauses, so the server is not asked on every keystroke.
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, toListQuery, type ListQueryInput, type PageSize, type Sort } from '../../api/list';
import { storage } from '../../adapters/index';

export const SEARCH_DELAY_MS = 300;

export interface ListState<F extends string> {
  page: number;
  limit: PageSize;
  sort: Sort<F>;
  /** What is typed in the search box. */
  search: string;
  /** The query input of the list route (page, limit, sort[field], search after the pause). */
  query: ListQueryInput<F>;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** A click on a sortable header: the active column flips, another one starts ascending. */
  toggleSort(by: F): void;
  setSearch(search: string): void;
}

const limitKey = (list: string) => `list.${list}.limit`;

function storedLimit(list: string, fallback: PageSize): PageSize {
  const value = Number(storage.getItem(limitKey(list)));
  return (PAGE_SIZES as readonly number[]).includes(value) ? (value as PageSize) : fallback;
}

/** `list` names the list for the remembered page size (e.g. 'leads', 'trash'). */
export function useListState<F extends string>(list: string, defaults: { sort: Sort<F>; limit?: PageSize }): ListState<F> {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState<PageSize>(() => storedLimit(list, defaults.limit ?? DEFAULT_PAGE_SIZE));
  const [sort, setSort] = useState<Sort<F>>(defaults.sort);
  const [search, setSearchState] = useState('');
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (search.trim() === settled.trim()) return undefined;
    const timer = setTimeout(() => {
      setSettled(search);
      setPage(1);
    }, search.trim() === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, settled]);

  const query = useMemo(() => toListQuery({ page, limit, sort, search: settled }), [page, limit, sort, settled]);

  return {
    page, limit, sort, search, query,
    setPage,
    setLimit(next) {
      if (!(PAGE_SIZES as readonly number[]).includes(next)) return;
      storage.setItem(limitKey(list), String(next));
      setLimitState(next as PageSize);
      setPage(1);
    },
    toggleSort(by) {
      setSort((s) => (s.by === by ? { by, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { by, dir: 'asc' }));
      setPage(1);
    },
    setSearch: setSearchState,
  };
}
