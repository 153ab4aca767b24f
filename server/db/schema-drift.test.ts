// The Drizzle tables (server/db/schema*.ts) against the database the migrations build, on PGlite and
// PostgreSQL: every table, column, nullability and type on one side is on the other. The SQL is
// what runs; a query typed by a Drizzle column the migrations never made (or made differently)
// fails only when it is run, so drift is caught here, when it is written. Both sides are read
// generically — every schema module's tables, every table of the migrated `public` schema — so a
// new migration or a new Drizzle column is checked without touching this file.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/db';

/** The migrator's own bookkeeping (db/migrate.ts): no query of the product reads it through Drizzle. */
const MIGRATOR_TABLES = new Set(['schema_migrations']);

interface ColumnShape { type: string; notNull: boolean }
type Shape = Map<string, Map<string, ColumnShape>>;

/** Drizzle's SQL type names → PostgreSQL's format_type() spelling of the same type. */
function canonicalType(sqlType: string): string {
  const t = sqlType.trim().toLowerCase().replace(/\s*,\s*/g, ',');
  const serial: Record<string, string> = { bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' };
  if (serial[t]) return serial[t];
  return t
    .replace(/^varchar\b/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp(\(\d+\))?$/, 'timestamp$1 without time zone')
    .replace(/^time(\(\d+\))?$/, 'time$1 without time zone')
    .replace(/^int4$/, 'integer').replace(/^int8$/, 'bigint').replace(/^int2$/, 'smallint')
    .replace(/^float8$/, 'double precision').replace(/^float4$/, 'real').replace(/^bool$/, 'boolean');
}

async function drizzleShape(): Promise<Shape> {
  const dir = dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir).filter((f) => /^schema(-[a-z0-9-]+)?\.ts$/.test(f));
  const shape: Shape = new Map();
  for (const file of files) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      if (config.schema !== undefined && config.schema !== 'public') continue;
      const columns = new Map<string, ColumnShape>();
      for (const c of config.columns) columns.set(c.name, { type: canonicalType(c.getSQLType()), notNull: c.notNull });
      shape.set(config.name, columns);
    }
  }
  return shape;
}

async function databaseShape(query: <T>(sql: string) => Promise<T[]>): Promise<Shape> {
  const rows = await query<{ table_name: string; column_name: string; type: string; not_null: boolean }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  const shape: Shape = new Map();
  for (const r of rows) {
    if (MIGRATOR_TABLES.has(r.table_name)) continue;
    if (!shape.has(r.table_name)) shape.set(r.table_name, new Map());
    shape.get(r.table_name)?.set(r.column_name, { type: r.type, notNull: r.not_null === true || String(r.not_null) === 't' });
  }
  return shape;
}

/** Every difference between the two shapes, one readable line each. */
function drift(code: Shape, database: Shape): string[] {
  const out: string[] = [];
  for (const table of [...new Set([...code.keys(), ...database.keys()])].sort()) {
    const c = code.get(table);
    const d = database.get(table);
    if (!c) { out.push(`${table}: a table of the migrations with no Drizzle table`); continue; }
    if (!d) { out.push(`${table}: a Drizzle table the migrations never create`); continue; }
    for (const column of [...new Set([...c.keys(), ...d.keys()])].sort()) {
      const cc = c.get(column);
      const dc = d.get(column);
      if (!cc) out.push(`${table}.${column}: a column of the migrations missing from Drizzle (${dc?.type})`);
      else if (!dc) out.push(`${table}.${column}: a Drizzle column the migrations never create (${cc.type})`);
      else {
        if (cc.type !== dc.type) out.push(`${table}.${column}: Drizzle says ${cc.type}, the database has ${dc.type}`);
        if (cc.notNull !== dc.notNull) out.push(`${table}.${column}: Drizzle says ${cc.notNull ? 'NOT NULL' : 'nullable'}, the database has ${dc.notNull ? 'NOT NULL' : 'nullable'}`);
      }
    }
  }
  return out;
}

describe('canonicalType', () => {
  it('spells Drizzle\'s types as format_type() does', () => {
    expect(canonicalType('bigserial')).toBe('bigint');
    expect(canonicalType('varchar(64)')).toBe('character varying(64)');
    expect(canonicalType('numeric(12, 2)')).toBe('numeric(12,2)');
    expect(canonicalType('timestamp with time zone')).toBe('timestamp with time zone');
    expect(canonicalType('timestamp')).toBe('timestamp without time zone');
    expect(canonicalType('text[]')).toBe('text[]');
  });

  it('a difference of table, column, type or nullability is reported', () => {
    const shape = (entries: [string, [string, ColumnShape][]][]): Shape => new Map(entries.map(([t, cols]) => [t, new Map(cols)]));
    const code = shape([['a', [['id', { type: 'bigint', notNull: true }], ['x', { type: 'text', notNull: false }]]], ['only_code', []]]);
    const db = shape([['a', [['id', { type: 'integer', notNull: true }], ['x', { type: 'text', notNull: true }], ['y', { type: 'jsonb', notNull: false }]]], ['only_db', []]]);
    expect(drift(code, db)).toEqual([
      'a.id: Drizzle says bigint, the database has integer',
      'a.x: Drizzle says nullable, the database has NOT NULL',
      'a.y: a column of the migrations missing from Drizzle (jsonb)',
      'only_code: a Drizzle table the migrations never create',
      'only_db: a table of the migrations with no Drizzle table',
    ]);
    expect(drift(code, code)).toEqual([]);
  });
});

describe.each(testDatabases)('Drizzle tables against the migrated database on $name', (db) => {
  let code: Shape;
  beforeAll(async () => { code = await drizzleShape(); });

  it('every table, column, type and nullability matches', async () => {
    const d = await db.open();
    const database = await d.withConnection((conn) => databaseShape((sql) => conn.query(sql)));
    expect(code.size).toBeGreaterThan(20);
    expect(drift(code, database)).toEqual([]);
  });

  it('a migration that drifts from Drizzle is caught (made and rolled back in one transaction)', async () => {
    const d = await db.open();
    const drifted = await d.withConnection(async (conn) => {
      await conn.exec('BEGIN');
      try {
        await conn.exec('ALTER TABLE leads ADD COLUMN drift_probe text; ALTER TABLE leads ALTER COLUMN form DROP NOT NULL; CREATE TABLE drift_probe (id int)');
        return drift(code, await databaseShape((sql) => conn.query(sql)));
      } finally {
        await conn.exec('ROLLBACK');
      }
    });
    expect(drifted).toEqual([
      'drift_probe: a table of the migrations with no Drizzle table',
      'leads.drift_probe: a column of the migrations missing from Drizzle (text)',
      'leads.form: Drizzle says NOT NULL, the database has nullable',
    ]);
  });
});
