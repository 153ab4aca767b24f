import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDraftCache, draftCacheOf } from './draft-cache';

describe('draft cache', () => {
  const at = new Date('2026-11-24T10:00:00.000Z');

  it('answers a kept draft only for the revision and stamp it was kept with', () => {
    const cache = createDraftCache();
    cache.remember(1, 3, at, { v: 'three' });
    expect(cache.get(1, 3, new Date(at.getTime()))).toEqual({ v: 'three' });
    expect(cache.get(1, 4, at)).toBeUndefined();
    expect(cache.get(1, 3, new Date(at.getTime() + 1))).toBeUndefined();
    expect(cache.get(2, 3, at)).toBeUndefined();
  });

  it('keeps the most recently used pages up to its size', () => {
    const cache = createDraftCache(2);
    cache.remember(1, 1, at, { p: 1 });
    cache.remember(2, 1, at, { p: 2 });
    expect(cache.get(1, 1, at)).toEqual({ p: 1 }); // page 1 is now the most recent
    cache.remember(3, 1, at, { p: 3 });
    expect(cache.get(2, 1, at)).toBeUndefined();
    expect(cache.get(1, 1, at)).toEqual({ p: 1 });
    expect(cache.get(3, 1, at)).toEqual({ p: 3 });
  });

  it('is one cache per database handle', () => {
    const a = {};
    const b = {};
    draftCacheOf(a).remember(1, 1, at, { db: 'a' });
    expect(draftCacheOf(a).get(1, 1, at)).toEqual({ db: 'a' });
    expect(draftCacheOf(b).get(1, 1, at)).toBeUndefined();
  });

  it('makes the answer of a kept draft once, and each compressed copy once, for its revision only', () => {
    const cache = createDraftCache();
    const data = { text: 'Весна '.repeat(500) };
    let serialised = 0;
    const json = (d: unknown) => {
      serialised++;
      return Buffer.from(JSON.stringify(d));
    };
    expect(cache.answer(1, 1, at, 'br', json)).toBeUndefined();
    cache.remember(1, 1, at, data);
    const br = cache.answer(1, 1, at, 'br', json) as Buffer;
    expect(JSON.parse(brotliDecompressSync(br).toString())).toEqual(data);
    expect(cache.answer(1, 1, at, 'br', json)).toBe(br);
    const gzip = cache.answer(1, 1, at, 'gzip', json) as Buffer;
    expect(JSON.parse(gunzipSync(gzip).toString())).toEqual(data);
    expect(cache.answer(1, 1, at, 'identity', json)?.toString()).toBe(JSON.stringify(data));
    expect([serialised, cache.compressions]).toEqual([1, 2]);
    // Another revision (or stamp) is not the kept draft: nothing from the old one.
    expect(cache.answer(1, 2, at, 'br', json)).toBeUndefined();
    expect(cache.answer(1, 1, new Date(at.getTime() + 1), 'br', json)).toBeUndefined();
    cache.remember(1, 2, at, { text: 'Лето' });
    expect(cache.answer(1, 2, at, 'identity', json)?.toString()).toBe('{"text":"Лето"}');
    expect([serialised, cache.compressions]).toEqual([2, 2]);
  });
});
