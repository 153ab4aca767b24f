/** Small timing helpers shared by the benchmarks: high-resolution samples, medians, result files. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const s = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Runs `fn` once and returns how long it took in milliseconds. */
export function timeOnce(fn: () => void): number {
  const start = nowMs();
  fn();
  return nowMs() - start;
}

/** Median of `runs` timings of `fn` after `warmup` untimed runs. */
export function medianOf(runs: number, fn: () => void, warmup = 2): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(timeOnce(fn));
  return median(samples);
}

export const round = (n: number, digits = 4): number => Number(n.toFixed(digits));

export const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

export function writeResults(name: string, results: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

export interface Row {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: number;
}

/** Prints an aligned table with a pass/fail mark against each target. */
export function printTable(title: string, rows: readonly Row[]): void {
  console.log(`\n${title}`);
  const w = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const mark = r.target === undefined ? '' : r.value < r.target ? `  ok (< ${r.target})` : `  OVER (target < ${r.target})`;
    console.log(`  ${r.name.padEnd(w)}  ${String(round(r.value)).padStart(12)} ${r.unit}${mark}`);
  }
}
