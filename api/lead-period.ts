// The leads screen's period (SPEC §2 "Leads screen", §9 "Lead period presets: week, month, 90 days,
// custom range", §4 "Changing the period to a custom range clears the preset"): a preset is a
// rolling window of whole days ending today in the user's zone; the server reads the dates in that
// same zone (server/leads/scope.ts), both ends inclusive.
import { todayIn } from './today';

export const PERIOD_PRESETS = ['week', 'month', '90days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  /** null for all time or a custom range (choosing a custom range clears the preset). */
  preset: PeriodPreset | null;
  /** 'YYYY-MM-DD', inclusive; null for no bound. */
  from: string | null;
  to: string | null;
}

export const ALL_TIME: Period = { preset: null, from: null, to: null };

const PRESET_DAYS: Record<PeriodPreset, number> = { week: 7, month: 30, '90days': 90 };

export const isPeriodPreset = (value: unknown): value is PeriodPreset => (PERIOD_PRESETS as readonly unknown[]).includes(value);

function shiftDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** week = the last 7 days including today, month = 30, 90 days = 90. */
export function presetPeriod(preset: PeriodPreset, now: Date, zone: string): Period {
  const to = todayIn(now, zone);
  return { preset, from: shiftDate(to, -(PRESET_DAYS[preset] - 1)), to };
}

/** A custom range never keeps a preset. */
export const customPeriod = (from: string | null, to: string | null): Period => ({ preset: null, from: from || null, to: to || null });

/** The query filters of a period (GET /leads, count-by-status, export). */
export function periodQuery(p: Period): { 'created[from]'?: string; 'created[to]'?: string } {
  return { ...(p.from ? { 'created[from]': p.from } : {}), ...(p.to ? { 'created[to]': p.to } : {}) };
}
