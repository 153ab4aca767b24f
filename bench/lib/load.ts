/**
 * Load generators of the app bench: wrk against GETs — one path asked again and again, or a list of
 * paths walked in turn (a Lua script), so that no answer is asked twice within a cache's lifetime —
 * and closed-loop callers for writes that carry state (a page and its revision).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, nowMs, round } from './measure';
import type { CpuPerRequest } from './cpu';

export interface LoadResult { rps: number; p50ms: number; p99ms: number; errors: number; cpuMsPerRequest?: CpuPerRequest }

const ms = (value: string, unit: string): number => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);

/**
 * wrk's script for a walk through `paths`: request k of the run (over all of wrk's threads,
 * interleaved) asks paths[(start + k) mod n], `start` given after `--`.
 */
function walkScript(paths: readonly string[]): string {
  return `local paths = {\n${paths.map((p) => `  ${JSON.stringify(p)},`).join('\n')}\n}
local n = #paths
local threads = 0
setup = function(thread)
  thread:set("tid", threads)
  threads = threads + 1
end
local k = 0
local step = 1
init = function(args)
  k = (tonumber(args[1]) or 0) + tid
  step = tonumber(args[2]) or 1
end
request = function()
  local path = paths[(k % n) + 1]
  k = k + step
  return wrk.format(nil, path)
end
`;
}

/**
 * wrk against a GET (brotli or gzip asked, as a browser does): requests/s and latency percentiles.
 * `path` is one path asked again and again, or `{ paths, start }`: walked from `start`.
 */
export function wrk(port: number, path: string | { paths: readonly string[]; start: number }, token: string, connections: number, seconds: number): LoadResult {
  const threads = connections > 1 ? 2 : 1;
  const dir = typeof path === 'string' ? undefined : mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = dir && typeof path !== 'string' ? join(dir, 'walk.lua') : undefined;
  if (script && typeof path !== 'string') writeFileSync(script, walkScript(path.paths));
  try {
    const r = spawnSync('wrk', [
      `-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s',
      '-H', `X-Token: ${token}`, '-H', 'Accept-Encoding: br, gzip',
      ...(script ? ['-s', script] : []),
      `http://127.0.0.1:${port}${typeof path === 'string' ? path : path.paths[0]}`,
      ...(typeof path === 'string' ? [] : ['--', String(path.start), String(threads)]),
    ], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
    const out = r.stdout;
    const pct = (p: string) => {
      const m = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
      return m ? round(ms(m[1], m[2]), 2) : NaN;
    };
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
    const sockets = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const errors = non2xx + (sockets ? sockets.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
    return { rps: round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), 1), p50ms: pct('50'), p99ms: pct('99'), errors };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
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
