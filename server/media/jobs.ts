// The media area's job (server/jobs): images uploaded before resized copies were made get them in
// the background, a few at a time, so their published pages offer phones a small copy too.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaItems } from '../db/schema-design';
import { enqueue } from '../platform/jobs/queue';
import { registerJob } from '../platform/jobs/registry';
import { mediaStorage, type MediaStorage } from '../platform/storage/index';
import { prepareImage, storeCopies } from './variants';

const RESIZED_MIME: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/bmp': 'bmp' };

async function readAll(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const obj = await storage.store.get(key);
  if (obj === null) return null;
  const chunks: Buffer[] = [];
  for await (const c of obj.body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Gives every stored raster image without copies its copies (the original is kept as it is: a
 * stored key is never rewritten). Walks by id, so an unreadable file is skipped, not retried
 * forever; answers how many images got copies.
 */
export async function fillImageVariants(db: Db, storage: MediaStorage, signal?: AbortSignal): Promise<number> {
  let after = 0;
  let filled = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db.select({ id: mediaItems.id, key: mediaItems.storageKey, mime: mediaItems.mime }).from(mediaItems)
      .where(and(gt(mediaItems.id, after), eq(mediaItems.kind, 'image'), inArray(mediaItems.mime, Object.keys(RESIZED_MIME)), sql`${mediaItems.variants} = '[]'::jsonb`, sql`${mediaItems.storageKey} IS NOT NULL`))
      .orderBy(asc(mediaItems.id)).limit(10);
    if (batch.length === 0) return filled;
    for (const item of batch) {
      after = item.id;
      const bytes = item.key === null ? null : await readAll(storage, item.key);
      if (bytes === null || item.key === null) continue;
      const written: string[] = [];
      try {
        const image = await prepareImage(bytes, RESIZED_MIME[item.mime]);
        const variants = await storeCopies(storage, item.key, image.copies, written);
        await db.update(mediaItems).set({ variants, thumb: variants[0]?.webp ?? sql`${mediaItems.thumb}`, width: image.width, height: image.height }).where(eq(mediaItems.id, item.id));
        filled++;
      } catch {
        // Not an image sharp can read (or the store failed): no half-made copies are left.
        await Promise.allSettled(written.map((k) => storage.store.delete(k)));
      }
    }
  }
}

registerJob('media.variants.fill', async (_payload, { deps, log, signal }) => {
  const filled = await fillImageVariants(deps.db, mediaStorage(deps.config), signal);
  if (filled > 0) log.info({ filled }, 'image copies made');
}, { maxAttempts: 20, backoff: { baseMs: 10_000, maxMs: 600_000 } });

/** Enqueued by every instance at start; the dedupe key makes it one job for all of them. */
export const enqueueVariantsFill = (db: Db): Promise<unknown> =>
  enqueue(db, { kind: 'media.variants.fill', payload: {}, dedupeKey: 'media.variants.fill:1' });
