// The engine stores pages compact (engine/import/compact.ts); drafts and history saved before that
// are in the long shape. Both go through the same draft, history, content and publishing paths.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { exportContent, importContent } from '../../engine/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const P = api.pages;

describe.each(testDatabases)('compact page content on $name', (db) => {
  const h = useHarness(db);

  it('a long-shape draft opens, saves back compact, answers, publishes and serves the same page', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(P.create, { token, body: { title: 'Compact' } });
    const long = textContent('Старая страница', true);
    const saved = await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: 1, data: long, globals: {} } });

    // What the editor does: import the stored draft, export it, save it.
    const answer = await h.ok(P.content, { token, params: { pageId: page.id } });
    const compact = exportContent(importContent(answer, { defaults: false }));
    const { globals, ...data } = compact;
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(long).length);
    await h.ok(P.draft, { token, params: { pageId: page.id }, body: { revision: saved.revision, data, globals } });

    const again = await h.ok(P.content, { token, params: { pageId: page.id } });
    expect(again.data).toEqual(JSON.parse(JSON.stringify(data)));
    expect(exportContent(importContent(again, { defaults: false }))).toEqual(exportContent(importContent({ ...long, globals: {} }, { defaults: false })));

    await h.ok(P.publish, { token, params: { pageId: page.id }, body: { data, globals, code: 'compact' } });
    const { items } = await h.ok(P.history, { token, params: { pageId: page.id } });
    const entry = await h.ok(P.historyGet, { token, params: { pageId: page.id, historyId: items[0].id } });
    expect(entry.data).toMatchObject({ schema: data.schema, tree: data.tree });
    const served = await h.app.inject({ method: 'GET', url: '/', headers: { host: 'compact.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Старая страница');
    expect(served.body).toContain('<form');
  });
});
