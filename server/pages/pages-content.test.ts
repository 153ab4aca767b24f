import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';
import { draftCacheOf } from './draft-cache';
import { addHistory, HISTORY_CAP, loadContentForEditor, replaceDraft, SNAPSHOT_EVERY_MS, snapshotIfDue } from './pages-content';

describe.each(testDatabases)('page content and history on $name', (db) => {
  const h = useHarness(db);

  async function newPage() {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'C' } });
    const [row] = await h.database.withConnection((c) => c.query<{ account_id: string }>('SELECT account_id FROM pages WHERE id = $1', [page.id]));
    return { token, page, accountId: Number(row.account_id) };
  }

  it('of two concurrent saves on the same revision exactly one wins; the other is a conflict', async () => {
    const { token, page } = await newPage();
    const results = await Promise.all(['left', 'right'].map((t) =>
      h.call(api.pages.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent(t) } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0].statusCode === 200 ? 'left' : 'right';
    const content = await h.ok(api.pages.content, { token, params: { pageId: page.id } });
    expect(content.revision).toBe(2);
    expect(JSON.stringify(content.data)).toContain(winner);
  });

  it('keeps at most HISTORY_CAP entries per page, newest first', async () => {
    const { token, page, accountId } = await newPage();
    for (let i = 0; i < HISTORY_CAP + 5; i++) await addHistory(h.database.db, accountId, page.id, 'draft', { data: textContent(`v${i}`), globals: {} });
    const { items } = await h.ok(api.pages.history, { token, params: { pageId: page.id } });
    expect(items).toHaveLength(HISTORY_CAP);
    const newest = await h.ok(api.pages.historyGet, { token, params: { pageId: page.id, historyId: items[0].id } });
    expect(JSON.stringify(newest.data)).toContain(`v${HISTORY_CAP + 4}`);
  });

  it('history starts with the page\'s starting state; drafts are snapshotted at most every SNAPSHOT_EVERY_MS', async () => {
    const { token, page, accountId } = await newPage();
    await h.ok(api.pages.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('a') } });
    await h.ok(api.pages.draft, { token, params: { pageId: page.id }, body: { revision: 2, data: textContent('b') } });
    expect((await h.ok(api.pages.history, { token, params: { pageId: page.id } })).items.map((i) => i.kind)).toEqual(['created']);
    await snapshotIfDue(h.database.db, accountId, page.id, { data: textContent('later'), globals: {} }, Date.now() + SNAPSHOT_EVERY_MS + 1000);
    expect((await h.ok(api.pages.history, { token, params: { pageId: page.id } })).items.map((i) => i.kind)).toEqual(['draft', 'created']);
  });

  it('the editor\'s content comes from memory only while it is the stored draft, whoever wrote the draft since', async () => {
    const { token, page, accountId } = await newPage();
    const saved = await h.ok(api.pages.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: textContent('saved') } });
    const kept = draftCacheOf(h.database.db).get(page.id, saved.revision, new Date(saved.updated));
    expect(JSON.stringify(kept)).toContain('saved');
    // A write that does not go through this process's save (a restore, another server process).
    await h.database.db.transaction((tx) => replaceDraft(tx, accountId, page.id, { data: textContent('replaced elsewhere'), globals: {} }));
    const content = await h.ok(api.pages.content, { token, params: { pageId: page.id } });
    expect(content.revision).toBe(3);
    expect(JSON.stringify(content.data)).toContain('replaced elsewhere');
    expect(JSON.stringify(content.data)).not.toContain('saved');
    // Read once, then kept: the same answer again, from memory.
    const row = await loadContentForEditor(h.database.db, page.id);
    expect(draftCacheOf(h.database.db).get(page.id, row.revision, row.updated)).toBe(row.data);
    expect((await h.ok(api.pages.content, { token, params: { pageId: page.id } })).data).toEqual(content.data);
  });
});
