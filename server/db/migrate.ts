// A small migration runner: plain SQL files server/migrations/NNNN_name.sql applied in name order,
// one transaction per file, recorded in schema_migrations. A session-level advisory lock makes two
// instances starting at once apply each file exactly once (the second waits, then finds it done).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './client';

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Arbitrary constant shared by every instance of this product. */
const LOCK_KEY = 7_345_001;

export interface Migration { name: string; sql: string }

/**
 * The database records migrations this build does not carry: a newer version migrated it. Running
 * older code on a newer schema could misread or lose what the newer version stores, so the server
 * refuses to start (README "Upgrading").
 */
export class NewerDatabase extends Error {
  constructor(readonly unknown: string[]) {
    super(`the database was migrated by a newer version of the product (migrations this build does not know: ${unknown.join(', ')}); start that version or restore a backup taken before the upgrade`);
    this.name = 'NewerDatabase';
  }
}

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/** Returns the names applied by this call; throws NewerDatabase (and applies nothing) on a newer database. */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const list = migrations ?? (await loadMigrations());
  return database.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      const done = new Set((await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const known = new Set(list.map((m) => m.name));
      const unknown = [...done].filter((name) => !known.has(name)).sort();
      if (unknown.length > 0) throw new NewerDatabase(unknown);
      const applied: string[] = [];
      for (const m of list) {
        if (done.has(m.name)) continue;
        await conn.exec('BEGIN');
        try {
          await conn.exec(m.sql);
          await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
          await conn.exec('COMMIT');
        } catch (err) {
          await conn.exec('ROLLBACK');
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m.name);
      }
      return applied;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
