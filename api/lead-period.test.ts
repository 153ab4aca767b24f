import { describe, expect, it } from 'vitest';
import { customPeriod, periodQuery, presetPeriod } from './lead-period';
import { todayIn } from './today';

describe('lead period', () => {
  it('presets are rolling windows of whole days ending today in the user\'s zone', () => {
    const now = new Date('2024-03-01T22:30:00Z'); // already March 2 in Moscow, still March 1 in New York
    expect(todayIn(now, 'Europe/Moscow')).toBe('2024-03-02');
    expect(todayIn(now, 'America/New_York')).toBe('2024-03-01');
    expect(todayIn(now, 'Not/AZone')).toBe('2024-03-02');
    expect(presetPeriod('week', now, 'Europe/Moscow')).toEqual({ preset: 'week', from: '2024-02-25', to: '2024-03-02' });
    expect(presetPeriod('month', now, 'Europe/Moscow').from).toBe('2024-02-02');
    expect(presetPeriod('90days', now, 'Europe/Moscow').from).toBe('2023-12-04');
    expect(presetPeriod('week', now, 'America/New_York')).toEqual({ preset: 'week', from: '2024-02-24', to: '2024-03-01' });
  });

  it('a custom range clears the preset; empty bounds are open', () => {
    expect(customPeriod('2024-01-05', '')).toEqual({ preset: null, from: '2024-01-05', to: null });
    expect(periodQuery(customPeriod('2024-01-05', null))).toEqual({ 'created[from]': '2024-01-05' });
    expect(periodQuery(presetPeriod('week', new Date('2024-03-01T10:00:00Z'), 'UTC'))).toEqual({ 'created[from]': '2024-02-24', 'created[to]': '2024-03-01' });
  });
});
