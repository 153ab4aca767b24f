// One process per embedded database. PGlite keeps the whole database in its process: a second
// process on the same DATA_DIR writes over the first one's files (acknowledged leads lost,
// duplicate primary keys). So opening a DATA_DIR takes `server.lock` in it, holding the owner's pid.
// The lock file appears complete or not at all (written aside, then hard-linked into place, which
// fails when it exists). A lock whose pid no longer runs is stale (a crash, kill -9) and is taken over.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLocked extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(
      `DATA_DIR ${dir} is already used by another server process (pid ${pid}). Two processes on one embedded ` +
      `database would corrupt it. Stop that process, or start this one with another DATA_DIR (or DATABASE_URL). ` +
      `If no such process runs, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLocked';
  }
}

export interface DataDirLock { release(): void }

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` (which must exist) for this process, or throws DataDirLocked. */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const draft = path.join(dir, `${LOCK_FILE}.${process.pid}`);
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
      }
      const owner = readPid(file);
      // Our own pid counts as running: one process must not open the directory twice either.
      if (owner !== null && isRunning(owner)) throw new DataDirLocked(dir, owner);
      // Stale: its process is gone. Remove it only if it is still the one we read.
      if (readPid(file) === owner) {
        try {
          unlinkSync(file);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        }
      }
    }
  } finally {
    unlinkSync(draft);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  // A normal exit frees the directory even when nobody called close().
  process.on('exit', release);
  return { release };
}
