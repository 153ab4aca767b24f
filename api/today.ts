// An export's file name (leads, statistics): `{what}-YYYY-MM-DD.{format}`, the date being today in
// the user's zone (SPEC §9). The UI names the file it saves and the server names its attachment
// with this one rule: a UTC date (`toISOString().slice(0, 10)`) is the day before from local midnight
// to 03:00 in Moscow, and the day after in the evening west of UTC.
import { todayIn } from './lead-period';

export type ExportKind = 'leads' | 'stats';

export const exportFileName = (what: ExportKind, format: string, now: Date, zone: string): string =>
  `${what}-${todayIn(now, zone)}.${format}`;
