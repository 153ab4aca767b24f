// The fold job: one appended batch of raw hits (collector.ts) into the rollups every report reads.
// Exactly once in effect although jobs run at least once: the batch is claimed in stat_folded in
// the same transaction as the rollup upserts, so a second run finds it claimed and does nothing.
// Unique visitors: a visitor (hash) counts once per page and salt day — the fold that first
// inserts it into stat_visitors marks that visitor's first row of the batch (new_visitor), so
// summing new_visitor over any hours counts each visitor once per day, however batches interleave.
// Visits are sessions (Plausible's rule): a view starts one when the same visitor's previous view of
// the page — earlier in the batch, or the last one folded before (stat_visitors.last_view) — is more
// than SESSION_GAP ago; reloads within a session are views, not visits.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registerJob } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';
import { zonesSharedLock } from './zones';

/** Source entities and the hit column each is read from (kind 1: views; screen: kind 2, beacons). */
/** A visitor's views further apart than this are two visits. */
export const SESSION_GAP = '30 minutes';

export const VIEW_ENTITIES = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os'] as const;

export async function foldBatch(db: Db, batchId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await rowsOf(tx, sql`INSERT INTO stat_folded (batch_id) VALUES (${batchId}) ON CONFLICT DO NOTHING RETURNING batch_id`);
    if (claimed.length === 0) return false;
    // Not while a zone is being registered (zones.ts): this batch is in its fill or sees the zone.
    await tx.execute(zonesSharedLock);
    await tx.execute(sql`
      WITH added AS (
        INSERT INTO stat_visitors (page_id, day, visitor)
        SELECT DISTINCT page_id, day, visitor FROM stat_hits WHERE batch_id = ${batchId} AND kind = 1
        ON CONFLICT DO NOTHING
        RETURNING page_id, day, visitor),
      firsts AS (
        SELECT min(h.seq) AS seq FROM stat_hits h JOIN added a USING (page_id, day, visitor)
        WHERE h.batch_id = ${batchId} AND h.kind = 1 GROUP BY h.page_id, h.day, h.visitor)
      UPDATE stat_hits SET new_visitor = true WHERE batch_id = ${batchId} AND seq IN (SELECT seq FROM firsts)`);
    // The UPDATE takes each visitor's row lock, so a fold of another batch with the same visitor
    // waits and then reads this one's last view as its prev_view.
    await tx.execute(sql`
      WITH last AS (
        SELECT page_id, day, visitor, max(at) AS at FROM stat_hits WHERE batch_id = ${batchId} AND kind = 1 GROUP BY page_id, day, visitor),
      prior AS (
        UPDATE stat_visitors s SET prev_view = s.last_view, last_view = GREATEST(s.last_view, l.at)
        FROM last l WHERE s.page_id = l.page_id AND s.day = l.day AND s.visitor = l.visitor
        RETURNING s.page_id, s.day, s.visitor, s.prev_view),
      views AS (
        SELECT h.seq, h.at, p.prev_view, lag(h.at) OVER (PARTITION BY h.page_id, h.day, h.visitor ORDER BY h.at, h.seq) AS before
        FROM stat_hits h JOIN prior p USING (page_id, day, visitor) WHERE h.batch_id = ${batchId} AND h.kind = 1)
      UPDATE stat_hits SET new_visit = true WHERE batch_id = ${batchId} AND seq IN (
        SELECT seq FROM views WHERE COALESCE(before, prev_view) IS NULL OR at - COALESCE(before, prev_view) > ${SESSION_GAP}::interval)`);
    // `keys`: the rollup's key columns after account_id; `zones`: one row per registered zone of the
    // hit's account (the local daily rollups), or none.
    const totals = (keys: SQL, zones = sql``) => sql`
      SELECT h.account_id, ${keys}, h.page_id, COALESCE(h.variant_id, 0) AS variant_id,
        count(*) FILTER (WHERE h.kind = 1 AND h.new_visit) AS visits,
        count(*) FILTER (WHERE h.new_visitor) AS visitors,
        count(*) FILTER (WHERE h.kind = 2 AND h.first_leave) AS beacons,
        count(*) FILTER (WHERE h.kind = 2 AND h.first_leave AND h.bounce) AS bounces,
        COALESCE(sum(h.duration_ms) FILTER (WHERE h.kind = 2), 0) AS duration_ms
      FROM stat_hits h ${zones} WHERE h.batch_id = ${batchId}
      GROUP BY h.account_id, ${keys}, h.page_id, COALESCE(h.variant_id, 0)`;
    const byZone = sql`JOIN stat_zones z ON z.account_id = h.account_id`;
    const localDay = sql`(h.at AT TIME ZONE z.zone)::date`;
    const add = sql`visits = t.visits + excluded.visits, visitors = t.visitors + excluded.visitors, beacons = t.beacons + excluded.beacons,
      bounces = t.bounces + excluded.bounces, duration_ms = t.duration_ms + excluded.duration_ms`;
    await tx.execute(sql`
      INSERT INTO stat_hourly AS t (account_id, hour, page_id, variant_id, visits, visitors, beacons, bounces, duration_ms)
      ${totals(sql`date_trunc('hour', h.at, 'UTC')`)}
      ON CONFLICT (account_id, hour, page_id, variant_id) DO UPDATE SET ${add}`);
    await tx.execute(sql`
      INSERT INTO stat_daily AS t (account_id, day, page_id, variant_id, visits, visitors, beacons, bounces, duration_ms)
      ${totals(sql`h.day`)}
      ON CONFLICT (account_id, day, page_id, variant_id) DO UPDATE SET ${add}`);
    await tx.execute(sql`
      INSERT INTO stat_daily_local AS t (account_id, zone, day, page_id, variant_id, visits, visitors, beacons, bounces, duration_ms)
      ${totals(sql`z.zone, ${localDay}`, byZone)}
      ON CONFLICT (account_id, zone, day, page_id, variant_id) DO UPDATE SET ${add}`);
    // Sources: each view under each entity (an absent value is '' — direct, untagged); the screen
    // size class comes from beacons (a view's first).
    const sources = (keys: SQL, zones = sql``) => sql`
      SELECT h.account_id, ${keys}, e.entity, h.page_id, e.value,
        count(*) FILTER (WHERE h.new_visit) AS visits,
        count(*) FILTER (WHERE h.new_visitor) AS visitors
      FROM stat_hits h ${zones}
      CROSS JOIN LATERAL (VALUES ('referrer', h.referrer), ('utm_source', h.utm_source), ('utm_medium', h.utm_medium),
        ('utm_campaign', h.utm_campaign), ('device', h.device), ('browser', h.browser), ('os', h.os)) AS v(entity, value)
      CROSS JOIN LATERAL (SELECT v.entity, COALESCE(v.value, '') AS value) AS e
      WHERE h.batch_id = ${batchId} AND h.kind = 1
      GROUP BY h.account_id, ${keys}, e.entity, h.page_id, e.value
      UNION ALL
      SELECT h.account_id, ${keys}, 'screen', h.page_id, h.screen, count(*), 0
      FROM stat_hits h ${zones} WHERE h.batch_id = ${batchId} AND h.kind = 2 AND h.first_leave AND h.screen IS NOT NULL
      GROUP BY h.account_id, ${keys}, h.page_id, h.screen`;
    const addSources = sql`visits = t.visits + excluded.visits, visitors = t.visitors + excluded.visitors`;
    await tx.execute(sql`
      INSERT INTO stat_sources_hourly AS t (account_id, hour, entity, page_id, value, visits, visitors)
      ${sources(sql`date_trunc('hour', h.at, 'UTC')`)}
      ON CONFLICT (account_id, entity, hour, page_id, value) DO UPDATE SET ${addSources}`);
    await tx.execute(sql`
      INSERT INTO stat_sources_daily AS t (account_id, day, entity, page_id, value, visits, visitors)
      ${sources(sql`h.day`)}
      ON CONFLICT (account_id, entity, day, page_id, value) DO UPDATE SET ${addSources}`);
    await tx.execute(sql`
      INSERT INTO stat_sources_daily_local AS t (account_id, zone, day, entity, page_id, value, visits, visitors)
      ${sources(sql`z.zone, ${localDay}`, byZone)}
      ON CONFLICT (account_id, zone, entity, day, page_id, value) DO UPDATE SET ${addSources}`);
    return true;
  });
}

registerJob('stats.fold', async ({ batchId }, { deps }) => {
  await foldBatch(deps.db, batchId);
}, { maxAttempts: 20, backoff: { baseMs: 2_000, maxMs: 600_000 } });
