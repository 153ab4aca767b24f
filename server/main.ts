// `npm start`: build the UI if stale, open the database (PGlite in DATA_DIR, or DATABASE_URL),
// apply migrations, listen on PORT.
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { buildUi, uiNeedsBuild } from './build-ui';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

const config = loadConfig();
const root = process.cwd();
// Startup messages before Fastify's logger exists; same one-line JSON shape as pino's.
const log = {
  info: (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg })),
  error: (msg: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg })),
};

if (uiNeedsBuild(root)) await buildUi(root, log);

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
