// Date display of SPEC §9: Europe/Moscow by default (or the user's zone), formats DD.MM.YYYY and HH:mm,
// and relative labels (today / yesterday with the time, the current year's short form, or the full
// date). A moment (a lead received, a task done, a delivery tried) is shown with formatRelative (through
// useRelativeDate) everywhere, so the list and the card say the same «сегодня в 00:21»; the
// machine-readable YYYY-MM-DD HH:mm:ss form belongs to exports, not to screens. '0000-00-00' values count
// as empty (SPEC §5).
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/ru';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIMEZONE = 'Europe/Moscow';
dayjs.tz.setDefault(DEFAULT_TIMEZONE);
dayjs.locale('ru');

export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';

let currentZone = DEFAULT_TIMEZONE;

/** The user's own zone (profile) when known; Moscow otherwise. */
export function setDisplayTimezone(zone: string | null | undefined): void {
  currentZone = zone || DEFAULT_TIMEZONE;
}

export function setDateLocale(locale: 'ru' | 'en'): void {
  dayjs.locale(locale);
}

type DateInput = string | number | Date | null | undefined;

function toZoned(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^0000-00-00/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.tz(currentZone) : null;
}

export function formatDate(value: DateInput): string {
  return toZoned(value)?.format(DATE_FORMAT) ?? '';
}

export function formatTime(value: DateInput): string {
  return toZoned(value)?.format(TIME_FORMAT) ?? '';
}

export interface RelativeLabels {
  today: string;
  yesterday: string;
  /** Joins the day and the time: 'в' ('сегодня в 14:05'), 'at' ('Today at 14:05'). */
  at: string;
}

/**
 * SPEC §9 relative labels, in the display zone: 'сегодня в 14:05' / 'вчера в 09:10' /
 * '3 марта в 12:00' / '3 марта 2023 в 12:00' (English: 'Today at 14:05', 'Mar 3 at 12:00',
 * 'Mar 3, 2023 at 12:00').
 */
export function formatRelative(value: DateInput, labels: RelativeLabels, now: DateInput = new Date()): string {
  const d = toZoned(value);
  const n = toZoned(now);
  if (!d || !n) return '';
  const time = `${labels.at} ${d.format(TIME_FORMAT)}`;
  // Local dates compared as dates: dayjs's isSame/startOf on a zoned date count in the browser's own
  // zone, an hour off on the days that zone changes its clocks (yesterday's 23:30 was "today").
  const date = d.format('YYYY-MM-DD');
  if (date === n.format('YYYY-MM-DD')) return `${labels.today} ${time}`;
  if (date === dayjs.utc(n.format('YYYY-MM-DD')).subtract(1, 'day').format('YYYY-MM-DD')) return `${labels.yesterday} ${time}`;
  const en = d.locale() === 'en';
  const dayMonth = en ? d.format('MMM D') : d.format('D MMMM');
  if (d.year() === n.year()) return `${dayMonth} ${time}`;
  return en ? `${d.format('MMM D, YYYY')} ${time}` : `${dayMonth} ${d.year()} ${time}`;
}

/** An instant as a `datetime-local` input's value ("YYYY-MM-DDTHH:mm") in the display zone; '' when empty (zonedInstant's inverse). */
export function localInputValue(value: DateInput): string {
  return toZoned(value)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** A `datetime-local` input's value ("YYYY-MM-DDTHH:mm") read in the display zone, as an ISO instant; null when empty or invalid. */
export function zonedInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const d = dayjs.tz(local, 'YYYY-MM-DDTHH:mm', currentZone);
  return d.isValid() ? d.toISOString() : null;
}
