import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createHostResolver, hostnameOf } from './hosts';

describe('host resolver', () => {
  // peek never touches the database: a stand-in that throws proves it.
  const db = new Proxy({}, { get: () => { throw new Error('no database expected'); } }) as Db;
  const resolve = createHostResolver(db, { draftDomain: 'localhost', appHosts: ['localhost'] });

  it('peeks without waiting: test subdomains and the app host are known, other domains not yet', () => {
    expect(resolve.peek('shop.localhost:8080')).toEqual({ kind: 'code', code: 'shop' });
    expect(resolve.peek('localhost:8080')).toBeNull();
    expect(resolve.peek('127.0.0.1:8080')).toBeNull();
    expect(resolve.peek('[::1]:8080')).toBeNull();
    expect(resolve.peek('my-shop.ru')).toBeUndefined();
  });

  it('resolves what peek knows without a query', async () => {
    expect(await resolve('Shop.Localhost.')).toEqual({ kind: 'code', code: 'shop' });
    expect(await resolve(undefined)).toBeNull();
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
  });
});
