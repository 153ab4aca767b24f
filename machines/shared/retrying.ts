// What the two savers of the editor share (machines/autosave: the page's draft; machines/designLibrary:
// the account's design library): changes that arrive while a save is in flight, a flush asked for
// meanwhile, and a failure that is retried with backoff until MAX_AUTO_RETRIES, then waits for the
// next change, RETRY or FLUSH. The states are each machine's own (they are its spec); the numbers
// and the failure's shape are one.
import { errorCode, errorMessage } from './errors';

/** Automatic retries after a failed save; then the error waits for a change, RETRY or FLUSH. */
export const MAX_AUTO_RETRIES = 5;
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 30_000;

/** Backoff before retry number `attempt` (1-based): 2 s, 4 s, 8 s, 16 s, then 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

/** A failure as the context keeps it. */
export const failureOf = (error: unknown): { code: string; message: string | null } =>
  ({ code: errorCode(error) ?? 'generic', message: errorMessage(error) ?? null });

/** The count after one more failure, capped: beyond the last automatic retry it changes nothing. */
export const nextAttempt = (attempt: number): number => Math.min(attempt + 1, MAX_AUTO_RETRIES);
