// Whose numbers a statistics call may read (SPEC §6 "statistics list" per project): the owner all
// of the account's pages; a member the pages of projects whose statistics.list is not false (and
// pages without a project). Naming a page or project the member may not see answers 403; another
// account's page or project answers 404. The result is a condition on rollup rows.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { pages } from '../db/schema-pages';
import type { AuthContext } from '../platform/http/context';
import { notFound, unauthorized } from '../platform/http/errors';
import { deniedProjects } from '../leads/index';

export interface StatsScopeFilter { page_id?: number; project_id?: number }

/** `alias`: the rollup table's alias in the query (its account_id and page_id columns). */
export type ScopeSql = (alias: string) => SQL;

export async function statsWhere(db: Db, auth: AuthContext, f: StatsScopeFilter): Promise<ScopeSql> {
  const accountId = auth.account.id;
  const denied = await deniedProjects(db, auth, 'statistics.list');
  if (f.page_id !== undefined) {
    const [page] = await db.select({ projectId: pages.projectId }).from(pages).where(and(eq(pages.id, f.page_id), eq(pages.accountId, accountId))).limit(1);
    if (!page) throw notFound();
    if (page.projectId !== null && denied.includes(page.projectId)) throw unauthorized();
    const pageId = f.page_id;
    return (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id = ${pageId}`;
  }
  if (f.project_id !== undefined) {
    const [project] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, f.project_id), eq(projects.accountId, accountId))).limit(1);
    if (!project) throw notFound();
    if (denied.includes(f.project_id)) throw unauthorized();
    const projectId = f.project_id;
    return (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id IN (SELECT id FROM pages WHERE account_id = ${accountId} AND project_id = ${projectId})`;
  }
  if (denied.length === 0) return (t) => sql`${sql.raw(t)}.account_id = ${accountId}`;
  const list = sql.join(denied.map((d) => sql`${d}`), sql`, `);
  return (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id IN (SELECT id FROM pages WHERE account_id = ${accountId} AND (project_id IS NULL OR project_id NOT IN (${list})))`;
}
