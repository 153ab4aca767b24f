// Login attempts per account, besides the per-IP limit of the route (platform/http/register.ts): at most
// LOGIN_FAILURES_MAX failed logins of one email in LOGIN_FAILURE_WINDOW_MS, from any number of
// addresses; then every login of that email answers 429 until the oldest failure leaves the window
// (OWASP ASVS 5.0 V6.3.1). Kept in the database, so all instances share it. Unknown emails count
// the same way, so the answer never tells whether an account exists. A success clears the count.
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { ApiError } from '../platform/http/errors';

export const LOGIN_FAILURES_MAX = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Throws 429 `rate_limited` (params.after: seconds to wait) while the email is over its limit. */
export async function assertLoginAllowed(db: Db, email: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const recent = and(eq(loginFailures.email, email), gt(loginFailures.created, since));
  const [{ n }] = await db.select({ n: count() }).from(loginFailures).where(recent);
  if (Number(n) < LOGIN_FAILURES_MAX) return;
  // Free again once enough failures have aged out to bring the count under the limit.
  const rows = await db.select({ created: loginFailures.created }).from(loginFailures).where(recent)
    .orderBy(asc(loginFailures.created)).limit(Number(n) - LOGIN_FAILURES_MAX + 1);
  const freeAt = rows[rows.length - 1].created.getTime() + LOGIN_FAILURE_WINDOW_MS;
  throw new ApiError(429, 'rate_limited', { params: { after: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) } });
}

export async function recordLoginFailure(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.created, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS))));
    await tx.insert(loginFailures).values({ email });
  });
}

export const clearLoginFailures = (db: Db, email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email));
