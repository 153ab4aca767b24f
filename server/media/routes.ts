// Handlers of api/routes/media.ts: media collections (folders) and their items, uploads, and the
// stock searches. Public collections (account_id NULL) are visible to every account and read-only;
// an account's own collections are invisible to others (404, like a missing id).
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { imageExtensions, type mediaRoutes } from '../../api/routes/media';
import type { Db } from '../db/client';
import { mediaCollections, mediaItems } from '../db/schema-design';
import { me, type HandlerCtx, type Handlers } from '../platform/http/context';
import { ApiError, notFound } from '../platform/http/errors';
import { ensurePublicCollections, iconProvider, photoProvider, publicItemUrlsMatching } from './media-catalogue';
import { readUploads, uploadFailed, type UploadedFile, type UploadKind } from './media-upload';
import { mediaStorage } from '../platform/storage/index';
import type { ImageVariant } from '../../engine/images';
import { copyKeys, hasVariants, prepareImage, storeCopies, type PreparedImage } from './variants';
import { prepareClip, type PreparedClip } from './clip-upload';

type Collection = typeof mediaCollections.$inferSelect;
type Item = typeof mediaItems.$inferSelect;

// Written out: an interpolated column renders unqualified here and would bind to the inner table.
const itemCount = sql<number>`(SELECT count(*) FROM media_items i WHERE i.collection_id = media_collections.id)::int`;

const collectionView = (c: Collection, count: number) => ({
  id: c.id, title: c.title, count: Number(count), ...(c.accountId !== null ? { account_id: c.accountId } : {}),
});
const itemView = (i: Item) => ({
  id: i.id, url: i.url, thumb: i.thumb, width: i.width, height: i.height, size: i.size, mime: i.mime, name: i.name, kind: i.kind, created: i.created.toISOString(),
  ...(i.kind === 'video' ? { poster: i.poster, duration: i.duration } : {}),
});

/** Every stored key of an item: the original, its copies, a clip's poster and the poster's copies. */
const itemKeys = (i: Pick<Item, 'storageKey' | 'variants' | 'posterKey' | 'posterVariants'>): string[] => [
  ...(i.storageKey === null ? [] : [i.storageKey]), ...copyKeys(i.variants), ...(i.posterKey === null ? [] : [i.posterKey]), ...copyKeys(i.posterVariants),
];

const publicReadonly = () => new ApiError(403, 'media.public_readonly');

/** A collection the caller may see: its own or a public one. */
async function visible(db: Db, accountId: number, id: number): Promise<Collection> {
  const [c] = await db.select().from(mediaCollections)
    .where(and(eq(mediaCollections.id, id), or(eq(mediaCollections.accountId, accountId), isNull(mediaCollections.accountId)))).limit(1);
  if (!c) throw notFound();
  return c;
}

/** A collection the caller may change: its own; a public one is refused as read-only. */
async function editable(db: Db, accountId: number, id: number): Promise<Collection> {
  const c = await visible(db, accountId, id);
  if (c.accountId === null) throw publicReadonly();
  return c;
}

async function countOf(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(mediaItems).where(eq(mediaItems.collectionId, id));
  return Number(r?.n ?? 0);
}

/** LIKE pattern that matches the text literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where an upload goes: the named own collection, else the account's first one (created as 'Мои файлы'). */
async function uploadTarget(db: Db, accountId: number, kind: UploadKind, field: string | undefined): Promise<Collection> {
  if (field !== undefined && field !== '') {
    const id = Number(field);
    if (!Number.isSafeInteger(id) || id <= 0) throw uploadFailed(kind, 422, 'collection');
    return editable(db, accountId, id);
  }
  const [first] = await db.select().from(mediaCollections).where(eq(mediaCollections.accountId, accountId)).orderBy(asc(mediaCollections.id)).limit(1);
  if (first) return first;
  const [made] = await db.insert(mediaCollections).values({ accountId, title: 'Мои файлы' }).returning();
  return made;
}

async function upload(ctx: HandlerCtx<unknown>, kind: UploadKind) {
  me(ctx);
  const { files, fields, dispose } = await readUploads(ctx.req, kind);
  try {
    return await storeUploads(ctx, kind, files, fields);
  } finally {
    await dispose();
  }
}

async function storeUploads(ctx: HandlerCtx<unknown>, kind: UploadKind, files: UploadedFile[], fields: Record<string, string>) {
  const auth = me(ctx);
  const { db, config } = ctx.deps;
  const storage = mediaStorage(config);
  const month = new Date().toISOString().slice(0, 7).replace('-', '');
  // Every raster image is decoded, oriented and resized before anything is stored: a file that
  // only looks like an image is refused whole, like a wrong type.
  const prepared = await Promise.all(files.map(async (file) => {
    // Images are held in memory (videos stream from a temporary file and have no copies).
    const bytes = file.type.kind === 'image' && hasVariants(file.type.ext) ? file.open() : null;
    if (bytes === null || !Buffer.isBuffer(bytes)) return null;
    try {
      return await prepareImage(bytes, file.type.ext);
    } catch {
      throw uploadFailed(kind, 415, 'type', { file: file.name, allowed: imageExtensions });
    }
  }));
  // Every clip is read by ffprobe and given its poster frame, one after another (each runs FFmpeg).
  const clips: (PreparedClip | null)[] = [];
  for (const file of files) clips.push(file.type.kind === 'video' ? await prepareClip(file) : null);
  // The folder is looked up (or the first one made) only for files that passed every check.
  const target = await uploadTarget(db, auth.account.id, kind, fields.collection_id);
  const written: string[] = [];
  const stored: { key: string; file: (typeof files)[number]; image: PreparedImage | null; variants: ImageVariant[]; clip: PreparedClip | null; posterKey: string | null; posterVariants: ImageVariant[] }[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const base = `${auth.account.id}/${month}/${randomBytes(12).toString('base64url')}`;
      const key = `${base}.${file.type.ext}`;
      const image = prepared[i];
      await storage.store.put(key, image?.original ?? file.open(), file.type.mime);
      written.push(key);
      const variants = image === null ? [] : await storeCopies(storage, key, image.copies, written);
      const clip = clips[i];
      let posterKey: string | null = null;
      let posterVariants: ImageVariant[] = [];
      if (clip !== null) {
        posterKey = `${base}-poster.jpg`;
        await storage.store.put(posterKey, clip.poster.original, 'image/jpeg');
        written.push(posterKey);
        posterVariants = await storeCopies(storage, posterKey, clip.poster.copies, written);
      }
      stored.push({ key, file, image, variants, clip, posterKey, posterVariants });
    }
    const rows = await db.insert(mediaItems).values(stored.map(({ key, file, image, variants, clip, posterKey, posterVariants }) => ({
      collectionId: target.id, accountId: auth.account.id, kind, name: file.name, storageKey: key,
      url: storage.publicUrl(key),
      // The media grid shows the smallest copy (a clip: of its poster); an SVG or a GIF is its own thumb.
      thumb: variants[0]?.webp ?? posterVariants[0]?.webp ?? storage.publicUrl(posterKey ?? key),
      width: image?.width ?? clip?.facts.width ?? file.size?.width ?? null, height: image?.height ?? clip?.facts.height ?? file.size?.height ?? null,
      size: image?.original.length ?? file.bytes, mime: file.type.mime, variants,
      poster: posterKey === null ? null : storage.publicUrl(posterKey), posterKey, posterVariants, duration: clip?.facts.duration ?? null,
    }))).returning();
    return rows.map(itemView);
  } catch (err) {
    // Nothing half-done: files already written for this request (originals and copies) are removed again.
    await Promise.allSettled(written.map((key) => storage.store.delete(key)));
    if (err instanceof ApiError) throw err;
    ctx.req.log.error(err, 'media upload failed');
    throw uploadFailed(kind, 500, 'store');
  }
}

export const mediaHandlers: Handlers<typeof mediaRoutes> = {
  async list(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    await ensurePublicCollections(db);
    const rows = await db.select({ c: mediaCollections, n: itemCount }).from(mediaCollections)
      .where(or(eq(mediaCollections.accountId, auth.account.id), isNull(mediaCollections.accountId)))
      // The account's own folders first, then the public ones (SPEC §4: the manager picks the first own one).
      .orderBy(sql`${mediaCollections.accountId} IS NULL`, asc(mediaCollections.id));
    return { items: rows.map((r) => collectionView(r.c, r.n)) };
  },

  async create(ctx) {
    const auth = me(ctx);
    const [c] = await ctx.deps.db.insert(mediaCollections).values({ accountId: auth.account.id, title: ctx.body.title }).returning();
    return collectionView(c, 0);
  },

  async get(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await visible(db, auth.account.id, ctx.params.id);
    const { search, page, limit } = ctx.query;
    // A public collection is the shipped catalogue: searched by its Russian and English keywords.
    const catalogue = c.accountId === null && search !== '' ? publicItemUrlsMatching(search) : [];
    const matches = search === '' ? [] : [catalogue.length > 0 ? or(ilike(mediaItems.name, likeText(search)), inArray(mediaItems.url, catalogue)) : ilike(mediaItems.name, likeText(search))];
    const rows = await db.select().from(mediaItems)
      .where(and(eq(mediaItems.collectionId, c.id), ...matches))
      .orderBy(desc(mediaItems.id)).limit(limit + 1).offset((page - 1) * limit);
    return { collection: collectionView(c, await countOf(db, c.id)), items: rows.slice(0, limit).map(itemView), last: rows.length <= limit };
  },

  async update(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const c = await editable(db, auth.account.id, ctx.params.id);
    const [next] = await db.update(mediaCollections).set({ title: ctx.body.title })
      .where(and(eq(mediaCollections.id, c.id), eq(mediaCollections.accountId, auth.account.id))).returning();
    return collectionView(next, await countOf(db, c.id));
  },

  async remove(ctx) {
    const auth = me(ctx);
    const { db, config } = ctx.deps;
    const c = await editable(db, auth.account.id, ctx.params.id);
    const keys = (await db.select({ storageKey: mediaItems.storageKey, variants: mediaItems.variants, posterKey: mediaItems.posterKey, posterVariants: mediaItems.posterVariants })
      .from(mediaItems).where(eq(mediaItems.collectionId, c.id))).flatMap(itemKeys);
    // Items go with the collection (ON DELETE CASCADE); files after the rows, so a failure leaves
    // at worst an unreferenced file, never a row pointing at nothing.
    await db.delete(mediaCollections).where(and(eq(mediaCollections.id, c.id), eq(mediaCollections.accountId, auth.account.id)));
    const store = mediaStorage(config).store;
    const results = await Promise.allSettled(keys.map((k) => store.delete(k)));
    for (const r of results) if (r.status === 'rejected') ctx.req.log.warn(r.reason, 'media file not deleted');
    return { ok: true } as const;
  },

  async removeItem(ctx) {
    const auth = me(ctx);
    const { db, config } = ctx.deps;
    const c = await editable(db, auth.account.id, ctx.params.id);
    const [gone] = await db.delete(mediaItems)
      .where(and(eq(mediaItems.id, ctx.params.itemId), eq(mediaItems.collectionId, c.id), eq(mediaItems.accountId, auth.account.id))).returning();
    if (!gone) throw notFound();
    const store = mediaStorage(config).store;
    for (const key of itemKeys(gone)) {
      await store.delete(key).catch((err: unknown) => ctx.req.log.warn(err, 'media file not deleted'));
    }
    return { ok: true } as const;
  },

  async unsplash(ctx) {
    me(ctx);
    return photoProvider().search(ctx.query);
  },

  async icons8(ctx) {
    me(ctx);
    return iconProvider().search(ctx.query);
  },

  uploadImages: (ctx) => upload(ctx, 'image'),
  uploadVideo: (ctx) => upload(ctx, 'video'),
};
