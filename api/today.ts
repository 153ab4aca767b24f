// "Today" is a date in the user's zone (SPEC §9), never the UTC date of `toISOString().slice(0, 10)`
// nor the server process's: from local midnight to 03:00 in Moscow the UTC date is the day before,
// and in the evening west of UTC it is the day after. Everything that needs today's date — the
// leads' period presets, the statistics' default days, export file names — asks here.

/** Today's date in `zone` (an IANA name; Moscow, SPEC §9's default, when it is unknown). */
export function todayIn(now: Date, zone: string): string {
  const format = (z: string) => new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(zone);
  } catch {
    return format('Europe/Moscow');
  }
}

export type ExportKind = 'leads' | 'stats';

/** An export's file name (leads, statistics), as the UI saves it and the server sends it: `{what}-YYYY-MM-DD.{format}`. */
export const exportFileName = (what: ExportKind, format: string, now: Date, zone: string): string =>
  `${what}-${todayIn(now, zone)}.${format}`;
