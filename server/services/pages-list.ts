// The pages list (api/routes/pages.ts list) read by the server: one page of the caller's live pages
// with the screen's filters, search and sort, each row with its visitors and leads of the last 7 days.
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../api/list';
import type { PageListItem, PageListSort, pageStatuses } from '../../api/routes/pages';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import type { AuthContext } from '../http/context';
import type { ListTotals } from '../http/list-cache';
import { likePattern } from '../http/list';
import { deniedProjects } from '../leads/scope';
import { currentWeek } from '../stats/period';
import { pageTotalsSql } from '../stats/reports';
import { pageView, type PageRow } from './pages-access';
import { pageSites, type RequestOrigin } from './pages-url';

export interface PageListFilters {
  project_id?: number;
  folder?: number;
  domain_id?: number;
  status?: (typeof pageStatuses)[number];
}

/** The columns the list sorts by, of the pages table or of a subquery over it. */
interface SortColumns { name: AnyColumn; title: AnyColumn; status: AnyColumn; updated: AnyColumn }

/**
 * The sort field's expression: the status column's order is published, stopped, not published (as
 * the screen has always sorted it); a page is named by its internal name, else by its title.
 */
function sortKey(by: PageListSort, t: SortColumns): AnyColumn | SQL {
  if (by === 'status') return sql`CASE ${t.status} WHEN 'published' THEN 0 WHEN 'stoped' THEN 1 ELSE 2 END`;
  if (by === 'name') return sql`lower(coalesce(nullif(${t.name}, ''), ${t.title}))`;
  return t.updated;
}

/** Live pages of the caller's account that it may see: members lose projects whose 'page.list' is off (SPEC §6). */
export function visiblePages(accountId: number, denied: readonly number[]): SQL {
  const own = and(eq(pages.accountId, accountId), isNull(pages.deletedAt)) as SQL;
  return denied.length === 0 ? own : (and(own, or(isNull(pages.projectId), not(inArray(pages.projectId, [...denied])))) as SQL);
}

/** What a list row reads: every column but the favicon's bytes and the search text. */
const { favicon: _favicon, search: _search, ...rowColumns } = getTableColumns(pages);

/**
 * The search term as a condition: the generated `search` column (migration 0181, name, title, code
 * and address lower-cased) LIKE the lower-cased term — ILIKE's own comparison in a multi-byte
 * database — from the trigram index. A term with a newline could span two fields there: it is
 * compared with each field instead (no page field holds one, so it finds nothing, as before).
 */
export function pagesSearch(term: string): SQL {
  const pattern = likePattern(term);
  if (term.includes('\n')) return or(ilike(pages.name, pattern), ilike(pages.title, pattern), ilike(pages.code, pattern), ilike(pages.uri, pattern)) as SQL;
  return sql`${pages.search} LIKE lower(${pattern})`;
}

/**
 * One page of the list: the page's ids first (from the sort's index, migrations 0160 and 0211;
 * only ids pass the offset), then their rows with their 7-day figures (a subquery per row of the
 * page only: in the same select as the offset it ran for every row skipped too).
 * - Unsearched, the total comes first — kept per caller and filters with the list cache's
 *   answers (`totals`, http/list-cache.ts: same TTL, same drops), else counted over the list's
 *   index (~0.8 ms for 5,000 pages, half the database time of a page when it was counted each
 *   time). Knowing it, a page past the last one reads nothing, and a page in the list's second
 *   half is read from the other end of the index (the rows after it are fewer than the rows
 *   before it): a deep page walked the index up to 5,000 entries, and the planner sorted the
 *   whole list instead (7 ms by name at page 197 of 200); now at most half of it is walked.
 *   The outer select puts the page's rows back in the asked order either way.
 * - Searched: the window count of the matches (which also stops the planner walking the whole
 *   list's index for a rare term: it reads the matches from the trigram index and sorts them).
 */
export async function listPages(db: Db, req: RequestOrigin, auth: AuthContext, q: ListQuery<PageListSort, PageListFilters>, totals?: ListTotals): Promise<ListPage<PageListItem>> {
  const f = q.filters;
  const where = and(
    visiblePages(auth.account.id, await deniedProjects(db, auth, 'page.list')),
    f.project_id !== undefined ? eq(pages.projectId, f.project_id) : undefined,
    f.folder !== undefined ? eq(pages.folderId, f.folder) : undefined,
    f.domain_id !== undefined ? eq(pages.domainId, f.domain_id) : undefined,
    f.status !== undefined ? eq(pages.status, f.status) : undefined,
    q.search ? pagesSearch(q.search) : undefined,
  );
  const order = q.sort.dir === 'asc' ? asc : desc;
  const week = currentWeek(new Date(), auth.user.timezone);
  const offset = (q.page - 1) * q.limit;
  let paged;
  let total: number | undefined;
  if (q.search) {
    // The matches with their window count, sorted outside: a subquery with a window function is
    // planned on its own, so the matches come from the trigram index (or a scan for a term that
    // matches most pages) instead of a walk down the whole list's index hoping to meet 25 of them.
    const found = db.select({ id: pages.id, name: pages.name, title: pages.title, status: pages.status, updated: pages.updated, total: sql<number>`count(*) OVER ()`.as('total') })
      .from(pages).where(where).as('found');
    paged = db.select({ id: found.id, total: found.total }).from(found)
      .orderBy(order(sortKey(q.sort.by, found)), order(found.id)).limit(q.limit).offset(offset).as('paged');
  } else {
    // The caller sees its own projects (members): the key names the caller, not only the account.
    const key = `pages\n${auth.user.id}\n${f.project_id ?? ''}\n${f.folder ?? ''}\n${f.domain_id ?? ''}\n${f.status ?? ''}`;
    total = totals?.get(key);
    if (total === undefined) {
      total = Number((await db.select({ n: count() }).from(pages).where(where))[0].n);
      totals?.set(key, total);
    }
    const after = total - offset - q.limit;
    const fromEnd = after < offset;
    const walk = fromEnd ? (q.sort.dir === 'asc' ? desc : asc) : order;
    paged = offset >= total
      ? undefined
      : db.select({ id: pages.id, total: sql<number>`${total}::bigint`.as('total') }).from(pages).where(where)
        .orderBy(walk(sortKey(q.sort.by, pages)), walk(pages.id))
        .limit(fromEnd ? Math.min(q.limit, total - offset) : q.limit).offset(fromEnd ? Math.max(0, after) : offset).as('paged');
  }
  const rows = paged === undefined ? [] : await db.select({
    ...rowColumns,
    week: pageTotalsSql(week, auth.account.id, sql`${pages.id}`).mapWith((v: unknown) => weekOf(v)),
    total: sql`${paged.total}`.mapWith(Number),
  }).from(paged).innerJoin(pages, eq(pages.id, paged.id))
    .orderBy(order(sortKey(q.sort.by, pages)), order(pages.id));
  // Past the last page of a search there is no row to carry the total.
  const totalItems = total ?? rows[0]?.total ?? Number((await db.select({ n: count() }).from(pages).where(where))[0].n);
  const [sites, statsDenied] = await Promise.all([pageSites(db, req, rows), deniedProjects(db, auth, 'statistics.list')]);
  // SPEC §6: a project that denies the caller 'statistics.list' shows no figures.
  const denied = new Set(statsDenied);
  return {
    items: rows.map((p) => ({ ...pageView(p, auth.isOwner, sites), week: p.projectId !== null && denied.has(p.projectId) ? null : p.week })),
    total_items: totalItems,
    current: q.page,
    total_pages: Math.ceil(totalItems / q.limit),
  };
}

/** The [visitors, leads] pair of pageTotalsSql (JSON: an array, or its text on a driver that leaves it). */
function weekOf(v: unknown): { visitors: number; leads: number } {
  const [visitors, leads] = (typeof v === 'string' ? JSON.parse(v) : v) as [number, number];
  return { visitors: Number(visitors), leads: Number(leads) };
}

export interface PagePick { id: number; title: string; name: string; project_id: number | null; status: PageRow['status'] }

/** Pages for pickers (api/routes/pages.ts short): newest change first, searched, at most `limit` when given. */
export async function pickPages(db: Db, auth: AuthContext, q: { search?: string; ids?: number[]; limit?: number }): Promise<{ items: PagePick[]; more: boolean }> {
  const rows = await db.select({ id: pages.id, title: pages.title, name: pages.name, projectId: pages.projectId, status: pages.status }).from(pages)
    .where(and(
      visiblePages(auth.account.id, await deniedProjects(db, auth, 'page.list')),
      q.ids ? inArray(pages.id, q.ids) : undefined,
      q.search ? pagesSearch(q.search) : undefined,
    ))
    .orderBy(desc(pages.updated), desc(pages.id))
    .limit(q.limit === undefined ? Number.MAX_SAFE_INTEGER : q.limit + 1);
  const shown = q.limit === undefined ? rows : rows.slice(0, q.limit);
  return {
    // SPEC §2: the internal name is visible only to the owner.
    items: shown.map((p) => ({ id: p.id, title: p.title, name: auth.isOwner ? p.name : '', project_id: p.projectId, status: p.status })),
    more: rows.length > shown.length,
  };
}
