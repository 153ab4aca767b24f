// The reports of the statistics screens, read from rollups only (never raw hits). A range of whole
// days in the user's zone (every preset but "the last 24 hours", every custom range) reads the
// daily rollups kept in that zone once they are ready (zones.ts, `range.local`); other ranges sum
// daily rows for the whole UTC days inside them and hourly rows for their edges (period.ts
// rangeParts). Charts by hour read hourly rows, by local day and month the zone's daily rollups.
import { sql, type SQL } from 'drizzle-orm';
import type { SourceEntity, SourceRow, StatsTableRow, StatsTotals } from '../../api/routes/stats';
import { conversionOf } from '../../api/stats-format';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { bucketStarts, localDate, rangeParts, wholeLocalDays, type Range } from './period';
import type { ScopeSql } from './scope';

const n = (v: unknown): number => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();

/** A range to sum over; with a ready zone, a range of whole local days reads that zone's daily rollups. */
type Span = { from: Date; to: Date; zone?: string; local?: boolean };
type Rollup = 'totals' | 'sources';
const ROLLUPS: Record<Rollup, { daily: string; hourly: string; local: string }> = {
  totals: { daily: 'stat_daily', hourly: 'stat_hourly', local: 'stat_daily_local' },
  sources: { daily: 'stat_sources_daily', hourly: 'stat_sources_hourly', local: 'stat_sources_daily_local' },
};

/**
 * Rollup rows (the given columns) inside the range: whole local days of a registered zone from its
 * daily rollups (exact in any zone); otherwise whole UTC days from the daily rollups and the hours
 * at the edges from the hourly ones, as one union.
 */
function partsOf(range: Span, where: ScopeSql, rollup: Rollup, columns: SQL, extra: SQL = sql``): SQL {
  const { daily, hourly, local } = ROLLUPS[rollup];
  const zone = range.zone;
  if (zone !== undefined && range.local && wholeLocalDays({ from: range.from, to: range.to, zone })) {
    return sql`SELECT ${columns} FROM ${sql.raw(local)} t WHERE ${where('t')} ${extra} AND t.zone = ${zone}
      AND t.day >= ${localDate(range.from, zone)}::date AND t.day < ${localDate(range.to, zone)}::date`;
  }
  const parts = rangeParts(range.from, range.to);
  const selects: SQL[] = [];
  if (parts.days) {
    selects.push(sql`SELECT ${columns} FROM ${sql.raw(daily)} t WHERE ${where('t')} ${extra} AND t.day BETWEEN ${parts.days[0]}::date AND ${parts.days[1]}::date`);
  }
  if (parts.hours.length > 0) {
    const hours = sql.join(parts.hours.map(([a, b]) => sql`(t.hour >= ${iso(a)}::timestamptz AND t.hour < ${iso(b)}::timestamptz)`), sql` OR `);
    selects.push(sql`SELECT ${columns} FROM ${sql.raw(hourly)} t WHERE ${where('t')} ${extra} AND (${hours})`);
  }
  return sql.join(selects, sql` UNION ALL `);
}

interface TotalsRow { visits: unknown; visitors: unknown; leads: unknown; beacons: unknown; bounces: unknown; duration_ms: unknown }

export const totalsOf = (r: TotalsRow | undefined): StatsTotals => {
  const visits = n(r?.visits);
  const visitors = n(r?.visitors);
  const leads = n(r?.leads);
  const beacons = n(r?.beacons);
  return {
    visits, visitors, leads,
    conversion: conversionOf(leads, visitors),
    bounce_rate: beacons > 0 ? n(r?.bounces) / beacons : null,
    avg_duration: beacons > 0 ? n(r?.duration_ms) / beacons / 1000 : null,
  };
};

const TOTAL_COLUMNS = sql`t.page_id, t.visits, t.visitors, t.leads, t.beacons, t.bounces, t.duration_ms`;
const SUMS = sql`COALESCE(sum(visits), 0) AS visits, COALESCE(sum(visitors), 0) AS visitors, COALESCE(sum(leads), 0) AS leads,
  COALESCE(sum(beacons), 0) AS beacons, COALESCE(sum(bounces), 0) AS bounces, COALESCE(sum(duration_ms), 0) AS duration_ms`;

export async function totals(db: Db, where: ScopeSql, range: Range): Promise<StatsTotals> {
  const [row] = await rowsOf<TotalsRow>(db, sql`SELECT ${SUMS} FROM (${partsOf(range, where, 'totals', TOTAL_COLUMNS)}) x`);
  return totalsOf(row);
}

export interface PageTotals { pageId: number; visits: number; visitors: number; leads: number }

/** Per page (the pages list's 7 days, the dashboard's top pages). */
export async function byPage(db: Db, where: ScopeSql, range: Span, limit?: number): Promise<PageTotals[]> {
  const rows = await rowsOf<{ page_id: unknown } & TotalsRow>(db, sql`
    SELECT page_id, ${SUMS} FROM (${partsOf(range, where, 'totals', TOTAL_COLUMNS)}) x
    GROUP BY page_id ORDER BY visitors DESC, visits DESC, page_id ${limit ? sql`LIMIT ${limit}` : sql``}`);
  return rows.map((r) => ({ pageId: n(r.page_id), visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads) }));
}

/**
 * One page's [visitors, leads] in the range as a JSON array, for a select over pages: `pageId` is
 * the outer query's page id (the pages list joins its rows' 7-day figures in its own statement).
 */
export function pageTotalsSql(range: Span, accountId: number, pageId: SQL): SQL {
  const where: ScopeSql = (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id = ${pageId}`;
  return sql`(SELECT json_build_array(COALESCE(sum(visitors), 0), COALESCE(sum(leads), 0)) FROM (${partsOf(range, where, 'totals', TOTAL_COLUMNS)}) x)`;
}

/** Whether the scope ever had a visit (what the empty state needs to know). */
export async function anyVisits(db: Db, where: ScopeSql): Promise<boolean> {
  return (await rowsOf(db, sql`SELECT 1 FROM stat_daily t WHERE ${where('t')} LIMIT 1`)).length > 0;
}

export interface Point { at: string; visits: number; visitors: number; leads: number }

/**
 * SQL of a row's bucket start in the range's zone: hours from hourly rows; local days and months
 * from the daily rollups of the range's zone when they are ready (zones.ts; ~90 rows a page for a
 * quarter), else from hourly rows grouped by local date (and months from UTC days).
 */
function bucketSql(range: Range): { table: 'hourly' | 'daily' | 'local'; expr: SQL; where: SQL } {
  if (range.bucket !== 'hour' && range.local) {
    const unit = sql.raw(range.bucket === 'month' ? `'month'` : `'day'`);
    return {
      table: 'local',
      expr: sql`(date_trunc(${unit}, t.day::timestamp) AT TIME ZONE ${range.zone})`,
      where: sql`t.zone = ${range.zone} AND t.day >= ${localDate(range.from, range.zone)}::date AND t.day < ${localDate(range.to, range.zone)}::date`,
    };
  }
  if (range.bucket === 'month') {
    return {
      table: 'daily',
      expr: sql`(date_trunc('month', t.day::timestamp) AT TIME ZONE ${range.zone})`,
      where: sql`t.day >= ${localDate(range.from, range.zone)}::date AND t.day < ${localDate(range.to, range.zone)}::date`,
    };
  }
  const expr = range.bucket === 'hour' ? sql`t.hour` : sql`(date_trunc('day', t.hour AT TIME ZONE ${range.zone}) AT TIME ZONE ${range.zone})`;
  return { table: 'hourly', expr, where: sql`t.hour >= ${iso(range.from)}::timestamptz AND t.hour < ${iso(range.to)}::timestamptz` };
}

const TABLES = { hourly: 'stat_hourly', daily: 'stat_daily', local: 'stat_daily_local' } as const;
const SOURCE_TABLES = { hourly: 'stat_sources_hourly', daily: 'stat_sources_daily', local: 'stat_sources_daily_local' } as const;

const atOf = (v: unknown): string => new Date(v instanceof Date ? v : String(v)).toISOString();

export async function dynamic(db: Db, where: ScopeSql, range: Range): Promise<Point[]> {
  const b = bucketSql(range);
  const rows = await rowsOf<{ at: unknown; visits: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT ${b.expr} AS at, sum(t.visits) AS visits, sum(t.visitors) AS visitors, sum(t.leads) AS leads
    FROM ${sql.raw(TABLES[b.table])} t WHERE ${where('t')} AND ${b.where} GROUP BY 1`);
  const byAt = new Map(rows.map((r) => [atOf(r.at), r]));
  return bucketStarts(range).map((d) => {
    const r = byAt.get(d.toISOString());
    return { at: d.toISOString(), visits: n(r?.visits), visitors: n(r?.visitors), leads: n(r?.leads) };
  });
}

/** Sources of one entity over the range, most visits first. */
export async function sources(db: Db, where: ScopeSql, range: Range, entity: SourceEntity, limit = 100): Promise<SourceRow[]> {
  const rows = await rowsOf<{ value: string; visits: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT value, COALESCE(sum(visits), 0) AS visits, COALESCE(sum(visitors), 0) AS visitors, COALESCE(sum(leads), 0) AS leads
    FROM (${partsOf(range, where, 'sources', sql`t.value, t.visits, t.visitors, t.leads`, sql`AND t.entity = ${entity}`)}) x
    GROUP BY value ORDER BY visits DESC, leads DESC, value LIMIT ${limit}`);
  const all = rows.reduce((sum, r) => sum + n(r.visits), 0);
  return rows.map((r) => ({
    value: r.value, visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads),
    conversion: conversionOf(n(r.leads), n(r.visitors)), share: all > 0 ? n(r.visits) / all : 0,
  }));
}

export async function sourcesDynamic(db: Db, where: ScopeSql, range: Range, entity: SourceEntity, values: string[]): Promise<{ value: string; points: { at: string; visits: number }[] }[]> {
  if (values.length === 0) return [];
  const b = bucketSql(range);
  const list = sql.join(values.map((v) => sql`${v}`), sql`, `);
  const rows = await rowsOf<{ at: unknown; value: string; visits: unknown }>(db, sql`
    SELECT ${b.expr} AS at, t.value, sum(t.visits) AS visits FROM ${sql.raw(SOURCE_TABLES[b.table])} t
    WHERE ${where('t')} AND t.entity = ${entity} AND t.value IN (${list}) AND ${b.where} GROUP BY 1, 2`);
  const byKey = new Map(rows.map((r) => [`${atOf(r.at)}|${r.value}`, n(r.visits)]));
  const starts = bucketStarts(range);
  return values.map((value) => ({ value, points: starts.map((d) => ({ at: d.toISOString(), visits: byKey.get(`${d.toISOString()}|${value}`) ?? 0 })) }));
}

/** SPEC's table: one row per local day and page with visits or leads, newest day first. */
export async function table(db: Db, where: ScopeSql, range: Range, page: number, limit: number): Promise<{ rows: (Omit<StatsTableRow, 'page'> & { pageId: number })[]; total: number }> {
  // Whole local days (every preset but the last 24 hours, every custom range) from the zone's
  // daily rollups when they are ready; otherwise from hourly rows.
  const local = range.local === true && wholeLocalDays(range);
  const grouped = local
    ? sql`SELECT t.day AS date, t.page_id, sum(t.visits) AS visits, sum(t.visitors) AS visitors, sum(t.leads) AS leads
      FROM stat_daily_local t WHERE ${where('t')} AND t.zone = ${range.zone}
        AND t.day >= ${localDate(range.from, range.zone)}::date AND t.day < ${localDate(range.to, range.zone)}::date GROUP BY 1, 2`
    : sql`SELECT (t.hour AT TIME ZONE ${range.zone})::date AS date, t.page_id, sum(t.visits) AS visits, sum(t.visitors) AS visitors, sum(t.leads) AS leads
      FROM stat_hourly t WHERE ${where('t')} AND t.hour >= ${iso(range.from)}::timestamptz AND t.hour < ${iso(range.to)}::timestamptz GROUP BY 1, 2`;
  const rows = await rowsOf<{ date: unknown; page_id: unknown; visits: unknown; visitors: unknown; leads: unknown; total: unknown }>(db, sql`
    SELECT g.*, count(*) OVER () AS total FROM (${grouped}) g ORDER BY g.date DESC, g.visitors DESC, g.page_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const total = rows.length > 0 ? n(rows[0].total) : page === 1 ? 0 : n((await rowsOf<{ c: unknown }>(db, sql`SELECT count(*) AS c FROM (${grouped}) g`))[0]?.c);
  return {
    total,
    rows: rows.map((r) => ({
      date: r.date instanceof Date ? r.date.toISOString().slice(0, 10) : String(r.date).slice(0, 10),
      pageId: n(r.page_id), visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads), conversion: conversionOf(n(r.leads), n(r.visitors)),
    })),
  };
}

/** Visits, visitors and leads per campaign variant of one page over the range. */
export async function byVariant(db: Db, accountId: number, pageId: number, range: { from: Date; to: Date }): Promise<Map<number, { visits: number; visitors: number; leads: number }>> {
  const where: ScopeSql = (t) => sql`${sql.raw(t)}.account_id = ${accountId} AND ${sql.raw(t)}.page_id = ${pageId}`;
  const rows = await rowsOf<{ variant_id: unknown; visits: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT variant_id, COALESCE(sum(visits), 0) AS visits, COALESCE(sum(visitors), 0) AS visitors, COALESCE(sum(leads), 0) AS leads
    FROM (${partsOf(range, where, 'totals', sql`t.variant_id, t.visits, t.visitors, t.leads`)}) x GROUP BY variant_id`);
  return new Map(rows.map((r) => [n(r.variant_id), { visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads) }]));
}

/** Visitors and leads per variant and bucket (the campaign's charts). */
export async function variantPoints(db: Db, accountId: number, pageId: number, range: Range): Promise<Map<number, Map<string, { visitors: number; leads: number }>>> {
  const b = bucketSql(range);
  const rows = await rowsOf<{ at: unknown; variant_id: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT ${b.expr} AS at, t.variant_id, sum(t.visitors) AS visitors, sum(t.leads) AS leads FROM ${sql.raw(TABLES[b.table])} t
    WHERE t.account_id = ${accountId} AND t.page_id = ${pageId} AND ${b.where} GROUP BY 1, 2`);
  const out = new Map<number, Map<string, { visitors: number; leads: number }>>();
  for (const r of rows) {
    const id = n(r.variant_id);
    if (!out.has(id)) out.set(id, new Map());
    out.get(id)?.set(atOf(r.at), { visitors: n(r.visitors), leads: n(r.leads) });
  }
  return out;
}
