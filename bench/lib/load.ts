/**
 * Load generators of the app bench: wrk against GETs — one path asked again and again, or a list of
 * paths walked in turn (a Lua script), so that no answer is asked twice within a cache's lifetime —
 * and closed-loop callers for writes that carry state (a page and its revision).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, nowMs, round } from './measure';
import type { CpuPerRequest } from './cpu';
import { loadScript, parseWrkHistogram, recordedLatency } from './wrk-latency';

/**
 * A load's figures. p50/p99 are per-request latencies as the callers waited them; from wrk, its
 * recorded histogram (bench/lib/wrk-latency.ts), with `maxMs`, and the p99 wrk itself prints, which
 * adds its coordinated-omission estimate (`wrkCorrectedP99ms`: what callers sending at a fixed rate
 * would have waited behind the same stalls — not a latency anyone had in this closed loop).
 */
export interface LoadResult {
  rps: number; p50ms: number; p99ms: number; errors: number;
  p999ms?: number; maxMs?: number; wrkCorrectedP99ms?: number;
  cpuMsPerRequest?: CpuPerRequest;
}

const ms = (value: string, unit: string): number => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

/** wrk's output: requests/s, errors, the p99 it prints (corrected) and the recorded distribution. */
export function readWrkOutput(out: string, connections: number, wallMs: number): LoadResult {
  const pct = (p: string) => {
    // wrk pads seconds with a space ("1.25s ").
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s) *$`, 'm').exec(out);
    return m ? round(ms(m[1], m[2]), 2) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (sockets ? sockets.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  const histogram = parseWrkHistogram(out);
  if (!histogram) throw new Error('wrk printed no histogram (its done() script did not run)');
  const d = recordedLatency(histogram, connections, wallMs);
  return {
    rps: round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), 1),
    p50ms: round(d.p50ms, 2), p99ms: round(d.p99ms, 2), p999ms: round(d.p999ms, 2), maxMs: round(d.maxMs, 2),
    wrkCorrectedP99ms: pct('99'),
    errors,
  };
}

/** A command's exit status and output. */
function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

/**
 * wrk against a GET (brotli or gzip asked, as a browser does): requests/s and latency percentiles.
 * `path` is one path asked again and again, or `{ paths, start }`: walked from `start`.
 */
export async function wrk(port: number, path: string | { paths: readonly string[]; start: number }, token: string, connections: number, seconds: number): Promise<LoadResult> {
  // One thread per connection: the script's timing pairs each thread's request with its response.
  const threads = connections;
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(dir, 'load.lua');
  // Every load runs the script: it times each request and prints the histogram the figures are read from.
  const pathsFile = typeof path === 'string' ? undefined : join(dir, 'paths.txt');
  if (pathsFile && typeof path !== 'string') writeFileSync(pathsFile, `${path.paths.join('\n')}\n`);
  writeFileSync(script, loadScript(pathsFile));
  try {
    // Asynchronous, so that bench/lib/cpu.ts can sample the processes while wrk runs.
    const t0 = nowMs();
    const r = await run('wrk', [
      `-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s',
      '-H', `X-Token: ${token}`, '-H', 'Accept-Encoding: br, gzip',
      '-s', script,
      `http://127.0.0.1:${port}${typeof path === 'string' ? path : path.paths[0]}`,
      ...(typeof path === 'string' ? [] : ['--', String(path.start), String(threads)]),
    ]);
    if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
    if (process.env.BENCH_WRK_OUT) writeFileSync(`${process.env.BENCH_WRK_OUT}-${Date.now()}.txt`, r.stdout);
    return readWrkOutput(r.stdout, connections, nowMs() - t0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Closed-loop callers, each with its own state (a page and its revision): requests/s and percentiles. */
export async function closedLoop(connections: number, seconds: number, makeCaller: (i: number) => Promise<() => Promise<number>>): Promise<LoadResult> {
  const callers = await Promise.all(Array.from({ length: connections }, (_, i) => makeCaller(i)));
  const samples: number[] = [];
  let errors = 0;
  const end = nowMs() + seconds * 1000;
  const t0 = nowMs();
  await Promise.all(callers.map(async (call) => {
    while (nowMs() < end) {
      const start = nowMs();
      const status = await call().catch(() => 0);
      if (status !== 200) errors++;
      samples.push(nowMs() - start);
    }
  }));
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    rps: round(samples.length / ((nowMs() - t0) / 1000), 1),
    p50ms: round(median(samples), 2),
    p99ms: round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], 2),
    errors,
  };
}
