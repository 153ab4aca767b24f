// The server half of the one list contract (api/list.ts): pages, sorts and searches a Drizzle select
// and answers SPEC's { items, total_items, current, total_pages }.
//
//   const select = db.select().from(leads).$dynamic();               // or select({...}).from().leftJoin()
//   const page = await listPage(db, select, ctx.query, {
//     table: leads,                                                    // counted with `where`
//     where: and(eq(leads.accountId, auth.account.id), statusFilter),  // scope + the route's filters
//     search: [leads.name, leads.email],                              // ILIKE '%term%' on any of them
//     sort: { created: leads.created, status: leads.status, title: leads.name },
//     id: leads.id,                                                    // tiebreaker: stable pages
//   });
//   return { ...page, items: page.items.map(leadView) };
//
// or, when the answer is each row through one view, `listView(db, select, ctx.query, source, leadView)`.
//
// Sort by columns that an index covers together with the scope (e.g. (account_id, created DESC));
// the id tiebreaker keeps rows from moving between pages when sort values repeat. Offset paging
// (SPEC pages are numbered).
import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListPage, ListQuery } from '../../../api/list';
import type { Db } from '../../db/client';

export interface ListSource<F extends string> {
  /** The base table, counted with `where` when a count is needed. */
  table: PgTable;
  /** Tenant scope and filters, combined. Must reference only `table` unless `count` is given. */
  where: SQL | undefined;
  /** Columns (or expressions, e.g. a joined or computed value) searched case-insensitively for the term (any of them matches). */
  search?: readonly (AnyColumn | SQL)[];
  /** Sort field of the route → its column or expression. */
  sort: Record<F, AnyColumn | SQL>;
  /** A unique column ordered last, so equal sort values keep a stable order. */
  id: AnyColumn;
  /** Counts rows matching `where` (default: count(*) of `table`); for lists filtered on joined tables. */
  count?: (where: SQL | undefined) => Promise<number>;
}

/** `%term%` with LIKE's own wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The total is known without counting when this page is the last one: it came back short and is
 * not past the end (an empty page past the end must count to say how many there are).
 */
export function totalFromPage(page: number, limit: number, rowsOnPage: number): number | null {
  const offset = (page - 1) * limit;
  if (rowsOnPage < limit && (rowsOnPage > 0 || offset === 0)) return offset + rowsOnPage;
  return null;
}

export async function listPage<F extends string, Q extends PgSelect>(
  db: Db,
  select: Q,
  query: ListQuery<F, unknown>,
  source: ListSource<F>,
): Promise<ListPage<Awaited<Q>[number]>> {
  const term = query.search ? likePattern(query.search) : null;
  const searched = term && source.search?.length ? or(...source.search.map((c) => ilike(c, term))) : undefined;
  const where = and(source.where, searched);
  const order = query.sort.dir === 'asc' ? asc : desc;
  const rows = (await select
    .where(where)
    .orderBy(order(source.sort[query.sort.by]), order(source.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)) as Awaited<Q>[number][];
  const total = totalFromPage(query.page, query.limit, rows.length)
    ?? (source.count ? await source.count(where) : Number((await db.select({ n: count() }).from(source.table).where(where))[0].n));
  return {
    items: rows,
    total_items: total,
    current: query.page,
    total_pages: Math.ceil(total / query.limit),
  };
}

/** listPage with each row through `view`: the shape of a list route that answers views of its rows. */
export async function listView<F extends string, Q extends PgSelect, V>(
  db: Db,
  select: Q,
  query: ListQuery<F, unknown>,
  source: ListSource<F>,
  view: (row: Awaited<Q>[number]) => V,
): Promise<ListPage<V>> {
  const page = await listPage(db, select, query, source);
  return { ...page, items: page.items.map((row) => view(row)) };
}
