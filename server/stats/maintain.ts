// Keeping the raw hits bounded and the salts short-lived, as a job run every hour (whichever
// instance claims it; the dedupe key makes it one job per hour for all instances):
// - a partition of stat_hits for today and the next two days (hits of a day without one would
//   land in the default partition; rows already there are moved into the new partition);
// - partitions older than STATS_RAW_DAYS dropped whole (no DELETE, no vacuum), and old rows of
//   the default partition deleted;
// - a day's salt deleted one hour after the day ended (late leads may still join to it until
//   then), and the per-day bookkeeping of unique visitors and folded batches with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { registerJob } from '../platform/jobs/registry';
import { scheduleHourly } from '../platform/jobs/schedule';
import { rowsOf } from '../db/rows';
import { utcDay } from './salts';

const DAY = 86_400_000;
const partitionName = (day: string) => `stat_hits_${day.replace(/-/g, '')}`;

/** Creates the day's partition unless it exists; moves rows the default partition holds for it. */
async function ensurePartition(db: Db, day: string): Promise<void> {
  const name = partitionName(day);
  const exists = await rowsOf(db, sql`SELECT 1 FROM pg_class WHERE relname = ${name}`);
  if (exists.length > 0) return;
  const next = utcDay(new Date(`${day}T00:00:00Z`).getTime() + DAY);
  await db.transaction(async (tx) => {
    // The default partition may not hold rows of the new range while it is attached: move them.
    await tx.execute(sql.raw(`CREATE TEMP TABLE IF NOT EXISTS stat_hits_moving (LIKE stat_hits) ON COMMIT DROP`));
    await tx.execute(sql.raw(`WITH moved AS (DELETE FROM stat_hits_default WHERE day >= '${day}' AND day < '${next}' RETURNING *) INSERT INTO stat_hits_moving SELECT * FROM moved`));
    await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF stat_hits FOR VALUES FROM ('${day}') TO ('${next}')`));
    await tx.execute(sql.raw(`INSERT INTO stat_hits SELECT * FROM stat_hits_moving`));
  });
}

export interface MaintainOptions { now?: number; rawDays: number }

export async function maintainStats(db: Db, { now = Date.now(), rawDays }: MaintainOptions): Promise<void> {
  for (let i = 0; i < 3; i++) {
    try {
      await ensurePartition(db, utcDay(now + i * DAY));
    } catch (err) {
      // Another instance created it at the same moment: it exists, which is all that is needed.
      const exists = await rowsOf(db, sql`SELECT 1 FROM pg_class WHERE relname = ${partitionName(utcDay(now + i * DAY))}`);
      if (exists.length === 0) throw err;
    }
  }
  const oldestKept = utcDay(now - rawDays * DAY);
  const parts = await rowsOf<{ name: string }>(db, sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname = 'stat_hits' AND c.relname ~ '^stat_hits_[0-9]{8}$'`);
  for (const { name } of parts) {
    const d = name.slice(-8);
    const day = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
    if (day < oldestKept) await db.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
  }
  await db.execute(sql`DELETE FROM stat_hits_default WHERE day < ${oldestKept}::date`);
  // A day's salt lives until an hour after the day (so a lead sent at 00:30 still finds its visit).
  const saltsBefore = utcDay(now - 3600_000);
  await db.execute(sql`DELETE FROM stat_salts WHERE day < ${saltsBefore}::date`);
  await db.execute(sql`DELETE FROM stat_visitors WHERE day < ${saltsBefore}::date`);
  await db.execute(sql`DELETE FROM stat_folded WHERE folded < ${new Date(now - 2 * DAY).toISOString()}::timestamptz`);
}

registerJob('stats.maintain', async (_payload, { deps, clock }) => {
  await maintainStats(deps.db, { now: clock.now().getTime(), rawDays: deps.config.stats.rawDays });
}, { maxAttempts: 5, backoff: { baseMs: 60_000, maxMs: 600_000 } });

/** Enqueues the maintenance job at start and every 10 minutes (one job per hour across instances). */
export const scheduleMaintenance = (db: Db) => scheduleHourly(db, 'stats.maintain');
