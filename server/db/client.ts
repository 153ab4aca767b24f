// Opens the database: embedded PGlite in a directory (or in memory) by default, PostgreSQL through a
// pg Pool when a URL is given. Both are exposed as the same Drizzle type plus a raw SQL connection
// for the migration runner and test resets.
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import { observePool } from '../ops/pools';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One connection for raw SQL: `exec` may hold several statements, `query` takes parameters. */
export interface RawConnection {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` on one dedicated connection (session-level advisory locks need that). */
  withConnection<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onNotify` is called with the payload of each NOTIFY committed by any
   * connection or process. Resolves to the function that stops listening. (The job worker's
   * wake-up, server/jobs; the caches' drops across processes, server/platform/http/change-feed.ts.)
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * bytea through Node's native hex codec. PGlite's own converts byte by byte in JavaScript: a
 * published 10,000-widget page (0.7 MB of artefact bytes) took ~0.6 s to write and ~0.35 s to read
 * back; this takes ~50 ms and ~20 ms, with the same bytes (server/db/bytea.test.ts).
 */
const byteaCodec = {
  serializers: {
    [types.BYTEA]: (x: unknown) => {
      if (!(x instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(x.buffer, x.byteOffset, x.byteLength).toString('hex')}`;
    },
  },
  parsers: { [types.BYTEA]: (x: string) => Buffer.from(x.slice(2), 'hex') },
};

/**
 * PGlite's shared buffers (PGLITE_SHARED_BUFFERS). PostgreSQL's default of 128 MB is zeroed when
 * PGlite opens, so all of it is resident from the start: ~120 MB of a server's memory at rest,
 * for a cache an embedded database of one installation rarely fills. 32 MB holds a small
 * installation's hot pages; the operating system's page cache keeps the rest of the files warm.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * `dataDir` undefined → in memory (tests). A directory is locked for this process first
 * (data-dir-lock.ts): a second process on it fails with DataDirLocked instead of corrupting it.
 */
export async function openPglite(dataDir?: string, opts: { sharedBuffers?: string } = {}): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  // pg_trgm: the leads inbox searches with a trigram index (migration 0110); PostgreSQL ships it.
  // The buffers go as a start parameter, not into the directory's postgresql.conf: the directory
  // stays as PGlite made it, and any build opens it the same way.
  const options = {
    extensions: { pg_trgm }, ...byteaCodec,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
  };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const conn: RawConnection = {
    async exec(sql) { await client.exec(sql); },
    async query<T>(sql: string, params?: unknown[]) { return (await client.query<T>(sql, params)).rows; },
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db, // same query builder; the HKT differs only in the result type name
    // PGlite is a single connection already: nothing to check out.
    withConnection: (fn) => fn(conn),
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * `max` 20: the lead intake answers 16+ visitors at once, each with two statements in flight (the
 * sender's limit and the lead), next to the job worker; 10 made requests queue for a connection.
 */
export async function openPostgres(url: string, max = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db; // see openPglite
  // idleTimeoutMillis 0: kept open when idle (pg's default closes them after 10 s), since a closed
  // connection takes its parsed statements and plans with it and the next lists plan them again.
  const lists = new pg.Pool({ connectionString: url, max: LIST_POOL_MAX, idleTimeoutMillis: 0, options: '-c plan_cache_mode=force_generic_plan' });
  lists.on('error', () => undefined);
  listHandles.set(db, drizzlePg(lists, { schema }) as unknown as Db);
  const unobserve = [observePool('main', pool), observePool('lists', lists)];
  return {
    kind: 'postgres',
    db,
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async exec(sql) { await client.query(sql); },
          async query<T>(sql: string, params?: unknown[]) { return (await client.query(sql, params)).rows as T[]; },
        });
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    async close() {
      for (const forget of unobserve) forget();
      await Promise.all([pool.end(), lists.end()]);
    },
  };
}

/**
 * The pages list's own connections (pages/pages-list.ts): its unsearched statements are kept
 * per shape (filters, sort, direction walked, page size: ~150 of them for one account's screen)
 * and each is parsed and planned once per connection that runs it. Over the main pool's 20 that
 * was 20 × 150 first runs, each followed by five custom plans before PostgreSQL weighs a generic
 * one — a process's computed lists were still planning after thousands of requests, and 16
 * callers' backends time-shared two cores. Four connections that plan each statement once,
 * generically (its plan is the same nested loop as a custom one: the page size is in the text,
 * the rest are values that do not change the plan), queue the callers instead.
 */
const LIST_POOL_MAX = 4;
const listHandles = new WeakMap<Db, Db>();

/** The handle the pages list reads through: its own pool on PostgreSQL, `db` itself on PGlite (one connection) or inside a transaction. */
export function listReadsOf(db: Db): Db {
  return listHandles.get(db) ?? db;
}

/**
 * A dedicated connection outside the pool holds the LISTEN (a pooled one would be handed to queries).
 * When it drops, it reconnects after a second; notifications missed meanwhile are caught by the
 * listener's own polling.
 */
async function listenPostgres(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => { if (n.channel === channel) onNotify(n.payload ?? ''); });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    c.once('end', () => { if (!stopped) reconnect(); });
  };
  const reconnect = () => {
    retry = setTimeout(() => void connect().then(() => onNotify(''), reconnect), 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; pgliteSharedBuffers?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, { sharedBuffers: opts.pgliteSharedBuffers });
}
