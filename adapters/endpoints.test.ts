import { describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { endpoints } from './endpoints';

describe('endpoints', () => {
  it('has one function per route of the api table', () => {
    for (const [area, routes] of Object.entries(api)) {
      const bound = endpoints[area as keyof typeof endpoints] as Record<string, unknown>;
      expect(Object.keys(bound).sort()).toEqual(Object.keys(routes).sort());
      for (const fn of Object.values(bound)) expect(typeof fn).toBe('function');
    }
  });
});
