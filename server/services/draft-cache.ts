// Decoded drafts kept in memory, so opening the editor again on a page (a reload, a second tab,
// a teammate, the draft just saved) skips reading the compressed bytes, decompressing them and
// parsing the JSON — most of the content answer's time for a large page (1,000 widgets: ~15 ms
// on PGlite). Correct across processes and whatever writes the draft: an entry is used only when
// the stored row's revision and `updated` stamp (read from the database on every request, without
// the bytes) are the ones it was kept with, and every draft write advances both.
// One cache per database handle (tests run many apps in one process), a few pages per process.
import type { Json } from '../db/schema-pages';

/** Pages kept per database handle: the drafts being worked on right now, not the whole account. */
export const DRAFT_CACHE_PAGES = 16;

interface Kept { revision: number; updated: number; data: Json }

export interface DraftCache {
  /** The kept draft of `pageId` if it is the stored one (same revision and stamp), else undefined. */
  get(pageId: number, revision: number, updated: Date): Json | undefined;
  /** Keeps a draft just read or written (its data must not be changed afterwards). */
  remember(pageId: number, revision: number, updated: Date, data: Json): void;
}

export function createDraftCache(max = DRAFT_CACHE_PAGES): DraftCache {
  const kept = new Map<number, Kept>();
  return {
    get(pageId, revision, updated) {
      const entry = kept.get(pageId);
      if (entry === undefined || entry.revision !== revision || entry.updated !== updated.getTime()) return undefined;
      // Least recently used goes first: a read moves the entry to the end.
      kept.delete(pageId);
      kept.set(pageId, entry);
      return entry.data;
    },
    remember(pageId, revision, updated, data) {
      kept.delete(pageId);
      kept.set(pageId, { revision, updated: updated.getTime(), data });
      if (kept.size > max) kept.delete(kept.keys().next().value as number);
    },
  };
}

const caches = new WeakMap<object, DraftCache>();

/** The cache of one database handle (a transaction's handle has none of its own: use the app's). */
export function draftCacheOf(db: object): DraftCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = createDraftCache();
    caches.set(db, cache);
  }
  return cache;
}
