// What a page's Integrations tab does with 120 integrations (ui/screens/integrations/PageIntegrations.tsx)
// on the real routes: the lead-receiving ones paged and searched by the server, the 117th switched on
// for the page by its own PATCH, stored; the page's other integrations stay as they were.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { integrationPages, integrations } from '../db/schema-integrations';
import { accountIdOf } from '../testing/cdp';

describe.each(testDatabases)('a page\'s integrations among 120 on $name', (db) => {
  const h = useHarness(db);

  it('finds the 117th by search past the first 100, switches it on for the page, keeps the 5th', async () => {
    const owner = await h.signUp();
    const accountId = await accountIdOf(h, owner.email);
    const page = await h.ok(api.pages.create, { token: owner.token, body: { title: 'Акция' } });
    const other = await h.ok(api.pages.create, { token: owner.token, body: { title: 'Вебинар' } });
    // 120 webhooks (rows go in directly: connecting each is not what is tested here).
    const rows = await h.database.db.insert(integrations).values(Array.from({ length: 120 }, (_, i) => ({
      accountId, type: 22, title: `Webhook ${String(i + 1).padStart(3, '0')}`, settings: { url: 'https://hooks.example.com/x' }, created: new Date(Date.UTC(2030, 0, 1, 0, i)),
    }))).returning({ id: integrations.id });
    const id = (n: number) => rows[n - 1].id;
    await h.database.db.insert(integrationPages).values([{ integrationId: id(5), pageId: page.id }, { integrationId: id(117), pageId: other.id }]);

    const L = api.integrations.list;
    const first = await h.ok(L, { token: owner.token, query: { receives_leads: 'true', limit: '100' } });
    expect(first).toMatchObject({ total_items: 120, total_pages: 2 });
    expect(first.items.some((i) => i.id === id(117))).toBe(false);
    const found = await h.ok(L, { token: owner.token, query: { receives_leads: 'true', search: 'webhook 117', 'sort[created]': 'asc', limit: '25' } });
    expect(found.items.map((i) => [i.id, i.pages])).toEqual([[id(117), [other.id]]]);

    // The switch: this integration's pages with this page added.
    const it117 = found.items[0];
    await h.ok(api.integrations.update, { token: owner.token, params: { id: it117.id }, body: { pages: [...it117.pages, page.id] } });
    const onPage = await h.ok(L, { token: owner.token, query: { has_page_id: String(page.id), limit: '100' } });
    expect(onPage.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([id(5), id(117)]);
    const links = await h.database.withConnection((c) => c.query<{ integration_id: string; page_id: string }>('SELECT integration_id, page_id FROM integration_pages ORDER BY integration_id, page_id'));
    expect(links.map((l) => [Number(l.integration_id), Number(l.page_id)])).toEqual([[id(5), page.id], [id(117), page.id], [id(117), other.id]].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
});
