// SPEC §7 "Statistics" (and §2 Statistics: overview, visits, sources; §9 stats presets). Every
// report takes the same scope: a period (SPEC §9 presets or a custom range of dates, read in the
// user's time zone), and optionally one page or one project. Numbers come from rollups
// (server/stats); ratios are fractions (0.25), formatted by api/stats-format.ts.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { listResponse, PAGE_SIZES } from '../list';
import { id, idParam, isoDate } from '../schemas';

/** SPEC §9 presets, and a custom range of dates. */
export const STATS_PERIODS = ['day', 'today', 'yesterday', 'week', 'month', 'quarter', 'year', 'custom'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 'week';

/** What sources are broken down by. */
export const SOURCE_ENTITIES = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os', 'screen'] as const;
export type SourceEntity = (typeof SOURCE_ENTITIES)[number];

export const BUCKETS = ['hour', 'day', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

const day = v.pipe(v.string(), v.isoDate());

/** The scope of every report. A custom period needs both dates, `from` not after `to`. */
export const statsScopeEntries = {
  period: v.optional(v.picklist(STATS_PERIODS), DEFAULT_STATS_PERIOD),
  from: v.optional(day),
  to: v.optional(day),
  page_id: v.optional(id),
  project_id: v.optional(id),
};
type Ranged = { period: StatsPeriod; from?: string; to?: string };
/** A custom period names both its dates; no period ends before it starts. */
const rangeIsWhole = <T extends Ranged>(s: T) => s.period !== 'custom' || (s.from !== undefined && s.to !== undefined);
const rangeInOrder = <T extends Ranged>(s: T) => s.from === undefined || s.to === undefined || s.from <= s.to;
const scopeObject = v.object(statsScopeEntries);
export const statsScope = v.pipe(scopeObject, v.check(rangeIsWhole, 'stats.range.required'), v.check(rangeInOrder, 'stats.range.order'));
export type StatsScope = v.InferInput<typeof statsScope>;

export const rangeSchema = v.object({ from: isoDate, to: isoDate, bucket: v.picklist(BUCKETS), zone: v.string() });

export const totalsSchema = v.object({
  visits: v.number(),
  visitors: v.number(),
  leads: v.number(),
  /** leads / visitors; null without visitors. */
  conversion: v.nullable(v.number()),
  /** Share of beacon-reported views that bounced; null without beacons. */
  bounce_rate: v.nullable(v.number()),
  /** Average visible time per view, seconds; null without beacons. */
  avg_duration: v.nullable(v.number()),
});
export type StatsTotals = v.InferOutput<typeof totalsSchema>;

const pageRef = v.nullable(v.object({ id, title: v.string() }));

export const dashboard = defineRoute({
  name: 'stats.dashboard', method: 'POST', path: '/stats/dashboard', auth: true,
  body: statsScope,
  response: v.object({
    range: rangeSchema,
    totals: totalsSchema,
    /** The period of the same length just before (for the change). */
    previous: totalsSchema,
    /** Pages with the most visitors in the period. */
    pages: v.array(v.object({ page: pageRef, visits: v.number(), visitors: v.number(), leads: v.number(), conversion: v.nullable(v.number()) })),
    /** Whether the account has ever had a visit (the empty state says how to get the first). */
    any: v.boolean(),
  }),
});

const point = v.object({ at: isoDate, visits: v.number(), visitors: v.number(), leads: v.number() });

export const dynamic = defineRoute({
  name: 'stats.charts.dynamic', method: 'POST', path: '/stats/charts/dynamic', auth: true,
  body: statsScope,
  response: v.object({ range: rangeSchema, points: v.array(point) }),
});

export const period = defineRoute({
  name: 'stats.charts.period', method: 'POST', path: '/stats/charts/period', auth: true,
  body: statsScope,
  response: v.object({ range: rangeSchema, previous_range: rangeSchema, current: totalsSchema, previous: totalsSchema }),
});

const entityParams = v.object({ entity: v.picklist(SOURCE_ENTITIES) });
export const sourceRowSchema = v.object({
  /** '' is "direct" for the referrer, "not tagged" for UTM tags, "unknown" otherwise. */
  value: v.string(),
  visits: v.number(),
  visitors: v.number(),
  leads: v.number(),
  conversion: v.nullable(v.number()),
  /** Share of the period's visits. */
  share: v.number(),
});
export type SourceRow = v.InferOutput<typeof sourceRowSchema>;

export const sourcesPeriod = defineRoute({
  name: 'stats.charts.sources.period', method: 'POST', path: '/stats/charts/sources/period/:entity', auth: true,
  params: entityParams, body: statsScope,
  response: v.object({ range: rangeSchema, entity: v.picklist(SOURCE_ENTITIES), items: v.array(sourceRowSchema) }),
});

export const sourcesDynamic = defineRoute({
  name: 'stats.charts.sources.dynamic', method: 'POST', path: '/stats/charts/sources/dynamic/:entity', auth: true,
  params: entityParams, body: statsScope,
  /** The five values with the most visits, each as visits per bucket. */
  response: v.object({ range: rangeSchema, entity: v.picklist(SOURCE_ENTITIES), series: v.array(v.object({ value: v.string(), points: v.array(v.object({ at: isoDate, visits: v.number() })) })) }),
});

export const tableRowSchema = v.object({
  /** The day in the user's time zone, YYYY-MM-DD. */
  date: v.string(),
  page: pageRef,
  visits: v.number(),
  visitors: v.number(),
  leads: v.number(),
  conversion: v.nullable(v.number()),
});
export type StatsTableRow = v.InferOutput<typeof tableRowSchema>;

const pageNumber = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
const pageSize = v.optional(v.picklist(PAGE_SIZES), 10);

/** SPEC §2 "Statistics … Table columns: date, page, leads, visitors, conversion", newest day first. */
export const table = defineRoute({
  name: 'stats.table', method: 'POST', path: '/stats', auth: true,
  body: v.pipe(v.object({ ...statsScopeEntries, page: pageNumber, limit: pageSize }), v.check(rangeIsWhole, 'stats.range.required'), v.check(rangeInOrder, 'stats.range.order')),
  response: listResponse(tableRowSchema),
});

export const STATS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StatsExportFormat = (typeof STATS_EXPORT_FORMATS)[number];

export const exportStats = defineRoute({
  name: 'stats.export', method: 'POST', path: '/stats/export/:format', auth: true, blob: true,
  params: v.object({ format: v.picklist(STATS_EXPORT_FORMATS) }),
  body: statsScope,
  response: v.blob(),
});

const startEnd = v.object({ start: v.optional(day), end: v.optional(day) });
const pageNumbers = v.object({ page_id: id, visits: v.number(), visitors: v.number(), leads: v.number() });

/** SPEC: "per-page stats take query start and end and return leads and visitors" (default: the last 7 days). */
export const pageStatsAll = defineRoute({
  name: 'pageStats.all', method: 'GET', path: '/page_stats/stats', auth: true,
  query: startEnd,
  response: v.object({ start: v.string(), end: v.string(), items: v.array(pageNumbers) }),
});

export const pageStatsOne = defineRoute({
  name: 'pageStats.one', method: 'GET', path: '/page_stats/stats/:pageId', auth: true,
  params: v.object({ pageId: idParam }), query: startEnd,
  response: v.object({ start: v.string(), end: v.string(), ...pageNumbers.entries }),
});

export const statsRoutes = { dashboard, dynamic, period, sourcesPeriod, sourcesDynamic, table, exportStats, pageStatsAll, pageStatsOne } as const;
