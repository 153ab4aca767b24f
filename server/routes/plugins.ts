// Handlers of api/routes/plugins.ts. A change to a plugin re-renders the published pages it
// applied to before and after the change, so visitors get the new code without a manual publish.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PluginKind, pluginRoutes } from '../../api/routes/plugins';
import type { Db } from '../db/client';
import { pluginPages, plugins, pages } from '../db/schema-pages';
import { me, type Handlers } from '../http/context';
import { notFound } from '../http/errors';
import { loadOwnPage, requirePagePermission } from '../services/pages-access';
import { checkPluginFields, pagesOf, pluginView, pluginsForPage, type PluginRow } from '../services/plugins';
import { republishForPlugin } from '../services/publish';

async function own(db: Db, accountId: number, id: number): Promise<PluginRow> {
  const [p] = await db.select().from(plugins).where(and(eq(plugins.id, id), eq(plugins.accountId, accountId))).limit(1);
  if (!p) throw notFound();
  return p;
}

/** Page ids must be live pages of the account (else 404); the caller needs 'page.settings' on each. */
async function checkPages(db: Db, auth: Parameters<typeof requirePagePermission>[1], ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: pages.id, projectId: pages.projectId }).from(pages)
    .where(and(inArray(pages.id, unique), eq(pages.accountId, auth.account.id), isNull(pages.deletedAt)));
  if (rows.length !== unique.length) throw notFound();
  for (const r of rows) await requirePagePermission(db, auth, r, 'page.settings');
  return unique;
}

async function view(db: Db, p: PluginRow) {
  return pluginView(p, (await pagesOf(db, [p.id])).get(p.id) ?? []);
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
    const links = await pagesOf(db, rows.map((r) => r.id));
    return { items: rows.map((r) => pluginView(r, links.get(r.id) ?? [])) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const b = ctx.body;
    const fields = { kind: b.kind, name: b.name ?? '', counter: b.counter ?? '', code: b.code ?? '' };
    checkPluginFields(fields);
    const allPages = b.all_pages ?? false;
    const pageIds = await checkPages(db, auth, b.pages ?? []);
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
    return view(db, p);
  },

  async get(ctx) {
    const auth = me(ctx);
    return view(ctx.deps.db, await own(ctx.deps.db, auth.account.id, ctx.params.pluginId));
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    const before = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    const b = ctx.body;
    const fields = { kind: p.kind as PluginKind, name: b.name ?? p.name, counter: b.counter ?? p.counter, code: b.code ?? p.code };
    checkPluginFields(fields);
    const pageIds = b.pages !== undefined ? await checkPages(db, auth, b.pages) : before;
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
    return view(db, next);
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    const before = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    await db.delete(plugins).where(and(eq(plugins.id, p.id), eq(plugins.accountId, auth.account.id)));
    await republishForPlugin(db, auth.account.id, { allPages: p.allPages, pageIds: before });
    return { ok: true } as const;
  },

  async positions(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const mine = new Set((await db.select({ id: plugins.id }).from(plugins).where(eq(plugins.accountId, auth.account.id))).map((r) => r.id));
    if (ctx.body.items.some((i) => !mine.has(i.id))) throw notFound();
    await db.transaction(async (tx) => {
      for (const i of ctx.body.items) await tx.update(plugins).set({ position: i.position }).where(and(eq(plugins.id, i.id), eq(plugins.accountId, auth.account.id)));
    });
    // Order of snippets in the page follows positions.
    await republishForPlugin(db, auth.account.id, { allPages: true, pageIds: [] });
    const rows = await db.select().from(plugins).where(eq(plugins.accountId, auth.account.id)).orderBy(asc(plugins.position), asc(plugins.id));
    const links = await pagesOf(db, rows.map((r) => r.id));
    return { items: rows.map((r) => pluginView(r, links.get(r.id) ?? [])) };
  },

  async clone(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const p = await own(db, auth.account.id, ctx.params.pluginId);
    const links = (await pagesOf(db, [p.id])).get(p.id) ?? [];
    const count = (await db.select({ id: plugins.id }).from(plugins).where(eq(plugins.accountId, auth.account.id))).length;
    // The copy starts disabled: two identical counters on a page would count every visit twice.
    const { id: _id, created: _c, ...rest } = p;
    const copy = await db.transaction(async (tx) => {
      const [row] = await tx.insert(plugins).values({ ...rest, name: `${p.name} (1)`, enabled: false, position: count }).returning();
      if (links.length > 0) await tx.insert(pluginPages).values(links.map((pageId) => ({ pluginId: row.id, pageId })));
      return row;
    });
    return view(db, copy);
  },
};
