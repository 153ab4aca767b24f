// Handlers of api/routes/templates.ts: shipped template collections and blocks (server/content),
// the account's own saved blocks ("creator blocks", table creator_blocks) and the page templates.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { templateRoutes } from '../../api/routes/templates';
import { childIds, exportContent, importContent, isEngineError } from '../../engine/index';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { creatorBlocks } from '../db/schema-design';
import { me, type Handlers } from '../platform/http/context';
import { ApiError, notFound, validation } from '../platform/http/errors';
import { COLLECTIONS, findCollection, shippedBlock, shippedBlocks, type ShippedBlock, type TemplateCollection } from '../content/index';
import { listPageTemplates } from '../content/index';

type Row = typeof creatorBlocks.$inferSelect;

const collectionView = (c: TemplateCollection) => ({ id: c.id, code: c.code, title: c.title, compatible: c.compatible });
const shippedView = (b: ShippedBlock) => ({
  id: b.id, title: b.title, category: b.category, collection_id: b.collection_id, is_course: b.is_course, cover: b.cover, own: false,
  content: b.content as unknown as { widgets: Record<string, Record<string, unknown>>; tree: { id: number }[] },
});
const ownView = (r: Row) => ({
  id: r.id, title: r.title, category: r.category, collection_id: r.collectionId, is_course: r.isCourse, cover: r.cover, own: true,
  content: r.content as { widgets: Record<string, Record<string, unknown>>; tree: { id: number }[] },
});

/** SPEC §8: anything wrong with what a block would store answers 'Не удалось сохранить блок'. */
const saveFailed = (params: Record<string, unknown>) => new ApiError(422, 'block.save_failed', { params });
const titleTaken = () => new ApiError(409, 'block.title_taken', { fields: { name: 'block.title_taken' } });

/** The block's widgets subtree, checked by the engine's own import and stored in its canonical form. */
function canonicalContent(raw: Record<string, unknown>): Record<string, unknown> {
  try {
    const doc = importContent({ fragments: {}, globals: {}, ...raw, version: raw.version ?? '0.2' }, { defaults: false });
    if (childIds(doc.page, null).length === 0) throw saveFailed({ reasons: ['The block has no widgets'] });
    // Everything but the page's modals and globals: the schema and names say how its records read.
    const { fragments: _fragments, globals: _globals, ...stored } = exportContent(doc);
    return { ...stored };
  } catch (err) {
    if (isEngineError(err)) throw saveFailed({ reasons: err.reasons });
    throw err;
  }
}

function checkCollection(id: number): void {
  if (!findCollection(id)) throw validation({ collection: 'validation' });
}

async function assertTitleFree(db: Db, accountId: number, title: string, exceptId?: number): Promise<void> {
  const [clash] = await db.select({ id: creatorBlocks.id }).from(creatorBlocks).where(and(
    eq(creatorBlocks.accountId, accountId),
    sql`lower(${creatorBlocks.title}) = lower(${title})`,
    ...(exceptId !== undefined ? [ne(creatorBlocks.id, exceptId)] : []),
  )).limit(1);
  if (clash) throw titleTaken();
}

async function own(db: Db, accountId: number, id: number): Promise<Row> {
  const [r] = await db.select().from(creatorBlocks).where(and(eq(creatorBlocks.id, id), eq(creatorBlocks.accountId, accountId))).limit(1);
  if (!r) throw notFound();
  return r;
}

export const templateHandlers: Handlers<typeof templateRoutes> = {
  async collections(ctx) {
    me(ctx);
    return { items: COLLECTIONS.map(collectionView) };
  },

  async collection(ctx) {
    me(ctx);
    const c = findCollection(ctx.params.id);
    if (!c) throw notFound();
    return collectionView(c);
  },

  async blocks(ctx) {
    const auth = me(ctx);
    const c = findCollection(ctx.params.collectionId);
    if (!c) throw notFound();
    const ids = ctx.query.with_compatible_collections ? [c.id, ...c.compatible] : [c.id];
    const category = ctx.query.category;
    const mine = await ctx.deps.db.select().from(creatorBlocks).where(and(
      eq(creatorBlocks.accountId, auth.account.id), inArray(creatorBlocks.collectionId, ids),
      ...(category ? [eq(creatorBlocks.category, category)] : []),
    )).orderBy(asc(creatorBlocks.id));
    const shipped = shippedBlocks().filter((b) => ids.includes(b.collection_id) && (!category || b.category === category));
    // The account's own blocks first: they are what a user looks for after saving one. No content:
    // the panel shows covers and titles, and fetches one block's content on insert (block).
    return { items: [...mine.map(ownView), ...shipped.map(shippedView)].map(({ content: _content, ...entry }) => entry) };
  },

  async block(ctx) {
    const auth = me(ctx);
    const id = ctx.params.blockId;
    // Shipped ids are below 100000 (server/content/collections.ts); creator blocks start there.
    if (id < 100000) {
      const b = shippedBlock(id, ctx.query.lang);
      if (!b) throw notFound();
      return shippedView(b);
    }
    return ownView(await own(ctx.deps.db, auth.account.id, id));
  },

  async summary(ctx) {
    me(ctx);
    const blocks = shippedBlocks();
    return {
      items: COLLECTIONS.map((c) => {
        const inside = blocks.filter((b) => b.collection_id === c.id);
        const categories: Record<string, number> = {};
        for (const b of inside) categories[b.category] = (categories[b.category] ?? 0) + 1;
        return { ...collectionView(c), blocks_total: inside.length, categories };
      }),
    };
  },

  async pageTemplates(ctx) {
    const auth = me(ctx);
    return { items: listPageTemplates(auth.user.locale === 'en' ? 'en' : 'ru') };
  },

  async createBlock(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const b = ctx.body;
    checkCollection(b.collection);
    await assertTitleFree(db, auth.account.id, b.name);
    const content = canonicalContent(b.content);
    try {
      const [r] = await db.insert(creatorBlocks).values({
        accountId: auth.account.id, title: b.name, cover: b.cover, category: b.category, collectionId: b.collection, isCourse: b.is_course, content,
      }).returning();
      return ownView(r);
    } catch (err) {
      if (isUniqueViolation(err)) throw titleTaken();
      throw err;
    }
  },

  async updateBlock(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const row = await own(db, auth.account.id, ctx.params.id);
    const b = ctx.body;
    if (b.collection !== undefined) checkCollection(b.collection);
    if (b.name !== undefined) await assertTitleFree(db, auth.account.id, b.name, row.id);
    const content = b.content !== undefined ? canonicalContent(b.content) : undefined;
    try {
      const [r] = await db.update(creatorBlocks).set({
        ...(b.name !== undefined && { title: b.name }), ...(b.cover !== undefined && { cover: b.cover }),
        ...(b.category !== undefined && { category: b.category }), ...(b.collection !== undefined && { collectionId: b.collection }),
        ...(b.is_course !== undefined && { isCourse: b.is_course }), ...(content !== undefined && { content }),
        updated: new Date(),
      }).where(and(eq(creatorBlocks.id, row.id), eq(creatorBlocks.accountId, auth.account.id))).returning();
      return ownView(r);
    } catch (err) {
      if (isUniqueViolation(err)) throw titleTaken();
      throw err;
    }
  },

  async deleteBlock(ctx) {
    const auth = me(ctx);
    const row = await own(ctx.deps.db, auth.account.id, ctx.params.blockId);
    await ctx.deps.db.delete(creatorBlocks).where(and(eq(creatorBlocks.id, row.id), eq(creatorBlocks.accountId, auth.account.id)));
    return { ok: true } as const;
  },
};
