// `npm run migrate`: applies the migrations this build carries to the configured database (DATA_DIR
// or DATABASE_URL) and exits, so an upgrade can migrate before the new servers start.
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openServerDatabase } from '../db/open-server';
import { startupLog } from './startup-log';

const config = loadConfig();
const database = await openServerDatabase(config, startupLog);
try {
  const applied = await migrate(database);
  startupLog.info(`migrations applied (${database.kind}): ${applied.length ? applied.join(', ') : 'none'}`);
} catch (err) {
  startupLog.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
