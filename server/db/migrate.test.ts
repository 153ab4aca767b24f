import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate';
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
    const bad = [{ name: '9999_broken.sql', sql: 'CREATE TABLE broken_probe (id int); SELECT no_such_function();' }];
    await expect(migrate(d, bad)).rejects.toThrow(/9999_broken\.sql/);
    const probe = await d.withConnection((c) => c.query("SELECT to_regclass('public.broken_probe') AS t"));
    expect(probe[0]).toEqual({ t: null });
    const rec = await d.withConnection((c) => c.query("SELECT 1 FROM schema_migrations WHERE name = '9999_broken.sql'"));
    expect(rec).toHaveLength(0);
  });
});
