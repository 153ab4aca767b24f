// The background worker of one server process: claims due jobs of the registered kinds, runs up to
// `concurrency` at a time, and looks again every `pollMs` — or at once when woken: by NOTIFY from
// any process's committed enqueue (listen), or by wake(). stop() stops claiming and waits for the
// running jobs (then aborts them); jobs it could not finish are claimed again after their lease.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../http/context';
import { systemClock, type Clock } from './clock';
import { claimJobs, JOBS_CHANNEL } from './queue';
import { registeredKinds, type JobLog } from './registry';
import { runJob } from './run';
import './handlers';

/** Subscribes to a NOTIFY channel; resolves to the unsubscribe function (Database.listen). */
export type ListenFn = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export interface JobWorkerOptions {
  deps: Deps;
  log: JobLog;
  listen?: ListenFn;
  /** Look for due jobs at least this often (retries fall due without a NOTIFY). Default 1000. */
  pollMs?: number;
  /** Jobs run at once by this process. Default 4. */
  concurrency?: number;
  /** A claimed job not finished within this is claimed again by any worker. Default 5 min. */
  leaseMs?: number;
  /** How long stop() waits for running jobs before aborting them. Default 10 s. */
  graceMs?: number;
  clock?: Clock;
  random?: () => number;
}

export interface JobWorker {
  start(): Promise<void>;
  /** Look for jobs now (in addition to the poll). */
  wake(): void;
  stop(): Promise<void>;
  /** Jobs running at this moment. */
  readonly running: number;
}

export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const pollMs = opts.pollMs ?? 1000;
  const concurrency = opts.concurrency ?? 4;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const graceMs = opts.graceMs ?? 10_000;
  const clock = opts.clock ?? systemClock;
  const random = opts.random ?? Math.random;
  const workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  const abort = new AbortController();
  const inflight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = true;
  let ticking = false;
  let again = false;

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        const free = concurrency - inflight.size;
        if (free <= 0) break;
        const jobs = await claimJobs(opts.deps.db, { kinds: registeredKinds(), limit: free, leaseMs, workerId, clock });
        for (const job of jobs) {
          const p: Promise<unknown> = runJob(job, { deps: opts.deps, log: opts.log, clock, random, signal: abort.signal })
            .catch((err: unknown) => opts.log.error({ jobId: job.id, kind: job.kind, err: String(err) }, 'job bookkeeping failed; its lease will expire'))
            .finally(() => {
              inflight.delete(p);
              wake();
            });
          inflight.add(p);
        }
        if (jobs.length === free) again = true;
      } while (again && !stopped);
    } catch (err) {
      opts.log.error({ err: String(err) }, 'claiming jobs failed');
    } finally {
      ticking = false;
      schedule(pollMs);
    }
  }

  function wake() {
    if (!stopped) setImmediate(() => void tick());
  }

  return {
    get running() { return inflight.size; },
    wake,
    async start() {
      if (!stopped) return;
      stopped = false;
      if (opts.listen) {
        try {
          unlisten = await opts.listen(JOBS_CHANNEL, wake);
        } catch (err) {
          opts.log.warn({ err: String(err) }, 'LISTEN failed; jobs are found by polling only');
        }
      }
      wake();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await unlisten?.().catch(() => undefined);
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.allSettled([...inflight]), grace]);
      if (inflight.size > 0) {
        abort.abort();
        await Promise.allSettled([...inflight]);
      }
    },
  };
}
