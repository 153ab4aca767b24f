// The job queue's SQL: enqueue (inside the caller's transaction), claim (FOR UPDATE SKIP LOCKED, with
// a lease), complete and fail. Every statement is a single autocommitted statement or part of the
// caller's transaction: no transaction is held open while a handler runs, which is what lets the
// queue run on PGlite's single connection as well as on a PostgreSQL pool.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemClock, type Clock } from './clock';
import { DEFAULT_MAX_ATTEMPTS, jobDefinition, type JobKind } from './registry';
import type { JobPayloads } from './kinds';

/** NOTIFY channel: a committed enqueue wakes the workers of every process at once. */
export const JOBS_CHANNEL = 'jobs';

export interface NewJob<K extends JobKind = JobKind> {
  kind: K;
  payload: JobPayloads[K];
  accountId?: number | null;
  /** Enqueueing a key that exists (in any state) adds nothing: one job per key, ever. */
  dedupeKey?: string;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** Overrides the kind's registered maxAttempts. */
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  accountId: number | null;
  eventId: number | null;
  attempts: number;
  maxAttempts: number;
}

export type JobState = 'queued' | 'running' | 'done' | 'dead';

interface ClaimRow {
  id: string | number;
  kind: string;
  payload: unknown;
  account_id: string | number | null;
  event_id: string | number | null;
  attempts: number;
  max_attempts: number;
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const iso = (d: Date) => d.toISOString();

export function maxAttemptsOf(kind: string, override?: number): number {
  return override ?? jobDefinition(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}

/**
 * Adds jobs in the caller's transaction (pass the `tx` of `db.transaction`, or `db` to commit at
 * once). Returns the ids of the jobs added; a dedupe key already present adds nothing. Workers are
 * woken by NOTIFY, which PostgreSQL and PGlite deliver only when the transaction commits.
 */
export async function enqueue(tx: Db, jobs: NewJob | readonly NewJob[], opts: { clock?: Clock } = {}): Promise<number[]> {
  const list = Array.isArray(jobs) ? (jobs as readonly NewJob[]) : [jobs as NewJob];
  if (list.length === 0) return [];
  const now = (opts.clock ?? systemClock).now().getTime();
  const values = list.map((j) => sql`(${j.kind}, ${JSON.stringify(j.payload)}::jsonb, ${j.accountId ?? null}::bigint,
    ${j.dedupeKey ?? null}::text, ${iso(new Date(now + (j.delayMs ?? 0)))}::timestamptz, ${maxAttemptsOf(j.kind, j.maxAttempts)}::integer,
    ${iso(new Date(now))}::timestamptz)`);
  const rows = await rowsOf<{ id: string | number }>(tx, sql`
    WITH added AS (
      INSERT INTO jobs (kind, payload, account_id, dedupe_key, run_at, max_attempts, created)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id)
    SELECT id, pg_notify(${JOBS_CHANNEL}, '') FROM added`);
  return rows.map((r) => Number(r.id));
}

export interface ClaimOptions {
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
  workerId: string;
  clock?: Clock;
}

/**
 * Takes up to `limit` due jobs of `kinds`: queued ones whose run_at has come, and running ones whose
 * lease has passed (their worker died). Each claim counts an attempt and sets a new lease; SKIP
 * LOCKED lets concurrent claimers (other processes, other connections) pass over rows another one
 * is taking, so no job is handed to two claimers.
 */
export async function claimJobs(db: Db, opts: ClaimOptions): Promise<ClaimedJob[]> {
  if (opts.kinds.length === 0 || opts.limit <= 0) return [];
  const now = (opts.clock ?? systemClock).now();
  const kinds = sql.join(opts.kinds.map((k) => sql`${k}`), sql`, `);
  const rows = await rowsOf<ClaimRow>(db, sql`
    UPDATE jobs SET state = 'running', attempts = attempts + 1,
      locked_until = ${iso(new Date(now.getTime() + opts.leaseMs))}::timestamptz, locked_by = ${opts.workerId}
    WHERE id IN (
      SELECT id FROM jobs
      WHERE kind IN (${kinds})
        AND ((state = 'queued' AND run_at <= ${iso(now)}::timestamptz)
          OR (state = 'running' AND locked_until <= ${iso(now)}::timestamptz))
      ORDER BY run_at, id
      LIMIT ${opts.limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, account_id, event_id, attempts, max_attempts`);
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      accountId: num(r.account_id),
      eventId: num(r.event_id),
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Marks a claimed job done. The attempt number fences a worker whose lease ran out and whose job
 * was claimed again: its late answer changes nothing. Returns whether this claim still held it.
 */
export async function completeJob(db: Db, job: ClaimedJob, opts: { clock?: Clock } = {}): Promise<boolean> {
  const now = (opts.clock ?? systemClock).now();
  const rows = await rowsOf<{ id: string }>(db, sql`
    UPDATE jobs SET state = 'done', finished_at = ${iso(now)}::timestamptz, locked_until = NULL, last_error = NULL
    WHERE id = ${job.id} AND state = 'running' AND attempts = ${job.attempts}
    RETURNING id`);
  return rows.length > 0;
}

/**
 * Records a failed attempt: back to 'queued' at `retryAt`, or 'dead' (with the error kept) when the
 * attempts are used up or `retryAt` is null. `waiting`: the attempt only waited for its input
 * (registry.ts JobNotReadyError): no last_error unless it is dead. Fenced like completeJob.
 * Returns the new state, or null when this claim no longer held the job.
 */
export async function failJob(db: Db, job: ClaimedJob, error: string, retryAt: Date | null, opts: { clock?: Clock; waiting?: boolean } = {}): Promise<JobState | null> {
  const now = (opts.clock ?? systemClock).now();
  const dead = retryAt === null || job.attempts >= job.maxAttempts;
  const lastError = opts.waiting && !dead ? null : error.slice(0, 2000);
  const rows = await rowsOf<{ state: JobState }>(db, sql`
    UPDATE jobs SET
      state = ${dead ? 'dead' : 'queued'},
      run_at = ${!dead && retryAt ? sql`${iso(retryAt)}::timestamptz` : sql`run_at`},
      finished_at = ${dead ? sql`${iso(now)}::timestamptz` : sql`NULL`},
      locked_until = NULL,
      last_error = ${lastError}
    WHERE id = ${job.id} AND state = 'running' AND attempts = ${job.attempts}
    RETURNING state`);
  return rows[0]?.state ?? null;
}
