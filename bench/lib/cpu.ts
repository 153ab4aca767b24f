/**
 * What a load cost in CPU, which holds whatever else the shared machine is doing: milliseconds of
 * CPU per request of the server processes, of the PostgreSQL backends serving the bench's database,
 * and of the load generator (this process's children), read from /proc before and after the load.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { LoadResult } from './load';
import { round } from './measure';
import { processTree } from './server-process';

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** utime + stime of one process in ms (0 once it is gone); `children` adds its waited-for children's. */
function cpuMs(pid: number | 'self', children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of proc(5): utime, stime, cutime, cstime; `f` starts at field 3.
    const own = Number(f[11]) + Number(f[12]);
    return (children ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to a database (they run on this machine). */
async function backendsOf(url: string | undefined): Promise<number[]> {
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest { server: number; database: number; generator: number }

/** CPU spent by the server's processes, the database's backends and wrk (this process's children) over `run`. */
export async function cpuOver(serverPid: number, dbUrl: string | undefined, seconds: number, run: () => LoadResult): Promise<LoadResult & { cpuMsPerRequest: CpuPerRequest }> {
  const tree = processTree(serverPid);
  const backends = await backendsOf(dbUrl);
  const sum = (pids: number[]) => pids.reduce((a, p) => a + cpuMs(p), 0);
  const before = { server: sum(tree), database: sum(backends), generator: cpuMs('self', true) - cpuMs('self') };
  const r = run();
  // Backends opened during the load count from zero.
  const after = { server: sum(tree), database: sum([...new Set([...backends, ...(await backendsOf(dbUrl))])]), generator: cpuMs('self', true) - cpuMs('self') };
  const requests = Math.max(1, r.rps * seconds);
  const per = (k: keyof CpuPerRequest) => round((after[k] - before[k]) / requests, 3);
  return { ...r, cpuMsPerRequest: { server: per('server'), database: per('database'), generator: per('generator') } };
}

