// `npm start`: open the database (PGlite in DATA_DIR, locked for this process, or DATABASE_URL),
// build the UI if stale, apply migrations, listen on PORT.
import { buildApp } from './app';
import { buildUi, uiNeedsBuild } from './build-ui';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openServerDatabase } from './db/open-server';

const config = loadConfig();
const root = process.cwd();
// Startup messages before Fastify's logger exists; same one-line JSON shape as pino's.
const log = {
  info: (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg })),
  error: (msg: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg })),
};

// The database first: a DATA_DIR held by another server process stops this one before any work.
const database = await openServerDatabase(config, log);
if (uiNeedsBuild(root)) await buildUi(root, log);
const applied = await migrate(database);
log.info(`database ready (${database.kind}); migrations applied: ${applied.length ? applied.join(', ') : 'none'}`);

const app = await buildApp({ db: database.db, config, worker: { listen: database.listen } });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
