// Handlers of api/routes/folders.ts. Folders group pages (SPEC §3 Folder); managing them needs the
// 'page.folders' right on the folder's project. Every id is scoped by the caller's account.
import { and, asc, count, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { folderRoutes } from '../../api/routes/folders';
import type { Db } from '../db/client';
import { updateReturning } from '../db/update';
import { folders, pages } from '../db/schema-pages';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { listPage } from '../platform/http/list';
import { deniedProjects } from '../leads/index';
import { assertOwnRefs, requirePagePermission } from './pages-access';

type FolderRow = typeof folders.$inferSelect;

export const folderView = (f: FolderRow, pagesTotal: number) => ({
  id: f.id, title: f.title, color: f.color, project_id: f.projectId, sort: f.sort, pages_total: pagesTotal,
});

async function own(db: Db, accountId: number, id: number): Promise<FolderRow> {
  const [f] = await db.select().from(folders).where(and(eq(folders.id, id), eq(folders.accountId, accountId))).limit(1);
  if (!f) throw notFound();
  return f;
}

/** Pages outside the trash in each of `ids` (only the folders being answered are counted). */
async function totals(db: Db, accountId: number, ids: readonly number[]): Promise<Map<number | null, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pages.folderId, n: count() }).from(pages)
    .where(and(eq(pages.accountId, accountId), isNull(pages.deletedAt), inArray(pages.folderId, [...ids]))).groupBy(pages.folderId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The folders the caller may see: a member's 'page.list' false on a project hides that project's folders. */
async function visibleFolders(db: Db, auth: AuthContext, projectId?: number, ids?: readonly number[]): Promise<SQL | undefined> {
  const denied = await deniedProjects(db, auth, 'page.list');
  return and(
    eq(folders.accountId, auth.account.id),
    projectId !== undefined ? eq(folders.projectId, projectId) : undefined,
    ids !== undefined ? inArray(folders.id, [...ids]) : undefined,
    denied.length > 0 ? or(isNull(folders.projectId), not(inArray(folders.projectId, denied))) : undefined,
  );
}

/** The folders of one project of the account (null: the folders outside any project). */
const sameProject = (accountId: number, projectId: number | null) =>
  and(eq(folders.accountId, accountId), projectId === null ? isNull(folders.projectId) : eq(folders.projectId, projectId));

async function withTotals(db: Db, accountId: number, rows: FolderRow[]) {
  const t = await totals(db, accountId, rows.map((f) => f.id));
  return rows.map((f) => folderView(f, t.get(f.id) ?? 0));
}

export const folderHandlers: Handlers<typeof folderRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const page = await listPage(db, db.select().from(folders).$dynamic(), ctx.query, {
      table: folders,
      where: await visibleFolders(db, auth, ctx.query.filters.project_id, ctx.query.filters.ids),
      search: [folders.title],
      sort: { sort: folders.sort, title: sql`lower(${folders.title})` },
      id: folders.id,
    });
    return { ...page, items: await withTotals(db, auth.account.id, page.items) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const projectId = ctx.body.project_id ?? null;
    await assertOwnRefs(db, auth.account.id, { projectId });
    await requirePagePermission(db, auth, { projectId }, 'page.folders');
    // Last in its project's order (after a deletion the count would land it among the others).
    const [{ last }] = await db.select({ last: sql<number | null>`max(${folders.sort})` }).from(folders).where(sameProject(auth.account.id, projectId));
    const [f] = await db.insert(folders).values({
      accountId: auth.account.id, projectId, title: ctx.body.title, color: ctx.body.color ?? '', sort: Number(last ?? 0) + 1,
    }).returning();
    return folderView(f, 0);
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const f = await own(db, auth.account.id, ctx.params.folderId);
    const { title, color, project_id } = ctx.body;
    if (project_id !== undefined) {
      await assertOwnRefs(db, auth.account.id, { projectId: project_id });
      await requirePagePermission(db, auth, { projectId: project_id }, 'page.folders');
    }
    const next = await updateReturning(db, folders, and(eq(folders.id, f.id), eq(folders.accountId, auth.account.id)), { title, color, projectId: project_id });
    if (!next) throw notFound();
    return (await withTotals(db, auth.account.id, [next]))[0];
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const f = await own(db, auth.account.id, ctx.params.folderId);
    // pages.folder_id is ON DELETE SET NULL: the pages stay, outside any folder.
    await db.delete(folders).where(and(eq(folders.id, f.id), eq(folders.accountId, auth.account.id)));
    return { ok: true } as const;
  },

  async sort(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const mine = new Map((await db.select().from(folders).where(eq(folders.accountId, auth.account.id))).map((f) => [f.id, f]));
    // Every id must be the caller's; nothing changes otherwise.
    for (const item of ctx.body.items) {
      const f = mine.get(item.id);
      if (!f) throw notFound();
      await requirePagePermission(db, auth, f, 'page.folders');
    }
    await db.transaction(async (tx) => {
      for (const item of ctx.body.items) {
        await tx.update(folders).set({ sort: item.sort }).where(and(eq(folders.id, item.id), eq(folders.accountId, auth.account.id)));
      }
    });
    // The reordered folders in their new order (at most the body's 1,000).
    const moved = ctx.body.items.map((i) => i.id);
    const rows = moved.length === 0 ? [] : await db.select().from(folders)
      .where(and(await visibleFolders(db, auth), inArray(folders.id, moved))).orderBy(asc(folders.sort), asc(folders.id));
    return { items: await withTotals(db, auth.account.id, rows) };
  },

  async move(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const f = await own(db, auth.account.id, ctx.params.folderId);
    await db.transaction(async (tx) => {
      // The project's whole order, locked, so two moves at once renumber one after the other.
      const order = await tx.select({ id: folders.id, sort: folders.sort }).from(folders)
        .where(sameProject(auth.account.id, f.projectId)).orderBy(asc(folders.sort), asc(folders.id)).for('update');
      const i = order.findIndex((o) => o.id === f.id);
      const j = ctx.body.to === 'up' ? i - 1 : i + 1;
      if (i < 0 || j < 0 || j >= order.length) return; // already first or last: nothing to change
      [order[i], order[j]] = [order[j], order[i]];
      // 1…n in the new order: equal or sparse sort values cannot leave two folders in one place.
      const changed = order.map((o, k) => ({ id: o.id, sort: k + 1, was: o.sort })).filter((o) => o.sort !== o.was);
      if (changed.length === 0) return;
      await tx.execute(sql`UPDATE folders SET sort = v.sort
        FROM unnest(${`{${changed.map((o) => o.id).join(',')}}`}::bigint[], ${`{${changed.map((o) => o.sort).join(',')}}`}::int[]) AS v(id, sort)
        WHERE folders.id = v.id AND folders.account_id = ${auth.account.id}`);
    });
    return { ok: true } as const;
  },
};
