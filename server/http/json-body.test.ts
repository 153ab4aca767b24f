import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseJsonBody, safeJsonParse } from './json-body';

const parsed = (text: string | Buffer) => {
  let out: { err: Error | null; value?: unknown } = { err: null };
  parseJsonBody({} as FastifyRequest, text, (err, value) => { out = { err, value }; });
  return out;
};

describe('the JSON body parser', () => {
  it('parses an ordinary body as JSON.parse does', () => {
    const body = { revision: 3, data: { widgets: { 1: { cfg: { text: 'Привет, «мир»' }, style: {} } }, tree: [1, 2] }, on: true, none: null };
    expect(safeJsonParse(JSON.stringify(body))).toEqual(body);
  });

  it('drops prototype-poisoning keys however they are spelled, and keeps the rest', () => {
    for (const text of [
      '{"a":1,"__proto__":{"admin":true}}',
      '{"a":1,"\\u005f_proto__":{"admin":true}}',
      '{"a":1,"\\u005F\\u005Fproto\\u005F\\u005F":{"admin":true}}',
      '{"a":1,"constructor":{"prototype":{"admin":true}}}',
      '{"a":1,"\\u0063onstructor":{"prototype":{"admin":true}}}',
    ]) {
      const value = safeJsonParse(text) as Record<string, unknown>;
      expect(Object.keys(value)).toEqual(['a']);
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
    // Nested too.
    expect(safeJsonParse('{"x":{"y":[{"__proto__":{"admin":true},"z":2}]}}')).toEqual({ x: { y: [{ z: 2 }] } });
  });

  it('keeps a value that only mentions the words', () => {
    expect(safeJsonParse('{"text":"the constructor of __proto__ \\u00e9"}')).toEqual({ text: 'the constructor of __proto__ é' });
  });

  it('reads an empty body as no input and refuses bad JSON with a 400 validation error', () => {
    expect(parsed('  ')).toEqual({ err: null, value: undefined });
    expect(parsed('{"a":1}')).toEqual({ err: null, value: { a: 1 } });
    const notUtf8 = parsed(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect((notUtf8.err as ApiError).statusCode).toBe(400);
    expect((notUtf8.err as ApiError).code).toBe('input.invalid_text');
    const bad = parsed('{"a":');
    expect(bad.err).toBeInstanceOf(ApiError);
    expect((bad.err as ApiError).statusCode).toBe(400);
  });
});
