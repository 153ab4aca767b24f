import { describe, expect, it } from 'vitest';
import { uriOf } from './lookup';

describe('uriOf: a request path as a page address', () => {
  it('trims the surrounding slashes of a plain path', () => {
    expect(uriOf('/')).toBe('');
    expect(uriOf('//promo/spring//')).toBe('promo/spring');
    expect(uriOf('/a-b_c.d~e')).toBe('a-b_c.d~e');
  });

  it('drops the query and fragment and decodes the rest', () => {
    expect(uriOf('/promo?utm_source=ad')).toBe('promo');
    expect(uriOf('/promo/#top')).toBe('promo');
    expect(uriOf('/%D0%B0%D0%BA%D1%86%D0%B8%D1%8F/')).toBe('акция');
  });

  it('gives null for a path that cannot be decoded', () => {
    expect(uriOf('/%E0%A4%A')).toBeNull();
  });
});
