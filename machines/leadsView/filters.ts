// Pure rules of the leads screen (SPEC §3 "Lead", §4 lead statuses, §9 page sizes and presets).
import type { KeyValueStorage } from '../shared/storage';

/** Status keys: 1 new, 2 processing, 4 rejected, 3 done, 6 paid, 5 archive (SPEC §3). */
export const LEAD_STATUSES = { new: 1, processing: 2, rejected: 4, done: 3, paid: 6, archive: 5 } as const;
export type LeadStatus = (typeof LEAD_STATUSES)[keyof typeof LEAD_STATUSES];
/** 'all' is virtual: no status parameter is sent. */
export type LeadStatusFilter = LeadStatus | 'all';

export const LEAD_PAGE_SIZES = [10, 25, 50, 100] as const;
export type LeadPageSize = (typeof LEAD_PAGE_SIZES)[number];
export const DEFAULT_LEAD_PAGE_SIZE: LeadPageSize = 10;
/** Storage key of the remembered page size (the storage wrapper adds the product prefix). */
export const LEAD_PAGE_SIZE_KEY = 'leads.pageSize';

export type PeriodPreset = 'week' | 'month' | '90days';
export interface Period {
  /** null once a custom range is chosen (SPEC §4: a custom range clears the preset). */
  preset: PeriodPreset | null;
  /** 'YYYY-MM-DD', inclusive; null for no bound. */
  from: string | null;
  to: string | null;
}

export function isLeadPageSize(value: unknown): value is LeadPageSize {
  return (LEAD_PAGE_SIZES as readonly unknown[]).includes(value);
}

export function readPageSize(storage: KeyValueStorage): LeadPageSize {
  const stored = Number(storage.getItem(LEAD_PAGE_SIZE_KEY));
  return isLeadPageSize(stored) ? stored : DEFAULT_LEAD_PAGE_SIZE;
}

const PRESET_DAYS: Record<PeriodPreset, number> = { week: 7, month: 30, '90days': 90 };

/** Today's date in Europe/Moscow (SPEC §5: dates are Moscow dates). */
export function moscowDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function shiftDate(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A preset as a rolling window ending today: week = the last 7 days including today, month = 30,
 * 90 days = 90. (SPEC names the presets only; rolling windows match the dashboard's wording.)
 */
export function presetPeriod(preset: PeriodPreset, now: Date): Period {
  const to = moscowDate(now);
  return { preset, from: shiftDate(to, -(PRESET_DAYS[preset] - 1)), to };
}

export interface LeadsSort {
  field: 'title' | 'status' | 'created';
  direction: 'asc' | 'desc';
}

/** Query of GET /leads (SPEC §7), without undefined fields. */
export interface LeadsQuery {
  page: number;
  limit: number;
  page_id?: number;
  project_id?: number;
  status?: LeadStatus;
  search?: string;
  'created[from]'?: string;
  'created[to]'?: string;
  'sort[title]'?: 'asc' | 'desc';
  'sort[status]'?: 'asc' | 'desc';
  'sort[created]'?: 'asc' | 'desc';
}

export interface LeadsFilterState {
  pageId: number | null;
  projectId: number | null;
  status: LeadStatusFilter;
  period: Period;
  search: string;
  sort: LeadsSort | null;
  page: number;
  pageSize: LeadPageSize;
}

export function toLeadsQuery(f: LeadsFilterState): LeadsQuery {
  const q: LeadsQuery = { page: f.page, limit: f.pageSize };
  if (f.pageId !== null) q.page_id = f.pageId;
  if (f.projectId !== null) q.project_id = f.projectId;
  if (f.status !== 'all') q.status = f.status;
  if (f.search.trim() !== '') q.search = f.search.trim();
  if (f.period.from) q['created[from]'] = f.period.from;
  if (f.period.to) q['created[to]'] = f.period.to;
  if (f.sort) q[`sort[${f.sort.field}]`] = f.sort.direction;
  return q;
}
