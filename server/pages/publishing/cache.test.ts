import { describe, expect, it } from 'vitest';
import { createArtefactCache, currentGeneration, invalidatePublishedPages, siteKey, type CachedArtefact } from './cache';

const artefact = (tag: string, size = 10, accountId = 1): CachedArtefact => ({
  accountId, etag: `"${tag}"`, html: Buffer.alloc(size), gzip: Buffer.alloc(size), br: Buffer.alloc(size),
});

describe('published artefact cache', () => {
  it('keys by site and address', () => {
    expect(siteKey({ kind: 'code', code: 'shop' }, 'promo/a')).toBe('c:shop/promo/a');
    expect(siteKey({ kind: 'domain', domainId: 3 }, '')).toBe('d:3/');
  });

  it('drops the least recently used entry beyond the entry limit', () => {
    const c = createArtefactCache({ maxEntries: 2 });
    c.set('a', artefact('a'));
    c.set('b', artefact('b'));
    expect(c.get('a')?.etag).toBe('"a"'); // a is now the most recent
    c.set('c', artefact('c'));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.etag).toBe('"a"');
    expect(c.get('c')?.etag).toBe('"c"');
    expect(c.size).toBe(2);
  });

  it('keeps the entry being added even when every other one was used since', () => {
    const c = createArtefactCache({ maxEntries: 2 });
    c.set('a', artefact('a'));
    c.set('b', artefact('b'));
    c.get('a');
    c.get('b');
    c.set('c', artefact('c'));
    expect(c.get('c')?.etag).toBe('"c"');
    expect(c.get('a')).toBeUndefined(); // the oldest, once both had their second chance
    expect(c.get('b')?.etag).toBe('"b"');
    expect(c.size).toBe(2);
  });

  it('keeps the bytes under the limit and refuses an entry bigger than all of it', () => {
    const c = createArtefactCache({ maxBytes: 100 });
    c.set('a', artefact('a', 20)); // 60 B + key
    c.set('b', artefact('b', 20));
    expect(c.get('a')).toBeUndefined();
    expect(c.bytes).toBeLessThanOrEqual(100);
    c.set('huge', artefact('h', 50));
    expect(c.get('huge')).toBeUndefined();
    expect(c.get('b')?.etag).toBe('"b"');
  });

  it('expires entries after the TTL (other instances publish too)', () => {
    let now = 1000;
    const c = createArtefactCache({ ttlMs: 500, now: () => now });
    c.set('a', artefact('a'));
    now = 1499;
    expect(c.get('a')).toBeDefined();
    now = 1500;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('forgets everything on invalidation, and a read that began before it is not kept', () => {
    const c = createArtefactCache();
    c.set('a', artefact('a'));
    invalidatePublishedPages();
    expect(c.get('a')).toBeUndefined();
    const readAt = currentGeneration();
    invalidatePublishedPages(); // a publish committed while the row was being read
    c.set('b', artefact('old'), readAt);
    expect(c.get('b')).toBeUndefined();
    c.set('b', artefact('new'));
    expect(c.get('b')?.etag).toBe('"new"');
  });

  it("drops only the named account's entries, and a read that began before that drop is not kept", () => {
    const c = createArtefactCache();
    c.set('a1', artefact('a1', 10, 1));
    c.set('b1', artefact('b1', 10, 2));
    invalidatePublishedPages(1);
    expect(c.get('a1')).toBeUndefined();
    expect(c.get('b1')?.etag).toBe('"b1"');
    const readAt = currentGeneration();
    invalidatePublishedPages(2);
    c.set('b2', artefact('old', 10, 2), readAt);
    c.set('a2', artefact('a2', 10, 1), readAt);
    expect(c.get('b2')).toBeUndefined();
    expect(c.get('a2')?.etag).toBe('"a2"');
    // An account dropped earlier does not hide what was read after.
    c.set('a3', artefact('a3', 10, 1));
    expect(c.get('a3')?.etag).toBe('"a3"');
    invalidatePublishedPages();
    expect(c.get('a2')).toBeUndefined();
  });
});
