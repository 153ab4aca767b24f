// Migration 0040 converts the stored page contents (draft, history, published copy) from jsonb to
// bytes with a codec, on a database that already holds pages: nothing is lost, the old rows read
// back as they were, and the next write stores them compressed.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './client';
import { loadMigrations, migrate } from './migrate';
import { loadContent, readContent, saveDraft } from '../pages/index';
import { pageArtefacts, pageHistory } from './schema-pages';

const FIRST = '0040_content_compressed.sql';
const data = { version: '0.2', widgets: { 1: { id: 1, type: 'widget-text', name: 'Текст', cfg: { text: 'Старая «страница» 😀' }, classes: [], style: {}, parentId: null, v: '0.1' } }, tree: [{ id: 1, type: 'widget-text', cd: [] }], fragments: {} };

/** A database of its own (this test migrates from empty), dropped afterwards. */
async function freshDatabases(): Promise<{ name: string; open: () => Promise<Database>; drop: () => Promise<void> }[]> {
  const list: { name: string; open: () => Promise<Database>; drop: () => Promise<void> }[] = [
    { name: 'pglite', open: () => openPglite(), drop: async () => undefined },
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const url = new URL(base);
    const dbName = `${url.pathname.slice(1) || 'app_test'}_mig0040_${process.pid}`;
    const admin = async (q: string) => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try { await c.query(q); } finally { await c.end(); }
    };
    url.pathname = `/${dbName}`;
    list.push({
      name: 'postgres',
      open: async () => { await admin(`CREATE DATABASE "${dbName}"`); return openPostgres(url.toString(), 2); },
      drop: () => admin(`DROP DATABASE IF EXISTS "${dbName}"`),
    });
  }
  return list;
}

describe.each(await freshDatabases())('migration 0040 on $name', (target) => {
  it('converts jsonb contents of existing pages to readable bytes; the next save compresses', { timeout: 60_000 }, async () => {
    const database = await target.open();
    try {
      const all = await loadMigrations();
      await migrate(database, all.filter((m) => m.name < FIRST));
      const json = JSON.stringify(data);
      const pageId = await database.withConnection(async (c) => {
        const [acc] = await c.query<{ id: string }>("INSERT INTO accounts (tarif) VALUES ('trial') RETURNING id");
        const [page] = await c.query<{ id: string }>("INSERT INTO pages (account_id, code) VALUES ($1, 'old-page') RETURNING id", [acc.id]);
        await c.query('INSERT INTO page_contents (page_id, account_id, globals, data, revision) VALUES ($1, $2, $3, $4, 7)', [page.id, acc.id, '{"collectionId":1}', json]);
        await c.query("INSERT INTO page_history (page_id, account_id, kind, data) VALUES ($1, $2, 'publish', $3)", [page.id, acc.id, json]);
        await c.query("INSERT INTO page_artefacts (page_id, account_id, etag, html, gzip, br, data) VALUES ($1, $2, 'e', '\\x00', '\\x00', '\\x00', $3)", [page.id, acc.id, json]);
        return Number(page.id);
      });

      expect(await migrate(database)).toContain(FIRST);

      const draft = await loadContent(database.db, pageId);
      expect(draft).toMatchObject({ revision: 7, globals: { collectionId: 1 }, data });
      const [history] = await database.db.select().from(pageHistory);
      const [artefact] = await database.db.select().from(pageArtefacts);
      expect([history.codec, artefact.codec]).toEqual(['json', 'json']);
      expect((await readContent(history)).data).toEqual(data);
      expect((await readContent(artefact)).data).toEqual(data);

      const saved = { ...data, fragments: { saved: true } };
      await saveDraft(database.db, draft.accountId, pageId, 7, { data: saved, globals: draft.globals });
      const [row] = await database.withConnection((c) => c.query<{ codec: string; n: number }>('SELECT codec, length(content) AS n FROM page_contents'));
      expect(row.codec).toBe('br');
      expect(Number(row.n)).toBeLessThan(JSON.stringify(saved).length);
      expect((await loadContent(database.db, pageId)).data).toEqual(saved);
    } finally {
      await database.close();
      await target.drop();
    }
  });
});
