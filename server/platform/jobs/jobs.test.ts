// The queue and the outbox on real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is
// set): claim exclusivity, retries with backoff, dead jobs, lease expiry after a crash, dedupe,
// emit atomic with the caller's transaction, and the worker's NOTIFY wake-up and graceful stop.
import { beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { events, jobs } from '../../db/schema-jobs';
import type { Db } from '../../db/client';
import { backoffDelay } from './backoff';
import { manualClock } from './clock';
import { emit } from './events';
import { claimJobs, completeJob, enqueue, JOBS_CHANNEL } from './queue';
import { createJobNudge } from './nudge';
import { JobNotReadyError, PermanentJobError, registerJob } from './registry';
import { createJobWorker } from './worker';

declare module './kinds' {
  interface JobPayloads {
    'test.record': { n: number };
    'test.flaky': { failTimes: number };
    'test.fatal': { n: number };
    'test.slow': { ms: number };
    'test.follow': { leadId: number };
    'test.waits': { readyAt: number };
  }
  interface EventPayloads {
    'test.happened': { leadId: number };
    'test.unfollowed': { note: string };
  }
}

/** Runs of each job id, in this process (the workers below all run here). */
const runs = new Map<number, number>();
const followed: { leadId: number; eventId: number | null }[] = [];
const countRun = (id: number) => runs.set(id, (runs.get(id) ?? 0) + 1);

registerJob('test.record', async (_p, { job }) => { countRun(job.id); });
registerJob('test.flaky', async ({ failTimes }, { job }) => {
  if (job.attempt <= failTimes) throw new Error(`flaky failure ${job.attempt}`);
}, { maxAttempts: 4, backoff: { baseMs: 1000, maxMs: 4000 } });
registerJob('test.fatal', async () => { throw new PermanentJobError('the target is gone'); });
registerJob('test.slow', async ({ ms }, { job }) => {
  await new Promise((r) => setTimeout(r, ms));
  countRun(job.id);
});
registerJob('test.waits', async ({ readyAt }, { job }) => {
  if (job.attempt < readyAt) throw new JobNotReadyError(`not there yet (${job.attempt})`);
}, { maxAttempts: 3, backoff: { baseMs: 1000, maxMs: 4000 } });
registerJob('test.follow', async ({ leadId }, { job }) => { followed.push({ leadId, eventId: job.eventId }); });

const follow = { 'test.happened': ['test.follow'] } as const;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function jobRows(db: Db) {
  return db.select().from(jobs).orderBy(asc(jobs.id));
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('backoffDelay', () => {
  it('doubles per attempt between half and all of the step, and stops at the cap', () => {
    const b = { baseMs: 1000, maxMs: 5000 };
    expect([1, 2, 3, 4, 10].map((n) => backoffDelay(n, b, () => 0))).toEqual([500, 1000, 2000, 2500, 2500]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, b, () => 0.999999))).toEqual([1000, 2000, 4000, 5000]);
  });
});

describe.each(testDatabases)('jobs on $name', (tdb) => {
  const h = useHarness(tdb);
  const db = () => h.database.db;
  // Job ids start again at 1 after each reset.
  beforeEach(() => runs.clear());

  it('runs an enqueued job once and marks it done', async () => {
    const [id] = await enqueue(db(), { kind: 'test.record', payload: { n: 1 } });
    const ran = await h.drainJobs();
    expect(ran).toEqual([{ id, kind: 'test.record', attempt: 1, state: 'done' }]);
    expect(runs.get(id)).toBe(1);
    const [row] = await jobRows(db());
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect(await h.drainJobs()).toEqual([]);
  });

  it('makes one job of a dedupe key, however often and whenever it is enqueued', async () => {
    const first = await enqueue(db(), { kind: 'test.record', payload: { n: 1 }, dedupeKey: 'lead:7:notify' });
    const second = await enqueue(db(), [
      { kind: 'test.record', payload: { n: 2 }, dedupeKey: 'lead:7:notify' },
      { kind: 'test.record', payload: { n: 3 }, dedupeKey: 'lead:8:notify' },
    ]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    await h.drainJobs();
    expect(await enqueue(db(), { kind: 'test.record', payload: { n: 4 }, dedupeKey: 'lead:7:notify' })).toEqual([]);
    const rows = await jobRows(db());
    expect(rows.map((r) => [r.dedupeKey, (r.payload as { n: number }).n, r.state])).toEqual([
      ['lead:7:notify', 1, 'done'], ['lead:8:notify', 3, 'done'],
    ]);
  });

  it('retries a failing job with exponential backoff and jitter, then succeeds', async () => {
    const clock = manualClock();
    const t0 = clock.now().getTime();
    const opts = { clock, random: () => 0.5 };
    const [id] = await enqueue(db(), { kind: 'test.flaky', payload: { failTimes: 2 } }, { clock });

    expect(await h.drainJobs(opts)).toEqual([{ id, kind: 'test.flaky', attempt: 1, state: 'queued' }]);
    let [row] = await jobRows(db());
    // attempt 1 failed: base 1000 → between 500 and 1000; random 0.5 → 750
    expect(row.runAt.getTime() - t0).toBe(750);
    expect(row.lastError).toBe('flaky failure 1');
    expect(await h.drainJobs(opts)).toEqual([]);
    clock.advance(749);
    expect(await h.drainJobs(opts)).toEqual([]);
    clock.advance(1);
    expect((await h.drainJobs(opts)).map((r) => r.state)).toEqual(['queued']);
    [row] = await jobRows(db());
    // attempt 2 failed: 2000 → 1500
    expect(row.runAt.getTime() - clock.now().getTime()).toBe(1500);
    clock.advance(1500);
    expect(await h.drainJobs(opts)).toEqual([{ id, kind: 'test.flaky', attempt: 3, state: 'done' }]);
    [row] = await jobRows(db());
    expect(row).toMatchObject({ state: 'done', attempts: 3, lastError: null });
  });

  it('is dead after its last attempt, with the last error kept', async () => {
    const clock = manualClock();
    await enqueue(db(), { kind: 'test.flaky', payload: { failTimes: 99 } }, { clock });
    const states: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      states.push(...(await h.drainJobs({ clock })).map((r) => r.state));
      clock.advance(10_000);
    }
    expect(states).toEqual(['queued', 'queued', 'queued', 'dead']);
    const [row] = await jobRows(db());
    expect(row).toMatchObject({ state: 'dead', attempts: 4, maxAttempts: 4, lastError: 'flaky failure 4' });
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('retries a job that waits for its input like a failure, but logs the wait at info and keeps no error until it is dead', async () => {
    const clock = manualClock();
    const lines: { level: string; msg: string }[] = [];
    const log = { info: (_o: object, msg: string) => { lines.push({ level: 'info', msg }); }, warn: (_o: object, msg: string) => { lines.push({ level: 'warn', msg }); }, error: (_o: object, msg: string) => { lines.push({ level: 'error', msg }); } };
    const opts = { clock, random: () => 0.5, log };
    await enqueue(db(), { kind: 'test.waits', payload: { readyAt: 2 } }, { clock });
    expect((await h.drainJobs(opts)).map((r) => r.state)).toEqual(['queued']);
    expect((await jobRows(db()))[0]).toMatchObject({ state: 'queued', attempts: 1, lastError: null });
    clock.advance(750);
    expect((await h.drainJobs(opts)).map((r) => r.state)).toEqual(['done']);
    expect(lines).toEqual([{ level: 'info', msg: 'job waiting, will retry' }]);
    // One that never gets its input is dead after its last attempt, with the reason, at error.
    lines.length = 0;
    await enqueue(db(), { kind: 'test.waits', payload: { readyAt: 99 } }, { clock });
    const states: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      states.push(...(await h.drainJobs(opts)).map((r) => r.state));
      clock.advance(10_000);
    }
    expect(states).toEqual(['queued', 'queued', 'dead']);
    expect((await jobRows(db()))[1]).toMatchObject({ state: 'dead', attempts: 3, lastError: 'not there yet (3)' });
    expect(lines.map((l) => l.level)).toEqual(['info', 'info', 'error']);
    // A real failure stays a warning.
    lines.length = 0;
    await enqueue(db(), { kind: 'test.flaky', payload: { failTimes: 1 } }, { clock });
    await h.drainJobs(opts);
    expect(lines).toEqual([{ level: 'warn', msg: 'job failed, will retry' }]);
  });

  it('is dead at once when the handler says retrying cannot help', async () => {
    await enqueue(db(), { kind: 'test.fatal', payload: { n: 1 } });
    expect((await h.drainJobs()).map((r) => r.state)).toEqual(['dead']);
    expect((await jobRows(db()))[0]).toMatchObject({ state: 'dead', attempts: 1, lastError: 'the target is gone' });
  });

  it('claims a crashed worker\'s job again after its lease, and ignores the crashed claim\'s late answer', async () => {
    const clock = manualClock();
    const [id] = await enqueue(db(), { kind: 'test.record', payload: { n: 1 } }, { clock });
    const [crashed] = await claimJobs(db(), { kinds: ['test.record'], limit: 5, leaseMs: 60_000, workerId: 'crashed', clock });
    expect(crashed).toMatchObject({ id, attempts: 1 });
    clock.advance(59_999);
    expect(await h.drainJobs({ clock })).toEqual([]);
    clock.advance(1);
    expect(await h.drainJobs({ clock })).toEqual([{ id, kind: 'test.record', attempt: 2, state: 'done' }]);
    expect(runs.get(id)).toBe(1);
    expect(await completeJob(db(), crashed, { clock })).toBe(false);
    expect((await jobRows(db()))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('is dead when the worker of its last attempt crashed', async () => {
    const clock = manualClock();
    const [id] = await enqueue(db(), { kind: 'test.record', payload: { n: 1 }, maxAttempts: 1 }, { clock });
    await claimJobs(db(), { kinds: ['test.record'], limit: 1, leaseMs: 1000, workerId: 'crashed', clock });
    clock.advance(1000);
    expect((await h.drainJobs({ clock })).map((r) => r.state)).toEqual(['dead']);
    expect(runs.get(id)).toBeUndefined();
    expect((await jobRows(db()))[0]).toMatchObject({ state: 'dead', lastError: 'lease expired during the last attempt' });
  });

  it('hands each job to exactly one of many concurrent claimers', async () => {
    const other = tdb.openAnother ? await tdb.openAnother() : h.database;
    try {
      await enqueue(db(), Array.from({ length: 50 }, (_, n) => ({ kind: 'test.record' as const, payload: { n } })));
      const claims = await Promise.all(Array.from({ length: 8 }, (_, i) =>
        claimJobs(i % 2 ? other.db : db(), { kinds: ['test.record'], limit: 10, leaseMs: 60_000, workerId: `w${i}` })));
      const ids = claims.flat().map((j) => j.id);
      expect(ids).toHaveLength(50);
      expect(new Set(ids).size).toBe(50);
    } finally {
      if (other !== h.database) await other.close();
    }
  });

  it('runs every job exactly once with two workers (two processes\' connections on PostgreSQL)', async () => {
    const other = tdb.openAnother ? await tdb.openAnother() : h.database;
    const workers = [h.database, other].map((d) => createJobWorker({
      // The test kinds are counted (class 1): a batch of 3 makes the workers share the 60 jobs.
      deps: { ...h.app.deps, db: d.db }, log: silent, listen: d.listen, pollMs: 50, concurrency: 3, batch: 3,
    }));
    try {
      const ids = await enqueue(db(), Array.from({ length: 60 }, (_, n) => ({ kind: 'test.slow' as const, payload: { ms: n % 3 } })));
      await Promise.all(workers.map((w) => w.start()));
      await until(async () => (await db().select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.state, 'done')))[0].n === 60);
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      const byWorker = await db().select({ by: jobs.lockedBy, n: sql<number>`count(*)::int` }).from(jobs).groupBy(jobs.lockedBy);
      expect(byWorker).toHaveLength(2);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      if (other !== h.database) await other.close();
    }
  });

  it('nudges the workers at most once per interval: a burst of nudges sends one NOTIFY at once and one at the interval\'s end', async () => {
    let notified = 0;
    const unlisten = await h.database.listen(JOBS_CHANNEL, () => { notified++; });
    try {
      const nudge = createJobNudge(db(), 200);
      for (let i = 0; i < 50; i++) nudge();
      // Fifty nudges within the interval: one NOTIFY at once and one at the interval's end, no more.
      await until(async () => notified >= 2, 5000);
      await new Promise((r) => setTimeout(r, 400));
      expect(notified).toBe(2);
    } finally {
      await unlisten();
    }
  });

  it('wakes on a committed enqueue without waiting for its poll, and finishes running jobs on stop', async () => {
    const worker = createJobWorker({ deps: h.app.deps, log: silent, listen: h.database.listen, pollMs: 60_000 });
    await worker.start();
    try {
      // Let the start-up look find nothing; from here on only NOTIFY can wake the worker in time.
      await new Promise((r) => setTimeout(r, 100));
      const [fast] = await enqueue(db(), { kind: 'test.record', payload: { n: 1 } });
      await until(async () => runs.get(fast) === 1, 5000);
      const [slow] = await enqueue(db(), { kind: 'test.slow', payload: { ms: 300 } });
      await until(async () => (await jobRows(db())).find((r) => r.id === slow)?.state === 'running', 5000);
      expect(worker.running).toBe(1);
    } finally {
      await worker.stop();
    }
    const rows = await jobRows(db());
    expect(rows.map((r) => r.state)).toEqual(['done', 'done']);
    expect(runs.get(rows[1].id)).toBe(1);
  });

  describe('emit', () => {
    it('writes the event and its follow-up jobs in the caller\'s transaction', async () => {
      await h.signUp();
      const [account] = await h.database.withConnection((c) => c.query<{ id: string }>('SELECT id FROM accounts'));
      const accountId = Number(account.id);
      const emitted = await db().transaction((tx) => emit(tx, { type: 'test.happened', accountId, payload: { leadId: 42 } }, { subscriptions: follow }));
      const [event] = await db().select().from(events);
      expect(event).toMatchObject({ id: emitted.eventId, accountId, type: 'test.happened', payload: { leadId: 42 } });
      const rows = await jobRows(db());
      expect(rows.map((r) => ({ kind: r.kind, eventId: r.eventId, accountId: r.accountId, dedupeKey: r.dedupeKey, payload: r.payload }))).toEqual([
        { kind: 'test.follow', eventId: emitted.eventId, accountId, dedupeKey: `test.follow:${emitted.eventId}`, payload: { leadId: 42 } },
      ]);
      expect(emitted.jobIds).toEqual([rows[0].id]);
      followed.length = 0;
      await h.drainJobs();
      expect(followed).toEqual([{ leadId: 42, eventId: emitted.eventId }]);
    });

    it('leaves neither the event nor its jobs when the transaction rolls back', async () => {
      await expect(db().transaction(async (tx) => {
        await emit(tx, { type: 'test.happened', accountId: null, payload: { leadId: 1 } }, { subscriptions: follow });
        await enqueue(tx, { kind: 'test.record', payload: { n: 1 } });
        throw new Error('the fact failed');
      })).rejects.toThrow('the fact failed');
      expect(await db().select().from(events)).toEqual([]);
      expect(await jobRows(db())).toEqual([]);
    });

    it('records an event nothing follows, and never rewrites one', async () => {
      const { eventId, jobIds } = await emit(db(), { type: 'test.unfollowed', accountId: null, payload: { note: 'x' } }, { subscriptions: follow });
      expect(jobIds).toEqual([]);
      await expect(db().execute(sql`UPDATE events SET type = 'other' WHERE id = ${eventId}`)).rejects.toThrow();
      expect((await db().select().from(events))[0].type).toBe('test.unfollowed');
    });
  });
});
