// Answers of the app's lists kept for a few seconds, so a list asked again (the screen reopened,
// a second tab, a poll, another member of the team looking at the same page of it) costs about
// what a trivial authenticated GET costs: one Map lookup and the bytes already serialised and
// compressed, instead of the list's SQL, the row mapping and the compression.
//
// Key: the route, the account, the caller (members see different projects and figures; the
// owner sees internal names), the origin the request came in on (the rows carry the draft site's
// addresses) and the parsed query (the canonical one: `?limit=10` and no limit are one entry).
//
// Freshness, the same rules as the caller cache (platform/http/auth-cache.ts), which the route always
// passes first (a logged-out or blocked caller never reaches an entry):
// - any API write of an account (every non-GET call) drops the account's entries before its
//   answer goes out, in this process and — through the change feed (platform/http/change-feed.ts, the
//   `lists` scope) — in every other one;
// - a write without a caller drops only what it changed (platform/http/register.ts callerlessWrites): a
//   payment callback or a public order payment the paying account's, a login, sign-up, password
//   reset or email confirmation none (the callers they change are checked before any entry);
// - permission changes are writes of the account (its callers and lists both go);
// - publishing and campaigns in jobs drop their account's lists with its published pages
//   (app.ts), and a lead counted into its page's 7-day figures (stats.lead) its account's
//   (listsChanged);
// - anything else written outside a request (statistics rollups and visit flushes behind the
//   7-day figures, a change made straight in the database) shows within LIST_CACHE_MS.
// A read that began before a drop and ended after it is never kept (account-drops.ts).
// Bounded: at most MAX_ENTRIES entries and MAX_BYTES bytes, the least recently used evicted.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccountDrops } from './account-drops';
import { answerEncoding, compressJson, type Encoding } from './encoding';
import { createSharedReads } from './shared-read';
import { routesWhere, type RouteName } from '../../../api/policies';

/**
 * 5 s: the 7-day figures a list row shows come from visits buffered for STATS_FLUSH_MS (1 s) and
 * then rolled up by jobs, so they are seconds behind already; 5 s more is not visible on a
 * 7-day count, and a list asked hundreds of times a second is then read once per 5 s. Every API
 * write of the account drops it at once, whatever the TTL.
 */
export const LIST_CACHE_MS = 5000;
const MAX_ENTRIES = 2000;
/** Serialised bodies and their compressed copies together (a 25-row pages list is ~15 KB + ~3 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The list routes whose answer depends only on the account's data, the caller and the query, and
 * whose data changes through API writes of the account (or may lag by the TTL). Another list of the
 * list contract (platform/http/list.ts) opts in with `cache: 'accountList'` in its api/policies.ts entry.
 */
export const cachedListRoutes: ReadonlySet<RouteName> = routesWhere((p) => p.cache === 'accountList');


/** One answer: its JSON text and, made on first demand, its compressed copies. */
export interface CachedAnswer {
  readonly json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** In the cache (its compressed copies count towards its bytes). */
  kept: boolean;
}

interface Entry { readonly answer: CachedAnswer; readonly accountId: number; readonly readAt: number; readonly until: number }

export interface ListCacheOptions { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number }

export interface ListCache {
  /** A fresh answer for `key`, or undefined. */
  get(key: string, accountId: number): CachedAnswer | undefined;
  /** Take it before reading the database and pass it to `set`. */
  generation(): number;
  /** The answer of `body` (kept when no drop of the account came after `readAt`). */
  set(key: string, accountId: number, readAt: number, body: unknown): CachedAnswer;
  /**
   * The answer of `read()`, kept as `set` keeps it; a request that misses while the same key is
   * being read, with no drop since that read began (the same `readAt`), waits for that read instead
   * of reading again — when an entry runs out under load, every request then in flight would
   * otherwise compute the same list at once and all wait behind the pile.
   */
  read(key: string, accountId: number, readAt: number, read: () => Promise<unknown>): Promise<CachedAnswer>;
  /** The answer compressed with `encoding` (made once, then kept with the entry). */
  encoded(answer: CachedAnswer, encoding: Encoding): Buffer;
  /**
   * The list totals of one caller's request (a count per caller and filters, what a page of the
   * list needs before it reads its rows): kept with the same TTL and dropped by the same drops as
   * the answers, so a total is never older than an answer the cache could have given instead.
   */
  totals(accountId: number, readAt: number): ListTotals;
  /** Forget the lists of `accountId` (every account's when none is named). */
  drop(accountId?: number): void;
  readonly size: number;
  readonly bytes: number;
}

/** One caller's kept list totals (ListCache.totals): `key` names the caller and the filters. */
export interface ListTotals {
  get(key: string): number | undefined;
  set(key: string, total: number): void;
}

const sizeOf = (a: CachedAnswer): number => a.json.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0);

export function createListCache(options: ListCacheOptions = {}): ListCache {
  const ttlMs = options.ttlMs ?? LIST_CACHE_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const now = options.now ?? (() => Date.now());
  const drops = createAccountDrops();
  // Map order is the recency order: a hit moves its entry to the back, eviction takes the front.
  const map = new Map<string, Entry>();
  let bytes = 0;
  // The totals: a number each, as many as the answers at most (oldest first out).
  const counts = new Map<string, { total: number; readAt: number; until: number }>();
  // The reads in flight, by key (`read`).
  const reads = createSharedReads<CachedAnswer>();
  const remove = (key: string, e: Entry) => {
    map.delete(key);
    e.answer.kept = false;
    bytes -= sizeOf(e.answer);
  };
  const evict = () => {
    for (const [key, e] of map) {
      if (map.size <= maxEntries && bytes <= maxBytes) break;
      remove(key, e);
    }
  };
  const cache: ListCache = {
    get(key, accountId) {
      const e = map.get(key);
      if (!e) return undefined;
      if (e.until <= now() || e.accountId !== accountId || !drops.isFresh(e.readAt, accountId)) {
        remove(key, e);
        return undefined;
      }
      map.delete(key);
      map.set(key, e);
      return e.answer;
    },
    generation: () => drops.generation(),
    set(key, accountId, readAt, body) {
      const answer: CachedAnswer = { json: Buffer.from(JSON.stringify(body)), kept: false };
      if (!drops.isFresh(readAt, accountId)) return answer;
      const old = map.get(key);
      if (old) remove(key, old);
      map.set(key, { answer, accountId, readAt, until: now() + ttlMs });
      answer.kept = true;
      bytes += answer.json.length;
      evict();
      return answer;
    },
    read: (key, accountId, readAt, read) => reads.join(key, readAt, async () => cache.set(key, accountId, readAt, await read())),
    encoded(answer, encoding) {
      const had = answer[encoding];
      if (had) return had;
      const made = compressJson(answer.json, encoding);
      answer[encoding] = made;
      if (answer.kept) {
        bytes += made.length;
        evict();
      }
      return made;
    },
    totals(accountId, readAt) {
      const name = (key: string) => `${accountId}\n${key}`;
      return {
        get(key) {
          const c = counts.get(name(key));
          if (!c) return undefined;
          if (c.until > now() && drops.isFresh(c.readAt, accountId)) return c.total;
          counts.delete(name(key));
          return undefined;
        },
        set(key, total) {
          if (!drops.isFresh(readAt, accountId)) return;
          counts.delete(name(key));
          counts.set(name(key), { total, readAt, until: now() + ttlMs });
          if (counts.size > maxEntries) counts.delete(counts.keys().next().value as string);
        },
      };
    },
    drop(accountId) {
      drops.drop(accountId);
      if (accountId === undefined) {
        for (const [key, e] of map) remove(key, e);
        counts.clear();
      }
    },
    get size() {
      return map.size;
    },
    get bytes() {
      return bytes;
    },
  };
  return cache;
}

/** Set by app.ts: its list cache drops the account and tells the other processes. */
let relay: ((accountId: number) => Promise<void>) | undefined;

/**
 * `fn` hears every listsChanged of this process. Returns what stops it, which leaves a relay set
 * after it (another app of the process, in tests) alone.
 */
export function relayListDrops(fn: (accountId: number) => Promise<void>): () => void {
  relay = fn;
  return () => {
    if (relay === fn) relay = undefined;
  };
}

/**
 * Something outside any request (a job) changed what `accountId`'s lists show: every process drops
 * them. Resolves once the other processes have (or the change feed stopped waiting for them).
 */
export async function listsChanged(accountId: number): Promise<void> {
  await relay?.(accountId);
}

/** The key of a list answer: route, account, caller, origin and the parsed (canonical) query. */
export function listKey(route: string, auth: { account: { id: number }; user: { id: number } }, req: { protocol: string; headers: { host?: string } }, query: unknown): string {
  return `${route}\n${auth.account.id}\n${auth.user.id}\n${req.protocol}://${req.headers.host ?? ''}\n${JSON.stringify(query)}`;
}

/**
 * Sends a list answer as the client asked for it: compressed above COMPRESSION_THRESHOLD (the
 * copy made once and kept with the entry), plain below it, like every other API answer.
 */
export function sendListAnswer(cache: ListCache, req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = answerEncoding(req, answer.json.length);
  if (encoding === 'identity') return reply.send(answer.json);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(cache.encoded(answer, encoding));
}
