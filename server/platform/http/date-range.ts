// SPEC's `created[from]` / `created[to]` filters (api/list.ts filters.dateRange) as SQL: a bare date
// is that whole day in the user's time zone (SPEC §9: dates in the user's zone), a full timestamp
// is taken as it is; both ends are inclusive. Every list with a date range reads it here.
import { and, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { AuthContext } from './context';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The user's zone, or Europe/Moscow (SPEC §9's default) when it is not a zone Intl knows. */
export function zoneOf(auth: AuthContext): string {
  try {
    dayjs.tz('2000-01-01', auth.user.timezone);
    return auth.user.timezone;
  } catch {
    return 'Europe/Moscow';
  }
}

/**
 * A date of the range in the user's zone: `YYYY-MM-DD` is that day's start there; a full
 * timestamp is taken as it is. `to` dates include their whole day.
 */
export function dayBound(value: string, zone: string, end: boolean): { at: Date; exclusive: boolean } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = dayjs.tz(value, zone);
    return end ? { at: start.add(1, 'day').toDate(), exclusive: true } : { at: start.toDate(), exclusive: false };
  }
  return { at: new Date(value), exclusive: false };
}

/** `column` within [from, to] (either may be absent) in the caller's zone. */
export function dateRangeWhere(column: AnyColumn, from: string | undefined, to: string | undefined, zone: string): SQL | undefined {
  const f = from ? dayBound(from, zone, false) : null;
  const t = to ? dayBound(to, zone, true) : null;
  return and(
    f ? gte(column, f.at) : undefined,
    t ? (t.exclusive ? lt(column, t.at) : lte(column, t.at)) : undefined,
  );
}
