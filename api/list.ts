// The one list contract (SPEC §3 "List response", §9 page sizes): every paged list of the product —
// leads, orders, persons, pages, trash, … — takes the same query and answers the same shape.
//
// How a new area uses it:
//   1. api/routes/<area>.ts:
//        query: listQuery({ sort: ['title', 'status', 'created'], defaultSort: { by: 'created', dir: 'desc' },
//                           filters: { status: filters.oneOf([1, 2, 3]), page_id: filters.id, ...filters.dateRange('created') } }),
//        response: listResponse(leadSchema),
//      The query string is SPEC's: page, limit (10/25/50/100), search, sort[<field>]=asc|desc, filters.
//      The handler receives it normalised: { page, limit, search: string | null, sort: { by, dir }, filters }.
//   2. server: `listPage(db, select, ctx.query, { table, where, search, sort, id })` (server/platform/http/list.ts)
//      pages, sorts and searches a Drizzle select and counts only when it must.
//   3. ui: <DataTable> (ui/components/DataTable.tsx) with `useListState` for page / size / sort / search,
//      and `toListQuery(state)` below to turn that state into the query input.
import * as v from 'valibot';
import { idParam } from './schemas';
import { lazySchema } from './lazySchema';

/** SPEC §9: page sizes of every list (10 is the default). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** The largest page: what a switcher or a side column reads in one answer. */
export const MAX_PAGE_SIZE: PageSize = 100;
/** A search term longer than this is refused (it would only make the query slow). */
export const MAX_SEARCH = 200;

export type SortDir = 'asc' | 'desc';
export interface Sort<F extends string = string> { by: F; dir: SortDir }

/** Query strings carry text: '3' and 3 both mean 3. */
const queryInt = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x).trim()),
  v.regex(/^[0-9]{1,9}$/),
  v.transform(Number),
);

const page = v.optional(v.pipe(queryInt, v.minValue(1)), 1);
const limit = v.optional(v.pipe(queryInt, v.picklist(PAGE_SIZES)), DEFAULT_PAGE_SIZE);
const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH)), '');
const sortDir = v.optional(v.picklist(['asc', 'desc']));

/** Typed filters for `listQuery({ filters })`; each is optional (absent = no filter). */
export const filters = {
  /** An id such as page_id or project_id. */
  id: v.optional(idParam),
  /** One of a fixed set of values; numbers in the query string are read as numbers (status keys). */
  oneOf<const T extends string | number>(values: readonly T[]) {
    return v.optional(v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((x): string | number => (typeof values[0] === 'number' && /^-?[0-9]+$/.test(String(x)) ? Number(x) : String(x))),
      v.picklist(values as T[]),
    ));
  },
  /** SPEC's `created[from]` / `created[to]`: ISO dates or date-times, both ends inclusive. */
  dateRange<const N extends string>(name: N) {
    const day = v.optional(v.union([v.pipe(v.string(), v.isoDate()), v.pipe(v.string(), v.isoTimestamp())]));
    return { [`${name}[from]`]: day, [`${name}[to]`]: day } as Record<`${N}[from]` | `${N}[to]`, typeof day>;
  },
};

type SortKeys<F extends string> = { [K in F as `sort[${K}]`]: typeof sortDir };

export interface ListQuery<F extends string, Filters = Record<string, never>> extends ListSelection<F, Filters> {
  page: number;
  limit: PageSize;
}

/** What a paged list is sorted and filtered by (listQuery, listSelection). */
export interface ListSpec<F extends string, E extends v.ObjectEntries> {
  sort: readonly F[];
  defaultSort: Sort<NoInfer<F>>;
  filters?: E;
}

/** The rows a list query chooses, whatever page is shown: the search, the sort and the filters. */
export interface ListSelection<F extends string, Filters = Record<string, never>> {
  /** Trimmed; null when empty. */
  search: string | null;
  sort: Sort<F>;
  filters: Filters;
}

type FiltersOut<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;

/** The query-string entries that choose rows: search, `sort[<field>]` and the filters. */
function selectionEntries<F extends string, E extends v.ObjectEntries>(spec: ListSpec<F, E>) {
  const sortEntries = Object.fromEntries(spec.sort.map((f) => [`sort[${f}]`, sortDir])) as SortKeys<F>;
  const filterEntries = (spec.filters ?? {}) as E;
  return { search, ...sortEntries, ...filterEntries };
}

/** The validated flat query → its selection (a sort field outside `spec.sort` leaves the default). */
function selectionOf<F extends string, E extends v.ObjectEntries>(spec: ListSpec<F, E>, raw: Record<string, unknown>): ListSelection<F, FiltersOut<E>> {
  const by = spec.sort.find((f) => raw[`sort[${f}]`] !== undefined);
  const picked = Object.fromEntries(Object.keys(spec.filters ?? {}).map((k) => [k, raw[k]]).filter(([, x]) => x !== undefined));
  return {
    search: raw.search === '' ? null : (raw.search as string),
    sort: by ? { by, dir: raw[`sort[${by}]`] as SortDir } : spec.defaultSort,
    filters: picked as FiltersOut<E>,
  };
}

/**
 * The query schema of a paged list. Input: SPEC's flat query string (`sort[created]=desc`);
 * output: `ListQuery`. A sort field outside `sort` is ignored (the default applies); a wrong
 * direction, page or page size is a validation error.
 */
export function listQuery<const F extends string, const E extends v.ObjectEntries = Record<never, never>>(spec: ListSpec<F, E>) {
  // Built on the route's first call, not when the route table loads (api/lazySchema.ts).
  return lazySchema(() => v.pipe(
    v.object({ page, limit, ...selectionEntries(spec) }),
    v.transform((q): ListQuery<F, FiltersOut<E>> => {
      const raw = q as Record<string, unknown>;
      return { page: raw.page as number, limit: raw.limit as PageSize, ...selectionOf(spec, raw) };
    }),
  ));
}

/**
 * Every row a list query chooses, unpaged — for a call that takes them all (an export): the same
 * entries as the list's query (search, `sort[<field>]`, the filters), with the same validation and
 * meaning, plus the call's own `extra` fields. So whatever filters the list filters the export.
 * Output: the extra fields' values and `ListSelection`.
 */
export function listSelection<const F extends string, const E extends v.ObjectEntries, const X extends v.ObjectEntries>(spec: ListSpec<F, E>, extra: X) {
  return lazySchema(() => v.pipe(
    v.object({ ...extra, ...selectionEntries(spec) }),
    v.transform((q): FiltersOut<X> & ListSelection<F, FiltersOut<E>> => {
      const raw = q as Record<string, unknown>;
      const own = Object.fromEntries(Object.keys(extra).map((k) => [k, raw[k]]).filter(([, x]) => x !== undefined)) as FiltersOut<X>;
      return { ...own, ...selectionOf(spec, raw) };
    }),
  ));
}

/** SPEC §3 list response: the page's items, how many there are in all, this page and the page count. */
export function listResponse<T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    total_items: v.pipe(v.number(), v.integer(), v.minValue(0)),
    current: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total_pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}

export interface ListPage<T> { items: T[]; total_items: number; current: number; total_pages: number }

/** The query input of a listQuery route without its filters (what toListQuery builds). */
export type ListQueryInput<F extends string> = { page?: number; limit?: number; search?: string } & { [K in F as `sort[${K}]`]?: SortDir };

/** What a list screen keeps (ui useListState) → the query input of a listQuery route. */
export function toListQuery<F extends string>(state: { page: number; limit: number; sort: Sort<F> | null; search: string }): ListQueryInput<F> {
  const q: Record<string, string | number> = { page: state.page, limit: state.limit };
  if (state.sort) q[`sort[${state.sort.by}]`] = state.sort.dir;
  const term = state.search.trim();
  if (term) q.search = term;
  return q as ListQueryInput<F>;
}

/** A list's query input without its page: what an unpaged call over the same list (an export) takes. */
export function unpaged<Q extends { page?: number; limit?: number }>(query: Q): Omit<Q, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...selection } = query;
  return selection;
}
