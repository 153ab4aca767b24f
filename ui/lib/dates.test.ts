import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatRelative, formatTime, setDateLocale, setDisplayTimezone, localInputValue, zonedInstant } from './dates';

const ru = { today: 'сегодня', yesterday: 'вчера', at: 'в' };
const en = { today: 'Today', yesterday: 'Yesterday', at: 'at' };

describe('dates', () => {
  afterEach(() => {
    setDisplayTimezone(null);
    setDateLocale('ru');
  });

  it('formats in Europe/Moscow by default', () => {
    expect(formatDate('2024-03-05T21:30:00Z')).toBe('06.03.2024');
    expect(formatTime('2024-03-05T21:30:00Z')).toBe('00:30');
  });

  it('treats zero dates and empties as empty', () => {
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatRelative('0000-00-00 00:00:00', ru)).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('uses the user zone when set', () => {
    setDisplayTimezone('Asia/Yekaterinburg');
    expect(formatTime('2024-03-05T21:30:00Z')).toBe('02:30');
  });

  it('reads a datetime-local value in the display zone', () => {
    expect(zonedInstant('2026-03-01T09:30')).toBe('2026-03-01T06:30:00.000Z');
    setDisplayTimezone('Asia/Vladivostok');
    expect(zonedInstant('2026-03-01T09:30')).toBe('2026-02-28T23:30:00.000Z');
    expect(zonedInstant('')).toBeNull();
    expect(zonedInstant('01.03.2026 09:30')).toBeNull();
  });

  it('writes an instant as a datetime-local value in the display zone (and back)', () => {
    expect(localInputValue('2026-03-01T06:30:00.000Z')).toBe('2026-03-01T09:30');
    setDisplayTimezone('Asia/Vladivostok');
    expect(localInputValue('2026-02-28T23:30:00.000Z')).toBe('2026-03-01T09:30');
    expect(zonedInstant(localInputValue('2026-02-28T23:30:00.000Z'))).toBe('2026-02-28T23:30:00.000Z');
    expect(localInputValue(null)).toBe('');
  });

  it('gives relative labels in Russian', () => {
    const now = '2024-06-10T09:00:00Z';
    expect(formatRelative('2024-06-10T06:05:00Z', ru, now)).toBe('сегодня в 09:05');
    expect(formatRelative('2024-06-09T06:05:00Z', ru, now)).toBe('вчера в 09:05');
    expect(formatRelative('2024-03-03T09:00:00Z', ru, now)).toBe('3 марта в 12:00');
    expect(formatRelative('2023-03-03T09:00:00Z', ru, now)).toBe('3 марта 2023 в 12:00');
  });

  it('decides today and yesterday in the user zone, not in UTC', () => {
    setDisplayTimezone('Asia/Vladivostok');
    // 23:41 UTC on 23 Nov is 09:41 on 24 Nov in Vladivostok: "today" there at 10:00 local time.
    expect(formatRelative('2026-11-23T23:41:50Z', ru, '2026-11-24T00:00:00Z')).toBe('сегодня в 09:41');
    setDisplayTimezone('Europe/Moscow');
    expect(formatRelative('2026-11-23T23:41:50Z', ru, '2026-11-24T00:00:00Z')).toBe('сегодня в 02:41');
    expect(formatRelative('2026-11-23T20:41:50Z', ru, '2026-11-24T00:00:00Z')).toBe('вчера в 23:41');
  });

  it('gives relative labels in English', () => {
    setDateLocale('en');
    const now = '2024-06-10T09:00:00Z';
    expect(formatRelative('2024-06-10T06:05:00Z', en, now)).toBe('Today at 09:05');
    expect(formatRelative('2024-03-03T09:00:00Z', en, now)).toBe('Mar 3 at 12:00');
    expect(formatRelative('2023-03-03T09:00:00Z', en, now)).toBe('Mar 3, 2023 at 12:00');
  });
});

describe('relative labels in a browser whose own zone changes its clocks', () => {
  // The browser's zone must not matter: in New York on 8 March 2026 (clocks forward) and 1 November
  // (back), Moscow's days are what the labels are about.
  const browserZone = process.env.TZ;
  beforeAll(() => { process.env.TZ = 'America/New_York'; });
  afterAll(() => { if (browserZone === undefined) delete process.env.TZ; else process.env.TZ = browserZone; });
  afterEach(() => setDisplayTimezone(null));

  it('says today and yesterday by the user\'s local dates', () => {
    expect(new Date('2026-03-08T12:00:00Z').getTimezoneOffset()).toBe(240);
    // 23:30 on 8 March and 00:10 on 9 March in Moscow.
    expect(formatRelative('2026-03-08T20:30:00Z', ru, '2026-03-08T21:10:00Z')).toBe('вчера в 23:30');
    expect(formatRelative('2026-03-08T21:05:00Z', ru, '2026-03-08T21:10:00Z')).toBe('сегодня в 00:05');
    // 23:30 on 31 October and 00:10 on 1 November in Moscow.
    expect(formatRelative('2026-10-31T20:30:00Z', ru, '2026-10-31T21:10:00Z')).toBe('вчера в 23:30');
    expect(formatRelative('2026-10-30T20:30:00Z', ru, '2026-10-31T21:10:00Z')).toBe('30 октября в 23:30');
    expect(formatRelative('2026-11-01T20:30:00Z', ru, '2026-11-01T21:10:00Z')).toBe('вчера в 23:30');
  });
});
