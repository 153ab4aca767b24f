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
  /** Jobs of this lane in flight at once in one process (a batch handler's jobs count one each). */
  concurrency: number;
  /**
   * Jobs of one kind without a batch handler run at once, at most: a counting claim of 200 single
   * jobs run together would take every pooled connection and hold the deliveries behind them.
   */
  parallel: number;
}

export interface LaneOptions {
  /** Deliveries in flight (JOB_CONCURRENCY): mail, webhooks and forwards mostly wait on the network. */
  deliver?: number;
  /** Counting jobs taken at once (JOB_BATCH): handed to batch handlers (one statement for many). */
  count?: number;
}

export function lanesOf(opts: LaneOptions = {}): Lane[] {
  return [
    { jobClass: 0, name: 'deliver', concurrency: Math.max(1, opts.deliver ?? 32), parallel: Math.max(1, opts.deliver ?? 32) },
    { jobClass: 1, name: 'count', concurrency: Math.max(1, opts.count ?? 64), parallel: 4 },
    { jobClass: 2, name: 'upkeep', concurrency: 1, parallel: 1 },
  ];
}
