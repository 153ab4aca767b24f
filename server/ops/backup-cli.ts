// `npm run backup [-- <file>]`: DATA_DIR (embedded database and media) into one .tar.gz
// (default backups/landing-builder-<time>.tar.gz). See ops/backup.ts.
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLocked } from '../db/data-dir-lock';
import { backupDataDir, defaultBackupFile } from './backup';
import { startupLog } from './startup-log';

const config = loadConfig();
const file = path.resolve(process.argv[2] ?? defaultBackupFile(process.cwd()));
try {
  const { bytes } = await backupDataDir(config.dataDir, file);
  startupLog.info(`backup of ${config.dataDir} written to ${file} (${(bytes / 1e6).toFixed(1)} MB)`);
  if (config.databaseUrl) startupLog.info('DATABASE_URL is set: this archive holds the media of DATA_DIR; dump the database itself with pg_dump (README "Backups")');
} catch (err) {
  startupLog.error(err instanceof DataDirLocked ? `${err.message} (a backup needs the server stopped)` : (err as Error).message);
  process.exitCode = 1;
}
