// SPEC §9 formats that the statistics screens and their export both write: percents (at most 2
// decimals) and durations ("minutes under 3600 s, otherwise hours and minutes"). Every ratio the
// server answers (conversion, bounce rate, share, confidence) is a fraction: 0.25 is 25 %, and 3 —
// three leads from one visitor — is 300 %, never "already a percent".
export type StatsLocale = 'ru' | 'en';

/** A fraction as a percent: 0.1234 → '12.34%', 3 → '300%'. */
export function formatPercent(value: number | null, locale: StatsLocale = 'ru'): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const percent = value * 100;
  const text = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(Math.round(percent * 100) / 100);
  return `${text}%`;
}

const UNITS: Record<StatsLocale, { h: string; min: string; s: string }> = {
  ru: { h: 'ч', min: 'мин', s: 'с' },
  en: { h: 'h', min: 'min', s: 's' },
};

/** 75 → '1 мин 15 с'; 3720 → '1 ч 2 мин'. */
export function formatDuration(seconds: number | null, locale: StatsLocale = 'ru'): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const u = UNITS[locale];
  const total = Math.round(seconds);
  if (total < 3600) {
    const m = Math.floor(total / 60);
    const s = total % 60;
    return m === 0 ? `${s} ${u.s}` : `${m} ${u.min} ${s} ${u.s}`;
  }
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${h} ${u.h} ${m} ${u.min}`;
}

/** leads / visitors, or null without visitors (a page nobody saw converts nobody). */
export const conversionOf = (leads: number, visitors: number): number | null => (visitors > 0 ? leads / visitors : null);

/**
 * A statistics day (a report row's `date`: 'YYYY-MM-DD', already a date of the user's zone) as
 * SPEC §9's DD.MM.YYYY. It is a calendar date, not an instant: converting it again (noon UTC read in
 * the zone) shows the next day in zones ahead of UTC+12 (New Zealand in summer, Tonga, Kiritimati).
 */
export const formatStatsDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
