import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backendsByTitle, cpuMs, CpuLedger } from './cpu';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('bench CPU accounting', () => {
  it('keeps what a process used up to its last sample after it exits, and counts one born during the span from zero', () => {
    const readings = new Map<number, number | null>([[1, 100], [2, 50]]);
    const ledger = new CpuLedger((pid) => readings.get(pid) ?? null);
    ledger.start([1, 2]);
    readings.set(1, 130); // used 30 ms
    readings.set(3, 20); // born during the span
    ledger.sample([1, 2, 3]);
    readings.set(1, null); // exited (pg's idle timeout closed it)
    readings.set(3, 25);
    ledger.sample([1, 2, 3]);
    expect(ledger.total()).toBe(30 + 0 + 25);
  });

  it('reads a real process that exits during the span', async () => {
    const ledger = new CpuLedger();
    ledger.start([]);
    // Burns 300 ms of its own CPU (however busy the machine is), then exits.
    const child = spawn(process.execPath, ['-e', 'const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; while (used() < 300);']);
    const exited = new Promise((r) => child.once('exit', r));
    const pid = child.pid as number;
    let done = false;
    void exited.then(() => { done = true; });
    while (!done) {
      ledger.sample([pid]);
      await sleep(20);
    }
    expect(cpuMs(pid)).toBeNull();
    // All but what it used after the last sample (at most one 20 ms interval's worth).
    expect(ledger.total()).toBeGreaterThan(250);
  });

  it('finds the backends of one database by their process titles', () => {
    const titles = new Map([
      [10, 'postgres: app bench_s1_app_bench 127.0.0.1(52250) idle'],
      [11, 'postgres: app bench_s1_app_bench_x 127.0.0.1(52251) idle'],
      [12, 'postgres: app test_s2 127.0.0.1(52252) SELECT'],
      [13, 'postgres: autovacuum worker bench_s1_app_bench'],
      [14, 'postgres: parallel worker for PID 10'],
      [15, 'postgres: parallel worker for PID 12'],
      [16, 'postgres: checkpointer'],
    ]);
    expect(backendsByTitle(titles, 'bench_s1_app_bench').sort()).toEqual([10, 13, 14]);
  });
});
