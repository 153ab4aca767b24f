import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice (SPEC §9)', () => {
  it('rounds to a whole number with spaces between thousands and the ruble sign', () => {
    expect(formatPrice(1290.4, 'RUB')).toBe('1 290 ₽');
    expect(formatPrice(990, 'rub')).toBe('990 ₽');
    expect(formatPrice(1234567)).toBe('1 234 567 ₽');
    expect(formatPrice(0)).toBe('0 ₽');
  });

  it('writes a deduction with a minus sign', () => {
    expect(formatPrice(-1227)).toBe('−1 227 ₽');
  });

  it('keeps other currencies by code', () => {
    expect(formatPrice(15, 'USD')).toBe('15 USD');
  });
});
