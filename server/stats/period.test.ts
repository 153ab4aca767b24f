// currentWeek: the pages list's 7 days, worked out once per zone and local day, must always be
// what resolvePeriod says for that instant — across a local midnight and a DST change too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStarts, currentWeek, localDaysSpan, resolvePeriod, safeZone, wholeLocalDays } from './period';

const HOUR = 3600_000;

describe('currentWeek', () => {
  it('answers resolvePeriod\'s week at every hour, the cached range renewed at each local midnight', () => {
    for (const [zone, start] of [['Europe/Moscow', '2026-11-20T18:30:00Z'], ['Europe/Berlin', '2026-03-27T20:15:00Z'], ['America/New_York', '2026-11-01T01:59:59Z']] as const) {
      for (let h = 0; h < 72; h++) {
        const now = new Date(Date.parse(start) + h * HOUR);
        expect(currentWeek(now, zone), `${zone} ${now.toISOString()}`).toEqual(resolvePeriod({ period: 'week' }, now, zone));
      }
    }
  });

  it('goes back in time too (a clock set back), and an unknown zone is SPEC\'s default', () => {
    const later = new Date('2026-11-24T12:00:00Z');
    const earlier = new Date('2026-11-10T12:00:00Z');
    expect(currentWeek(later, 'Asia/Tokyo')).toEqual(resolvePeriod({ period: 'week' }, later, 'Asia/Tokyo'));
    expect(currentWeek(earlier, 'Asia/Tokyo')).toEqual(resolvePeriod({ period: 'week' }, earlier, 'Asia/Tokyo'));
    expect(safeZone('Mars/Olympus')).toBe('Europe/Moscow');
    expect(safeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(currentWeek(later, 'Mars/Olympus')).toEqual(resolvePeriod({ period: 'week' }, later, 'Europe/Moscow'));
  });
});

describe('localDaysSpan', () => {
  it('holds both instants when the local date is ahead of the UTC one (a campaign chart just after Moscow midnight)', () => {
    // 23:00 and 00:30 Moscow time: the UTC date of the second is still the 24th.
    const start = new Date('2026-11-24T20:00:00Z');
    const end = new Date('2026-11-24T21:30:00Z');
    const span = localDaysSpan(start, end, 'Europe/Moscow');
    expect(span.from.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(span.from <= start && end < span.to).toBe(true);
    // West of UTC the local date lags: 20:30 in New York on the 24th is the 25th in UTC.
    const ny = localDaysSpan(new Date('2026-11-25T01:30:00Z'), new Date('2026-11-25T01:30:00Z'), 'America/New_York');
    expect(ny.from.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(ny.to.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
});

describe('in a server process whose own zone changes its clocks', () => {
  // The server's zone must not matter: a server in New York on the days New York moves its clocks
  // (8 March, 1 November 2026) worked out Moscow's and Kolkata's days an hour off.
  const processZone = process.env.TZ;
  beforeAll(() => { process.env.TZ = 'America/New_York'; });
  afterAll(() => { if (processZone === undefined) delete process.env.TZ; else process.env.TZ = processZone; });

  it('starts "today" at the user\'s local midnight', () => {
    expect(new Date('2026-03-08T12:00:00Z').getTimezoneOffset()).toBe(240); // the process really is in New York
    expect(resolvePeriod({ period: 'today' }, new Date('2026-03-08T12:00:00Z'), 'Europe/Moscow').from.toISOString()).toBe('2026-03-07T21:00:00.000Z');
    expect(resolvePeriod({ period: 'today' }, new Date('2026-11-01T12:00:00Z'), 'Europe/Moscow').from.toISOString()).toBe('2026-10-31T21:00:00.000Z');
    const week = resolvePeriod({ period: 'week' }, new Date('2026-03-09T12:00:00Z'), 'Europe/Moscow');
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual(['2026-03-02T21:00:00.000Z', '2026-03-09T21:00:00.000Z']);
  });

  it('sees whole local days as whole, and charts them from local midnights', () => {
    const kolkata = resolvePeriod({ period: 'custom', from: '2026-03-08', to: '2026-03-09' }, new Date('2026-03-13T00:00:00Z'), 'Asia/Kolkata');
    expect(wholeLocalDays(kolkata)).toBe(true);
    const moscow = resolvePeriod({ period: 'custom', from: '2026-03-06', to: '2026-03-09' }, new Date('2026-03-13T00:00:00Z'), 'Europe/Moscow');
    expect(bucketStarts({ ...moscow, bucket: 'day' }).map((d) => d.toISOString())).toEqual(
      ['2026-03-05T21:00:00.000Z', '2026-03-06T21:00:00.000Z', '2026-03-07T21:00:00.000Z', '2026-03-08T21:00:00.000Z']);
  });
});
