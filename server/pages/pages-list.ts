// The pages list (api/routes/pages.ts list) read by the server: one page of the caller's live pages
// with the screen's filters, search and sort, each row with its visitors and leads of the last 7 days.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../api/list';
import type { PageListItem, PageListSort, pageStatuses } from '../../api/routes/pages';
import { listReadsOf, type Db } from '../db/client';
import { pages } from '../db/schema-pages';
import type { AuthContext } from '../platform/http/context';
import type { ListTotals } from '../platform/http/list-cache';
import { likePattern } from '../platform/http/list';
import { deniedProjects } from '../leads/index';
import { currentWeek } from '../stats/index';
import { pageTotalsSql } from '../stats/index';
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

/** What a list row reads: every column but the favicon's and share image's bytes and the search text. */
const { favicon: _favicon, shareImage: _shareImage, search: _search, ...rowColumns } = getTableColumns(pages);

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
 *   answers (`totals`, platform/http/list-cache.ts: same TTL, same drops), else counted over the list's
 *   index (~0.8 ms for 5,000 pages, half the database time of a page when it was counted each
 *   time). Knowing it, a page past the last one reads nothing, and a page in the list's second
 *   half is read from the other end of the index (the rows after it are fewer than the rows
 *   before it): a deep page walked the index up to 5,000 entries, and the planner sorted the
 *   whole list instead (7 ms by name at page 197 of 200); now at most half of it is walked.
 *   The outer select puts the page's rows back in the asked order either way.
 * - Searched: the window count of the matches (which also stops the planner walking the whole
 *   list's index for a rare term: it reads the matches from the trigram index and sorts them).
 * Both statements are built once per shape (preparedFor); a request only fills in its values.
 */
export async function listPages(appDb: Db, req: RequestOrigin, auth: AuthContext, q: ListQuery<PageListSort, PageListFilters>, totals?: ListTotals): Promise<ListPage<PageListItem>> {
  const f = q.filters;
  // Unsearched statements go through the list's own connections (db/client.ts listReadsOf); a
  // search keeps the main pool and PostgreSQL's own choice of plan (its trigram index or a scan
  // depends on the term).
  const db = q.search ? appDb : listReadsOf(appDb);
  const denied = await deniedProjects(appDb, auth, 'page.list');
  // A term with a newline is compared field by field (pagesSearch): rare, so its text is in the key.
  const searched = q.search ? (q.search.includes('\n') ? `fields:${q.search}` : 'like') : 'none';
  const shape = { account: auth.account.id, denied, searched, filters: [f.project_id, f.folder, f.domain_id, f.status].map((v) => v !== undefined) };
  const values: Record<string, unknown> & { limit: number; offset: number; total: number } = {
    project_id: f.project_id, folder: f.folder, domain_id: f.domain_id, status: f.status, pattern: q.search ? likePattern(q.search) : undefined,
    limit: q.limit, offset: (q.page - 1) * q.limit, total: 0,
  };
  const where = () => and(
    visiblePages(auth.account.id, denied),
    f.project_id !== undefined ? eq(pages.projectId, sql.placeholder('project_id')) : undefined,
    f.folder !== undefined ? eq(pages.folderId, sql.placeholder('folder')) : undefined,
    f.domain_id !== undefined ? eq(pages.domainId, sql.placeholder('domain_id')) : undefined,
    f.status !== undefined ? eq(pages.status, sql.placeholder('status')) : undefined,
    searched === 'like' ? sql`${pages.search} LIKE lower(${sql.placeholder('pattern')})` : q.search ? pagesSearch(q.search) : undefined,
  );
  const countOf = async () => Number((await preparedFor(db, { count: shape }, () => db.select({ n: count() }).from(pages).where(where())).execute(values))[0].n);
  const order = q.sort.dir === 'asc' ? asc : desc;
  const week = currentWeek(new Date(), auth.user.timezone);
  let total: number | undefined;
  let walk = order;
  let lastRows: number | undefined;
  if (!q.search) {
    // The caller sees its own projects (members): the key names the caller, not only the account.
    const key = `pages\n${auth.user.id}\n${f.project_id ?? ''}\n${f.folder ?? ''}\n${f.domain_id ?? ''}\n${f.status ?? ''}`;
    total = totals?.get(key);
    if (total === undefined) {
      total = await countOf();
      totals?.set(key, total);
    }
    const after = total - values.offset - q.limit;
    if (after < values.offset) {
      walk = q.sort.dir === 'asc' ? desc : asc;
      // The last, short page: the list's last `limit` rows, of which it keeps its own (below).
      if (after < 0) lastRows = total - values.offset;
      values.offset = Math.max(0, after);
    }
    values.total = total;
  }
  const pastTheEnd = total !== undefined && (q.page - 1) * q.limit >= total;
  const read = pastTheEnd ? [] : await preparedFor(db, { rows: shape, by: q.sort.by, dir: q.sort.dir, walk: walk === asc ? 'asc' : 'desc', limit: q.search ? undefined : q.limit, week }, () => {
    let paged;
    if (q.search) {
      // The matches with their window count, sorted outside: a subquery with a window function is
      // planned on its own, so the matches come from the trigram index (or a scan for a term that
      // matches most pages) instead of a walk down the whole list's index hoping to meet 25 of them.
      const found = db.select({ id: pages.id, name: pages.name, title: pages.title, status: pages.status, updated: pages.updated, total: sql<number>`count(*) OVER ()`.as('total') })
        .from(pages).where(where()).as('found');
      paged = db.select({ id: found.id, total: found.total }).from(found)
        .orderBy(order(sortKey(q.sort.by, found)), order(found.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('paged');
    } else {
      paged = db.select({ id: pages.id, total: sql<number>`${sql.placeholder('total')}::bigint`.as('total') }).from(pages).where(where())
        .orderBy(walk(sortKey(q.sort.by, pages)), walk(pages.id)).limit(literalLimit(q.limit)).offset(sql.placeholder('offset')).as('paged');
    }
    return db.select({
      ...rowColumns,
      week: pageTotalsSql(week, auth.account.id, sql`${pages.id}`).mapWith((v: unknown) => weekOf(v)),
      total: sql`${paged.total}`.mapWith(Number),
    }).from(paged).innerJoin(pages, eq(pages.id, paged.id))
      .orderBy(order(sortKey(q.sort.by, pages)), order(pages.id));
  }).execute(values);
  const rows = lastRows === undefined ? read : read.slice(Math.max(0, read.length - lastRows));
  // Past the last page of a search there is no row to carry the total.
  const totalItems = total ?? rows[0]?.total ?? await countOf();
  const [sites, statsDenied] = await Promise.all([pageSites(appDb, req, rows), deniedProjects(appDb, auth, 'statistics.list')]);
  // SPEC §6: a project that denies the caller 'statistics.list' shows no figures.
  const statsOff = new Set(statsDenied);
  return {
    items: rows.map((p) => ({ ...pageView(p, auth.isOwner, sites), week: p.projectId !== null && statsOff.has(p.projectId) ? null : p.week })),
    total_items: totalItems,
    current: q.page,
    total_pages: Math.ceil(totalItems / q.limit),
  };
}

/**
 * The unsearched list's page size written into its statement, not bound as a parameter: a kept
 * statement runs on PostgreSQL's generic plan after five runs, and a generic plan guesses a
 * `LIMIT $n` at a tenth of the list (502 of 5,000 rows), for which it joins the page's rows by
 * hashing the whole pages table (a sequential scan of all of the account's pages, 254 buffers and
 * ~1.6 ms) instead of 25 index lookups (138 buffers, ~0.5 ms). With the size known the generic plan
 * is the nested loop of the custom one, and no request plans. The four sizes (api/list.ts) make four
 * statements per shape at most. Drizzle writes an SQL chunk given as the limit as it is; `n` is the parsed
 * integer of the query, never the caller's text.
 */
function literalLimit(n: number): number {
  return sql.raw(String(Math.trunc(n))) as unknown as number;
}

interface Prepared<T> { execute(values?: Record<string, unknown>): Promise<T> }

/** Kept statements per database handle (tests run many apps in one process), the least recently used out first. */
const preparedLists = new WeakMap<Db, Map<string, Prepared<unknown>>>();
const PREPARED_MAX = 500;

/**
 * The list's statements, built once per shape: the account, the caller's denied projects, which
 * filters and search, the sort, its direction and the 7-day window are the key; the filter
 * values, the term, the page and the total are placeholders filled per request. Building and
 * rendering the query with Drizzle cost about 1 ms of the server's CPU per request (0.45 ms to
 * build, 0.7 ms to render, measured on the loaded machine). Each runs as a named statement, named
 * by its SQL text: every value is a parameter, so the text depends only on the shape, and the
 * names a connection keeps stay few. PostgreSQL parses each once per connection (0.95 → 0.78 ms
 * of backend CPU for a list page, measured interleaved against unnamed statements).
 */
function preparedFor<T>(db: Db, key: unknown, build: () => { toSQL(): { sql: string }; prepare(name: string): Prepared<T> }): Prepared<T> {
  let kept = preparedLists.get(db);
  if (!kept) {
    kept = new Map();
    preparedLists.set(db, kept);
  }
  const id = JSON.stringify(key);
  const hit = kept.get(id) as Prepared<T> | undefined;
  if (hit) {
    kept.delete(id);
    kept.set(id, hit);
    return hit;
  }
  const query = build();
  const made = query.prepare(`pages_list_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`);
  kept.set(id, made);
  if (kept.size > PREPARED_MAX) kept.delete(kept.keys().next().value as string);
  return made;
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
