// The change feed (several server processes): a drop announced by one feed is applied by
// every other feed on the database before `announce` resolves; a silent peer (a killed process) is
// waited for at most once, then forgotten; a stopped peer is not waited for. On PGlite the feeds
// share one instance's LISTEN, on PostgreSQL each has its own connection, as processes would.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/db';
import { useHarness } from '../../testing/harness';
import { CHANGES_CHANNEL, decodeNotice, startChangeFeed, type CacheDrops, type ChangeFeed } from './change-feed';

const quiet = { warn: () => undefined };

describe('decodeNotice', () => {
  it('reads each kind of notice, and takes anything else for a missed one', () => {
    expect(decodeNotice('drop abc 7 42 *')).toEqual({ kind: 'drop', from: 'abc', seq: 7, drops: { callers: 42, pages: 'all' } });
    expect(decodeNotice('drop abc 8 * -')).toEqual({ kind: 'drop', from: 'abc', seq: 8, drops: { callers: 'all', pages: undefined } });
    expect(decodeNotice('drop abc 9 - - 5')).toStrictEqual({ kind: 'drop', from: 'abc', seq: 9, drops: { callers: undefined, pages: undefined, lists: 5 } });
    expect(decodeNotice('ack me you 8')).toEqual({ kind: 'ack', from: 'me', to: 'you', seq: 8 });
    expect(decodeNotice('hello abc')).toEqual({ kind: 'hello', from: 'abc' });
    expect(decodeNotice('')).toEqual({ kind: 'missed' });
    expect(decodeNotice('drop abc x 1 1')).toEqual({ kind: 'missed' });
  });
});

describe.each(testDatabases)('the change feed on $name', (tdb) => {
  const h = useHarness(tdb);
  const feeds: ChangeFeed[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const f of feeds.splice(0)) await f.stop();
    for (const c of closers.splice(0)) await c();
  });

  /** A feed on its own connection where the database has several (PostgreSQL). */
  const feed = async (applied: CacheDrops[], ackWaitMs = 5000) => {
    const other = tdb.openAnother ? await tdb.openAnother() : h.database;
    if (other !== h.database) closers.push(() => other.close());
    const f = await startChangeFeed({ db: other.db, listen: other.listen, log: quiet, ackWaitMs, apply: (d) => applied.push(d) });
    feeds.push(f);
    return f;
  };
  const until = async (ok: () => boolean) => {
    for (const end = Date.now() + 10_000; !ok();) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('has every other feed apply a drop before announce resolves, and never the announcer itself', async () => {
    const [a, b, c]: CacheDrops[][] = [[], [], []];
    const fa = await feed(a);
    const fb = await feed(b);
    const fc = await feed(c);
    await until(() => fa.peers === 2 && fb.peers === 2 && fc.peers === 2);
    await fa.announce({ callers: 42 });
    expect(b).toEqual([{ callers: 42, pages: undefined }]);
    expect(c).toEqual([{ callers: 42, pages: undefined }]);
    await fc.announce({ callers: 'all', pages: 7 });
    expect(a).toEqual([{ callers: 'all', pages: 7 }]);
    await fb.announce({ lists: 3 });
    expect(a).toEqual([{ callers: 'all', pages: 7 }, { lists: 3 }]);
    expect(b).toHaveLength(2);
    expect(c).toHaveLength(2);
  });

  it('waits for a silent peer once and then forgets it; a stopped peer is not waited for', async () => {
    const applied: CacheDrops[] = [];
    const fa = await feed([], 300);
    const fb = await feed(applied);
    await until(() => fa.peers === 1);
    // A process that said hello and was then killed: it never acknowledges.
    await h.database.db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, 'hello ghost')`);
    await until(() => fa.peers === 2);
    let started = Date.now();
    await fa.announce({ pages: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(fa.peers).toBe(1);
    expect(applied).toEqual([{ callers: undefined, pages: 3 }]);
    started = Date.now();
    await fa.announce({ pages: 4 });
    expect(Date.now() - started).toBeLessThan(290);

    await fb.stop();
    feeds.splice(feeds.indexOf(fb), 1);
    await until(() => fa.peers === 0);
    started = Date.now();
    await fa.announce({ callers: 1 });
    expect(Date.now() - started).toBeLessThan(290);
  });
});
