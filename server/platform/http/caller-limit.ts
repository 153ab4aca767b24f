// Limits for signed-in routes that make the server do something costly for the caller — «Отправить
// тест» makes it send a request to any address — counted per caller (the signed-in user) and per
// account, so neither one member nor the members together can turn the server into a request
// cannon. The windows share the rate_limits table and the RATE_LIMIT_WINDOW_MS window with the
// login routes (platform/http/rate-limit-store.ts sweeps them with that window), one upsert per key.
import type { CallerLimit } from '../../config';
import type { Db } from '../../db/client';
import { countInWindow } from '../window-count';
import type { AuthContext } from './context';
import { ApiError } from './errors';

/**
 * Counts one request of `route` for the caller and their account; over either limit it throws 429
 * `rate_limited` (params.retry_after: seconds until the window ends) and the caller does nothing.
 * Call it right before the costly step, after the rights and input checks: refused requests cost nothing.
 */
export async function takeCallerLimit(db: Db, route: string, auth: AuthContext, limit: CallerLimit, windowMs: number): Promise<void> {
  const checks: [string, number][] = [[`user:${auth.user.id}|${route}`, limit.perCaller], [`account:${auth.account.id}|${route}`, limit.perAccount]];
  for (const [key, max] of checks) {
    const { count, ttlMs } = await countInWindow(db, 'rate_limits', key, windowMs, max);
    if (count > max) throw new ApiError(429, 'rate_limited', { params: { retry_after: Math.max(1, Math.ceil(ttlMs / 1000)) } });
  }
}
