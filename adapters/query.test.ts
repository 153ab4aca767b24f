import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

describe('serializeQuery', () => {
  it('leaves ordinary values unencoded', () => {
    expect(serializeQuery({ email: 'anna@example.ru', code: '123456', web: 'https://a.ru/x' })).toBe(
      'email=anna@example.ru&code=123456&web=https://a.ru/x',
    );
  });

  it('skips empty values and repeats arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: [1, 2], d: false })).toBe('c=1&c=2&d=false');
  });

  it('escapes only characters that would break the query', () => {
    expect(serializeQuery({ email: 'a+b@x.ru', q: 'a&b c' })).toBe('email=a%2Bb@x.ru&q=a%26b%20c');
  });

  it('returns empty for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
  });
});
