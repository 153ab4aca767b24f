/**
 * The latencies wrk's callers actually waited, not the ones it prints.
 *
 * wrk 4.x (Debian's 4.1.0) "corrects" its latency histogram for coordinated omission before it prints
 * anything (`stats_correct` in its stats.c, `correct` below): with `expected = runtime_us / (requests /
 * connections)` — the interval at which each connection would have sent had none waited — every
 * recorded latency n ≥ 2·expected adds one made-up sample at each of n − expected, n − 2·expected, …
 * while above `expected`. One request stalled 1 s in a run at 30,000 req/s over 16 connections
 * (expected ≈ 0.5 ms) adds ≈ 2,000 samples spread from 0.5 ms to 1 s: a handful of stalls make p99
 * hundreds of milliseconds while no caller waited that long more than a handful of times. The printed
 * percentiles, mean and stdev all come from that corrected histogram (so does the `latency` a script's
 * `done()` gets, and 4.1.0's scripts cannot read its buckets: `latency[i]` returns `i`).
 *
 * So the bench times each request itself, in wrk's Lua (`loadScript`): one thread per connection (a
 * thread's request() and response() then alternate for its one connection), CLOCK_MONOTONIC read
 * through LuaJIT's ffi when request() hands wrk the request (just before wrk writes it) and when
 * response() gets the whole answer, a per-thread histogram of whole microseconds, merged and printed
 * by `done()`. What is printed is what a closed-loop caller saw; `correct` of it reproduces wrk's
 * own figure (bench/lib/wrk-latency.test.ts on a recorded run).
 */

/** A latency histogram: count per whole microsecond. */
export type Histogram = Map<number, number>;

/**
 * wrk's Lua for a load: times every request (above) and prints the merged histogram at the end.
 * Each request is one path asked again and again (wrk's URL) or, with `pathsFile` (one path a
 * line), request k of the run (over all threads, interleaved) asks paths[(start + k) mod n],
 * `start` and the thread count given after `--`. The paths are read by each thread on its first
 * request, not written into the script: wrk parses the script once per thread in its main thread
 * before it starts its clock, and 16 parses of a 1 MB table held the last thread back by a second
 * while the first was already sending (more requests, and longer waits, than the run's duration).
 */
export function loadScript(pathsFile?: string): string {
  return `local ffi = require("ffi")
ffi.cdef[[
typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
int clock_gettime(int clk, bench_timespec *tp);
]]
local ts = ffi.new("bench_timespec")
local function now_us()
  ffi.C.clock_gettime(1, ts) -- CLOCK_MONOTONIC
  return tonumber(ts.tv_sec) * 1000000 + math.floor(tonumber(ts.tv_nsec) / 1000)
end
local pathsFile = ${pathsFile ? JSON.stringify(pathsFile) : 'nil'}
local paths
local threads = {}
setup = function(thread)
  thread:set("tid", #threads)
  threads[#threads + 1] = thread
end
local k = 0
local step = 1
local fixed
init = function(args)
  k = (tonumber(args[1]) or 0) + tid
  step = tonumber(args[2]) or 1
  fixed = wrk.format()
end
local sent
hist = {}
request = function()
  local req = fixed
  if pathsFile then
    if not paths then
      paths = {}
      for line in io.lines(pathsFile) do paths[#paths + 1] = line end
    end
    req = wrk.format(nil, paths[(k % #paths) + 1])
    k = k + step
  end
  sent = now_us()
  return req
end
response = function()
  local us = now_us() - sent
  hist[us] = (hist[us] or 0) + 1
end
done = function(summary)
  local total = {}
  for _, t in ipairs(threads) do
    for us, n in pairs(t:get("hist")) do total[us] = (total[us] or 0) + n end
  end
  local out = {}
  for us, n in pairs(total) do out[#out + 1] = string.format("%d:%d", us, n) end
  io.write(string.format("wrk-histogram duration_us=%d requests=%d\\n", summary.duration, summary.requests))
  io.write("wrk-buckets ", table.concat(out, " "), "\\n")
end
`;
}

export interface WrkHistogram { durationUs: number; requests: number; recorded: Histogram }

/** The histogram `loadScript` printed, from wrk's output (null when the script did not run). */
export function parseWrkHistogram(out: string): WrkHistogram | null {
  const head = /wrk-histogram duration_us=(\d+) requests=(\d+)/.exec(out);
  const buckets = /^wrk-buckets ?(.*)$/m.exec(out);
  if (!head || !buckets) return null;
  const recorded: Histogram = new Map();
  for (const pair of buckets[1].trim().split(' ').filter(Boolean)) {
    const [us, n] = pair.split(':').map(Number);
    recorded.set(us, (recorded.get(us) ?? 0) + n);
  }
  return { durationUs: Number(head[1]), requests: Number(head[2]), recorded };
}

/** wrk's `expected` interval (µs), with its integer divisions. */
export function expectedInterval(durationUs: number, requests: number, connections: number): number {
  const perConnection = Math.floor(requests / connections);
  return perConnection > 0 ? Math.floor(durationUs / perConnection) : 0;
}

/** wrk's stats_correct as its stats.c has it: the histogram wrk prints, from the one it recorded. */
export function correct(recorded: Histogram, expected: number): Histogram {
  const out = new Map(recorded);
  if (expected <= 0) return out;
  for (const [n, count] of [...recorded].sort((a, b) => a[0] - b[0])) {
    if (n < 2 * expected) continue;
    for (let m = n - expected; m > expected; m -= expected) out.set(m, (out.get(m) ?? 0) + count);
  }
  return out;
}

export interface Distribution { count: number; p50ms: number; p90ms: number; p99ms: number; p999ms: number; maxMs: number; meanMs: number; totalMs: number }

/** Percentiles of a histogram, ranked as wrk's stats_percentile ranks them (rank = round(p/100 · count + 0.5)). */
export function distribution(h: Histogram): Distribution {
  const sorted = [...h].sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((a, [, n]) => a + n, 0);
  const totalUs = sorted.reduce((a, [us, n]) => a + us * n, 0);
  const at = (p: number) => {
    const rank = Math.round((p / 100) * count + 0.5);
    let seen = 0;
    for (const [us, n] of sorted) {
      seen += n;
      if (seen >= rank) return us / 1000;
    }
    return Number.NaN;
  };
  return {
    count,
    p50ms: at(50), p90ms: at(90), p99ms: at(99), p999ms: at(99.9),
    maxMs: sorted.length ? sorted[sorted.length - 1][0] / 1000 : Number.NaN,
    meanMs: count ? totalUs / count / 1000 : Number.NaN,
    totalMs: totalUs / 1000,
  };
}

/**
 * The run's recorded latencies. Checked against what a closed loop allows: `connections` callers
 * cannot have waited longer in sum than connections × the time wrk ran (`wallMs`, from its start to
 * its exit: its own duration starts after its threads do) — a distribution that did was not
 * per-request latency.
 */
export function recordedLatency(h: WrkHistogram, connections: number, wallMs: number): Distribution {
  const d = distribution(h.recorded);
  if (d.totalMs > connections * wallMs) throw new Error(`wrk histogram: ${Math.round(d.totalMs)} ms of waiting in ${connections} × ${Math.round(wallMs)} ms`);
  return d;
}
