// The pages list (api/routes/pages.ts list) read by the server: one page of the caller's live pages
// with the screen's filters, search and sort, each row with its visitors and leads of the last 7 days.
import { and, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../api/list';
import type { PageListItem, PageListSort, pageStatuses } from '../../api/routes/pages';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import type { AuthContext } from '../http/context';
import { likePattern, listPage } from '../http/list';
import { deniedProjects } from '../leads/scope';
import { resolvePeriod, safeZone } from '../stats/period';
import { byPage } from '../stats/reports';
import { pageView, type PageRow } from './pages-access';
import { pageSites, type RequestOrigin } from './pages-url';

export interface PageListFilters {
  project_id?: number;
  folder?: number;
  domain_id?: number;
  status?: (typeof pageStatuses)[number];
}

/** The status column's order (published, stopped, not published), as the screen has always sorted it. */
const statusOrder = sql`CASE ${pages.status} WHEN 'published' THEN 0 WHEN 'stoped' THEN 1 ELSE 2 END`;
/** A page is named by its internal name, else by its title. */
const shownName = sql`lower(coalesce(nullif(${pages.name}, ''), ${pages.title}))`;

/** Live pages of the caller's account that it may see: members lose projects whose 'page.list' is off (SPEC §6). */
export function visiblePages(accountId: number, denied: readonly number[]): SQL {
  const own = and(eq(pages.accountId, accountId), isNull(pages.deletedAt)) as SQL;
  return denied.length === 0 ? own : (and(own, or(isNull(pages.projectId), not(inArray(pages.projectId, [...denied])))) as SQL);
}

export async function listPages(db: Db, req: RequestOrigin, auth: AuthContext, q: ListQuery<PageListSort, PageListFilters>): Promise<ListPage<PageListItem>> {
  const f = q.filters;
  const where = and(
    visiblePages(auth.account.id, await deniedProjects(db, auth, 'page.list')),
    f.project_id !== undefined ? eq(pages.projectId, f.project_id) : undefined,
    f.folder !== undefined ? eq(pages.folderId, f.folder) : undefined,
    f.domain_id !== undefined ? eq(pages.domainId, f.domain_id) : undefined,
    f.status !== undefined ? eq(pages.status, f.status) : undefined,
  );
  const page = await listPage(db, db.select().from(pages).$dynamic(), q, {
    table: pages,
    where,
    search: [pages.name, pages.title, pages.code, pages.uri],
    sort: { name: shownName, status: statusOrder, updated: pages.updated },
    id: pages.id,
  });
  const [sites, week] = await Promise.all([pageSites(db, req, page.items), weekFigures(db, auth, page.items)]);
  return {
    ...page,
    items: page.items.map((p) => ({ ...pageView(p, auth.isOwner, sites), week: week(p) })),
  };
}

/**
 * Visitors and leads of the last 7 days (today included, the user's zone) of these pages, from the
 * statistics rollups; null for a page whose project denies the caller 'statistics.list'.
 */
async function weekFigures(db: Db, auth: AuthContext, rows: readonly PageRow[]): Promise<(p: PageRow) => PageListItem['week']> {
  const denied = new Set(await deniedProjects(db, auth, 'statistics.list'));
  const allowed = (p: PageRow) => p.projectId === null || !denied.has(p.projectId);
  const ids = rows.filter(allowed).map((p) => p.id);
  const accountId = auth.account.id;
  const range = resolvePeriod({ period: 'week' }, new Date(), safeZone(auth.user.timezone));
  const totals = ids.length === 0 ? [] : await byPage(db, (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, range);
  const byId = new Map(totals.map((x) => [x.pageId, { visitors: x.visitors, leads: x.leads }]));
  return (p) => (allowed(p) ? byId.get(p.id) ?? { visitors: 0, leads: 0 } : null);
}

export interface PagePick { id: number; title: string; name: string; project_id: number | null; status: PageRow['status'] }

/** Pages for pickers (api/routes/pages.ts short): newest change first, searched, at most `limit` when given. */
export async function pickPages(db: Db, auth: AuthContext, q: { search?: string; ids?: number[]; limit?: number }): Promise<{ items: PagePick[]; more: boolean }> {
  const term = q.search ? likePattern(q.search) : null;
  const rows = await db.select({ id: pages.id, title: pages.title, name: pages.name, projectId: pages.projectId, status: pages.status }).from(pages)
    .where(and(
      visiblePages(auth.account.id, await deniedProjects(db, auth, 'page.list')),
      q.ids ? inArray(pages.id, q.ids) : undefined,
      term ? or(ilike(pages.name, term), ilike(pages.title, term), ilike(pages.code, term), ilike(pages.uri, term)) : undefined,
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
