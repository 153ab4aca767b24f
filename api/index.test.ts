import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { routes, idParam, buildPath } from './index';

describe('route table', () => {
  it('has unique names and unique method+path pairs', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares a params schema exactly for paths with :params', () => {
    for (const r of routes) expect([r.name, r.path.includes(':')]).toEqual([r.name, r.params !== undefined]);
  });

  it('idParam accepts numbers and digit strings only', () => {
    expect(v.parse(idParam, '42')).toBe(42);
    expect(v.parse(idParam, 7)).toBe(7);
    for (const bad of ['0', '-1', 'abc', '1.5', '9999999999999999']) expect(v.safeParse(idParam, bad).success).toBe(false);
    expect(buildPath('/projects/:id', { id: 3 })).toBe('/projects/3');
  });
});
