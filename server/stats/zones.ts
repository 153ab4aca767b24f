// The time zones whose local days are kept as daily rollups (stat_daily_local and
// stat_sources_daily_local, migration 0131). Reports are read in the user's zone (SPEC §9), so a
// zone is registered for an account the first time one of its reports needs it — by a job, so that
// no report waits for the fill (a year of a busy account is seconds): until it has run, reports read
// the hourly rollups as before. The fill takes the rows folded so far from the hourly rollups (each
// hour to the local date of its start), and from then on every fold and every joined lead adds to
// the zone's rows exactly (each hit to the local date of its own instant, so a zone with a
// non-whole-hour offset gets exact days too).
//
// Registering and folding must not miss each other: a fold (and a lead join) holds a shared
// advisory lock for its transaction, the registration an exclusive one. So a fold either committed
// before the registration's fill read the hourly rows (and is in them), or it starts after the
// registration committed (and sees the zone in stat_zones) — never both, never neither.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueue } from '../platform/jobs/queue';
import { registerJob } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';

/** The advisory lock key of the zones (an arbitrary constant, unique in this code base). */
const ZONES_LOCK = 1_310_131;

/** Taken by every transaction that adds to the rollups (fold.ts, lead-join.ts) before it does. */
export const zonesSharedLock = sql`SELECT pg_advisory_xact_lock_shared(${ZONES_LOCK})`;

/**
 * Makes sure the account's daily rollups are kept in `zone` (a name safeZone accepted). Once
 * registered, one primary-key read (not cached in memory: the database is the one truth).
 */
export async function ensureZone(db: Db, accountId: number, zone: string): Promise<void> {
  const have = await rowsOf(db, sql`SELECT 1 FROM stat_zones WHERE account_id = ${accountId} AND zone = ${zone}`);
  if (have.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ZONES_LOCK})`);
    const added = await rowsOf(tx, sql`INSERT INTO stat_zones (account_id, zone) VALUES (${accountId}, ${zone}) ON CONFLICT DO NOTHING RETURNING zone`);
    if (added.length === 0) return; // another instance registered it while this one waited
    const day = sql`(t.hour AT TIME ZONE ${zone})::date`;
    await tx.execute(sql`
      INSERT INTO stat_daily_local (account_id, zone, day, page_id, variant_id, visits, visitors, leads, beacons, bounces, duration_ms)
      SELECT t.account_id, ${zone}, ${day}, t.page_id, t.variant_id, sum(t.visits), sum(t.visitors), sum(t.leads), sum(t.beacons), sum(t.bounces), sum(t.duration_ms)
      FROM stat_hourly t WHERE t.account_id = ${accountId} GROUP BY t.account_id, 3, t.page_id, t.variant_id`);
    await tx.execute(sql`
      INSERT INTO stat_sources_daily_local (account_id, zone, entity, day, page_id, value, visits, visitors, leads)
      SELECT t.account_id, ${zone}, t.entity, ${day}, t.page_id, t.value, sum(t.visits), sum(t.visitors), sum(t.leads)
      FROM stat_sources_hourly t WHERE t.account_id = ${accountId} GROUP BY t.account_id, t.entity, 4, t.page_id, t.value`);
  });
}

/**
 * Whether the account's daily rollups in `zone` are there to read; when not, their registration is
 * queued (once, whatever the number of callers) and the caller reads the hourly rollups meanwhile.
 */
export async function zoneReady(db: Db, accountId: number, zone: string): Promise<boolean> {
  const have = await rowsOf(db, sql`SELECT 1 FROM stat_zones WHERE account_id = ${accountId} AND zone = ${zone}`);
  if (have.length > 0) return true;
  await enqueue(db, { kind: 'stats.zone', payload: { accountId, zone }, dedupeKey: `stats.zone:${accountId}:${zone}` });
  return false;
}

registerJob('stats.zone', async ({ accountId, zone }, { deps }) => {
  await ensureZone(deps.db, accountId, zone);
}, { maxAttempts: 10, backoff: { baseMs: 5_000, maxMs: 300_000 } });
