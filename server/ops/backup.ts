// `npm run backup` / `npm run restore`: the embedded database and the media of DATA_DIR as one
// .tar.gz. PGlite belongs to one process, so both take DATA_DIR's lock first: a running server
// makes them stop with a message (stop it, back up, start it — a minute for a small install), and
// no server can start on a half-restored directory. Restoring never deletes: what DATA_DIR held is
// moved aside first. On PostgreSQL the database is dumped with pg_dump instead (README "Backups");
// the archive then carries the media of DATA_DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('error', (e) => reject(new Error(`${cmd} could not start: ${e.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** The archive's default name: backups/landing-builder-20261128T213000Z.tar.gz under the working directory. */
export function defaultBackupFile(cwd: string, now = new Date()): string {
  return path.join(cwd, 'backups', `landing-builder-${stamp(now)}.tar.gz`);
}

/** Archives `dataDir` (without its lock file) into `file`; written beside it first, so a failed run leaves no partial archive under that name. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ file: string; bytes: number }> {
  if (!existsSync(dataDir)) throw new Error(`DATA_DIR ${dataDir} does not exist: nothing to back up`);
  const lock = lockDataDir(dataDir);
  const partial = `${file}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    await run('tar', ['-czf', partial, '-C', dataDir, `--exclude=./${LOCK_FILE}`, '.']);
    renameSync(partial, file);
    return { file, bytes: statSync(file).size };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    lock.release();
  }
}

/**
 * Restores `file` into `dataDir`. A `dataDir` that holds anything is moved aside to
 * `<dataDir>.before-restore-<time>` (returned), never deleted; the archive is unpacked into a
 * fresh folder beside it and then put in place, so a failed unpack changes nothing.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<{ movedAside: string | null }> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  const unpacked = `${dataDir}.restoring-${process.pid}`;
  let movedAside: string | null = null;
  try {
    rmSync(unpacked, { recursive: true, force: true });
    mkdirSync(unpacked, { recursive: true });
    await run('tar', ['-xzf', file, '-C', unpacked]);
    const held = readdirSync(dataDir).filter((f) => f !== LOCK_FILE);
    if (held.length > 0) {
      movedAside = `${dataDir}.before-restore-${stamp()}`;
      mkdirSync(movedAside);
      for (const f of held) renameSync(path.join(dataDir, f), path.join(movedAside, f));
    }
    for (const f of readdirSync(unpacked)) renameSync(path.join(unpacked, f), path.join(dataDir, f));
    return { movedAside };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
    lock.release();
  }
}
