// One read per key: callers at the same drop generation share it; a later generation, another key
// or a finished (or failed) read starts a new one.
import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-read';

describe('createSharedReads', () => {
  it('shares a running read only with callers of the same key and generation, and forgets it when done or failed', async () => {
    const reads = createSharedReads<number>();
    let started = 0;
    let finish: (n: number) => void = () => undefined;
    const slow = () => { started++; return new Promise<number>((resolve) => { finish = resolve; }); };
    const a = reads.join('k', 1, slow);
    const b = reads.join('k', 1, slow);
    const c = reads.join('k', 2, () => { started++; return Promise.resolve(20); });
    const d = reads.join('other', 1, () => { started++; return Promise.resolve(30); });
    finish(10);
    expect(await Promise.all([a, b, c, d])).toEqual([10, 10, 20, 30]);
    expect(started).toBe(3);
    // Done: the next caller reads again; a failed read is not kept either.
    expect(await reads.join('k', 1, () => { started++; return Promise.resolve(11); })).toBe(11);
    await expect(reads.join('k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.join('k', 1, () => Promise.resolve(12))).toBe(12);
    expect(started).toBe(4);
  });
});
