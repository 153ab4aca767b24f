// Priority classes and the lanes that run them. Each class has its own lane in every worker — its
// own claims and its own number of jobs in flight — so statistics never wait behind lead mail and
// upkeep never holds either; within a lane a claim takes accounts in turn (queue.ts claimLane), so
// one account's burst of thousands of leads delays another account's lead by one turn, not by the
// burst. What a person waits for (class 0) is claimed first whenever a worker looks for work.
import { jobClasses } from './kinds';

export type JobClass = 0 | 1 | 2;

/** A kind no class names is counted with the statistics: never ahead of mail, never behind upkeep. */
export const DEFAULT_JOB_CLASS: JobClass = 1;

export function classOf(kind: string): JobClass {
  return (jobClasses as Readonly<Record<string, JobClass | undefined>>)[kind] ?? DEFAULT_JOB_CLASS;
}

export interface Lane {
  jobClass: JobClass;
  name: 'deliver' | 'count' | 'upkeep';
  /** Jobs of this lane claimed and not finished at once in one process (held: running or about to). */
  concurrency: number;
  /**
   * Jobs one claim takes at most: half the lane, so the next claim's round trips overlap the
   * work of the one before instead of waiting for it (a batch handler's jobs finish together).
   */
  claim: number;
  /**
   * Jobs without a batch handler running at once, at most (each released as it finishes): a
   * counting claim of 200 single jobs run together would take every pooled connection and hold
   * the deliveries behind them; a delivery claim of 128 mails sends JOB_CONCURRENCY at a time.
   */
  parallel: number;
}

export interface LaneOptions {
  /** Deliveries running at once (JOB_CONCURRENCY): mail, webhooks and forwards mostly wait on the network. */
  deliver?: number;
  /**
   * Jobs a lane holds at once (JOB_BATCH) for the kinds with a batch handler — counting, and the
   * fan-out and notification of leads among the deliveries: one statement for many.
   */
  count?: number;
}

const DEFAULT_DELIVER = 32;
const DEFAULT_COUNT = 256;

export function lanesOf(opts: LaneOptions = {}): Lane[] {
  const deliver = Math.max(1, opts.deliver ?? DEFAULT_DELIVER);
  const count = Math.max(1, opts.count ?? DEFAULT_COUNT);
  const half = (n: number) => Math.max(1, Math.ceil(n / 2));
  return [
    { jobClass: 0, name: 'deliver', concurrency: Math.max(deliver, count), claim: half(Math.max(deliver, count)), parallel: deliver },
    { jobClass: 1, name: 'count', concurrency: count, claim: half(count), parallel: 4 },
    { jobClass: 2, name: 'upkeep', concurrency: 1, claim: 1, parallel: 1 },
  ];
}
