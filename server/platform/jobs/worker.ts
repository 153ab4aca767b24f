// The background worker of one server process: one lane per priority class (lanes.ts), each
// claiming due jobs of its class with accounts in turn (queue.ts claimLane) and keeping up to its
// own number of jobs in flight; jobs of a kind with a batch handler that one claim took run as one
// batch. It looks again every `pollMs` — or at once when woken: by NOTIFY from any process's
// committed enqueue (listen), or by wake(). "Done" is written for many jobs in one statement
// (completions that finish while one is being written wait for the next). stop() stops claiming
// and waits for the running jobs (then aborts them); jobs it could not finish are claimed again
// after their lease.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { systemClock, type Clock } from './clock';
import { lanesOf, type Lane } from './lanes';
import { claimLane, completeJobs, JOBS_CHANNEL, type ClaimedJob } from './queue';
import { jobDefinition, registeredKinds, type JobLog } from './registry';
import { runJobs } from './run';
import './handlers';

/** Subscribes to a NOTIFY channel; resolves to the unsubscribe function (Database.listen). */
export type ListenFn = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export interface JobWorkerOptions {
  deps: Deps;
  log: JobLog;
  listen?: ListenFn;
  /** Look for due jobs at least this often (retries fall due without a NOTIFY). Default 1000. */
  pollMs?: number;
  /** Deliveries (class 0 jobs without a batch handler: mail, webhooks, forwards) running at once. Default 32. */
  concurrency?: number;
  /** Jobs a lane holds at once for batch handlers (counting; lead fan-out and notification), half of them per claim. Default 256. */
  batch?: number;
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

interface LaneState {
  lane: Lane;
  /** Jobs claimed and not finished. */
  running: number;
  after: number;
  /** Single jobs running now (at most lane.parallel), and the ones waiting for a turn. */
  singles: number;
  waiting: (() => void)[];
}

/** Collects the completions of one moment and writes them with one statement. */
function batchedCompletion(deps: Deps, clock: Clock): (job: ClaimedJob) => Promise<boolean> {
  let waiting: { job: ClaimedJob; settle: (done: boolean) => void; fail: (err: unknown) => void }[] = [];
  let writing = false;
  const flush = () => {
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting;
    waiting = [];
    completeJobs(deps.db, batch.map((w) => w.job), { clock })
      .then((done) => batch.forEach((w) => w.settle(done.has(w.job.id))), (err: unknown) => batch.forEach((w) => w.fail(err)))
      .finally(() => {
        writing = false;
        flush();
      });
  };
  return (job) => new Promise<boolean>((settle, fail) => {
    waiting.push({ job, settle, fail });
    if (!writing) setImmediate(flush);
  });
}

export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const graceMs = opts.graceMs ?? 10_000;
  const clock = opts.clock ?? systemClock;
  const random = opts.random ?? Math.random;
  const workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  const abort = new AbortController();
  const inflight = new Set<Promise<unknown>>();
  const lanes: LaneState[] = lanesOf({ deliver: opts.concurrency, count: opts.batch }).map((lane) => ({ lane, running: 0, after: -1, singles: 0, waiting: [] }));
  const env = { deps: opts.deps, log: opts.log, clock, random, signal: abort.signal, complete: batchedCompletion(opts.deps, clock) };
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

  function track(p: Promise<unknown>) {
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

  /** Runs `fn` once fewer than lane.parallel single jobs of the lane run. */
  async function asSingle<T>(state: LaneState, fn: () => Promise<T>): Promise<T> {
    if (state.singles >= state.lane.parallel) await new Promise<void>((resolve) => state.waiting.push(resolve));
    state.singles++;
    try {
      return await fn();
    } finally {
      state.singles--;
      state.waiting.shift()?.();
    }
  }

  /**
   * Claims for one lane; whether the claim was full (more may be due). The jobs of a kind with a
   * batch handler run as one call and free their places together; the others run one by one,
   * lane.parallel at a time, each freeing its place as it finishes.
   */
  async function claimFor(state: LaneState): Promise<boolean> {
    const limit = Math.min(state.lane.claim, state.lane.concurrency - state.running);
    // A busy lane claims again once a quarter of a claim is free, not for every single job that
    // finishes: one claim statement for many jobs, as when a burst of mails goes out.
    if (limit <= 0 || (state.running > 0 && limit < Math.ceil(state.lane.claim / 4))) return false;
    const claim = await claimLane(opts.deps.db, { jobClass: state.lane.jobClass, kinds: registeredKinds(), limit, leaseMs, workerId, clock, after: state.after });
    state.after = claim.after;
    const byKind = new Map<string, ClaimedJob[]>();
    for (const job of claim.jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    const settle = (jobs: readonly ClaimedJob[], kind: string) => (p: Promise<unknown>) => p
      .catch((err: unknown) => opts.log.error({ jobIds: jobs.map((j) => j.id), kind, err: String(err) }, 'job bookkeeping failed; its lease will expire'))
      .finally(() => {
        state.running -= jobs.length;
        wake();
      });
    for (const [kind, jobs] of byKind) {
      state.running += jobs.length;
      if (jobs.length > 1 && jobDefinition(kind)?.batch) track(settle(jobs, kind)(runJobs(kind, jobs, env)));
      else for (const job of jobs) track(settle([job], kind)(asSingle(state, () => runJobs(kind, [job], env))));
    }
    return claim.jobs.length === limit;
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
        // Class 0 first: what a person waits for is claimed before anything else is.
        for (const state of lanes) {
          if (stopped) break;
          if (await claimFor(state)) again = true;
        }
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
    get running() { return lanes.reduce((n, l) => n + l.running, 0); },
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
