import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';

describe('one byte range of a Range header', () => {
  it('reads a start and end, an open end, and a suffix, kept inside the object', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole object for no header, several ranges, other units or a reversed range', () => {
    for (const h of [undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=9-3', 'bytes=a-b']) expect(byteRangeOf(h, 1000), String(h)).toBeNull();
  });

  it('says a range past the end (or of an empty object) cannot be served', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
