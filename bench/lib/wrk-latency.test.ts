import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWrkOutput } from './load';
import { correct, distribution, expectedInterval, loadScript, parseWrkHistogram, recordedLatency, type Histogram } from './wrk-latency';

// A recorded run of the app bench: the cached search at 16 callers on 2 server
// processes, the row whose printed p99 (316 ms) could not be a latency; wrk's own output plus the
// histogram the bench's script timed.
const sample = readFileSync(new URL('./fixtures/wrk-2-processes-search-x16.txt', import.meta.url), 'utf8');

describe("wrk's latency figures", () => {
  it('reads the callers’ own latencies, not the corrected ones wrk prints', () => {
    const r = readWrkOutput(sample, 16, 5100);
    expect(r.rps).toBe(17446.7);
    expect(r.errors).toBe(0);
    expect(r.wrkCorrectedP99ms).toBe(316.17); // "99%  316.17ms"
    expect(r.p50ms).toBeLessThan(1);
    expect(r.p99ms).toBeLessThan(10);
    expect(Math.abs((r.maxMs ?? 0) - 720.07)).toBeLessThan(0.1); // wrk's own Max (not corrected), to its clock's microseconds
  });

  it('every request answered is in the timed histogram', () => {
    const h = parseWrkHistogram(sample);
    expect(h).not.toBeNull();
    expect(h?.requests).toBe(88414);
    expect(distribution(h?.recorded ?? new Map()).count).toBe(88414);
  });

  it("wrk's coordinated-omission correction of the timed histogram gives the figures wrk printed", () => {
    const h = parseWrkHistogram(sample);
    if (!h) throw new Error('no histogram');
    const printed = distribution(correct(h.recorded, expectedInterval(h.durationUs, h.requests, 16)));
    // The script's clock and wrk's differ by microseconds per request; the correction is the difference.
    expect(printed.p99ms).toBeGreaterThan(316.17 * 0.95);
    expect(printed.p99ms).toBeLessThan(316.17 * 1.05);
    expect(printed.p90ms).toBeGreaterThan(7.07 * 0.9);
    expect(printed.p90ms).toBeLessThan(7.07 * 1.1);
    // The corrected histogram holds ≈ 12× the waiting 16 connections had time for in 5 s (mean 11.27 ms printed).
    expect(printed.totalMs).toBeGreaterThan(16 * h.durationUs / 1000 * 10);
  });

  it('a closed loop cannot wait longer than its connections had time: the recorded histogram fits, a made-up one is refused', () => {
    const h = parseWrkHistogram(sample);
    if (!h) throw new Error('no histogram');
    expect(recordedLatency(h, 16, 5100).totalMs).toBeLessThan(16 * h.durationUs / 1000);
    const corrected = correct(h.recorded, expectedInterval(h.durationUs, h.requests, 16));
    expect(() => recordedLatency({ ...h, recorded: corrected }, 16, 5100)).toThrow(/ms of waiting in 16 × 5100 ms/);
  });

  it('one stall becomes hundreds of made-up samples below it (stats_correct)', () => {
    const recorded: Histogram = new Map([[100, 9_999], [1_000_000, 1]]); // 10,000 requests, one stalled 1 s
    const corrected = correct(recorded, 100);
    expect(distribution(recorded).p99ms).toBe(0.1);
    // 1 s − 100 µs down to 200 µs in 100 µs steps: 9,998 samples no caller waited.
    expect(distribution(corrected).count).toBe(10_000 + 9_998);
    expect(distribution(corrected).p99ms).toBeGreaterThan(900);
    expect(expectedInterval(5_000_000, 160_000, 16)).toBe(500);
  });

  it('reads latencies printed in us, ms and s', () => {
    const out = sample.replace('99%  316.17ms', '99%    1.40s '); // wrk pads seconds with a space
    expect(readWrkOutput(out, 16, 5100).wrkCorrectedP99ms).toBe(1400);
    expect(readWrkOutput(sample.replace('99%  316.17ms', '99%  812.00us'), 16, 5100).wrkCorrectedP99ms).toBe(0.81);
  });

  it('the script walks the paths, times one connection per thread and prints the histogram', () => {
    const walk = loadScript('/tmp/wrk-x/paths.txt');
    expect(walk).toContain('local pathsFile = "/tmp/wrk-x/paths.txt"');
    expect(walk).toContain('io.lines(pathsFile)');
    expect(walk).toContain('clock_gettime(1, ts)');
    expect(walk).toMatch(/io\.write\("wrk-buckets "/);
    expect(loadScript()).toContain('local pathsFile = nil');
  });
});
