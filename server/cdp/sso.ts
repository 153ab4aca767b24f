// SSO into the customer area (SPEC §2 /auth/sso-login, §7 GET /cdp/auth/sso-token). A signed-in
// user asks for a token for `web` (where the customer area is opened); the server signs a short
// statement — who, for which origin, until when, a random id — with the installation secret. The
// browser carries it to `web`'s /auth/sso-login in the URL fragment (never sent to a server, so
// never in an access log or a Referer), which posts it to POST /session/sso: a valid, unexpired,
// unused token becomes a fresh session of the same user there. Each token works once (its id is
// written to sso_token_uses) and for SSO_TOKEN_TTL_S seconds. A session token never leaves
// X-Token. Allowed origins: the app's own (PUBLIC_URL) and SSO_WEB_ORIGINS (comma-separated).
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { SSO_TOKEN_TTL_S } from '../../api/cdp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ssoTokenUses } from '../db/schema-cdp';
import type { AuthContext } from '../platform/http/context';
import { ApiError } from '../platform/http/errors';
import { hmac, safeEqualHex } from '../platform/crypto';
import { getSecret } from '../platform/secret';
import { createSession, type ClientInfo } from '../auth/index';

interface Claims { jti: string; uid: number; aid: number; aud: string; exp: number }

/** Origins the customer area may be opened at: the app's own and SSO_WEB_ORIGINS. */
export function allowedOrigins(config: Config, env: NodeJS.ProcessEnv = process.env): Set<string> {
  const out = new Set<string>([new URL(config.publicUrl).origin]);
  for (const raw of (env.SSO_WEB_ORIGINS ?? '').split(',')) {
    const s = raw.trim();
    if (!s) continue;
    try {
      const u = new URL(s);
      if (u.protocol === 'https:' || u.protocol === 'http:') out.add(u.origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return out;
}

const webInvalid = () => new ApiError(422, 'validation', { fields: { web: 'sso.web_invalid' } });
/** 400, not 401: the sign-in page says so and offers the login form (a 401 would just redirect). */
const tokenInvalid = () => new ApiError(400, 'sso.token_invalid');

/** `web` as an allowed origin and the path to open there (a bare path is the app's own origin). */
export function resolveWeb(config: Config, web: string, env: NodeJS.ProcessEnv = process.env): { origin: string; next: string } {
  let url: URL;
  try {
    url = web.startsWith('/') && !web.startsWith('//') ? new URL(web, config.publicUrl) : new URL(web);
  } catch {
    throw webInvalid();
  }
  if (!allowedOrigins(config, env).has(url.origin) || url.username || url.password) throw webInvalid();
  const next = url.pathname === '/' || url.pathname.startsWith('/auth/sso-login') ? '/persons' : url.pathname + url.search;
  return { origin: url.origin, next };
}

const encode = (c: Claims) => Buffer.from(JSON.stringify(c)).toString('base64url');

export async function issueSsoToken(db: Db, config: Config, auth: AuthContext, web: string, now: Date = new Date()) {
  const { origin, next } = resolveWeb(config, web);
  const exp = Math.floor(now.getTime() / 1000) + SSO_TOKEN_TTL_S;
  const body = encode({ jti: randomBytes(16).toString('base64url'), uid: auth.user.id, aid: auth.account.id, aud: origin, exp });
  const token = `${body}.${hmac(await getSecret(db), `sso.${body}`)}`;
  const fragment = new URLSearchParams({ token, next }).toString();
  return { token, expires_at: new Date(exp * 1000).toISOString(), url: `${origin}/auth/sso-login#${fragment}` };
}

function readClaims(body: string): Claims | null {
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
    if (typeof c.jti !== 'string' || typeof c.uid !== 'number' || typeof c.aid !== 'number' || typeof c.aud !== 'string' || typeof c.exp !== 'number') return null;
    return c as Claims;
  } catch {
    return null;
  }
}

/**
 * The customer area's side: checks the signature, the audience (this app's origin as the request
 * names it must be the one the token was made for), the time and single use; answers a new session.
 */
export async function consumeSsoToken(db: Db, config: Config, token: string, client: ClientInfo & { origin?: string }, now: Date = new Date()): Promise<string> {
  const dot = token.indexOf('.');
  if (dot <= 0) throw tokenInvalid();
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);
  if (!/^[0-9a-f]{64}$/.test(sig) || !safeEqualHex(hmac(await getSecret(db), `sso.${body}`), sig)) throw tokenInvalid();
  const claims = readClaims(body);
  if (!claims || claims.exp * 1000 <= now.getTime() || !allowedOrigins(config).has(claims.aud)) throw tokenInvalid();
  // A browser names the page that posts the token: it must be the origin the token was made for.
  if (client.origin !== undefined && client.origin !== claims.aud) throw tokenInvalid();
  const [user] = await db.select({ id: users.id, accountId: users.accountId }).from(users)
    .where(and(eq(users.id, claims.uid), eq(users.accountId, claims.aid))).limit(1);
  if (!user) throw tokenInvalid();
  return db.transaction(async (tx) => {
    // Forget uses whose tokens expired anyway (they could not be accepted again).
    await tx.delete(ssoTokenUses).where(lt(ssoTokenUses.expires, new Date(now.getTime() - 60_000)));
    const [fresh] = await tx.insert(ssoTokenUses).values({ jti: claims.jti, userId: user.id, expires: new Date(claims.exp * 1000) })
      .onConflictDoNothing().returning({ jti: ssoTokenUses.jti });
    if (!fresh) throw tokenInvalid();
    return createSession(tx, user, { userAgent: client.userAgent, ip: client.ip });
  });
}
