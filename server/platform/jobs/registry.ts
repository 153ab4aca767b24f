// The job handlers of this process: kind → handler and its retry policy. Each area registers its
// kinds once, in its own module, and lists that module in ./handlers.ts; a worker claims only the
// kinds registered here, so a process that does not know a kind leaves its jobs to one that does.
import type { SQL } from 'drizzle-orm';
import type { Deps } from '../deps';
import { defaultBackoff, type Backoff } from './backoff';
import type { Clock } from './clock';
import type { JobPayloads } from './kinds';

export type JobKind = keyof JobPayloads & string;

/** What a handler knows about the job it runs. */
export interface JobInfo {
  id: number;
  kind: string;
  /** 1 on the first run; counts the current run. */
  attempt: number;
  maxAttempts: number;
  accountId: number | null;
  /** The event this job follows (jobs enqueued by emit()). */
  eventId: number | null;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobContext {
  job: JobInfo;
  deps: Deps;
  log: JobLog;
  clock: Clock;
  /** Aborted when the worker stops and the job outlives the grace period: give up and throw. */
  signal: AbortSignal;
}

/**
 * A handler runs at least once per job (a crash after its work but before "done" runs it again),
 * so it must be idempotent. Throwing retries the job with backoff; throwing PermanentJobError
 * makes it dead at once.
 */
export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

/** One job of a batch: its payload and what the handler knows about it. */
export interface BatchItem<P> { payload: P; job: JobInfo }

/**
 * Runs many jobs of one kind at once (one statement for many where the work allows: rollups,
 * fan-outs). Answers, per item in order, undefined when it is done or the error it failed with
 * (retried or dead exactly as if the single handler had thrown it). Throwing fails every item.
 * Like the single handler it runs at least once per job and must be idempotent per item.
 */
export type JobBatchHandler<P> = (items: readonly BatchItem<P>[], ctx: Omit<JobContext, 'job'>) => Promise<readonly unknown[]>;

export interface JobOptions<P = never> {
  /** Attempts before the job is dead (stored on each job when it is enqueued). Default 10. */
  maxAttempts?: number;
  backoff?: Backoff;
  /** The worker hands the jobs of this kind it claims together to this instead of the single handler. */
  batch?: JobBatchHandler<P>;
  /**
   * For a kind that follows a fanned-out event (kinds.ts `fannedOut`): a condition on the event,
   * read by the fan-out's statement (`ev.account_id`, `ev.payload`), without which the job would
   * have nothing to do — the fan-out then enqueues none (a lead of an account without any
   * integration gets no integration job). It must hold wherever the handler would do anything.
   */
  followsWhen?: SQL;
}

export interface JobDefinition {
  kind: string;
  handler: JobHandler<never>;
  batch?: JobBatchHandler<never>;
  followsWhen?: SQL;
  maxAttempts: number;
  backoff: Backoff;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** Thrown by a handler when retrying cannot help (the target is gone, the input is invalid). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Thrown by a handler whose input is simply not there yet (an expected wait, e.g. a lead's visit
 * not folded into the statistics yet): retried with the kind's backoff like a failure, and dead
 * after the last attempt like one, but logged at info and kept out of last_error while it waits —
 * a wait is not a fault the owner or the operator should see.
 */
export class JobNotReadyError extends Error {
  override name = 'JobNotReadyError';
}

/**
 * Thrown by a handler whose target asked it to wait (an HTTP 429 with retry_after / Retry-After):
 * retried like a failure, but no sooner than `retryAfterMs` — retrying earlier is refused again.
 */
export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  constructor(message: string, readonly retryAfterMs: number) {
    super(message);
  }
}

const definitions = new Map<string, JobDefinition>();

export function registerJob<K extends JobKind>(kind: K, handler: JobHandler<JobPayloads[K]>, options: JobOptions<JobPayloads[K]> = {}): void {
  if (definitions.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
  definitions.set(kind, {
    kind,
    handler: handler as JobHandler<never>,
    batch: options.batch as JobBatchHandler<never> | undefined,
    followsWhen: options.followsWhen,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? defaultBackoff,
  });
}

export function jobDefinition(kind: string): JobDefinition | undefined {
  return definitions.get(kind);
}

export function registeredKinds(): string[] {
  return [...definitions.keys()];
}
