// In-memory cache of published artefacts, so serving a page is one Map lookup of bytes that were
// compressed at publish time, keyed by site + address, with the ETag. Bounded by entries and bytes,
// evicting the least recently used by the "second chance" approximation: a hit only sets a flag
// (it is on every visitor's path), eviction moves flagged entries to the back once. Found pages only (a miss still asks the database, so a new page shows at once).
//
// Freshness: `invalidatePublishedPages(accountId)` makes every cached entry of that account's pages
// a miss (every entry when no account is named); publishing calls it after its transaction
// commits, and the serving hook after a state-changing API request of this instance succeeds (stop,
// delete, restore, domains, plugins…): a write drops what its account serves, not every account's
// pages. Other processes sharing PostgreSQL drop the same entries when told by the change feed
// (platform/http/change-feed.ts, before the write answers); `ttlMs` (default 1 s) is the backstop.
import { createAccountDrops } from '../../platform/http/account-drops';
import type { Site } from './hosts';

export interface CachedArtefact {
  /** The account whose page this is: its writes drop the entry. */
  readonly accountId: number;
  readonly etag: string;
  readonly html: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** The page it belongs to (its views are counted, server/stats); absent where tests build one by hand. */
  readonly pageId?: number;
  /** A campaign variant's artefact: its id (views and leads are counted per variant). */
  readonly variantId?: number;
  /** The answer differs per visitor (a running campaign): shared caches must not keep it. */
  readonly personal?: boolean;
  /** A running campaign of the page: the artefact served is chosen per visitor (server/campaigns). */
  readonly campaign?: { readonly id: number; readonly seed: number; readonly variants: readonly { readonly id: number; readonly share: number; readonly artefact: CachedArtefact }[] };
}

interface Entry { readonly value: CachedArtefact; readonly generation: number; readonly until: number; readonly bytes: number; used: boolean }

// Process-wide: publishing (in requests and in jobs) and every serving cache of the process share it.
const drops = createAccountDrops();

/** Take it before reading the database and pass it to `set`: a publish in between then wins. */
export const currentGeneration = (): number => drops.generation();

/** Tells the other server processes sharing the database (platform/http/change-feed.ts); set by app.ts. */
let relay: ((accountId?: number) => void) | undefined;

/**
 * `fn` hears every `invalidatePublishedPages` of this process (undefined: nobody). Returns what
 * stops it, which leaves a relay set after it (another app of the process, in tests) alone.
 */
export function relayPublishedPageDrops(fn: ((accountId?: number) => void) | undefined): () => void {
  relay = fn;
  return () => {
    if (relay === fn) relay = undefined;
  };
}

/**
 * Every artefact cache of this process forgets (lazily, on the next lookup) the pages of
 * `accountId`, or every page when no account is named; other processes are told (publishing and
 * campaigns run in jobs too, outside any request).
 */
export function invalidatePublishedPages(accountId?: number): void {
  drops.drop(accountId);
  relay?.(accountId);
}

/** This process's caches only: for a drop the other processes were already told of, or told this. */
export function dropPublishedPagesHere(accountId?: number): void {
  drops.drop(accountId);
}

const isFresh = (e: Entry): boolean => drops.isFresh(e.generation, e.value.accountId);

export const siteKey = (site: Site, uri: string): string => (site.kind === 'code' ? `c:${site.code}` : `d:${site.domainId}`) + `/${uri}`;

export interface ArtefactCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export interface ArtefactCache {
  get(key: string): CachedArtefact | undefined;
  /** `readAt`: the generation taken before the database was read (default: now). */
  set(key: string, value: CachedArtefact, readAt?: number): void;
  readonly size: number;
  readonly bytes: number;
}

export function createArtefactCache(options: ArtefactCacheOptions = {}): ArtefactCache {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 1000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: the first key is the oldest, unless it was used since.
  const map = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, e: Entry) => {
    map.delete(key);
    bytes -= e.bytes;
  };

  return {
    get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      if (!isFresh(e) || e.until <= now()) {
        drop(key, e);
        return undefined;
      }
      e.used = true;
      return e.value;
    },
    set(key, value, readAt = drops.generation()) {
      const old = map.get(key);
      if (old) drop(key, old);
      const size = value.html.length + value.gzip.length + value.br.length + key.length
        + (value.campaign?.variants ?? []).reduce((sum, v) => sum + v.artefact.html.length + v.artefact.gzip.length + v.artefact.br.length, 0);
      if (size > maxBytes) return;
      const e: Entry = { value, generation: readAt, until: now() + ttlMs, bytes: size, used: false };
      map.set(key, e);
      bytes += size;
      while (map.size > maxEntries || bytes > maxBytes) {
        const [k, oldest] = map.entries().next().value as [string, Entry];
        if (k === key && map.size === 1) break; // cannot happen (size ≤ maxBytes), but never spin
        if (oldest.used || k === key) {
          // Used since it was last passed (or the entry being added): to the back, once.
          oldest.used = false;
          map.delete(k);
          map.set(k, oldest);
          continue;
        }
        drop(k, oldest);
      }
    },
    get size() {
      return map.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
