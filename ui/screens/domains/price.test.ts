import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('rounds to a whole number with spaces between thousands and the ruble sign', () => {
    expect(formatPrice(1290.4, 'RUB')).toBe('1 290 ₽');
    expect(formatPrice(990, 'rub')).toBe('990 ₽');
    expect(formatPrice(1234567, 'RUB')).toBe('1 234 567 ₽');
  });

  it('keeps other currencies by code', () => {
    expect(formatPrice(15, 'USD')).toBe('15 USD');
  });
});
