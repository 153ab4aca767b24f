// SERVER_PROCESSES > 1: this process (the primary) forks that many server processes with node:cluster;
// they share the one port (the primary accepts connections and hands them round-robin to them) and
// the PostgreSQL of DATABASE_URL. The primary serves nothing itself: it starts a worker again when
// one dies (after a pause that grows while workers keep dying young), and on SIGTERM/SIGINT asks
// every worker to shut down gracefully (each finishes its requests and jobs and flushes its
// statistics buffer) and exits once all are gone.
import cluster, { type Worker } from 'node:cluster';

interface Log { info(msg: string): void; error(msg: string): void }

/** A worker that lived at least this long was healthy: its successor starts without waiting. */
const HEALTHY_AFTER_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

export function runPrimary(processes: number, log: Log): void {
  let closing = false;
  let quickDeaths = 0;
  const started = new Map<Worker, number>();

  const fork = () => {
    if (closing) return;
    const worker = cluster.fork();
    started.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    if (closing) {
      if (started.size === 0) {
        log.info('every server process has stopped');
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < HEALTHY_AFTER_MS ? quickDeaths + 1 : 0;
    const pause = quickDeaths <= 1 ? 0 : Math.min(MAX_PAUSE_MS, 250 * 2 ** quickDeaths);
    log.error(`server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(fork, pause);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info(`${signal}: stopping ${started.size} server processes`);
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  for (let i = 0; i < processes; i++) fork();
  log.info(`${processes} server processes starting`);
}
