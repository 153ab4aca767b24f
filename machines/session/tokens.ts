// Pure rules of the stored token list (SPEC §3 "Sessions", §4 "Session"): the first entry is the
// active session, the newest goes first, and a user appears once.
import type { KeyValueStorage } from '../shared/storage';
import { readJson } from '../shared/storage';
import type { CurrentUser, OtherUser } from './types';

/** Storage key of the token list; the storage wrapper adds the product prefix. */
export const TOKENS_KEY = 'tokens';

function isTokenList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((t) => typeof t === 'string');
}

export function readTokens(storage: KeyValueStorage): string[] {
  return dedupeTokens(readJson(storage, TOKENS_KEY, isTokenList, []));
}

export function writeTokens(storage: KeyValueStorage, tokens: readonly string[]): void {
  if (tokens.length === 0) storage.removeItem(TOKENS_KEY);
  else storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

/** Drops empty and repeated tokens, keeping the first (newest) occurrence. */
export function dedupeTokens(tokens: readonly string[]): string[] {
  const seen = new Set<string>();
  return tokens.filter((t) => {
    if (t === '' || seen.has(t)) return false;
    seen.add(t);
    return true;
  });
}

/** Puts a token first (a new login, or a switch to a stored user). */
export function promoteToken(tokens: readonly string[], token: string): string[] {
  return dedupeTokens([token, ...tokens]);
}

export function removeToken(tokens: readonly string[], token: string): string[] {
  return tokens.filter((t) => t !== token);
}

/** The outcome of checking each stored token against the current-user call. */
export type TokenProbe = { token: string; ok: true; user: CurrentUser } | { token: string; ok: false; error: unknown };

export interface TokenCheckResult {
  /** The active session's user (the first valid token). */
  current: CurrentUser;
  /** Valid tokens, active first, one per user. */
  tokens: string[];
  /** Other users: no duplicates, never the current user. */
  others: OtherUser[];
}

/**
 * Folds per-token probes into the new session. The first token is the active one: if it fails, the
 * whole check fails (→ logged out, SPEC §8). Other failed tokens are dropped, as are tokens of a user
 * already seen (the current one included) — "duplicates and the current user dropped, extra tokens
 * removed".
 */
export function resolveTokenCheck(probes: readonly TokenProbe[]): TokenCheckResult {
  const [first, ...rest] = probes;
  if (!first) throw new Error('No stored session');
  if (!first.ok) throw first.error;
  const seenUsers = new Set<number>([first.user.user.id]);
  const others: OtherUser[] = [];
  for (const probe of rest) {
    if (!probe.ok || seenUsers.has(probe.user.user.id)) continue;
    seenUsers.add(probe.user.user.id);
    others.push({ token: probe.token, user: probe.user.user });
  }
  return { current: first.user, tokens: [first.token, ...others.map((o) => o.token)], others };
}

/**
 * Builds the `checkTokens` actor body from the caller's current-user fetch: every token is checked
 * (in parallel), then resolveTokenCheck applies the rules.
 */
export function checkTokensWith(fetchCurrentUser: (token: string) => Promise<CurrentUser>) {
  return async (tokens: readonly string[]): Promise<TokenCheckResult> => {
    const probes = await Promise.all(
      tokens.map(async (token): Promise<TokenProbe> => {
        try {
          return { token, ok: true, user: await fetchCurrentUser(token) };
        } catch (error) {
          return { token, ok: false, error };
        }
      }),
    );
    return resolveTokenCheck(probes);
  };
}

/** '/login?redirect=<path+query>' (SPEC §2: a route needing auth goes to login, keeping the query). */
export function loginRedirect(pathWithQuery: string | null | undefined): string {
  if (!pathWithQuery || pathWithQuery === '/' || pathWithQuery.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}
