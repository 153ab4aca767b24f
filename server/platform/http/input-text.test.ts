import { describe, expect, it } from 'vitest';
import { findInputProblem, isStorableText, MAX_INPUT_DEPTH } from './input-text';

describe('text a database can store', () => {
  it('accepts ordinary text and surrogate pairs, refuses NUL and lone surrogates', () => {
    for (const ok of ['', 'Акция', '😀', 'a\u0001b', '\ud83d\ude00\ud83d\ude00']) expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udc00', '\ude00\ud83d', '😀\ud83d']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('names the first field that cannot be stored, in valibot\'s dotted form', () => {
    expect(findInputProblem({ title: 'ok', nested: { list: ['a', 'b\u0000'] } })).toEqual({ path: 'nested.list.1', code: 'input.invalid_text' });
    expect(findInputProblem({ inner: { 'k\u0000': 1 } })).toEqual({ path: 'inner', code: 'input.invalid_text' });
    expect(findInputProblem('\ud800')).toEqual({ path: '', code: 'input.invalid_text' });
    expect(findInputProblem({ a: 1, b: [true, null, { c: 'x' }] })).toBeNull();
  });

  it('bounds nesting without recursing itself', () => {
    const nested = (n: number) => {
      let x: unknown = 'leaf';
      for (let i = 0; i < n; i++) x = [x];
      return x;
    };
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ code: 'input.too_deep' });
    // Far deeper than any call stack: still answered.
    expect(findInputProblem(nested(1_000_000))).toMatchObject({ code: 'input.too_deep' });
  });
});
