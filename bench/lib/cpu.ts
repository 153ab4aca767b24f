/**
 * What a load cost in CPU, which holds whatever else the shared machine is doing: milliseconds of
 * CPU per request of the server processes, of the PostgreSQL backends serving the bench's database,
 * and of the load generator (this process's children).
 *
 * Processes come and go during a load: pg's pool closes a connection idle for 10 s (its backend
 * exits), opens another when the load needs it, and a cluster may restart a worker. A process's
 * CPU can only be read from /proc while it lives, so the processes are sampled every
 * SAMPLE_MS through the load and each one's last reading kept: an exited backend counts what it used
 * up to its last sample (a backend closed for idleness used nothing since), a new one counts from
 * zero, one that lived throughout counts its difference — never less than nothing.
 * The backends are found from /proc, without a connection of the bench's own: the postmaster's
 * children whose process title names the database ("postgres: app <db> 127.0.0.1(port) idle"), and
 * the parallel workers of those.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { LoadResult } from './load';
import { round } from './measure';
import { processTree } from './server-process';

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const SAMPLE_MS = 100;

/** proc(5)'s stat fields from field 3 on (state, ppid, …), or null once the process is gone. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of one process in ms (null once it is gone); `children` adds its waited-for children's. */
export function cpuMs(pid: number | 'self', children = false): number | null {
  const f = statFields(pid);
  if (!f) return null;
  // Fields 14-17 of proc(5): utime, stime, cutime, cstime; `f` starts at field 3.
  const own = Number(f[11]) + Number(f[12]);
  return (children ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
}

function title(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+/g, ' ').trim();
  } catch {
    return '';
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The backends of `database` among the postmaster's children, by process title: a title's words
 * after "postgres:" name the user and then the database; a parallel worker names its leader's pid.
 */
export function backendsByTitle(titles: ReadonlyMap<number, string>, database: string): number[] {
  const ours = new Set<number>();
  for (const [pid, t] of titles) {
    const words = t.split(' ');
    if (words[0] === 'postgres:' && (words[2] === database || (words[1] === 'autovacuum' && words[3] === database))) ours.add(pid);
  }
  for (const [pid, t] of titles) {
    const leader = /^postgres: parallel worker for PID (\d+)/.exec(t);
    if (leader && ours.has(Number(leader[1]))) ours.add(pid);
  }
  return [...ours];
}

/** The postmaster's pid and the database's name, asked once of the database at `url`. */
async function postmasterOf(url: string): Promise<{ postmaster: number; database: string; own: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; db: string }>('SELECT pg_backend_pid() AS pid, current_database() AS db');
    const ppid = Number(statFields(rows[0].pid)?.[1]);
    if (!ppid) throw new Error('cpu: cannot read the PostgreSQL backend from /proc (is the database on another machine?)');
    return { postmaster: ppid, database: rows[0].db, own: rows[0].pid };
  } finally {
    await client.end();
  }
}

/**
 * The CPU of a changing set of processes over a span: every process seen is kept with its first
 * and last reading; `total()` is the sum of (last − first), a process first seen after `start()`
 * counting from zero.
 */
export class CpuLedger {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private started = false;

  constructor(private readonly read: (pid: number) => number | null = (pid) => cpuMs(pid)) {}

  /** The first sample: what these processes had used before the span. */
  start(pids: readonly number[]): void {
    for (const pid of pids) {
      const ms = this.read(pid);
      if (ms !== null) { this.first.set(pid, ms); this.last.set(pid, ms); }
    }
    this.started = true;
  }

  sample(pids: readonly number[]): void {
    if (!this.started) throw new Error('CpuLedger: start() first');
    for (const pid of pids) {
      const ms = this.read(pid);
      if (ms === null) continue; // gone: its last reading stands
      if (!this.first.has(pid)) this.first.set(pid, 0); // born during the span
      this.last.set(pid, Math.max(ms, this.last.get(pid) ?? 0));
    }
  }

  total(): number {
    let sum = 0;
    for (const [pid, last] of this.last) sum += Math.max(0, last - (this.first.get(pid) ?? 0));
    return sum;
  }
}

export interface CpuPerRequest { server: number; database: number; generator: number }

/** CPU spent by the server's processes, the database's backends and wrk (this process's children) over `run`. */
export async function cpuOver(serverPid: number, dbUrl: string | undefined, seconds: number, run: () => Promise<LoadResult>): Promise<LoadResult & { cpuMsPerRequest: CpuPerRequest }> {
  const pm = dbUrl ? await postmasterOf(dbUrl) : undefined;
  const backends = () => {
    if (!pm) return [];
    const titles = new Map(childrenOf(pm.postmaster).filter((p) => p !== pm.own).map((p) => [p, title(p)] as const));
    return backendsByTitle(titles, pm.database);
  };
  const server = new CpuLedger();
  const database = new CpuLedger();
  const generator = () => (cpuMs('self', true) ?? 0) - (cpuMs('self') ?? 0);
  server.start(processTree(serverPid));
  database.start(backends());
  const generatorBefore = generator();
  const sampler = setInterval(() => { server.sample(processTree(serverPid)); database.sample(backends()); }, SAMPLE_MS);
  let r: LoadResult;
  try {
    r = await run();
  } finally {
    clearInterval(sampler);
  }
  server.sample(processTree(serverPid));
  database.sample(backends());
  const requests = Math.max(1, r.rps * seconds);
  const per = (ms: number) => round(ms / requests, 3);
  return { ...r, cpuMsPerRequest: { server: per(server.total()), database: per(database.total()), generator: per(generator() - generatorBefore) } };
}
