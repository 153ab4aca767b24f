// Runs claimed jobs: the handler (or the kind's batch handler for many at once), then done; or the
// failure recorded with the kind's backoff (dead when attempts are used up, or at once for
// PermanentJobError). Shared by the worker and drainJobs so tests exercise exactly what production
// runs.
import type { Deps } from '../deps';
import { backoffDelay } from './backoff';
import type { Clock } from './clock';
import { completeJob, failJob, type ClaimedJob, type JobState } from './queue';
import { JobNotReadyError, jobDefinition, PermanentJobError, RetryLaterError, type JobDefinition, type JobInfo, type JobLog } from './registry';

export interface RunEnv {
  deps: Deps;
  log: JobLog;
  clock: Clock;
  random: () => number;
  signal: AbortSignal;
  /** Marks a job done (fenced by its attempt); the worker batches these. Default: completeJob. */
  complete?: (job: ClaimedJob) => Promise<boolean>;
}

const infoOf = (job: ClaimedJob): JobInfo => ({ id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, accountId: job.accountId, eventId: job.eventId });

/** The job's handler is gone, or a worker died during its last allowed attempt: dead, with why. */
async function refuse(job: ClaimedJob, def: JobDefinition | undefined, env: RunEnv): Promise<JobState | null | undefined> {
  // A worker died while running the job's last allowed attempt: the claim that found the expired
  // lease must not start one more.
  if (def && job.attempts <= job.maxAttempts) return undefined;
  const reason = def ? 'lease expired during the last attempt' : `no handler for ${job.kind}`;
  env.log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts }, `job dead: ${reason}`);
  return failJob(env.deps.db, job, reason, null, { clock: env.clock });
}

async function recordFailure(job: ClaimedJob, def: JobDefinition, err: unknown, env: RunEnv): Promise<JobState | null> {
  const { clock } = env;
  const message = err instanceof Error ? err.message : String(err);
  const permanent = err instanceof PermanentJobError;
  const delay = backoffDelay(job.attempts, def.backoff, env.random);
  // The target's own wait, when it named one, is the least: an earlier retry would be refused again.
  const retryAt = permanent ? null : new Date(clock.now().getTime() + (err instanceof RetryLaterError ? Math.max(delay, err.retryAfterMs) : delay));
  const waiting = err instanceof JobNotReadyError;
  const state = await failJob(env.deps.db, job, message, retryAt, { clock, waiting });
  const detail = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message, retryAt: state === 'queued' ? retryAt : undefined };
  if (state === 'dead') env.log.error(detail, 'job dead');
  else if (waiting) env.log.info(detail, 'job waiting, will retry');
  else env.log.warn(detail, 'job failed, will retry');
  return state;
}

const completion = (env: RunEnv) => env.complete ?? ((job: ClaimedJob) => completeJob(env.deps.db, job, { clock: env.clock }));

/** The state the job was left in; null when its lease had passed and another claim holds it now. */
export async function runJob(job: ClaimedJob, env: RunEnv): Promise<JobState | null> {
  const def = jobDefinition(job.kind);
  const refused = await refuse(job, def, env);
  if (refused !== undefined || !def) return refused ?? null;
  try {
    await def.handler(job.payload as never, { job: infoOf(job), deps: env.deps, log: env.log, clock: env.clock, signal: env.signal });
  } catch (err) {
    return recordFailure(job, def, err, env);
  }
  return (await completion(env)(job)) ? 'done' : null;
}

/** Runs `jobs` one by one, `parallel` at a time. */
async function runEach(jobs: readonly ClaimedJob[], env: RunEnv, parallel: number): Promise<(JobState | null)[]> {
  const states: (JobState | null)[] = new Array<JobState | null>(jobs.length).fill(null);
  let next = 0;
  const runner = async () => {
    while (next < jobs.length) {
      const i = next++;
      states[i] = await runJob(jobs[i], env);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, jobs.length)) }, runner));
  return states;
}

/**
 * Runs claimed jobs of one kind: through its batch handler when it has one (one call for all),
 * else one by one, `parallel` at a time (all at once by default). The states in the jobs' order.
 */
export async function runJobs(kind: string, jobs: readonly ClaimedJob[], env: RunEnv, parallel = jobs.length): Promise<(JobState | null)[]> {
  const def = jobDefinition(kind);
  if (!def?.batch || jobs.length === 1) return runEach(jobs, env, parallel);
  const states: (JobState | null)[] = new Array<JobState | null>(jobs.length).fill(null);
  const runnable: number[] = [];
  await Promise.all(jobs.map(async (job, i) => {
    const refused = await refuse(job, def, env);
    if (refused === undefined) runnable.push(i);
    else states[i] = refused;
  }));
  runnable.sort((a, b) => a - b);
  if (runnable.length === 0) return states;
  let outcomes: readonly unknown[];
  try {
    outcomes = await def.batch(runnable.map((i) => ({ payload: jobs[i].payload as never, job: infoOf(jobs[i]) })), { deps: env.deps, log: env.log, clock: env.clock, signal: env.signal });
  } catch (err) {
    outcomes = runnable.map(() => err ?? new Error('batch failed'));
  }
  // An answer per item or none is trusted: a job is never marked done for want of its answer.
  if (outcomes.length !== runnable.length) outcomes = runnable.map(() => new Error(`${kind}: the batch answered ${outcomes.length} of ${runnable.length} jobs`));
  const complete = completion(env);
  await Promise.all(runnable.map(async (i, k) => {
    const outcome = outcomes[k];
    states[i] = outcome === undefined ? ((await complete(jobs[i])) ? 'done' : null) : await recordFailure(jobs[i], def, outcome, env);
  }));
  return states;
}
