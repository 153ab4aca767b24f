import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './locale';
import { mergeByKey } from '../../auth/index';

describe('localeFromHeader', () => {
  it('picks the first of ru/en, defaulting to ru', () => {
    expect(localeFromHeader(undefined)).toBe('ru');
    expect(localeFromHeader('de-DE,de;q=0.9')).toBe('ru');
    expect(localeFromHeader('en-GB,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(localeFromHeader('de,ru;q=0.5,en;q=0.4')).toBe('ru');
  });
});

describe('mergeByKey', () => {
  it('sets truthy values and removes falsy ones', () => {
    expect(mergeByKey<string | boolean>({ a: true, b: 'x' }, { a: false, b: '', c: 'y', d: null })).toEqual({ c: 'y' });
  });
});
