// Handlers of api/routes/folders.ts. Folders group pages (SPEC §3 Folder); managing them needs the
// 'page.folders' right on the folder's project. Every id is scoped by the caller's account.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { folderRoutes } from '../../api/routes/folders';
import { isAllowed } from '../../api/permissions';
import type { Db } from '../db/client';
import { updateReturning } from '../db/update';
import { folders, pages } from '../db/schema-pages';
import { me, type AuthContext, type Handlers } from '../http/context';
import { notFound } from '../http/errors';
import { assertOwnRefs, requirePagePermission } from '../services/pages-access';
import { callerPermissions } from '../services/permissions';

type FolderRow = typeof folders.$inferSelect;

export const folderView = (f: FolderRow, pagesTotal: number) => ({
  id: f.id, title: f.title, color: f.color, project_id: f.projectId, sort: f.sort, pages_total: pagesTotal,
});

async function own(db: Db, accountId: number, id: number): Promise<FolderRow> {
  const [f] = await db.select().from(folders).where(and(eq(folders.id, id), eq(folders.accountId, accountId))).limit(1);
  if (!f) throw notFound();
  return f;
}

async function totals(db: Db, accountId: number): Promise<Map<number | null, number>> {
  const rows = await db.select({ id: pages.folderId, n: count() }).from(pages)
    .where(and(eq(pages.accountId, accountId), isNull(pages.deletedAt))).groupBy(pages.folderId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The folders the caller may see: a member's 'page.list' false on a project hides that project's folders. */
export async function listFolders(db: Db, auth: AuthContext, projectId?: number) {
  const accountId = auth.account.id;
  const rows = await db.select().from(folders)
    .where(and(eq(folders.accountId, accountId), projectId !== undefined ? eq(folders.projectId, projectId) : undefined))
    .orderBy(asc(folders.sort), asc(folders.id));
  const perms = auth.isOwner ? {} : await callerPermissions(db, auth);
  const t = await totals(db, accountId);
  return rows.filter((f) => f.projectId === null || isAllowed(perms, f.projectId, 'page.list', auth.isOwner)).map((f) => folderView(f, t.get(f.id) ?? 0));
}

export const folderHandlers: Handlers<typeof folderRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    return { items: await listFolders(ctx.deps.db, auth, ctx.query.project_id) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const projectId = ctx.body.project_id ?? null;
    await assertOwnRefs(db, auth.account.id, { projectId });
    await requirePagePermission(db, auth, { projectId }, 'page.folders');
    const [{ max }] = await db.select({ max: count() }).from(folders).where(eq(folders.accountId, auth.account.id));
    const [f] = await db.insert(folders).values({
      accountId: auth.account.id, projectId, title: ctx.body.title, color: ctx.body.color ?? '', sort: Number(max),
    }).returning();
    return folderView(f, 0);
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const f = await own(db, auth.account.id, ctx.params.folderId);
    await requirePagePermission(db, auth, f, 'page.folders');
    const { title, color, project_id } = ctx.body;
    if (project_id !== undefined) {
      await assertOwnRefs(db, auth.account.id, { projectId: project_id });
      await requirePagePermission(db, auth, { projectId: project_id }, 'page.folders');
    }
    const next = await updateReturning(db, folders, and(eq(folders.id, f.id), eq(folders.accountId, auth.account.id)), { title, color, projectId: project_id });
    if (!next) throw notFound();
    return folderView(next, (await totals(db, auth.account.id)).get(f.id) ?? 0);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const f = await own(db, auth.account.id, ctx.params.folderId);
    await requirePagePermission(db, auth, f, 'page.folders');
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
    return { items: await listFolders(db, auth) };
  },
};
