// Housekeeping of the queue on real databases: old done jobs and orphaned old events go, in
// batches; recent ones, dead, queued and running jobs and the events they follow stay; the hourly
// job runs it through the queue like every other job.
import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { events, jobs } from '../../db/schema-jobs';
import { manualClock } from './clock';
import { EVENT_RETENTION_DAYS, JOB_RETENTION_DAYS, sweepJobs } from './housekeeping';
import { enqueue } from './queue';

const DAY = 86_400_000;

describe.each(testDatabases)('jobs housekeeping on $name', (tdb) => {
  const h = useHarness(tdb);
  const db = () => h.database.db;

  /** An event `ageDays` old with one job per state given, each finished `ageDays` ago. */
  async function eventWithJobs(now: Date, ageDays: number, states: string[]): Promise<number> {
    const at = new Date(now.getTime() - ageDays * DAY).toISOString();
    const [ev] = await db().insert(events).values({ type: 'lead.created', payload: {}, created: new Date(at) }).returning({ id: events.id });
    for (const [i, state] of states.entries()) {
      await db().execute(sql`INSERT INTO jobs (kind, payload, event_id, dedupe_key, state, attempts, finished_at, created, last_error)
        VALUES ('lead.notify', '{}', ${ev.id}, ${`k:${ev.id}:${i}`}, ${state}, 1,
          ${state === 'done' || state === 'dead' ? at : null}::timestamptz, ${at}::timestamptz, ${state === 'dead' ? 'boom' : null})`);
    }
    return ev.id;
  }

  it('removes done jobs past the retention and events nothing refers to, keeps the rest', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const old = EVENT_RETENTION_DAYS + 1;
    const gone = await eventWithJobs(now, old, ['done', 'done']); // both jobs and then the event go
    const withDead = await eventWithJobs(now, old, ['done', 'dead']); // dead job and its event stay
    const withQueued = await eventWithJobs(now, old, ['queued']);
    const bare = await eventWithJobs(now, old, []); // an event no job followed
    const recentEvent = await eventWithJobs(now, JOB_RETENTION_DAYS + 1, ['done']); // job goes, event stays
    const fresh = await eventWithJobs(now, JOB_RETENTION_DAYS - 1, ['done']); // both stay

    const swept = await sweepJobs(db(), { now, batch: 2 });
    expect(swept).toEqual({ jobs: 4, events: 2 });
    const left = await db().select({ eventId: jobs.eventId, state: jobs.state }).from(jobs).orderBy(asc(jobs.id));
    expect(left).toEqual([
      { eventId: withDead, state: 'dead' },
      { eventId: withQueued, state: 'queued' },
      { eventId: fresh, state: 'done' },
    ]);
    const kept = (await db().select({ id: events.id }).from(events).orderBy(asc(events.id))).map((e) => e.id);
    expect(kept).toEqual([withDead, withQueued, recentEvent, fresh]);
    expect(kept).not.toContain(gone);
    expect(kept).not.toContain(bare);
    // Nothing is left to do: a second pass removes nothing.
    expect(await sweepJobs(db(), { now })).toEqual({ jobs: 0, events: 0 });
  });

  it('runs as the hourly jobs.housekeeping job through the queue', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    await eventWithJobs(clock.now(), EVENT_RETENTION_DAYS + 2, ['done']);
    await enqueue(db(), { kind: 'jobs.housekeeping', payload: {}, dedupeKey: 'jobs.housekeeping:test' }, { clock });
    const ran = await h.drainJobs({ clock, kinds: ['jobs.housekeeping'] });
    expect(ran.map((r) => [r.kind, r.state])).toEqual([['jobs.housekeeping', 'done']]);
    const rest = await db().select({ kind: jobs.kind }).from(jobs);
    expect(rest).toEqual([{ kind: 'jobs.housekeeping' }]);
    expect(await db().select().from(events)).toEqual([]);
  });
});
