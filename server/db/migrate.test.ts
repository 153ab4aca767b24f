import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate, NewerDatabase } from './migrate';
import { testDatabases } from '../testing/db';

describe.each(testDatabases)('migrations on $name', (db) => {
  it('are numbered, and a second run (even two at once) applies nothing', async () => {
    const list = await loadMigrations();
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((m) => m.name)).toEqual([...list.map((m) => m.name)].sort());
    const d = await db.open();
    const [a, b] = await Promise.all([migrate(d), migrate(d)]);
    expect([...a, ...b]).toEqual([]);
    const rows = await d.withConnection((c) => c.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'));
    expect(rows.map((r) => r.name)).toEqual(list.map((m) => m.name));
  });

  it('a failing file rolls back entirely and is not recorded', async () => {
    const d = await db.open();
    const bad = [...await loadMigrations(), { name: '9999_broken.sql', sql: 'CREATE TABLE broken_probe (id int); SELECT no_such_function();' }];
    await expect(migrate(d, bad)).rejects.toThrow(/9999_broken\.sql/);
    const probe = await d.withConnection((c) => c.query("SELECT to_regclass('public.broken_probe') AS t"));
    expect(probe[0]).toEqual({ t: null });
    const rec = await d.withConnection((c) => c.query("SELECT 1 FROM schema_migrations WHERE name = '9999_broken.sql'"));
    expect(rec).toHaveLength(0);
  });

  it('a database migrated by a newer version is refused, naming what this build does not know, and nothing is applied', async () => {
    const d = await db.open();
    const list = await loadMigrations();
    const newer = [...list, { name: '9998_from_the_future.sql', sql: 'CREATE TABLE future_probe (id int)' }];
    await migrate(d, newer);
    try {
      const older = [...list, { name: '9997_never_applied.sql', sql: 'CREATE TABLE older_probe (id int)' }];
      const refused = await migrate(d, older).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(NewerDatabase);
      expect((refused as Error).message).toMatch(/newer version.*9998_from_the_future\.sql/);
      const probe = await d.withConnection((c) => c.query("SELECT to_regclass('public.older_probe') AS t"));
      expect(probe[0]).toEqual({ t: null });
    } finally {
      // The other tests share this database: it goes back to what this build knows.
      await d.withConnection((c) => c.exec("DROP TABLE future_probe; DELETE FROM schema_migrations WHERE name = '9998_from_the_future.sql'"));
    }
  });
});
