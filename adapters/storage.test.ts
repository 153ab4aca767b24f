import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createPrefixedStorage } from './storage';

describe('prefixed storage', () => {
  it('writes under the lpb: prefix', () => {
    const backing = createMemoryStorage();
    const s = createPrefixedStorage(backing);
    s.setItem('locale', 'en');
    expect(backing.getItem('lpb:locale')).toBe('en');
    expect(s.getItem('locale')).toBe('en');
    s.removeItem('locale');
    expect(s.getItem('locale')).toBeNull();
  });

  it('clear() removes only our keys', () => {
    const backing = createMemoryStorage();
    backing.setItem('other', 'x');
    const s = createPrefixedStorage(backing);
    s.setItem('a', '1');
    s.setItem('b', '2');
    s.clear();
    expect(backing.length).toBe(1);
    expect(backing.getItem('other')).toBe('x');
  });

  it('JSON helpers fall back on bad data', () => {
    const backing = createMemoryStorage();
    const s = createPrefixedStorage(backing);
    backing.setItem('lpb:nav', '{bad');
    expect(s.getJson('nav', { collapsed: false })).toEqual({ collapsed: false });
    s.setJson('nav', { collapsed: true });
    expect(s.getJson('nav', { collapsed: false })).toEqual({ collapsed: true });
  });
});
