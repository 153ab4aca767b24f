// Handlers of api/routes/stats.ts (SPEC §7 "Statistics"): every report reads rollups
// (server/stats/reports.ts) within the caller's rights (stats/scope.ts), in the user's zone.
import { and, eq, inArray } from 'drizzle-orm';
import { SOURCE_ENTITIES, type statsRoutes } from '../../api/routes/stats';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { previousRange, resolvePeriod, safeZone, type Range } from './period';
import { anyVisits, byPage, dynamic, sources, sourcesDynamic, table, totals } from './reports';
import { statsWhere } from './scope';
import { statsFile } from './export';
import { zoneReady } from './zones';
import { conversionOf } from '../../api/stats-format';
import { exportFileName, todayIn } from '../../api/today';
import dayjs from 'dayjs';

const rangeView = (r: Range) => ({ from: r.from.toISOString(), to: r.to.toISOString(), bucket: r.bucket, zone: r.zone });
const zoneOf = (auth: AuthContext) => safeZone(auth.user.timezone);

/** The period in the user's zone; read from that zone's daily rollups once they are kept (zones.ts). */
async function statsRange(db: Db, auth: AuthContext, body: Parameters<typeof resolvePeriod>[0]): Promise<Range> {
  const range = resolvePeriod(body, new Date(), zoneOf(auth));
  return { ...range, local: await zoneReady(db, auth.account.id, range.zone) };
}

async function titles(db: Db, accountId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pages.id, title: pages.title, name: pages.name }).from(pages).where(and(eq(pages.accountId, accountId), inArray(pages.id, ids)));
  return new Map(rows.map((r) => [r.id, r.title || r.name]));
}

/** start/end dates (inclusive, the user's zone) of the page stats; the last 7 days by default. */
async function daysRange(db: Db, auth: AuthContext, start?: string, end?: string): Promise<Range & { start: string; end: string }> {
  const zone = zoneOf(auth);
  const today = todayIn(new Date(), zone);
  const e = end ?? today;
  const s = start ?? dayjs.utc(e).subtract(6, 'day').format('YYYY-MM-DD'); // date arithmetic on the date alone
  const r = await statsRange(db, auth, { period: 'custom', from: s <= e ? s : e, to: e });
  return { ...r, start: s, end: e };
}

export const statsHandlers: Handlers<typeof statsRoutes> = {
  async dashboard(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const where = await statsWhere(db, auth, ctx.body);
    const range = await statsRange(db, auth, ctx.body);
    const [current, previous, top, any] = await Promise.all([
      totals(db, where, range), totals(db, where, previousRange(range)), byPage(db, where, range, 5), anyVisits(db, where),
    ]);
    const names = await titles(db, auth.account.id, top.map((p) => p.pageId));
    return {
      range: rangeView(range), totals: current, previous, any,
      pages: top.map((p) => ({
        page: names.has(p.pageId) ? { id: p.pageId, title: names.get(p.pageId) ?? '' } : null,
        visits: p.visits, visitors: p.visitors, leads: p.leads, conversion: conversionOf(p.leads, p.visitors),
      })),
    };
  },

  async dynamic(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, ctx.body);
    const range = await statsRange(ctx.deps.db, auth, ctx.body);
    return { range: rangeView(range), points: await dynamic(ctx.deps.db, where, range) };
  },

  async period(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, ctx.body);
    const range = await statsRange(ctx.deps.db, auth, ctx.body);
    const before = previousRange(range);
    const [current, previous] = await Promise.all([totals(ctx.deps.db, where, range), totals(ctx.deps.db, where, before)]);
    return { range: rangeView(range), previous_range: rangeView(before), current, previous };
  },

  async sourcesPeriod(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, ctx.body);
    const range = await statsRange(ctx.deps.db, auth, ctx.body);
    return { range: rangeView(range), entity: ctx.params.entity, items: await sources(ctx.deps.db, where, range, ctx.params.entity) };
  },

  async sourcesDynamic(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, ctx.body);
    const range = await statsRange(ctx.deps.db, auth, ctx.body);
    const top = (await sources(ctx.deps.db, where, range, ctx.params.entity, 5)).map((r) => r.value);
    return { range: rangeView(range), entity: ctx.params.entity, series: await sourcesDynamic(ctx.deps.db, where, range, ctx.params.entity, top) };
  },

  async table(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const where = await statsWhere(db, auth, ctx.body);
    const range = await statsRange(db, auth, ctx.body);
    const { page, limit } = ctx.body;
    const { rows, total } = await table(db, where, range, page, limit);
    const names = await titles(db, auth.account.id, [...new Set(rows.map((r) => r.pageId))]);
    return {
      items: rows.map(({ pageId, ...r }) => ({ ...r, page: names.has(pageId) ? { id: pageId, title: names.get(pageId) ?? '' } : null })),
      total_items: total, current: page, total_pages: Math.ceil(total / limit),
    };
  },

  async exportStats(ctx) {
    const auth = me(ctx);
    const { db } = ctx.deps;
    const where = await statsWhere(db, auth, ctx.body);
    const range = await statsRange(db, auth, ctx.body);
    const { rows } = await table(db, where, range, 1, 100_000);
    const names = await titles(db, auth.account.id, [...new Set(rows.map((r) => r.pageId))]);
    const all = await Promise.all(SOURCE_ENTITIES.map(async (entity) => ({ entity, items: await sources(db, where, range, entity) })));
    const locale = ctx.locale === 'en' ? 'en' : 'ru';
    return statsFile(ctx.params.format, locale, rows.map(({ pageId, ...r }) => ({ ...r, page: names.has(pageId) ? { id: pageId, title: names.get(pageId) ?? '' } : null })), all,
      exportFileName('stats', ctx.params.format, new Date(), range.zone));
  },

  async pageStatsAll(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, {});
    const r = await daysRange(ctx.deps.db, auth, ctx.query.start, ctx.query.end);
    const items = await byPage(ctx.deps.db, where, r);
    return { start: r.start, end: r.end, items: items.map((p) => ({ page_id: p.pageId, visits: p.visits, visitors: p.visitors, leads: p.leads })) };
  },

  async pageStatsOne(ctx) {
    const auth = me(ctx);
    const where = await statsWhere(ctx.deps.db, auth, { page_id: ctx.params.pageId });
    const r = await daysRange(ctx.deps.db, auth, ctx.query.start, ctx.query.end);
    const t = await totals(ctx.deps.db, where, r);
    return { start: r.start, end: r.end, page_id: ctx.params.pageId, visits: t.visits, visitors: t.visitors, leads: t.leads };
  },
};
