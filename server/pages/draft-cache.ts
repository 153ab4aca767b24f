// Decoded drafts kept in memory, so opening the editor again on a page (a reload, a second tab,
// a teammate, the draft just saved) skips reading the compressed bytes, decompressing them and
// parsing the JSON — most of the content answer's time for a large page (1,000 widgets: ~15 ms
// on PGlite). With each draft, the content answer's bytes (its JSON and the brotli/gzip copies
// asked for), made on the first ask and sent as they are after (compressing the
// 1,000-widget answer cost 7.6–9.8 ms of CPU on every request).
//
// Correct across processes and whatever writes the draft: an entry is used only when the stored
// row's revision and `updated` stamp (read from the database on every request, without the bytes)
// are the ones it was kept with, and every draft write (save, restore, publish with content,
// campaign apply) advances both — so no change feed message is needed: another process's write
// is seen by the stamp. What the bytes say depends on the draft alone (id, globals, data,
// revision), never on the caller: the route checks the caller's rights before it asks here.
// One cache per database handle (tests run many apps in one process), a few pages per process.
import type { Json } from '../db/schema-pages';
import { compressJson } from '../platform/http/encoding';
import type { AnswerEncoding } from '../platform/http/encoding';

/**
 * Pages kept per database handle: the drafts being worked on right now, not the whole account.
 * A 1,000-widget page holds its decoded data plus ~267 KB of JSON, ~13 KB brotli and ~17 KB gzip.
 */
export const DRAFT_CACHE_PAGES = 16;

interface Kept { revision: number; updated: number; data: Json; answers: Partial<Record<AnswerEncoding, Buffer>> }

export interface DraftCache {
  /** The kept draft of `pageId` if it is the stored one (same revision and stamp), else undefined. */
  get(pageId: number, revision: number, updated: Date): Json | undefined;
  /** Keeps a draft just read or written (its data must not be changed afterwards). */
  remember(pageId: number, revision: number, updated: Date, data: Json): void;
  /**
   * The answer bytes of the kept draft of `pageId` in `encoding` — `json` (the JSON of its data)
   * called once, its compressed copy made once per encoding — or undefined when the kept draft
   * is not that revision and stamp.
   */
  answer(pageId: number, revision: number, updated: Date, encoding: AnswerEncoding, json: (data: Json) => Buffer): Buffer | undefined;
  /** How many answers this cache compressed (one per draft revision and encoding asked). */
  readonly compressions: number;
}

export function createDraftCache(max = DRAFT_CACHE_PAGES): DraftCache {
  const kept = new Map<number, Kept>();
  let compressions = 0;
  const current = (pageId: number, revision: number, updated: Date): Kept | undefined => {
    const entry = kept.get(pageId);
    if (entry === undefined || entry.revision !== revision || entry.updated !== updated.getTime()) return undefined;
    // Least recently used goes first: a read moves the entry to the end.
    kept.delete(pageId);
    kept.set(pageId, entry);
    return entry;
  };
  return {
    get: (pageId, revision, updated) => current(pageId, revision, updated)?.data,
    remember(pageId, revision, updated, data) {
      kept.delete(pageId);
      kept.set(pageId, { revision, updated: updated.getTime(), data, answers: {} });
      if (kept.size > max) kept.delete(kept.keys().next().value as number);
    },
    answer(pageId, revision, updated, encoding, json) {
      const entry = current(pageId, revision, updated);
      if (entry === undefined) return undefined;
      const { answers } = entry;
      const plain = answers.identity ??= json(entry.data);
      if (encoding === 'identity') return plain;
      let encoded = answers[encoding];
      if (encoded === undefined) {
        encoded = answers[encoding] = compressJson(plain, encoding);
        compressions++;
      }
      return encoded;
    },
    get compressions() {
      return compressions;
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
