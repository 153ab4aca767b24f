// Export file names carry today's date in the user's zone, not the UTC date.
import { describe, expect, it } from 'vitest';
import { exportFileName } from './today';

describe('exportFileName', () => {
  it('is dated in the user\'s zone from local midnight to 03:00 Moscow, when the UTC date is still the day before', () => {
    // 00:30 on the 25th in Moscow; 21:30 on the 24th in UTC.
    const now = new Date('2026-11-24T21:30:00Z');
    expect(exportFileName('leads', 'csv', now, 'Europe/Moscow')).toBe('leads-2026-11-25.csv');
    expect(exportFileName('stats', 'xlsx', now, 'Europe/Moscow')).toBe('stats-2026-11-25.xlsx');
  });

  it('is dated in the user\'s zone in the evening west of UTC, when the UTC date is already the next day', () => {
    // 21:00 on the 24th in New York; 02:00 on the 25th in UTC.
    expect(exportFileName('leads', 'xlsx', new Date('2026-11-25T02:00:00Z'), 'America/New_York')).toBe('leads-2026-11-24.xlsx');
  });

  it('falls back to Moscow (SPEC §9) for a zone Intl does not know', () => {
    expect(exportFileName('stats', 'csv', new Date('2026-11-24T21:30:00Z'), 'Mars/Olympus')).toBe('stats-2026-11-25.csv');
  });
});
