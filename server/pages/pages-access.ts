// Loading a page of the caller's account (another account's id answers 404, like a missing one),
// SPEC §6 per-project permission checks on it, and the API view of a page row.
import { and, asc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageView } from '../../api/routes/pages';
import type { PermissionCode } from '../../api/permissions';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { domains, folders, pages } from '../db/schema-pages';
import type { AuthContext } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { requireOutsideProjectsPermission, requireProjectPermission } from '../account/index';
import { pageSites, pageUrls, type PageSites, type RequestOrigin } from './pages-url';

export type PageRow = typeof pages.$inferSelect;
/** What a page's answer is made of: its row without the favicon's and share image's bytes and the search text. */
export type PageViewRow = Omit<PageRow, 'favicon' | 'shareImage' | 'search'>;

/** `trashed`: false (default) → only live pages; true → only pages in the trash. */
export async function ownPage(db: Db, accountId: number, id: number, trashed = false): Promise<PageRow> {
  const [p] = await db.select().from(pages)
    .where(and(eq(pages.id, id), eq(pages.accountId, accountId), trashed ? isNotNull(pages.deletedAt) : isNull(pages.deletedAt))).limit(1);
  if (!p) throw notFound();
  return p;
}

/**
 * SPEC §6 per project. A page (domain, folder) outside any project needs the code in every project
 * of the member: otherwise making something project-less would escape every restriction.
 */
export async function requirePagePermission(db: Db, auth: AuthContext, page: { projectId: number | null }, code: PermissionCode): Promise<void> {
  if (page.projectId !== null) await requireProjectPermission(db, auth, page.projectId, code);
  else await requireOutsideProjectsPermission(db, auth, code);
}

export async function loadOwnPage(db: Db, auth: AuthContext, id: number, code: PermissionCode): Promise<PageRow> {
  const page = await ownPage(db, auth.account.id, id);
  await requirePagePermission(db, auth, page, code);
  return page;
}

/** `sites` (pageSites) states the page's addresses. */
export function pageView(p: PageViewRow, isOwner: boolean, sites: PageSites): PageView {
  return {
    id: p.id,
    // SPEC §2: the internal name is visible only to the owner.
    name: isOwner ? p.name : '',
    title: p.title,
    description: p.description,
    code: p.code,
    uri: p.uri,
    domain_id: p.domainId,
    project_id: p.projectId,
    folder: p.folderId,
    params: { ssl: p.params.ssl === true },
    status: p.status,
    favicon: p.faviconType !== null,
    share_title: p.shareTitle,
    share_description: p.shareDescription,
    share_image: p.shareImageTag,
    noindex: p.noindex,
    canonical_url: p.canonicalUrl,
    lang: p.lang,
    published_at: p.publishedAt?.toISOString() ?? null,
    created: p.created.toISOString(),
    updated: p.updated.toISOString(),
    ...pageUrls(p, sites),
  };
}

/** The answer for one page row, with its addresses for this request. */
export async function pageAnswer(db: Db, req: RequestOrigin, isOwner: boolean, p: PageRow): Promise<PageView> {
  return pageView(p, isOwner, await pageSites(db, req, [p]));
}

/**
 * Choosing a page's domain — attaching it, moving it to another domain, taking it off — changes
 * what that domain serves, so it is SPEC §6's `domain.edit` in the domain's project (a domain
 * outside projects: in every project of the member), for the domain the page leaves and the one it
 * joins. `next` undefined or equal to `current`: the domain is not being chosen. Every path that
 * sets pages.domain_id for a member (page creation, page settings) calls this before writing.
 */
export async function requireDomainChoice(db: Db, auth: AuthContext, current: number | null, next: number | null | undefined): Promise<void> {
  if (auth.isOwner || next === undefined || next === current) return;
  const ids = [current, next].filter((id): id is number => id !== null);
  const rows = await db.select({ id: domains.id, projectId: domains.projectId }).from(domains)
    .where(and(inArray(domains.id, ids), eq(domains.accountId, auth.account.id)));
  if (next !== null && !rows.some((d) => d.id === next)) throw notFound();
  for (const d of rows) await requirePagePermission(db, auth, d, 'domain.edit');
}

/** A project, folder or domain id given by the caller must belong to the caller's account (else 404). */
export async function assertOwnRefs(db: Db, accountId: number, refs: { projectId?: number | null; folderId?: number | null; domainId?: number | null }): Promise<void> {
  const checks: [typeof projects | typeof folders | typeof domains, number | null | undefined][] = [
    [projects, refs.projectId], [folders, refs.folderId], [domains, refs.domainId],
  ];
  for (const [table, id] of checks) {
    if (id === undefined || id === null) continue;
    const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.accountId, accountId))).limit(1);
    if (rows.length === 0) throw notFound();
  }
}

/**
 * Page ids a caller links something to (a plugin, an integration, a contact): each must be a live
 * page of the account (else 404), with `code` allowed on it. Answers the ids without repeats.
 */
export async function ownLivePageIds(db: Db, auth: AuthContext, ids: readonly number[], code: PermissionCode): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: pages.id, projectId: pages.projectId }).from(pages)
    .where(and(inArray(pages.id, unique), eq(pages.accountId, auth.account.id), isNull(pages.deletedAt)));
  if (rows.length !== unique.length) throw notFound();
  for (const r of rows) await requirePagePermission(db, auth, r, code);
  return unique;
}

/**
 * A link list (integration or contact → pages) replaced by `next`: pages joining must be live pages
 * of the account, and pages joining or leaving need `code`; pages staying are not checked again, so
 * a page deleted since it was linked does not block a change to the others. Returns `next` deduplicated.
 */
export async function replacedPageIds(db: Db, auth: AuthContext, current: readonly number[], next: readonly number[], code: PermissionCode): Promise<number[]> {
  const target = [...new Set(next)];
  await ownLivePageIds(db, auth, target.filter((id) => !current.includes(id)), code);
  const leaving = current.filter((id) => !target.includes(id));
  if (leaving.length > 0) {
    const rows = await db.select({ id: pages.id, projectId: pages.projectId }).from(pages)
      .where(and(inArray(pages.id, leaving), eq(pages.accountId, auth.account.id), isNull(pages.deletedAt)));
    for (const r of rows) await requirePagePermission(db, auth, r, code);
  }
  return target;
}

/** Link rows (plugin, integration or contact → page) of `ids`, grouped: id → its page ids in order. */
export async function linkedPageIds(db: Db, link: { table: PgTable; owner: PgColumn; page: PgColumn }, ids: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db.select({ owner: link.owner, page: link.page }).from(link.table).where(inArray(link.owner, [...ids])).orderBy(asc(link.page));
  for (const r of rows) map.set(Number(r.owner), [...(map.get(Number(r.owner)) ?? []), Number(r.page)]);
  return map;
}
