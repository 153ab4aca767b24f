// A report's period as instants: SPEC §9 presets (day = the last 24 hours; today; yesterday; week,
// month, quarter, year = the last 7, 30, 90, 365 days including today) or a custom range of dates,
// all in the user's time zone; with the chart's bucket (hours up to two days, days up to 92, then
// months).
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Bucket, StatsPeriod } from '../../api/routes/stats';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface Range {
  from: Date; to: Date; bucket: Bucket; zone: string;
  /** The account's daily rollups in `zone` are ready (zones.ts): whole local days are read there. */
  local?: boolean;
}

const HOUR = 3600_000;
const DAYS: Partial<Record<StatsPeriod, number>> = { week: 7, month: 30, quarter: 90, year: 365 };

/** Zone names dayjs knew (a finite set: IANA's), so each is checked once. */
const knownZones = new Set<string>();

/** A zone dayjs knows (SPEC §9's default otherwise). */
export function safeZone(zone: string | null | undefined): string {
  if (zone && knownZones.has(zone)) return zone;
  try {
    if (zone) {
      dayjs.tz('2000-01-01', zone);
      knownZones.add(zone);
      return zone;
    }
  } catch {
    // unknown zone name
  }
  return 'Europe/Moscow';
}

/**
 * The local midnight that starts the day (or month) holding `at` in `zone`. dayjs's startOf on a
 * zoned date counts in the server process's own zone: on the days that zone changes its clocks (a
 * server in New York on 8 March or 1 November) it was an hour off — "today" in Moscow began at 20:00
 * UTC, and ranges of whole local days no longer looked whole. So the local date is read and
 * resolved in `zone` again.
 */
const localStart = (at: Date, zone: string, unit: 'day' | 'month' = 'day'): dayjs.Dayjs =>
  dayjs.tz(dayjs(at).tz(zone).format(unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-01'), zone);

/**
 * The local midnight `n` days (or months) after the local date of `t` in `zone`. The calendar is
 * counted on the date alone (in UTC, which has no clock changes), then resolved in the zone: dayjs's
 * add on a zoned date keeps the start's UTC offset across a DST change (an hour off).
 */
const shift = (t: dayjs.Dayjs, n: number, unit: 'day' | 'month', zone: string): dayjs.Dayjs =>
  dayjs.tz(dayjs.utc(t.format('YYYY-MM-DD')).add(n, unit).format('YYYY-MM-DD'), zone);

const bucketFor = (from: Date, to: Date): Bucket => {
  const days = (to.getTime() - from.getTime()) / (24 * HOUR);
  return days <= 2 ? 'hour' : days <= 92 ? 'day' : 'month';
};

export function resolvePeriod(s: { period: StatsPeriod; from?: string; to?: string }, now: Date, zoneName: string): Range {
  const zone = safeZone(zoneName);
  const today = localStart(now, zone);
  if (s.period === 'day') {
    const to = new Date(Math.ceil((now.getTime() + 1) / HOUR) * HOUR);
    return { from: new Date(to.getTime() - 24 * HOUR), to, bucket: 'hour', zone };
  }
  if (s.period === 'today') return { from: today.toDate(), to: shift(today, 1, 'day', zone).toDate(), bucket: 'hour', zone };
  if (s.period === 'yesterday') return { from: shift(today, -1, 'day', zone).toDate(), to: today.toDate(), bucket: 'hour', zone };
  if (s.period === 'custom' && s.from && s.to) {
    const from = dayjs.tz(s.from, zone).toDate();
    const to = shift(dayjs.tz(s.to, zone), 1, 'day', zone).toDate();
    return { from, to, bucket: bucketFor(from, to), zone };
  }
  const days = DAYS[s.period] ?? 7;
  const to = shift(today, 1, 'day', zone);
  const from = shift(to, -days, 'day', zone).toDate();
  return { from, to: to.toDate(), bucket: bucketFor(from, to.toDate()), zone };
}

/** The last 7 days of each zone, with the local midnight it began to hold (see currentWeek). */
const weeks = new Map<string, { since: number; range: Range }>();

/**
 * resolvePeriod's 'week' for `now`: the same range all through a local day, so it is worked out
 * once per zone and day — dayjs's zone arithmetic costs about a millisecond, and the pages list
 * asks for it on every call.
 */
export function currentWeek(now: Date, zoneName: string): Range {
  const zone = safeZone(zoneName);
  const t = now.getTime();
  const known = weeks.get(zone);
  if (known && known.since <= t && t < known.range.to.getTime()) return known.range;
  const range = resolvePeriod({ period: 'week' }, now, zone);
  weeks.set(zone, { since: resolvePeriod({ period: 'today' }, now, zone).from.getTime(), range });
  return range;
}

/** The period of the same length right before (the change against it). */
export function previousRange(r: Range): Range {
  const length = r.to.getTime() - r.from.getTime();
  return { ...r, from: new Date(r.from.getTime() - length), to: new Date(r.from) };
}

/** The starts of every bucket of the range (charts show empty buckets as zeros). */
export function bucketStarts(r: Range): Date[] {
  const out: Date[] = [];
  if (r.bucket === 'hour') {
    for (let t = Math.floor(r.from.getTime() / HOUR) * HOUR; t < r.to.getTime(); t += HOUR) out.push(new Date(t));
    return out;
  }
  const unit = r.bucket === 'day' ? 'day' : 'month';
  let t = localStart(r.from, r.zone, unit);
  while (t.toDate() < r.to) {
    out.push(t.toDate());
    t = shift(t, 1, unit, r.zone);
  }
  return out;
}

/** Whether the range starts and ends at local midnights of its zone (whole local days). */
export function wholeLocalDays(r: { from: Date; to: Date; zone: string }): boolean {
  const midnight = (d: Date) => localStart(d, r.zone).valueOf() === d.getTime();
  return midnight(r.from) && midnight(r.to);
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export const localDate = (at: Date, zone: string): string => dayjs(at).tz(zone).format('YYYY-MM-DD');

/**
 * The whole local days from the one holding `start` through the one holding `end`, in `zone`. The
 * dates are read in the zone, not in UTC: between local midnight and UTC midnight (00:00–03:00 in
 * Moscow) the UTC date is the day before, and a range built from it would end before `end`.
 */
export const localDaysSpan = (start: Date, end: Date, zone: string): Range =>
  resolvePeriod({ period: 'custom', from: localDate(start, zone), to: localDate(end, zone) }, end, zone);

/**
 * A range as rollup reads: whole UTC days inside it come from the daily rollups, the hours at its
 * edges from the hourly ones — exact for every whole-hour zone, and a year is ~365 + 48 rows a page.
 */
export function rangeParts(from: Date, to: Date): { days: [string, string] | null; hours: [Date, Date][] } {
  const DAY = 24 * HOUR;
  const firstFull = Math.ceil(from.getTime() / DAY) * DAY;
  const lastEnd = Math.floor(to.getTime() / DAY) * DAY;
  if (firstFull >= lastEnd) return { days: null, hours: [[from, to]] };
  const hours: [Date, Date][] = [];
  if (from.getTime() < firstFull) hours.push([from, new Date(firstFull)]);
  if (lastEnd < to.getTime()) hours.push([new Date(lastEnd), to]);
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { days: [iso(firstFull), iso(lastEnd - DAY)], hours };
}
