// What /metrics shows (Prometheus text, prom-client), for one process; with SERVER_PROCESSES > 1
// the primary asks every worker and adds them up (ops/metrics-server.ts). Counters are counted
// where things happen (requests here, leads by the intake, hits by the statistics collector);
// gauges are read when scraped: the job queue from the database, the buffered hits and the pools
// from the objects that hold them.
import client from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { openPools } from './pools';

export const metricsRegistry = new client.Registry();
const registers = [metricsRegistry];

export const httpRequests = new client.Counter({
  name: 'http_requests_total', help: 'Answered HTTP requests by route (the route pattern; "unmatched" for 404s and published pages), method and status.',
  labelNames: ['route', 'method', 'status'] as const, registers,
});
export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds', help: 'Time from the request to the end of its answer, by route and method.',
  labelNames: ['route', 'method'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
});
export const overloadAnswers = new client.Counter({
  name: 'http_overload_answers_total', help: 'Requests answered 503 with Retry-After because the process was overloaded.', registers,
});

export const leadSubmissions = new client.Counter({
  name: 'leads_submissions_total', help: 'Lead submissions by outcome: stored; refused (invalid, limited, notFound, unreadable); duplicate or trapped (answered, not stored again).',
  labelNames: ['outcome'] as const, registers,
});
export const statsHitsWritten = new client.Counter({
  name: 'stats_hits_written_total', help: 'Page hits (views and leaves, beacons included) appended to the statistics.', registers,
});

/** The app whose buffers and database the scrape-time gauges read (one per server process; the newest built in tests). */
interface Sources {
  db: Db;
  statsBuffered: () => number;
  statsDropped: () => number;
  jobsRunning: () => number;
}
let sources: Sources | undefined;
export function observeApp(s: Sources): () => void {
  sources = s;
  return () => { if (sources === s) sources = undefined; };
}

new client.Gauge({
  name: 'stats_hits_buffered', help: 'Page hits waiting in memory to be appended to the statistics.', registers,
  collect() { this.set(sources?.statsBuffered() ?? 0); },
});
new client.Gauge({
  name: 'stats_hits_dropped', help: 'Page hits dropped since start because the buffer was full.', registers,
  collect() { this.set(sources?.statsDropped() ?? 0); },
});
new client.Gauge({
  name: 'jobs_running_here', help: 'Jobs this process is running now.', registers,
  collect() { this.set(sources?.jobsRunning() ?? 0); },
});
new client.Gauge({
  name: 'db_pool_connections', help: 'PostgreSQL pool connections by pool and state (total, idle, waiting: callers queued for one).',
  labelNames: ['pool', 'state'] as const, registers,
  collect() {
    this.reset();
    for (const [pool, name] of openPools) {
      this.set({ pool: name, state: 'total' }, pool.totalCount);
      this.set({ pool: name, state: 'idle' }, pool.idleCount);
      this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
  },
});

// The queue is one table every process sees: each reports the same figures, so the view of all
// processes takes one of them ("max"), not their sum. One query per scrape feeds the three gauges
// (a scrape collects every metric at once: they share the query in flight).
type QueueFigures = Record<'due' | 'scheduled' | 'running' | 'dead' | 'retrying' | 'oldest', number>;
let inFlight: Promise<QueueFigures | null> | undefined;
function queueFigures(): Promise<QueueFigures | null> {
  const db = sources?.db;
  if (!db) return Promise.resolve(null);
  if (inFlight) return inFlight;
  const figures = rowsOf<Record<keyof QueueFigures, string | number | null>>(db, sql`
    SELECT count(*) FILTER (WHERE state = 'queued' AND run_at <= now()) AS due,
           count(*) FILTER (WHERE state = 'queued' AND run_at > now()) AS scheduled,
           count(*) FILTER (WHERE state = 'running') AS running,
           count(*) FILTER (WHERE state = 'dead') AS dead,
           count(*) FILTER (WHERE state = 'queued' AND attempts > 0) AS retrying,
           coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE state = 'queued' AND run_at <= now())), 0) AS oldest
    FROM jobs WHERE state IN ('queued', 'running', 'dead')`).then(([r]) => ({
    due: Number(r?.due ?? 0), scheduled: Number(r?.scheduled ?? 0), running: Number(r?.running ?? 0),
    dead: Number(r?.dead ?? 0), retrying: Number(r?.retrying ?? 0), oldest: Number(r?.oldest ?? 0),
  }));
  inFlight = figures.finally(() => { inFlight = undefined; });
  return inFlight;
}
new client.Gauge({
  name: 'jobs_queue_depth', help: 'Jobs by state: due (queued and due now), scheduled (queued for later, retries included), running, dead (failed for good).',
  labelNames: ['state'] as const, aggregator: 'max', registers,
  async collect() {
    const f = await queueFigures();
    if (f) for (const state of ['due', 'scheduled', 'running', 'dead'] as const) this.set({ state }, f[state]);
  },
});
new client.Gauge({
  name: 'jobs_oldest_due_age_seconds', help: 'How long the oldest due job has been waiting to be claimed (0 when none).', aggregator: 'max', registers,
  async collect() { this.set((await queueFigures())?.oldest ?? 0); },
});
new client.Gauge({
  name: 'jobs_retrying', help: 'Queued jobs that failed at least once and wait for their next attempt.', aggregator: 'max', registers,
  async collect() { this.set((await queueFigures())?.retrying ?? 0); },
});

let processMetrics = false;
/** Memory, CPU, event-loop lag and the like of this process (prom-client's defaults), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}
