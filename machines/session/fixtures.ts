// Test fixtures for the session machine: a tiny user directory keyed by token.
import { resolveTokenCheck, type TokenCheckResult, type TokenProbe } from './tokens';
import type { CurrentUser } from './types';

export function makeUser(id: number, extra: Partial<CurrentUser['user']> = {}): CurrentUser {
  return {
    user: { id, name: `User ${id}`, email: `u${id}@example.com`, timezone: 'Europe/Moscow', is_admin: false, account_id: 100 + id, locale: 'ru', email_confirmed: true, ...extra },
    account: { id: 100 + id, tarif: 'trial', packets: { pages: 0, domains: 0, users: 0 }, created: '2024-01-01T00:00:00.000Z', payed_till: null, state: 'active', grace_till: null },
    flags: { shouldCreate: true },
    qualify: { answers: {} },
    auth_hash: `hash-${id}`,
    permissions: { account: { is_owner: true }, projects: {} },
  };
}

/** Token → user; 'a2' is a second token of user 1; unknown tokens answer 401. */
export const USERS_BY_TOKEN: Record<string, CurrentUser> = {
  a: makeUser(1),
  a2: makeUser(1),
  b: makeUser(2),
  new: makeUser(3),
  reg: makeUser(3),
  conf: makeUser(3),
};

export const UNAUTHORIZED = { status: 401, error: 'AuthError', code: 'auth.token_invalid', message: 'Неверный токен' };

export async function fetchUserFixture(token: string): Promise<CurrentUser> {
  const user = USERS_BY_TOKEN[token];
  if (!user) throw UNAUTHORIZED;
  return user;
}

/** What checkTokens answers for these tokens with the directory above (the error when it fails). */
export function checkFixture(tokens: readonly string[]): { output: TokenCheckResult } | { error: unknown } {
  const probes: TokenProbe[] = tokens.map((token) =>
    USERS_BY_TOKEN[token] ? { token, ok: true, user: USERS_BY_TOKEN[token] } : { token, ok: false, error: UNAUTHORIZED },
  );
  try {
    return { output: resolveTokenCheck(probes) };
  } catch (error) {
    return { error };
  }
}
