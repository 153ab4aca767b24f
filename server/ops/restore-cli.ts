// `npm run restore -- <file>`: a backup of `npm run backup` back into DATA_DIR, with the server
// stopped; what DATA_DIR held is moved aside, not deleted. See ops/backup.ts.
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLocked } from '../db/data-dir-lock';
import { restoreDataDir } from './backup';
import { startupLog } from './startup-log';

const config = loadConfig();
const given = process.argv[2];
if (!given) {
  startupLog.error('which backup? npm run restore -- backups/landing-builder-<time>.tar.gz');
  process.exit(2);
}
const file = path.resolve(given);
try {
  const { movedAside } = await restoreDataDir(file, config.dataDir);
  startupLog.info(`restored ${file} into ${config.dataDir}${movedAside ? `; what it held before is in ${movedAside}` : ''}`);
} catch (err) {
  startupLog.error(err instanceof DataDirLocked ? `${err.message} (a restore needs the server stopped)` : (err as Error).message);
  process.exitCode = 1;
}
