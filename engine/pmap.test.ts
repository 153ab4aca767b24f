import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPMap, pfrom, pget, phas, pkeys, premove, pset, type PMap } from './pmap';

describe('PMap', () => {
  it('sets, gets and removes without touching the previous version', () => {
    const a = pset(emptyPMap<string>(), 5, 'five');
    const b = pset(a, 40_000, 'big');
    const c = premove(b, 5);
    expect(pget(a, 5)).toBe('five');
    expect(pget(a, 40_000)).toBeUndefined();
    expect([pget(b, 5), pget(b, 40_000), b.size]).toEqual(['five', 'big', 2]);
    expect([phas(c, 5), pget(c, 40_000), c.size]).toEqual([false, 'big', 1]);
  });

  it('iterates keys in ascending order', () => {
    const m = pfrom([[900, 'x'], [3, 'y'], [70_000, 'z'], [31, 'w']] as const);
    expect(pkeys(m)).toEqual([3, 31, 900, 70_000]);
  });

  it('rejects keys that are not non-negative integers', () => {
    expect(() => pset(emptyPMap<number>(), -1, 1)).toThrow(RangeError);
    expect(() => pset(emptyPMap<number>(), 1.5, 1)).toThrow(RangeError);
  });

  it('behaves like a Map under random operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.nat(5000), value: fc.integer() }),
      fc.record({ kind: fc.constant('del' as const), key: fc.nat(5000) }),
    );
    fc.assert(fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
      let m: PMap<number> = emptyPMap();
      const model = new Map<number, number>();
      for (const o of ops) {
        if (o.kind === 'set') {
          m = pset(m, o.key, o.value);
          model.set(o.key, o.value);
        } else {
          m = premove(m, o.key);
          model.delete(o.key);
        }
      }
      expect(m.size).toBe(model.size);
      expect(pkeys(m)).toEqual([...model.keys()].sort((x, y) => x - y));
      for (const [k, v] of model) expect(pget(m, k)).toBe(v);
    }), { numRuns: 150 });
  });
});
