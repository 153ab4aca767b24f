// Cheap authenticated requests: an X-Token's session, user and account are read once and reused for
// a second, and a member's permissions once per cached caller (`callerPermissions`). A write of an
// account (any non-GET API call: logout, password change, permission change, member removal…)
// drops that account's entries before its answer goes out; a write without a caller (login,
// registration, password recovery) drops every entry. Other processes sharing PostgreSQL drop the
// same entries before that write answers (platform/http/change-feed.ts); a change made by a job, or
// directly in the database, shows here within AUTH_CACHE_MS.
import type { Db } from '../../db/client';
import { sha256 } from '../crypto';
import { createAccountDrops } from './account-drops';
import { authenticate } from './authenticate';
import type { AuthContext } from './context';
import { createSharedReads } from './shared-read';

export const AUTH_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface AuthCache {
  /** The caller of `token`, from memory when read within the TTL and not dropped since. */
  lookup(db: Db, token: string): Promise<AuthContext | null>;
  /** Forget the callers of `accountId` (every caller when none is named). */
  drop(accountId?: number): void;
  readonly size: number;
}

interface Entry { readonly auth: AuthContext; readonly readAt: number; readonly until: number }

export function createAuthCache(options: { ttlMs?: number; now?: () => number } = {}): AuthCache {
  const ttlMs = options.ttlMs ?? AUTH_CACHE_MS;
  const now = options.now ?? Date.now;
  const drops = createAccountDrops();
  // Keyed by the token's hash: the map never holds a usable token.
  const map = new Map<string, Entry>();
  const reads = createSharedReads<AuthContext | null>();
  return {
    async lookup(db, token) {
      const key = sha256(token);
      const hit = map.get(key);
      if (hit) {
        if (hit.until > now() && drops.isFresh(hit.readAt, hit.auth.account.id)) return hit.auth;
        map.delete(key);
      }
      const readAt = drops.generation();
      // One read per caller at a time (shared-read.ts): unknown tokens are not remembered, so each
      // one asks the database (and cannot fill the map).
      return reads.join(key, readAt, async () => {
        const auth = await authenticate(db, token);
        if (auth) {
          if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
          map.set(key, { auth, readAt, until: now() + ttlMs });
        }
        return auth;
      });
    },
    drop: (accountId) => drops.drop(accountId),
    get size() {
      return map.size;
    },
  };
}
