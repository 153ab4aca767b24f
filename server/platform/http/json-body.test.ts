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

  it('refuses a body naming a prototype however it is spelled, with a 400 validation error', () => {
    for (const text of [
      '{"a":1,"__proto__":{"admin":true}}',
      '{"a":1,"\\u005f_proto__":{"admin":true}}',
      '{"a":1,"\\u005F\\u005Fproto\\u005F\\u005F":{"admin":true}}',
      '{"a":1,"constructor":{"prototype":{"admin":true}}}',
      '{"a":1,"\\u0063onstructor":{"prototype":{"admin":true}}}',
      '{"x":{"y":[{"__proto__":{"admin":true},"z":2}]}}',
    ]) {
      const out = parsed(text);
      expect(out.err, text).toBeInstanceOf(ApiError);
      expect((out.err as ApiError).statusCode).toBe(400);
      expect((out.err as ApiError).code).toBe('input.prototype_key');
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
  });

  it('keeps a field named constructor (a form field or an answer of that name), and a value that only mentions the words', () => {
    const kept = safeJsonParse('{"fields":{"constructor":"Иванов","name":"Анна"},"constructor":"x"}') as Record<string, unknown>;
    expect(kept).toEqual({ fields: { constructor: 'Иванов', name: 'Анна' }, constructor: 'x' });
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(parsed('{"\\u0063onstructor":"escaped"}')).toEqual({ err: null, value: { constructor: 'escaped' } });
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
