// Runs one claimed job: its handler, then done; or the failure recorded with the kind's backoff
// (dead when attempts are used up, or at once for PermanentJobError). Shared by the worker and
// drainJobs so tests exercise exactly what production runs.
import type { Deps } from '../http/context';
import { backoffDelay } from './backoff';
import type { Clock } from './clock';
import { completeJob, failJob, type ClaimedJob, type JobState } from './queue';
import { JobNotReadyError, jobDefinition, PermanentJobError, type JobLog } from './registry';

export interface RunEnv {
  deps: Deps;
  log: JobLog;
  clock: Clock;
  random: () => number;
  signal: AbortSignal;
}

/** The state the job was left in; null when its lease had passed and another claim holds it now. */
export async function runJob(job: ClaimedJob, env: RunEnv): Promise<JobState | null> {
  const { deps, log, clock } = env;
  const def = jobDefinition(job.kind);
  const where = { jobId: job.id, kind: job.kind, attempt: job.attempts };
  // A worker died while running the job's last allowed attempt: the claim that found the expired
  // lease must not start one more.
  if (!def || job.attempts > job.maxAttempts) {
    const reason = def ? 'lease expired during the last attempt' : `no handler for ${job.kind}`;
    log.error(where, `job dead: ${reason}`);
    return failJob(deps.db, job, reason, null, { clock });
  }
  try {
    await def.handler(job.payload as never, {
      job: { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, accountId: job.accountId, eventId: job.eventId },
      deps,
      log,
      clock,
      signal: env.signal,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof PermanentJobError;
    const retryAt = permanent ? null : new Date(clock.now().getTime() + backoffDelay(job.attempts, def.backoff, env.random));
    const waiting = err instanceof JobNotReadyError;
    const state = await failJob(deps.db, job, message, retryAt, { clock, waiting });
    const detail = { ...where, err: message, retryAt: state === 'queued' ? retryAt : undefined };
    if (state === 'dead') log.error(detail, 'job dead');
    else if (waiting) log.info(detail, 'job waiting, will retry');
    else log.warn(detail, 'job failed, will retry');
    return state;
  }
  return (await completeJob(deps.db, job, { clock })) ? 'done' : null;
}
