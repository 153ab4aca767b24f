// How `npm start` and `npm run dev` open the configured database: PGlite in DATA_DIR (created when
// missing, locked for this process) or PostgreSQL at DATABASE_URL. A DATA_DIR already held by another
// server process ends this one with a clear message and exit code 1, before anything is touched.
import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { DataDirLocked } from './data-dir-lock';

export async function openServerDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffers'>, log: { error(msg: string): void }): Promise<Database> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffers: config.pgliteSharedBuffers });
  } catch (err) {
    if (!(err instanceof DataDirLocked)) throw err;
    log.error(err.message);
    process.exit(1);
  }
}
