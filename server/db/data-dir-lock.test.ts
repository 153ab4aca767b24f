// Two processes on one PGlite DATA_DIR corrupted it. The second one must exit with a
// clear message; a lock left by a killed process must not block the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';

const fixture = path.resolve(__dirname, '../testing/hold-data-dir.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

interface Run { child: ChildProcess; out: () => string; err: () => string; exited: Promise<number | null> }

function start(dir: string): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { err += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

/** Resolves once the process printed "ready"; fails if it exits first. */
function ready(run: Run): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (run.out().includes('ready')) resolve();
    };
    run.child.stdout?.on('data', check);
    void run.exited.then((code) => reject(new Error(`exited ${code} before ready: ${run.err()}`)));
    check();
  });
}

/** A pid that surely runs no process: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('a second server process on the same DATA_DIR exits with a clear message; a killed one leaves a lock the next start takes over', async () => {
    const dir = tempDir();
    const first = start(dir);
    await ready(first);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const second = start(dir);
    expect(await second.exited).toBe(1);
    expect(second.out()).not.toContain('ready');
    expect(second.err()).toContain(`is already used by another server process (pid ${first.child.pid})`);

    // kill -9: no chance to clean up, the lock file stays with a pid that no longer runs.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const third = start(dir);
    await ready(third);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(third.child.pid));
    // A clean stop frees the directory.
    third.child.stdin?.write('stop\n');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('refuses a second open in the same process and takes over a stale lock', async () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    writeFileSync(path.join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const taken = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    taken.release();
  });
});
