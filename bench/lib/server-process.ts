/** `server/main.ts` processes for the benchmarks: started and awaited until they answer, stopped, measured (RSS of the tree). */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../../server/testing/lead-load';
import { http } from './http';
import { nowMs, round } from './measure';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Server { port: number; child: ChildProcess; startMs: number; exited: Promise<void> }

/**
 * `server/main.ts` from the repository root (it serves dist/ui when built). `nodeArgs` go before the
 * script (e.g. --trace-gc, --cpu-prof); `stdout` names a file for the server's standard output.
 */
export async function startServer(env: Record<string, string>, opts: { nodeArgs?: string[]; stdout?: string } = {}): Promise<Server> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const tsx = pathToFileURL(join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  const t0 = nowMs();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', tsx, join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000', ...env },
    stdio: ['ignore', opts.stdout ? openSync(opts.stdout, 'w') : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const res = await http(port, 'GET', '/api/health').catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, child, startMs: nowMs() - t0, exited };
}

export async function stopServer(s: Server): Promise<void> {
  s.child.kill('SIGTERM');
  await s.exited;
}

/** The process and its children (the workers of a cluster). */
export function processTree(pid: number): number[] {
  let kids: number[] = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...kids.flatMap(processTree)];
}

export function rssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return round(kb / 1024, 1);
}

