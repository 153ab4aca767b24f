import { describe, expect, it } from 'vitest';
import { formatStatsDay } from './stats-format';

describe('formatStatsDay', () => {
  it('writes a report day as DD.MM.YYYY without moving it to another date', () => {
    expect(formatStatsDay('2026-11-24')).toBe('24.11.2026');
    expect(formatStatsDay('2027-01-01')).toBe('01.01.2027');
  });
});
