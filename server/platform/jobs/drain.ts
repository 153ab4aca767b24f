// Runs the queue to completion, one job at a time, in the caller's flow: what tests use instead of
// the background worker. Only jobs due by `clock` run, so a test moves its clock to make retries due.
import type { Deps } from '../deps';
import { systemClock, type Clock } from './clock';
import { claimJobs, type JobState } from './queue';
import { registeredKinds, type JobLog } from './registry';
import { runJob } from './run';
import './handlers';

export interface DrainedJob { id: number; kind: string; attempt: number; state: JobState | null }

const quiet: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Claims and runs due jobs until none is due; returns what ran, in order. Jobs a handler enqueues
 * run too when due. Stops after `maxJobs` runs (a loop of jobs enqueuing jobs is a bug to see).
 */
export async function drainJobs(deps: Deps, opts: { clock?: Clock; random?: () => number; log?: JobLog; kinds?: readonly string[]; maxJobs?: number } = {}): Promise<DrainedJob[]> {
  const clock = opts.clock ?? systemClock;
  const maxJobs = opts.maxJobs ?? 1000;
  const ran: DrainedJob[] = [];
  const signal = new AbortController().signal;
  while (ran.length < maxJobs) {
    const [job] = await claimJobs(deps.db, { kinds: opts.kinds ?? registeredKinds(), limit: 1, leaseMs: 60_000, workerId: 'drain', clock });
    if (!job) return ran;
    const state = await runJob(job, { deps, log: opts.log ?? quiet, clock, random: opts.random ?? Math.random, signal });
    ran.push({ id: job.id, kind: job.kind, attempt: job.attempts, state });
  }
  throw new Error(`drainJobs: more than ${maxJobs} jobs ran; a job keeps enqueuing jobs?`);
}
