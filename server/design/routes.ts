// Handlers of api/routes/design.ts: font presets, palettes and styles (designs) of the caller's
// account. One table holds all three (server/migrations/0020); every query is scoped by account_id,
// so another account's id is a 404 like a missing one. Lists seed the account's defaults first.
// Deleting marks a resource deleted (0065); the editor stores an undone deletion with a PUT, which
// brings the resource back. Lists and clones see only live resources.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import * as v from 'valibot';
import { fontPresetData, type designRoutes } from '../../api/routes/design';
import type { ErrorCode } from '../../api/errors';
import type { Db } from '../db/client';
import { designResources, type DesignKind } from '../db/schema-design';
import type { PermissionCode } from '../../api/permissions';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { loadOwnPage } from '../pages/index';
import { ensureDesignSeeded } from './design-seed';

type Row = typeof designResources.$inferSelect;
type DesignClass = v.InferOutput<typeof import('../../api/routes/design').designClassSchema>;

const meta = (r: Row) => ({ page_id: r.pageId, created: r.created.toISOString(), updated: r.updated.toISOString() });
const fontView = (r: Row) => ({ id: r.id, title: r.title, fonts: (r.data.fonts ?? {}) as Record<string, string>, ...meta(r) });
const paletteView = (r: Row) => ({
  id: r.id, title: r.title,
  colors: (r.data.colors ?? []) as { value: string; title: string }[],
  childrenPalettes: (r.data.childrenPalettes ?? []) as { code: string; title: string }[],
  ...meta(r),
});
const styleView = (r: Row) => ({
  id: r.id, title: r.title, parent_id: r.parentId,
  classes: ((r.data.classes ?? []) as DesignClass[]).map((c) => ({
    id: c.id, name: c.name, parentId: c.parentId ?? null, order: c.order ?? 0, type: c.type, hideInAddingWidgets: c.hideInAddingWidgets ?? false, style: c.style ?? {},
  })),
  ...meta(r),
});

/**
 * A page_id given by the caller names a live page of the caller's account (another tenant's or a
 * missing one is a 404) on which the caller holds `code` (SPEC §6): reading a page's own resources
 * is 'page.list', creating them 'page.save'.
 */
async function checkPageRef(db: Db, auth: AuthContext, pageId: number | null | undefined, code: PermissionCode): Promise<void> {
  if (pageId !== null && pageId !== undefined) await loadOwnPage(db, auth, pageId, code);
}

/** SPEC §9: a clone's title gets ' (1)' appended. */
const cloneTitle = (title: string) => `${title} (1)`.slice(0, 200);

async function list(db: Db, accountId: number, kind: DesignKind, pageId: number | undefined): Promise<Row[]> {
  await ensureDesignSeeded(db, accountId);
  const scope = and(eq(designResources.accountId, accountId), eq(designResources.kind, kind), isNull(designResources.deletedAt));
  // A page sees the shared resources and the ones created for it, not other pages' own ones.
  const where = pageId === undefined ? scope : and(scope, or(isNull(designResources.pageId), eq(designResources.pageId, pageId)));
  return db.select().from(designResources).where(where).orderBy(asc(designResources.id));
}

/** A resource of the account; a deleted one only when asked for (a PUT restores it). */
async function find(db: Db, accountId: number, kind: DesignKind, id: number, withDeleted = false): Promise<Row | undefined> {
  const [r] = await db.select().from(designResources)
    .where(and(eq(designResources.id, id), eq(designResources.accountId, accountId), eq(designResources.kind, kind), withDeleted ? undefined : isNull(designResources.deletedAt))).limit(1);
  return r;
}

async function own(db: Db, accountId: number, kind: DesignKind, id: number, withDeleted = false): Promise<Row> {
  const r = await find(db, accountId, kind, id, withDeleted);
  if (!r) throw notFound();
  return r;
}

async function insert(db: Db, values: typeof designResources.$inferInsert): Promise<Row> {
  const [r] = await db.insert(designResources).values(values).returning();
  return r;
}

/** SPEC §9: a copy of one of the account's resources of `kind`, its title with ' (1)' appended. */
async function cloneResource(
  db: Db, accountId: number, kind: DesignKind, sourceId: number, pageId: number | null | undefined, missing: () => ApiError = notFound,
): Promise<Row> {
  const src = await find(db, accountId, kind, sourceId);
  if (!src) throw missing();
  return insert(db, { accountId, kind, title: cloneTitle(src.title), data: src.data, parentId: src.parentId, pageId: pageId ?? src.pageId });
}

/** Writes a change; a deleted resource that is written is live again. */
async function patch(db: Db, row: Row, set: Partial<typeof designResources.$inferInsert>): Promise<Row> {
  const [r] = await db.update(designResources).set({ ...set, deletedAt: null, updated: new Date() })
    .where(and(eq(designResources.id, row.id), eq(designResources.accountId, row.accountId))).returning();
  return r;
}

/** Marks the resource deleted; deleting it again changes nothing. */
async function remove(db: Db, accountId: number, kind: DesignKind, id: number): Promise<{ ok: true }> {
  const row = await own(db, accountId, kind, id, true);
  if (row.deletedAt !== null) return { ok: true };
  await db.transaction(async (tx) => {
    // Child designs of a deleted design stand on their own instead of pointing at nothing.
    if (kind === 'style') await tx.update(designResources).set({ parentId: null }).where(and(eq(designResources.accountId, accountId), eq(designResources.parentId, row.id)));
    await tx.update(designResources).set({ deletedAt: new Date() }).where(and(eq(designResources.id, row.id), eq(designResources.accountId, accountId)));
  });
  return { ok: true };
}

/** Class ids are unique and every class parent is a class of the same design. */
function checkClasses(classes: DesignClass[]): void {
  const ids = new Set<string>();
  for (const c of classes) {
    const key = String(c.id);
    if (ids.has(key)) throw validation({ 'data.classes': 'validation' });
    ids.add(key);
  }
  for (const c of classes) if (c.parentId !== null && c.parentId !== undefined && !ids.has(String(c.parentId))) throw validation({ 'data.classes': 'validation' });
}

/**
 * A parent design is another design of the account, and following parents never comes back. A
 * deleted parent is accepted: its deletion may be undone in the editor, and its children's writes
 * can arrive before its own.
 */
async function checkParent(db: Db, accountId: number, selfId: number | null, parentId: number | null | undefined): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null; depth++) {
    if (cursor === selfId || depth > 20) throw validation({ parent_id: 'validation' });
    const p = await find(db, accountId, 'style', cursor, true);
    if (!p) throw validation({ parent_id: 'validation' });
    cursor = p.parentId;
  }
}

const titleSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** SPEC §8: a failed font preset creation says so, with the fields at fault. */
function createFailed(fields: Record<string, ErrorCode>): ApiError {
  return new ApiError(422, 'font_preset.create_failed', { fields });
}

export const designHandlers: Handlers<typeof designRoutes> = {
  async fontPresetsList(ctx) {
    const auth = me(ctx);
    await checkPageRef(ctx.deps.db, auth, ctx.query.page_id, 'page.list');
    return { items: (await list(ctx.deps.db, auth.account.id, 'font_preset', ctx.query.page_id)).map(fontView) };
  },

  async fontPresetsCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const accountId = auth.account.id;
    const b = ctx.body;
    await checkPageRef(db, auth, b.page_id, 'page.save');
    await ensureDesignSeeded(db, accountId);
    if (b.clone_of !== undefined) {
      return fontView(await cloneResource(db, accountId, 'font_preset', b.clone_of, b.page_id, () => new ApiError(404, 'font_preset.clone_failed')));
    }
    const title = v.safeParse(titleSchema, b.title);
    const data = v.safeParse(fontPresetData, b.data);
    if (!title.success || !data.success) {
      const fields: Record<string, ErrorCode> = {};
      if (!title.success) fields.title = b.title === undefined || b.title === '' ? 'field.required' : 'validation';
      if (!data.success) fields['data.fonts'] = b.data === undefined ? 'field.required' : 'validation';
      throw createFailed(fields);
    }
    return fontView(await insert(db, { accountId, kind: 'font_preset', title: title.output, data: { fonts: data.output.fonts }, pageId: b.page_id ?? null }));
  },

  async fontPresetsUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const row = await own(db, auth.account.id, 'font_preset', ctx.params.id, true);
    const { title, data } = ctx.body;
    let fonts = row.data.fonts as Record<string, string>;
    if (data) {
      // SPEC §5: a font code must already exist in the preset; a change sets its value.
      const unknown = Object.keys(data.fonts).find((code) => !(code in fonts));
      if (unknown !== undefined) throw new ApiError(422, 'font_preset.unknown_code', { params: { code: unknown } });
      fonts = { ...fonts, ...data.fonts };
    }
    return fontView(await patch(db, row, { ...(title !== undefined && { title }), data: { fonts } }));
  },

  async fontPresetsDelete(ctx) {
    return remove(ctx.deps.db, me(ctx).account.id, 'font_preset', ctx.params.id);
  },

  async palettesList(ctx) {
    const auth = me(ctx);
    await checkPageRef(ctx.deps.db, auth, ctx.query.page_id, 'page.list');
    return { items: (await list(ctx.deps.db, auth.account.id, 'palette', ctx.query.page_id)).map(paletteView) };
  },

  async palettesCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const accountId = auth.account.id;
    const b = ctx.body;
    await checkPageRef(db, auth, b.page_id, 'page.save');
    await ensureDesignSeeded(db, accountId);
    if (b.clone_of !== undefined) return paletteView(await cloneResource(db, accountId, 'palette', b.clone_of, b.page_id));
    if (b.title === undefined || b.data === undefined) throw validation({ ...(b.title === undefined && { title: 'field.required' }), ...(b.data === undefined && { data: 'field.required' }) });
    return paletteView(await insert(db, { accountId, kind: 'palette', title: b.title, data: b.data, pageId: b.page_id ?? null }));
  },

  async palettesUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const row = await own(db, auth.account.id, 'palette', ctx.params.id, true);
    const { title, data } = ctx.body;
    return paletteView(await patch(db, row, { ...(title !== undefined && { title }), ...(data !== undefined && { data }) }));
  },

  async palettesDelete(ctx) {
    return remove(ctx.deps.db, me(ctx).account.id, 'palette', ctx.params.id);
  },

  async stylesList(ctx) {
    const auth = me(ctx);
    await checkPageRef(ctx.deps.db, auth, ctx.query.page_id, 'page.list');
    return { items: (await list(ctx.deps.db, auth.account.id, 'style', ctx.query.page_id)).map(styleView) };
  },

  async stylesCreate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const accountId = auth.account.id;
    const b = ctx.body;
    await checkPageRef(db, auth, b.page_id, 'page.save');
    await ensureDesignSeeded(db, accountId);
    if (b.clone_of !== undefined) return styleView(await cloneResource(db, accountId, 'style', b.clone_of, b.page_id));
    if (b.title === undefined) throw validation({ title: 'field.required' });
    const classes = b.data?.classes ?? [];
    checkClasses(classes);
    await checkParent(db, accountId, null, b.parent_id);
    return styleView(await insert(db, { accountId, kind: 'style', title: b.title, data: { classes }, parentId: b.parent_id ?? null, pageId: b.page_id ?? null }));
  },

  async stylesUpdate(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const row = await own(db, auth.account.id, 'style', ctx.params.id, true);
    const { title, data, parent_id } = ctx.body;
    if (data) checkClasses(data.classes);
    if (parent_id !== undefined) await checkParent(db, auth.account.id, row.id, parent_id);
    return styleView(await patch(db, row, {
      ...(title !== undefined && { title }), ...(data !== undefined && { data: { classes: data.classes } }), ...(parent_id !== undefined && { parentId: parent_id }),
    }));
  },

  async stylesDelete(ctx) {
    return remove(ctx.deps.db, me(ctx).account.id, 'style', ctx.params.id);
  },
};
