import { describe, expect, it } from 'vitest';
import { conversionOf, formatPercent, formatStatsDay } from './stats-format';

describe('formatStatsDay', () => {
  it('writes a report day as DD.MM.YYYY without moving it to another date', () => {
    expect(formatStatsDay('2026-11-24')).toBe('24.11.2026');
    expect(formatStatsDay('2027-01-01')).toBe('01.01.2027');
  });
});

describe('formatPercent', () => {
  it('reads every ratio as a fraction: three leads from one visitor is 300 %, not 3 %', () => {
    expect(formatPercent(conversionOf(3, 1), 'en')).toBe('300%');
    expect(formatPercent(conversionOf(3, 2), 'en')).toBe('150%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.1234, 'en')).toBe('12.34%');
    expect(formatPercent(0.4, 'ru')).toBe('40%');
    expect(formatPercent(null, 'ru')).toBe('—');
  });
});
