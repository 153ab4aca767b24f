// Real databases for tests — never mocks. One in-memory PGlite per worker process, always; plus a
// PostgreSQL database per worker when TEST_DATABASE_URL is set (CI sets it). Suites run over
// `testDatabases` with describe.each, and reset with TRUNCATE between tests.
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /**
   * PostgreSQL only: a second pool on the same database, as another server process would have
   * (e.g. two job workers claiming from one queue). The caller closes it.
   */
  openAnother?(): Promise<Database>;
}

let pglite: Promise<Database> | undefined;
let postgres: Promise<Database> | undefined;

async function openMigrated(open: () => Promise<Database>): Promise<Database> {
  const d = await open();
  await migrate(d);
  return d;
}

/**
 * Each vitest worker gets its own database on the server (app_test_w<pool id>), so parallel test
 * files never TRUNCATE each other's rows. It is created on first use and reused afterwards.
 */
async function workerPostgresUrl(baseUrl: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? String(process.pid);
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'app_test'}_w${worker.replace(/\W/g, '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Another process created it between the check and now: fine.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: () => (pglite ??= openMigrated(() => openPglite())) },
  ...(process.env.TEST_DATABASE_URL
    ? [{
      name: 'postgres' as const,
      open: () => (postgres ??= openMigrated(async () => openPostgres(await workerPostgresUrl(process.env.TEST_DATABASE_URL as string), 5))),
      openAnother: async () => openPostgres(await workerPostgresUrl(process.env.TEST_DATABASE_URL as string), 5),
    }]
    : []),
];

/** Tables holding reference data seeded by migrations survive a reset; add yours here. */
export const KEEP_ON_RESET = new Set(['schema_migrations', 'tariffs', 'app_settings', 'packet_offers']);

export async function resetDatabase(d: Database): Promise<void> {
  await d.withConnection(async (conn) => {
    const tables = (await conn.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    )).map((r) => r.tablename).filter((t) => !KEEP_ON_RESET.has(t));
    if (tables.length > 0) await conn.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
  });
}
