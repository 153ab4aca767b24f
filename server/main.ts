// `npm start`: open the database (PGlite in DATA_DIR, locked for this process, or DATABASE_URL),
// build the UI if stale, apply migrations, listen on PORT. With SERVER_PROCESSES=N > 1 (PostgreSQL
// only) this process does the first three and then forks N server processes on the same port
// (server/cluster.ts); each of them opens the database and serves the connections the primary
// hands it.
import cluster from 'node:cluster';
import { buildUi, uiNeedsBuild } from './build-ui';
import { runPrimary, takeConnections, type TakenConnections } from './cluster';
import { loadConfig, serverProcessesOf } from './config';
import { migrate } from './db/migrate';
import { openServerDatabase } from './db/open-server';
import { mediaStorageProblem } from './storage/index';

const config = loadConfig();
const root = process.cwd();
// Startup messages before Fastify's logger exists; same one-line JSON shape as pino's.
const log = {
  info: (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg })),
  error: (msg: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg })),
};

const wanted = serverProcessesOf(process.env);
if ('error' in wanted) {
  log.error(wanted.error);
  process.exit(1);
}
const forked = cluster.isWorker;

// The database first: a DATA_DIR held by another server process stops this one before any work.
const database = await openServerDatabase(config, log);
if (!forked) {
  // An unreachable bucket would take uploads it cannot keep: stop with the variable named.
  const storageProblem = await mediaStorageProblem(config);
  if (storageProblem) {
    log.error(storageProblem);
    process.exit(1);
  }
  if (uiNeedsBuild(root)) await buildUi(root, log);
  const applied = await migrate(database);
  log.info(`database ready (${database.kind}); migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);
}

if (!forked && wanted.processes > 1) {
  // The primary only prepares (UI, migrations) and watches its workers.
  await database.close();
  runPrimary(wanted.processes, { port: config.port, host: config.host }, log);
} else {
  // Loaded here, not above: the primary of SERVER_PROCESSES never builds an app (less memory held).
  const { buildApp } = await import('./app');
  const app = await buildApp({
    db: database.db, config, worker: { listen: database.listen },
    // Other processes (these workers, or instances elsewhere) may share PostgreSQL: keep their caches in step.
    ...(database.kind === 'postgres' ? { changes: { listen: database.listen } } : {}),
  });

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
    // The primary listens and hands each connection over (server/cluster.ts).
    await app.ready();
    taken = takeConnections(app.server);
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
}
