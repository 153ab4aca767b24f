// What the two savers of the editor share (machines/autosave: the page's draft; machines/designLibrary:
// the account's design library): changes that arrive while a save is in flight, a flush asked for
// meanwhile, and a failure that is retried with backoff until MAX_AUTO_RETRIES, then waits for the
// next change, RETRY or FLUSH. The numbers, the failure's shape and the states that wait around a
// save (dirty, error, and what `saving` does with a change or a flush) are one; what a save sends
// and what its answer changes are each machine's own.
import { assign, type EventObject } from 'xstate';
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

/** The context fields the shared states read and write. */
export interface RetryingContext {
  /** A change arrived while the save was in flight: it must be saved again. */
  changedDuringSave: boolean;
  /** FLUSH arrived: save at once (and again at once if a change came during that save). */
  flushRequested: boolean;
  /** Failed saves in a row (capped at MAX_AUTO_RETRIES). */
  attempt: number;
}

type Args = { context: RetryingContext };

/** Give these to the machine's setup({ guards, delays, actions }): the shared states name them. */
export const retryingGuards = {
  canRetry: ({ context }: Args) => context.attempt < MAX_AUTO_RETRIES,
  retriesExhausted: ({ context }: Args) => context.attempt >= MAX_AUTO_RETRIES,
};
export const retryingDelays = {
  retryBackoff: ({ context }: Args) => retryDelay(context.attempt),
};
/** The actions are typed by the machine's context and events (xstate's assign is), hence a function. */
export function retryingActions<TContext extends RetryingContext, TEvent extends EventObject>() {
  // The values are RetryingContext's fields, which every TContext has.
  const set = (values: Partial<RetryingContext>) => assign<TContext, TEvent, undefined, TEvent, never>(() => values as Partial<TContext>);
  return {
    requestFlush: set({ flushRequested: true }),
    noteChangeDuringSave: set({ changedDuringSave: true }),
    startFreshRound: set({ attempt: 0 }),
  };
}

/**
 * The states around a save, by name: `dirty` waits `saveDelay` (the machine's own) after the last
 * change, `error` retries with backoff; `whileSaving` is the `on` of the machine's `saving` state.
 */
export const retryingStates = {
  dirty: {
    after: { saveDelay: 'saving' },
    on: {
      // Re-entering restarts the timer: later changes reschedule the save.
      CHANGE: { target: 'dirty', reenter: true },
      FLUSH: { target: 'saving', actions: 'requestFlush' },
    },
  },
  whileSaving: {
    CHANGE: { actions: 'noteChangeDuringSave' },
    FLUSH: { actions: 'requestFlush' },
  },
  error: {
    // Retries with backoff while the changes wait; the payload is re-read at each attempt.
    after: { retryBackoff: { guard: 'canRetry', target: 'saving' } },
    on: {
      RETRY: 'saving',
      FLUSH: { target: 'saving', actions: 'requestFlush' },
      // Retries exhausted: a new change starts a fresh round.
      CHANGE: { guard: 'retriesExhausted', target: 'dirty', actions: 'startFreshRound' },
    },
  },
} as const;
