// Handlers of api/routes/plugins.ts. A change to a plugin re-renders the published pages it
// applied to before and after the change, so visitors get the new code without a manual publish.
// A plugin's code runs on every page it reaches, so a member needs 'page.settings' on all of them
// (every project for an all-pages plugin) to create, change, copy or remove it, and sees only the
// plugins that reach a page they may list.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isAllowed } from '../../api/permissions';
import type { PluginKind, pluginRoutes } from '../../api/routes/plugins';
import type { Db } from '../db/client';
import { pluginPages, plugins, pages } from '../db/schema-pages';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { assertFeature } from '../billing/index';
import { loadOwnPage, ownLivePageIds, requirePagePermission } from './pages-access';
import { callerPermissions, requireOutsideProjectsPermission } from '../account/index';
import { checkPluginFields, pagesOf, pluginView, pluginsForPage, type PluginRow } from './plugins';
import { republishForPlugin } from './publish';

async function own(db: Db, accountId: number, id: number): Promise<PluginRow> {
  const [p] = await db.select().from(plugins).where(and(eq(plugins.id, id), eq(plugins.accountId, accountId))).limit(1);
  if (!p) throw notFound();
  return p;
}

/** Page ids must be live pages of the account (else 404); the caller needs 'page.settings' on each. */
const checkPages = (db: Db, auth: AuthContext, ids: number[]) => ownLivePageIds(db, auth, ids, 'page.settings');

/** The pages a plugin's code runs on: all of the account's, or the linked ones. */
interface Reach { allPages: boolean; pageIds: number[] }

async function projectsOf(db: Db, accountId: number, pageIds: number[]): Promise<Map<number, number | null>> {
  if (pageIds.length === 0) return new Map();
  const rows = await db.select({ id: pages.id, projectId: pages.projectId }).from(pages)
    .where(and(inArray(pages.id, [...new Set(pageIds)]), eq(pages.accountId, accountId)));
  return new Map(rows.map((r) => [r.id, r.projectId]));
}

/** The caller may change what runs on every page of `reach`. */
async function requireReach(db: Db, auth: AuthContext, reach: Reach): Promise<void> {
  if (auth.isOwner) return;
  if (reach.allPages) return requireOutsideProjectsPermission(db, auth, 'page.settings');
  for (const projectId of (await projectsOf(db, auth.account.id, reach.pageIds)).values()) await requirePagePermission(db, auth, { projectId }, 'page.settings');
}

/**
 * What the caller may see of plugins: a member's 'page.list' false on a project hides that
 * project's pages in the list of linked pages, and a plugin that reaches none of the others.
 */
async function visibleViews(db: Db, auth: AuthContext, rows: PluginRow[]) {
  const links = await pagesOf(db, rows.map((r) => r.id));
  if (auth.isOwner) return rows.map((r) => pluginView(r, links.get(r.id) ?? []));
  const perms = await callerPermissions(db, auth);
  const projects = await projectsOf(db, auth.account.id, [...links.values()].flat());
  const listable = (pageId: number) => {
    const projectId = projects.get(pageId) ?? null;
    return projectId === null || isAllowed(perms, projectId, 'page.list', false);
  };
  return rows.flatMap((r) => {
    const linked = links.get(r.id) ?? [];
    const shown = linked.filter(listable);
    return r.allPages || linked.length === 0 || shown.length > 0 ? [pluginView(r, shown)] : [];
  });
}

async function view(db: Db, auth: AuthContext, p: PluginRow) {
  const [shown] = await visibleViews(db, auth, [p]);
  if (!shown) throw notFound();
  return shown;
}

export const pluginHandlers: Handlers<typeof pluginRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    let rows: PluginRow[];
    if (ctx.query.has_page_id !== undefined) {
      const page = await loadOwnPage(db, auth, ctx.query.has_page_id, 'page.list');
      rows = await pluginsForPage(db, auth.account.id, page.id, false);
    } else {
      rows = await db.select().from(plugins).where(eq(plugins.accountId, auth.account.id)).orderBy(asc(plugins.position), asc(plugins.id));
    }
    return { items: await visibleViews(db, auth, rows) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const b = ctx.body;
    const fields = { kind: b.kind, name: b.name ?? '', counter: b.counter ?? '', code: b.code ?? '' };
    checkPluginFields(fields);
    // A tariff without custom code keeps the plugins it has (nothing is deleted) but adds no new ones.
    if (fields.kind === 'custom_code') await assertFeature(db, auth.account, 'custom_code');
    const allPages = b.all_pages ?? false;
    const pageIds = await checkPages(db, auth, b.pages ?? []);
    await requireReach(db, auth, { allPages, pageIds });
    const count = (await db.select({ id: plugins.id }).from(plugins).where(eq(plugins.accountId, auth.account.id))).length;
    const p = await db.transaction(async (tx) => {
      const [row] = await tx.insert(plugins).values({
        accountId: auth.account.id, ...fields, webvisor: b.webvisor ?? false, location: b.location ?? 'end', cdn: b.cdn ?? false,
        version: b.version ?? '2.0', allPages, enabled: b.enabled ?? true, position: count,
      }).returning();
      if (pageIds.length > 0) await tx.insert(pluginPages).values(pageIds.map((pageId) => ({ pluginId: row.id, pageId })));
      return row;
    });
    await republishForPlugin(db, auth.account.id, { allPages, pageIds });
    return view(db, auth, p);
  },

  async get(ctx) {
    const auth = me(ctx);
    return view(ctx.deps.db, auth, await own(ctx.deps.db, auth.account.id, ctx.params.pluginId));
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    const before = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    await requireReach(db, auth, { allPages: p.allPages, pageIds: before });
    const b = ctx.body;
    const fields = { kind: p.kind as PluginKind, name: b.name ?? p.name, counter: b.counter ?? p.counter, code: b.code ?? p.code };
    checkPluginFields(fields);
    const pageIds = b.pages !== undefined ? await checkPages(db, auth, b.pages) : before;
    await requireReach(db, auth, { allPages: b.all_pages ?? p.allPages, pageIds });
    const next = await db.transaction(async (tx) => {
      const [row] = await tx.update(plugins).set({
        name: fields.name, counter: fields.counter, code: fields.code,
        ...(b.webvisor !== undefined && { webvisor: b.webvisor }), ...(b.location !== undefined && { location: b.location }),
        ...(b.cdn !== undefined && { cdn: b.cdn }), ...(b.version !== undefined && { version: b.version }),
        ...(b.all_pages !== undefined && { allPages: b.all_pages }), ...(b.enabled !== undefined && { enabled: b.enabled }),
      }).where(and(eq(plugins.id, p.id), eq(plugins.accountId, auth.account.id))).returning();
      if (b.pages !== undefined) {
        await tx.delete(pluginPages).where(eq(pluginPages.pluginId, p.id));
        if (pageIds.length > 0) await tx.insert(pluginPages).values(pageIds.map((pageId) => ({ pluginId: p.id, pageId })));
      }
      return row;
    });
    await republishForPlugin(db, auth.account.id, { allPages: p.allPages || next.allPages, pageIds: [...new Set([...before, ...pageIds])] });
    return view(db, auth, next);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    const before = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    await requireReach(db, auth, { allPages: p.allPages, pageIds: before });
    await db.delete(plugins).where(and(eq(plugins.id, p.id), eq(plugins.accountId, auth.account.id)));
    await republishForPlugin(db, auth.account.id, { allPages: p.allPages, pageIds: before });
    return { ok: true } as const;
  },

  async positions(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const mine = new Map((await db.select().from(plugins).where(eq(plugins.accountId, auth.account.id))).map((r) => [r.id, r]));
    if (ctx.body.items.some((i) => !mine.has(i.id))) throw notFound();
    // Reordering changes the order of snippets on every page a moved plugin reaches.
    const moved = ctx.body.items.flatMap((i) => {
      const p = mine.get(i.id);
      return p && p.position !== i.position ? [p] : [];
    });
    const movedLinks = await pagesOf(db, moved.map((p) => p.id));
    for (const p of moved) await requireReach(db, auth, { allPages: p.allPages, pageIds: movedLinks.get(p.id) ?? [] });
    await db.transaction(async (tx) => {
      for (const i of ctx.body.items) await tx.update(plugins).set({ position: i.position }).where(and(eq(plugins.id, i.id), eq(plugins.accountId, auth.account.id)));
    });
    // Order of snippets in the page follows positions.
    await republishForPlugin(db, auth.account.id, { allPages: true, pageIds: [] });
    const rows = await db.select().from(plugins).where(eq(plugins.accountId, auth.account.id)).orderBy(asc(plugins.position), asc(plugins.id));
    return { items: await visibleViews(db, auth, rows) };
  },

  async clone(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    if (p.kind === 'custom_code') await assertFeature(db, auth.account, 'custom_code');
    const links = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    await requireReach(db, auth, { allPages: p.allPages, pageIds: links });
    const count = (await db.select({ id: plugins.id }).from(plugins).where(eq(plugins.accountId, auth.account.id))).length;
    // The copy starts disabled: two identical counters on a page would count every visit twice.
    const { id: _id, created: _c, ...rest } = p;
    const copy = await db.transaction(async (tx) => {
      const [row] = await tx.insert(plugins).values({ ...rest, name: `${p.name} (1)`, enabled: false, position: count }).returning();
      if (links.length > 0) await tx.insert(pluginPages).values(links.map((pageId) => ({ pluginId: row.id, pageId })));
      return row;
    });
    return view(db, auth, copy);
  },
};
