// The server (`node dist/server/main.mjs` once built; `npm start` builds first when stale, see
// scripts/start.mjs): open the database (PGlite in DATA_DIR, locked for this process, or
// DATABASE_URL), apply migrations, listen on PORT. With SERVER_PROCESSES=N > 1 (PostgreSQL
// only) this process does the first two and then forks N server processes on the same port
// (server/cluster.ts); each of them opens the database and serves the connections the primary
// hands it. /metrics listens beside it (ops/metrics-server.ts); bad configuration stops the start
// with one line naming the variable (ops/startup-checks.ts).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary, takeConnections, type TakenConnections } from './cluster';
import { loadConfig, serverProcessesOf, type Config } from './config';
import { enqueueVariantsFill } from './media/index';
import { migrate } from './db/migrate';
import { openServerDatabase } from './db/open-server';
import { mediaStorageProblem } from './platform/storage/index';
import type { Database } from './db/client';
import { enqueueContactFill } from './leads/index';
import { collectProcessMetrics } from './ops/metrics';
import { answerPrimaryForMetrics, metricsListenOf, serveMetrics } from './ops/metrics-server';
import { settingsProblem, startupFailureLine } from './ops/startup-checks';
import { startupLog as log } from './ops/startup-log';

/** Stops the start with one line (the variable to fix is named in it) and exit code 1. */
function stop(line: string): never {
  log.error(line);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  stop(err instanceof Error ? err.message : String(err));
}
const wanted = serverProcessesOf(process.env);
if ('error' in wanted) stop(wanted.error);
const metricsAt = metricsListenOf(process.env, config.port);
if (metricsAt !== null && 'error' in metricsAt) stop(metricsAt.error);
const badSetting = settingsProblem(process.env, config);
if (badSetting) stop(badSetting);
const forked = cluster.isWorker;
collectProcessMetrics();

// The database first: a DATA_DIR held by another server process stops this one before any work.
let database: Database;
try {
  database = await openServerDatabase(config, log);
  if (!forked) {
    const applied = await migrate(database);
    log.info(`database ready (${database.kind}); migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);
    // What the migrations leave to code (their rule is not SQL), run once by the job workers.
    await enqueueContactFill(database.db);
    // Images stored before resized copies were made get them from the job workers, once.
    await enqueueVariantsFill(database.db);
  }
} catch (err) {
  stop(startupFailureLine(err, config));
}
// An unreachable bucket would take uploads it cannot keep: stop with the variable named.
if (!forked) {
  const storageProblem = await mediaStorageProblem(config);
  if (storageProblem) stop(storageProblem);
}

if (!forked && wanted.processes > 1) {
  // The primary only prepares (migrations) and watches its workers.
  await database.close();
  if (metricsAt) await serveMetrics(metricsAt, { ofAllProcesses: true, log }).catch((err: Error) => stop(err.message));
  // The workers run this module, whoever imported it (the `npm start` launcher does).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  runPrimary(wanted.processes, { port: config.port, host: config.host }, log);
} else {
  // Loaded here, not above: the primary of SERVER_PROCESSES never builds an app (less memory held).
  const { buildApp } = await import('./app');
  let built;
  try {
    built = await buildApp({
      db: database.db, config, worker: { listen: database.listen },
      // Other processes (these workers, or instances elsewhere) may share PostgreSQL: keep their caches in step.
      ...(database.kind === 'postgres' ? { changes: { listen: database.listen } } : {}),
    });
  } catch (err) {
    stop(startupFailureLine(err, config));
  }
  const app = built;
  let taken: TakenConnections | undefined;
  // After the socket path has ended its connections (app.ts's preClose), before the statistics
  // buffer is appended (onClose): the requests in flight on handed-over connections finish first.
  app.addHook('preClose', async () => taken?.drain());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Finishes requests and running jobs, appends the statistics buffer, closes the listeners.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (forked) {
    // The primary listens and hands each connection over (server/cluster.ts), and asks for the figures.
    answerPrimaryForMetrics();
    await app.ready();
    taken = takeConnections(app.server);
  } else {
    if (metricsAt) await serveMetrics(metricsAt, { ofAllProcesses: false, log }).catch((err: Error) => stop(err.message));
    await app.listen({ port: config.port, host: config.host }).catch((err: Error) => stop(`PORT: cannot listen on ${config.host}:${config.port} (${err.message})`));
  }
}
