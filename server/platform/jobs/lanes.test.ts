// The queue's lanes on real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is set):
// a claim takes accounts in turn within a priority class and never another class's jobs, a
// crashed claim's jobs come back first, "done" for many jobs is fenced per attempt, a batch
// handler's failures keep their retries, and a worker does another account's job while one
// account's older burst waits.
import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { jobs } from '../../db/schema-jobs';
import { manualClock } from './clock';
import { classOf } from './lanes';
import { claimLane, completeJobs, enqueue } from './queue';
import { registerJob } from './registry';
import { runJobs } from './run';
import { createJobWorker } from './worker';

declare module './kinds' {
  interface JobPayloads {
    'lanes.count': { n: number };
    'lanes.batch': { n: number };
    'lanes.single': { n: number };
  }
}

const batchSeen: number[][] = [];
registerJob('lanes.count', async () => undefined);
registerJob('lanes.batch', async ({ n }) => {
  if (n < 0) throw new Error(`single ${n} fails`);
}, {
  maxAttempts: 3,
  backoff: { baseMs: 1000, maxMs: 1000 },
  batch: async (items) => {
    batchSeen.push(items.map((i) => i.payload.n));
    return items.map((i) => (i.payload.n < 0 ? new Error(`item ${i.payload.n} fails`) : undefined));
  },
});

// Single jobs that take a moment, counting how many run at once.
const singles = { now: 0, most: 0, runs: new Map<number, number>() };
registerJob('lanes.single', async ({ n }) => {
  singles.now++;
  singles.most = Math.max(singles.most, singles.now);
  singles.runs.set(n, (singles.runs.get(n) ?? 0) + 1);
  await new Promise((r) => setTimeout(r, 15));
  singles.now--;
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabases)('job lanes on $name', (tdb) => {
  const h = useHarness(tdb);
  const db = () => h.database.db;
  const accountIds = async (): Promise<number[]> => {
    await h.signUp();
    await h.signUp();
    const rows = await h.database.withConnection((c) => c.query<{ id: string }>('SELECT id FROM accounts ORDER BY id'));
    return rows.map((r) => Number(r.id));
  };
  const base = { kinds: ['lanes.count', 'lanes.batch', 'mail.send'], leaseMs: 60_000, workerId: 'w' };

  it('takes accounts in turn within a class: one account\'s backlog does not hold another\'s job', async () => {
    const [a, b] = await accountIds();
    expect(classOf('lanes.count')).toBe(1);
    const burst = await enqueue(db(), Array.from({ length: 40 }, (_, n) => ({ kind: 'lanes.count' as const, payload: { n }, accountId: a })));
    const [single] = await enqueue(db(), { kind: 'lanes.count', payload: { n: 100 }, accountId: b });
    const [platform] = await enqueue(db(), { kind: 'lanes.count', payload: { n: 200 } });
    // The burst is older than both, yet a claim of 3 takes one job of each account.
    const first = await claimLane(db(), { ...base, jobClass: 1, limit: 3, after: -1 });
    expect(first.jobs.map((j) => j.id).sort((x, y) => x - y)).toEqual([burst[0], single, platform].sort((x, y) => x - y));
    // The rest of the burst in turns; every job is claimed once.
    const seen = new Set(first.jobs.map((j) => j.id));
    let after = first.after;
    for (let i = 0; i < 20; i++) {
      const next = await claimLane(db(), { ...base, jobClass: 1, limit: 5, after });
      after = next.after;
      for (const j of next.jobs) {
        expect(seen.has(j.id)).toBe(false);
        seen.add(j.id);
      }
      if (next.jobs.length === 0) break;
    }
    expect(seen.size).toBe(42);
  });

  it('rotates the first turn: a full claim goes on after the account it served last', async () => {
    const [a, b] = await accountIds();
    await enqueue(db(), Array.from({ length: 6 }, (_, n) => ({ kind: 'lanes.count' as const, payload: { n }, accountId: a })));
    await enqueue(db(), Array.from({ length: 6 }, (_, n) => ({ kind: 'lanes.count' as const, payload: { n }, accountId: b })));
    const one = await claimLane(db(), { ...base, jobClass: 1, limit: 1, after: -1 });
    const two = await claimLane(db(), { ...base, jobClass: 1, limit: 1, after: one.after });
    const three = await claimLane(db(), { ...base, jobClass: 1, limit: 1, after: two.after });
    expect([one, two, three].map((c) => c.jobs[0].accountId)).toEqual([a, b, a]);
  });

  it('never claims another class\'s jobs, and gives a crashed claim\'s jobs back first', async () => {
    const [a] = await accountIds();
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const [mail] = await enqueue(db(), { kind: 'mail.send', payload: { outboxId: 1 }, accountId: a }, { clock });
    const [count] = await enqueue(db(), { kind: 'lanes.count', payload: { n: 1 }, accountId: a }, { clock });
    const [row] = await db().select({ cls: jobs.class }).from(jobs).where(eq(jobs.id, mail));
    expect(row.cls).toBe(0);
    const crashed = await claimLane(db(), { ...base, jobClass: 1, limit: 10, after: -1, clock, leaseMs: 1000 });
    expect(crashed.jobs.map((j) => j.id)).toEqual([count]);
    const [later] = await enqueue(db(), { kind: 'lanes.count', payload: { n: 2 }, accountId: a }, { clock });
    clock.advance(2000);
    const again = await claimLane(db(), { ...base, jobClass: 1, limit: 1, after: -1, clock });
    expect(again.jobs.map((j) => [j.id, j.attempts])).toEqual([[count, 2]]);
    // The late answer of the crashed claim changes nothing; the new claim's "done" holds.
    expect(await completeJobs(db(), crashed.jobs, { clock })).toEqual(new Set());
    expect(await completeJobs(db(), again.jobs, { clock })).toEqual(new Set([count]));
    expect((await claimLane(db(), { ...base, jobClass: 1, limit: 5, after: -1, clock })).jobs.map((j) => j.id)).toEqual([later]);
    expect((await claimLane(db(), { ...base, jobClass: 0, limit: 5, after: -1, clock })).jobs.map((j) => j.id)).toEqual([mail]);
  });

  it('runs a batch through one call; an item that fails keeps its retries and its error, the rest are done', async () => {
    const [a] = await accountIds();
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    batchSeen.length = 0;
    const ids = await enqueue(db(), [1, -2, 3].map((n) => ({ kind: 'lanes.batch' as const, payload: { n }, accountId: a })), { clock });
    const claimed = await claimLane(db(), { ...base, jobClass: 1, limit: 10, after: -1, clock });
    const states = await runJobs('lanes.batch', claimed.jobs, { deps: h.app.deps, log: silent, clock, random: () => 0, signal: new AbortController().signal });
    expect(batchSeen).toEqual([[1, -2, 3]]);
    expect(states).toEqual(['done', 'queued', 'done']);
    const rows = await db().select().from(jobs).where(inArray(jobs.id, ids)).orderBy(asc(jobs.id));
    expect(rows.map((r) => [r.state, r.attempts, r.lastError])).toEqual([['done', 1, null], ['queued', 1, 'item -2 fails'], ['done', 1, null]]);
    expect(rows[1].runAt.getTime()).toBe(clock.now().getTime() + 500);
  });

  it('a worker does another account\'s job while most of one account\'s older burst still waits', async () => {
    const [a, b] = await accountIds();
    const order: number[] = [];
    const worker = createJobWorker({ deps: h.app.deps, log: silent, pollMs: 50, concurrency: 2, batch: 2 });
    await enqueue(db(), Array.from({ length: 200 }, (_, n) => ({ kind: 'lanes.count' as const, payload: { n }, accountId: a })));
    const [other] = await enqueue(db(), { kind: 'lanes.count', payload: { n: -1 }, accountId: b });
    const done = async (id: number) => (await db().select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)))[0]?.state === 'done';
    await worker.start();
    try {
      await until(() => done(other));
      // B's one job was done while most of A's burst still waited.
      const [{ n }] = await h.database.withConnection((c) => c.query<{ n: string }>("SELECT count(*) AS n FROM jobs WHERE state = 'queued' AND account_id = $1", [a]));
      order.push(Number(n));
      expect(order[0]).toBeGreaterThan(150);
    } finally {
      await worker.stop();
    }
  });

  it('a worker claims half its lane at a time, runs single jobs a few at a time and a batch kind\'s jobs as one call each', async () => {
    const [a] = await accountIds();
    singles.most = 0;
    singles.runs.clear();
    batchSeen.length = 0;
    const worker = createJobWorker({ deps: h.app.deps, log: silent, pollMs: 50, batch: 16 });
    await enqueue(db(), Array.from({ length: 24 }, (_, n) => ({ kind: 'lanes.single' as const, payload: { n }, accountId: a })));
    await enqueue(db(), Array.from({ length: 20 }, (_, n) => ({ kind: 'lanes.batch' as const, payload: { n }, accountId: a })));
    const left = async () => Number((await h.database.withConnection((c) => c.query<{ n: string | number }>("SELECT count(*) AS n FROM jobs WHERE state <> 'done' AND kind LIKE 'lanes.%'")))[0].n) === 0;
    await worker.start();
    try {
      await until(left);
    } finally {
      await worker.stop();
    }
    // The counting lane holds 16 and claims 8 at a time; its single jobs run four at a time, each once.
    expect(singles.most).toBeGreaterThan(1);
    expect(singles.most).toBeLessThanOrEqual(4);
    expect([...singles.runs.values()]).toEqual(Array.from({ length: 24 }, () => 1));
    expect(Math.max(...batchSeen.map((b) => b.length))).toBeLessThanOrEqual(8);
    expect(batchSeen.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
