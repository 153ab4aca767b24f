// The list cache's own rules (platform/http/list-cache.ts): entries expire, a drop of an account (or of all)
// forgets its entries and refuses a read that began before it, memory stays within its bounds with
// the least recently used evicted, and Accept-Encoding picks the copy sent.
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding';
import { createListCache, listKey } from './list-cache';

const body = (n: number) => ({ data: { items: Array.from({ length: n }, (_, i) => ({ id: i, name: `Страница ${i}` })) } });

describe('the list cache', () => {
  it('answers an entry until its TTL, for its own account only', () => {
    let t = 0;
    const cache = createListCache({ ttlMs: 5000, now: () => t });
    const answer = cache.set('k', 1, cache.generation(), body(2));
    expect(JSON.parse(answer.json.toString())).toEqual(body(2));
    expect(cache.get('k', 1)).toBe(answer);
    expect(cache.get('k', 2)).toBeUndefined();
    cache.set('k', 1, cache.generation(), body(2));
    t = 4999;
    expect(cache.get('k', 1)).toBeDefined();
    t = 5000;
    expect(cache.get('k', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps list totals per account with the answers\' TTL and drops, never one read before a drop', () => {
    let t = 0;
    const cache = createListCache({ ttlMs: 5000, now: () => t });
    cache.totals(1, cache.generation()).set('all', 23);
    cache.totals(2, cache.generation()).set('all', 7);
    expect(cache.totals(1, cache.generation()).get('all')).toBe(23);
    expect(cache.totals(2, cache.generation()).get('all')).toBe(7);
    cache.drop(1);
    expect(cache.totals(1, cache.generation()).get('all')).toBeUndefined();
    expect(cache.totals(2, cache.generation()).get('all')).toBe(7);
    // Counted before account 2's write, kept after it: refused.
    const stale = cache.totals(2, cache.generation());
    cache.drop(2);
    stale.set('all', 7);
    expect(cache.totals(2, cache.generation()).get('all')).toBeUndefined();
    cache.totals(2, cache.generation()).set('all', 8);
    t = 5000;
    expect(cache.totals(2, cache.generation()).get('all')).toBeUndefined();
    cache.totals(3, cache.generation()).set('all', 1);
    cache.drop();
    expect(cache.totals(3, cache.generation()).get('all')).toBeUndefined();
  });

  it('forgets an account\'s entries on its drop, every entry on a drop of all, and never keeps a read that a drop overtook', () => {
    const cache = createListCache();
    cache.set('a', 1, cache.generation(), body(1));
    cache.set('b', 2, cache.generation(), body(1));
    cache.drop(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 2)).toBeDefined();
    // A read that began before a write of its account and ended after it.
    const readAt = cache.generation();
    cache.drop(2);
    const answer = cache.set('b', 2, readAt, body(3));
    expect(JSON.parse(answer.json.toString())).toEqual(body(3));
    expect(cache.get('b', 2)).toBeUndefined();
    // Another account's write does not refuse it.
    const again = cache.generation();
    cache.drop(1);
    cache.set('b', 2, again, body(3));
    expect(cache.get('b', 2)).toBeDefined();
    cache.drop();
    expect(cache.get('b', 2)).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('reads a key once for the requests that miss it together, unless a drop of the account came between', async () => {
    const cache = createListCache({ ttlMs: 1000, now: () => 0 });
    let reads = 0;
    const slow = (body: unknown) => async () => { reads++; await new Promise((r) => setTimeout(r, 20)); return body; };
    const readAt = cache.generation();
    const together = await Promise.all(Array.from({ length: 16 }, (_, i) => cache.read('k', 1, readAt, slow({ n: i }))));
    expect(reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    expect(JSON.parse(together[0].json.toString())).toEqual({ n: 0 });
    expect(cache.get('k', 1)).toBe(together[0]);

    // A write of the account while a read is in flight: a request after it reads again, and only its read is kept.
    cache.drop(1);
    const first = cache.read('k', 1, cache.generation(), slow({ n: 'before' }));
    cache.drop(1);
    const second = cache.read('k', 1, cache.generation(), slow({ n: 'after' }));
    expect(JSON.parse((await first).json.toString())).toEqual({ n: 'before' });
    expect(JSON.parse((await second).json.toString())).toEqual({ n: 'after' });
    expect(reads).toBe(3);
    expect(JSON.parse(cache.get('k', 1)?.json.toString() ?? 'null')).toEqual({ n: 'after' });
  });

  it('stays within its entries and bytes, compressed copies counted, evicting the least recently used', () => {
    const cache = createListCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) cache.set(k, 1, cache.generation(), body(1));
    cache.get('a', 1);
    cache.set('d', 1, cache.generation(), body(1));
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 1) !== undefined)).toEqual([true, false, true, true]);

    const big = body(200);
    const plainBytes = Buffer.byteLength(JSON.stringify(big));
    const bounded = createListCache({ maxBytes: plainBytes * 2 + 100 });
    const first = bounded.set('x', 1, bounded.generation(), big);
    bounded.set('y', 1, bounded.generation(), big);
    expect(bounded.bytes).toBe(plainBytes * 2);
    const br = bounded.encoded(first, 'br');
    expect(br.length).toBeLessThan(plainBytes / 3);
    expect(bounded.encoded(first, 'br')).toBe(br);
    // 2 plain bodies + one brotli copy is over the bound: the least recently used (x, whose copy it is) goes.
    expect(bounded.bytes).toBeLessThanOrEqual(plainBytes * 2 + 100);
    expect(bounded.get('x', 1)).toBeUndefined();
    expect(bounded.get('y', 1)).toBeDefined();
    expect(bounded.bytes).toBe(plainBytes);
  });

  it('keys an answer by route, account, caller, origin and query', () => {
    const owner = { account: { id: 1 }, user: { id: 10 } };
    const member = { account: { id: 1 }, user: { id: 11 } };
    const req = { protocol: 'http', headers: { host: 'app.example' } };
    const q = { page: 1, limit: 10, sort: { by: 'updated', dir: 'desc' }, filters: {} };
    const keys = [
      listKey('pages.list', owner, req, q),
      listKey('pages.list', member, req, q),
      listKey('pages.list', owner, { ...req, headers: { host: 'other.example' } }, q),
      listKey('pages.list', owner, req, { ...q, page: 2 }),
      listKey('folders.list', owner, req, q),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(listKey('pages.list', owner, req, { ...q, search: undefined })).toBe(keys[0]);
  });
});

describe('negotiateEncoding', () => {
  it('picks brotli or gzip by the client\'s q-values, brotli on a tie, none when neither is wanted', () => {
    const pick = (accept?: string, extra: Record<string, string> = {}) => negotiateEncoding({ ...(accept === undefined ? {} : { 'accept-encoding': accept }), ...extra });
    expect(pick('gzip, deflate, br')).toBe('br');
    expect(pick('gzip')).toBe('gzip');
    expect(pick('x-gzip')).toBe('gzip');
    expect(pick('br;q=0.4, gzip;q=0.8')).toBe('gzip');
    expect(pick('*')).toBe('br');
    expect(pick('*, br;q=0')).toBe('gzip');
    expect(pick('deflate')).toBeUndefined();
    expect(pick('identity')).toBeUndefined();
    expect(pick('gzip;q=0')).toBeUndefined();
    expect(pick()).toBeUndefined();
    expect(pick('br', { 'x-no-compression': '1' })).toBeUndefined();
  });
});
