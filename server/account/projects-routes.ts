// Handlers of api/routes/projects.ts. Every query is scoped by the caller's account_id, so another
// account's project id is a 404 like a missing one.
import { and, eq, sql } from 'drizzle-orm';
import type { projectRoutes } from '../../api/routes/projects';
import type { Db } from '../db/client';
import { projects } from '../db/schema';
import { me, type Handlers } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { listView } from '../platform/http/list';

type ProjectRow = typeof projects.$inferSelect;
const view = (p: ProjectRow) => ({ id: p.id, title: p.title, liked: p.liked, created: p.created.toISOString() });

async function own(db: Db, accountId: number, id: number): Promise<ProjectRow> {
  const [p] = await db.select().from(projects).where(and(eq(projects.id, id), eq(projects.accountId, accountId))).limit(1);
  if (!p) throw notFound();
  return p;
}

export const projectHandlers: Handlers<typeof projectRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const { id } = ctx.query.filters;
    return listView(db, db.select().from(projects).$dynamic(), ctx.query, {
      table: projects,
      where: and(eq(projects.accountId, auth.account.id), id === undefined ? undefined : eq(projects.id, id)),
      search: [projects.title],
      sort: { title: sql`lower(${projects.title})`, created: projects.created, liked: projects.liked },
      id: projects.id,
    }, view);
  },

  async create(ctx) {
    const auth = me(ctx);
    const [p] = await ctx.deps.db.insert(projects).values({ accountId: auth.account.id, title: ctx.body.title, liked: ctx.body.liked ?? false }).returning();
    return view(p);
  },

  async get(ctx) {
    const auth = me(ctx);
    const p = await own(ctx.deps.db, auth.account.id, ctx.params.id);
    return view(p);
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.id);
    const { title, liked } = ctx.body;
    const [next] = await db.update(projects)
      .set({ ...(title !== undefined && { title }), ...(liked !== undefined && { liked }), updated: new Date() })
      .where(and(eq(projects.id, p.id), eq(projects.accountId, auth.account.id))).returning();
    return view(next);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const p = await own(ctx.deps.db, auth.account.id, ctx.params.id);
    await ctx.deps.db.delete(projects).where(and(eq(projects.id, p.id), eq(projects.accountId, auth.account.id)));
    return { ok: true } as const;
  },
};
