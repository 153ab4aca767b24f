// The built server (`npm run build` → dist/server/main.mjs) as users run it: plain `node`, no tsx,
// in a folder holding only what a production install has — package.json, dist/ and the packages
// `npm ci --omit=dev` installs (those the lockfile does not mark "dev"), linked from node_modules.
// Shared by tests/built-server.test.ts, the operations tests and the footprint benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lead-load';
import { buildPath, type RouteSpec } from '../../api/define';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the server half (esbuild, well under a second) into the repository's dist/. */
export function buildServerBundle(): void {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), 'server'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server build failed: ${r.stderr}${r.stdout}`);
}

/** A fresh folder with package.json, the built dist/ (the UI too when built) and the production packages only. */
export function productionCopy(prefix = 'built-server-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
  for (const part of ['server', 'migrations', 'data', 'ui']) {
    const from = path.join(repoRoot, 'dist', part);
    if (existsSync(from)) cpSync(from, path.join(dir, 'dist', part), { recursive: true });
  }
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  for (const [key, entry] of Object.entries(lock.packages)) {
    // Top-level installs only: a nested one lives inside its parent's folder and comes with it.
    const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key);
    if (!m || entry.dev) continue;
    const target = path.join(repoRoot, 'node_modules', m[1]);
    if (!existsSync(target)) continue; // an optional package for another platform
    const link = path.join(dir, 'node_modules', m[1]);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
  return dir;
}

export interface BuiltServer {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for assertions on its log lines. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<number | null>;
}

/**
 * `node <dir>/dist/server/main.mjs` (or another built `entry`: migrate, backup, restore, with `args`) with plain node (no loader, no NODE_OPTIONS), from `dir`.
 * Resolves once `/api/ready` answers 200 (or `waitFor` says otherwise), or rejects with the output.
 */
export async function startBuilt(dir: string, env: Record<string, string> = {}, opts: { port?: number; waitFor?: 'ready' | 'exit'; entry?: string; args?: string[] } = {}): Promise<BuiltServer> {
  const port = opts.port ?? (await freePort());
  const base: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k] !== undefined) base[k] = process.env[k] as string;
  const child = spawn(process.execPath, [path.join(dir, 'dist/server', `${opts.entry ?? 'main'}.mjs`), ...(opts.args ?? [])], {
    cwd: dir,
    env: { ...base, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: BuiltServer = {
    port, child, exited, output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (opts.waitFor === 'exit') {
    await exited;
    return server;
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`built server exited with ${child.exitCode}:\n${out}`);
    if ((await statusOf(port, '/api/ready')) === 200) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`built server was not ready in 90 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function statusOf(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * Calls the API of a server on `port` over HTTP as a client would (the session token in `x-token`)
 * and gives the answer's `data`; anything but 200 throws with the route's name and the answer.
 */
export function apiCaller(port: number) {
  return async <R extends RouteSpec>(route: R, opts: { token?: string; params?: Record<string, number>; body?: unknown } = {}): Promise<Record<string, unknown>> => {
    const res = await fetch(`http://127.0.0.1:${port}/api${buildPath(route.path, opts.params)}`, {
      method: route.method,
      headers: { ...(opts.token ? { 'x-token': opts.token } : {}), ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${route.name}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: Record<string, unknown> }).data;
  };
}
