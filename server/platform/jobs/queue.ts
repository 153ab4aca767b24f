// The job queue's SQL: enqueue (inside the caller's transaction), claim (FOR UPDATE SKIP LOCKED, with
// a lease), complete and fail. Every statement is a single autocommitted statement or part of the
// caller's transaction: no transaction is held open while a handler runs, which is what lets the
// queue run on PGlite's single connection as well as on a PostgreSQL pool.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { systemClock, type Clock } from './clock';
import { classOf, type JobClass } from './lanes';
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
    ${iso(new Date(now))}::timestamptz, ${classOf(j.kind)}::smallint)`);
  const rows = await rowsOf<{ id: string | number }>(tx, sql`
    WITH added AS (
      INSERT INTO jobs (kind, payload, account_id, dedupe_key, run_at, max_attempts, created, class)
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

export interface LaneClaimOptions extends ClaimOptions {
  jobClass: JobClass;
  /** The account (0: jobs of no account) whose turn came last in this lane: the walk starts after it. */
  after: number;
}

export interface LaneClaim {
  jobs: ClaimedJob[];
  /** Pass as `after` to the next claim: the turn goes on from there (round-robin). */
  after: number;
}

/** Accounts one claim walks at most (one index probe each). */
const TURNS_PER_CLAIM = 64;

interface LaneRow extends Omit<ClaimRow, 'id' | 'kind' | 'attempts' | 'max_attempts'> {
  id: string | number | null;
  kind: string | null;
  attempts: number | null;
  max_attempts: number | null;
  rn: string | number;
  pos: string | number;
}

/**
 * Takes up to `limit` due jobs of one priority class, accounts in turn: the accounts that have
 * queued jobs in the class are walked from the one after `after` (wrapping around), each giving
 * its oldest due jobs, and the claim takes first jobs of every account before second ones — so an
 * account with 100,000 jobs waiting and one with a single job each get a job in this claim. The
 * walk is a loose index scan (one probe per account, not per job), so its cost does not grow with
 * the backlog. Jobs whose lease has passed (their worker died) come first. Claimed like claimJobs:
 * FOR UPDATE SKIP LOCKED, one attempt counted, a new lease.
 */
export async function claimLane(db: Db, opts: LaneClaimOptions): Promise<LaneClaim> {
  if (opts.kinds.length === 0 || opts.limit <= 0) return { jobs: [], after: opts.after };
  const now = iso((opts.clock ?? systemClock).now());
  const cls = sql`${opts.jobClass}::smallint`;
  const kinds = sql.join(opts.kinds.map((k) => sql`${k}`), sql`, `);
  const after = sql`${opts.after}::bigint`;
  // The next account with queued jobs in the class after `from`: one probe of jobs_class_due_idx.
  const nextAccount = (from: SQL) => sql`(SELECT COALESCE(j.account_id, 0) FROM jobs j
    WHERE j.state = 'queued' AND j.class = ${cls} AND COALESCE(j.account_id, 0) > ${from}
    ORDER BY COALESCE(j.account_id, 0) LIMIT 1)`;
  const rows = await rowsOf<LaneRow>(db, sql`
    WITH RECURSIVE
    walk (acc, depth) AS (
      SELECT ${nextAccount(after)}, 1
      UNION ALL
      SELECT ${nextAccount(sql`w.acc`)}, w.depth + 1 FROM walk w WHERE w.acc IS NOT NULL AND w.depth < ${TURNS_PER_CLAIM}),
    wrap (acc, depth) AS (
      SELECT ${nextAccount(sql`(-1)::bigint`)}, 1
      UNION ALL
      SELECT ${nextAccount(sql`w.acc`)}, w.depth + 1 FROM wrap w WHERE w.acc IS NOT NULL AND w.acc < ${after} AND w.depth < ${TURNS_PER_CLAIM}),
    turns AS (
      SELECT acc, row_number() OVER (ORDER BY pass, acc) AS pos FROM (
        SELECT acc, 0 AS pass FROM walk WHERE acc IS NOT NULL
        UNION ALL
        SELECT acc, 1 FROM wrap WHERE acc IS NOT NULL AND acc <= ${after}) t
      ORDER BY pass, acc LIMIT ${TURNS_PER_CLAIM}),
    due AS (
      SELECT d.id, d.rn, t.pos FROM turns t CROSS JOIN LATERAL (
        SELECT id, row_number() OVER (ORDER BY run_at, id) AS rn FROM jobs
        WHERE state = 'queued' AND class = ${cls} AND COALESCE(account_id, 0) = t.acc AND run_at <= ${now}::timestamptz AND kind IN (${kinds})
        ORDER BY run_at, id LIMIT ${opts.limit}) d
      UNION ALL
      (SELECT id, 0, 0 FROM jobs
      WHERE state = 'running' AND class = ${cls} AND locked_until <= ${now}::timestamptz AND kind IN (${kinds})
      LIMIT ${opts.limit})),
    pick AS (SELECT id, rn, pos FROM due ORDER BY rn, pos LIMIT ${opts.limit}),
    taken AS (
      UPDATE jobs SET state = 'running', attempts = attempts + 1,
        locked_until = ${iso(new Date(Date.parse(now) + opts.leaseMs))}::timestamptz, locked_by = ${opts.workerId}
      FROM pick
      WHERE jobs.id = pick.id AND jobs.id IN (
        SELECT id FROM jobs WHERE id IN (SELECT id FROM pick)
          AND ((state = 'queued' AND run_at <= ${now}::timestamptz) OR (state = 'running' AND locked_until <= ${now}::timestamptz))
        FOR UPDATE SKIP LOCKED)
      RETURNING jobs.id, jobs.kind, jobs.payload, jobs.account_id, jobs.event_id, jobs.attempts, jobs.max_attempts, pick.rn, pick.pos)
    SELECT id, kind, payload, account_id, event_id, attempts, max_attempts, rn, pos FROM taken
    UNION ALL
    SELECT NULL::bigint, NULL::text, NULL::jsonb, acc, NULL::bigint, NULL::integer, NULL::integer, -1::bigint, pos
    FROM (SELECT acc, pos FROM turns ORDER BY pos DESC LIMIT 1) last_turn`);
  const lastTurn = rows.find((r) => r.id === null);
  const jobs = rows.filter((r) => r.id !== null);
  // A full claim ends its round at the last account it served; a short one took everything due
  // from every account it walked, so the next walk starts after the last of them.
  let next = lastTurn ? Number(lastTurn.account_id) : opts.after;
  if (jobs.length >= opts.limit) {
    const last = jobs.reduce((a, b) => (Number(b.rn) > Number(a.rn) || (Number(b.rn) === Number(a.rn) && Number(b.pos) > Number(a.pos)) ? b : a));
    if (Number(last.pos) > 0) next = Number(last.account_id ?? 0);
  }
  return {
    after: next,
    jobs: jobs.map((r) => ({
      id: Number(r.id),
      kind: r.kind as string,
      payload: r.payload,
      accountId: num(r.account_id),
      eventId: num(r.event_id),
      attempts: r.attempts as number,
      maxAttempts: r.max_attempts as number,
    })),
  };
}

/**
 * Marks many claimed jobs done in one statement, each fenced by its attempt like completeJob.
 * Returns the ids this call completed (a job missing from it had its lease taken by another claim).
 */
export async function completeJobs(db: Db, jobs: readonly ClaimedJob[], opts: { clock?: Clock } = {}): Promise<Set<number>> {
  if (jobs.length === 0) return new Set();
  const now = (opts.clock ?? systemClock).now();
  const ids = `{${jobs.map((j) => j.id).join(',')}}`;
  const attempts = `{${jobs.map((j) => j.attempts).join(',')}}`;
  const rows = await rowsOf<{ id: string | number }>(db, sql`
    UPDATE jobs SET state = 'done', finished_at = ${iso(now)}::timestamptz, locked_until = NULL, last_error = NULL
    FROM unnest(${ids}::bigint[], ${attempts}::integer[]) AS d (id, attempts)
    WHERE jobs.id = d.id AND jobs.state = 'running' AND jobs.attempts = d.attempts
    RETURNING jobs.id`);
  return new Set(rows.map((r) => Number(r.id)));
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
