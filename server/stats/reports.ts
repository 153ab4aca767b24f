// The reports of the statistics screens, read from rollups only (never raw hits). Totals and
// sources over a range are summed from daily rows for the whole UTC days inside it and hourly
// rows for its edges (period.ts rangeParts); charts by hour read hourly rows, by day hourly rows
// grouped by the user's local date, by month daily rows grouped by month.
import { sql, type SQL } from 'drizzle-orm';
import type { SourceEntity, SourceRow, StatsTableRow, StatsTotals } from '../../api/routes/stats';
import { conversionOf } from '../../api/stats-format';
import type { Db } from '../db/client';
import { rowsOf } from '../jobs/queue';
import { bucketStarts, localDate, rangeParts, type Range } from './period';
import type { ScopeSql } from './scope';

const n = (v: unknown): number => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();

/** Rows of `daily` / `hourly` (the same columns) inside the range, as one union. */
function partsOf(range: { from: Date; to: Date }, where: ScopeSql, daily: string, hourly: string, columns: SQL, extra: SQL = sql``): SQL {
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
  const [row] = await rowsOf<TotalsRow>(db, sql`SELECT ${SUMS} FROM (${partsOf(range, where, 'stat_daily', 'stat_hourly', TOTAL_COLUMNS)}) x`);
  return totalsOf(row);
}

export interface PageTotals { pageId: number; visits: number; visitors: number; leads: number }

/** Per page (the pages list's 7 days, the dashboard's top pages). */
export async function byPage(db: Db, where: ScopeSql, range: { from: Date; to: Date }, limit?: number): Promise<PageTotals[]> {
  const rows = await rowsOf<{ page_id: unknown } & TotalsRow>(db, sql`
    SELECT page_id, ${SUMS} FROM (${partsOf(range, where, 'stat_daily', 'stat_hourly', TOTAL_COLUMNS)}) x
    GROUP BY page_id ORDER BY visitors DESC, visits DESC, page_id ${limit ? sql`LIMIT ${limit}` : sql``}`);
  return rows.map((r) => ({ pageId: n(r.page_id), visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads) }));
}

/** Whether the scope ever had a visit (what the empty state needs to know). */
export async function anyVisits(db: Db, where: ScopeSql): Promise<boolean> {
  return (await rowsOf(db, sql`SELECT 1 FROM stat_daily t WHERE ${where('t')} LIMIT 1`)).length > 0;
}

export interface Point { at: string; visits: number; visitors: number; leads: number }

/** SQL of a row's bucket start in the range's zone (hour, local day; month from daily rows). */
function bucketSql(range: Range): { table: 'stat_hourly' | 'stat_daily'; expr: SQL; where: SQL } {
  if (range.bucket === 'month') {
    return {
      table: 'stat_daily',
      expr: sql`(date_trunc('month', t.day::timestamp) AT TIME ZONE ${range.zone})`,
      where: sql`t.day >= ${localDate(range.from, range.zone)}::date AND t.day < ${localDate(range.to, range.zone)}::date`,
    };
  }
  const expr = range.bucket === 'hour' ? sql`t.hour` : sql`(date_trunc('day', t.hour AT TIME ZONE ${range.zone}) AT TIME ZONE ${range.zone})`;
  return { table: 'stat_hourly', expr, where: sql`t.hour >= ${iso(range.from)}::timestamptz AND t.hour < ${iso(range.to)}::timestamptz` };
}

const atOf = (v: unknown): string => new Date(v instanceof Date ? v : String(v)).toISOString();

export async function dynamic(db: Db, where: ScopeSql, range: Range): Promise<Point[]> {
  const b = bucketSql(range);
  const rows = await rowsOf<{ at: unknown; visits: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT ${b.expr} AS at, sum(t.visits) AS visits, sum(t.visitors) AS visitors, sum(t.leads) AS leads
    FROM ${sql.raw(b.table)} t WHERE ${where('t')} AND ${b.where} GROUP BY 1`);
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
    FROM (${partsOf(range, where, 'stat_sources_daily', 'stat_sources_hourly', sql`t.value, t.visits, t.visitors, t.leads`, sql`AND t.entity = ${entity}`)}) x
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
  const table = b.table === 'stat_daily' ? 'stat_sources_daily' : 'stat_sources_hourly';
  const list = sql.join(values.map((v) => sql`${v}`), sql`, `);
  const rows = await rowsOf<{ at: unknown; value: string; visits: unknown }>(db, sql`
    SELECT ${b.expr} AS at, t.value, sum(t.visits) AS visits FROM ${sql.raw(table)} t
    WHERE ${where('t')} AND t.entity = ${entity} AND t.value IN (${list}) AND ${b.where} GROUP BY 1, 2`);
  const byKey = new Map(rows.map((r) => [`${atOf(r.at)}|${r.value}`, n(r.visits)]));
  const starts = bucketStarts(range);
  return values.map((value) => ({ value, points: starts.map((d) => ({ at: d.toISOString(), visits: byKey.get(`${d.toISOString()}|${value}`) ?? 0 })) }));
}

/** SPEC's table: one row per local day and page with visits or leads, newest day first. */
export async function table(db: Db, where: ScopeSql, range: Range, page: number, limit: number): Promise<{ rows: (Omit<StatsTableRow, 'page'> & { pageId: number })[]; total: number }> {
  const daily = range.bucket === 'month';
  const day = daily ? sql`t.day` : sql`(t.hour AT TIME ZONE ${range.zone})::date`;
  const within = daily
    ? sql`t.day >= ${localDate(range.from, range.zone)}::date AND t.day < ${localDate(range.to, range.zone)}::date`
    : sql`t.hour >= ${iso(range.from)}::timestamptz AND t.hour < ${iso(range.to)}::timestamptz`;
  const grouped = sql`SELECT ${day} AS date, t.page_id, sum(t.visits) AS visits, sum(t.visitors) AS visitors, sum(t.leads) AS leads
    FROM ${sql.raw(daily ? 'stat_daily' : 'stat_hourly')} t WHERE ${where('t')} AND ${within} GROUP BY 1, 2`;
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
    FROM (${partsOf(range, where, 'stat_daily', 'stat_hourly', sql`t.variant_id, t.visits, t.visitors, t.leads`)}) x GROUP BY variant_id`);
  return new Map(rows.map((r) => [n(r.variant_id), { visits: n(r.visits), visitors: n(r.visitors), leads: n(r.leads) }]));
}

/** Visitors and leads per variant and bucket (the campaign's charts). */
export async function variantPoints(db: Db, accountId: number, pageId: number, range: Range): Promise<Map<number, Map<string, { visitors: number; leads: number }>>> {
  const b = bucketSql(range);
  const rows = await rowsOf<{ at: unknown; variant_id: unknown; visitors: unknown; leads: unknown }>(db, sql`
    SELECT ${b.expr} AS at, t.variant_id, sum(t.visitors) AS visitors, sum(t.leads) AS leads FROM ${sql.raw(b.table)} t
    WHERE t.account_id = ${accountId} AND t.page_id = ${pageId} AND ${b.where} GROUP BY 1, 2`);
  const out = new Map<number, Map<string, { visitors: number; leads: number }>>();
  for (const r of rows) {
    const id = n(r.variant_id);
    if (!out.has(id)) out.set(id, new Map());
    out.get(id)?.set(atOf(r.at), { visitors: n(r.visitors), leads: n(r.leads) });
  }
  return out;
}
