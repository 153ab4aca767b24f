// Tenant isolation: a second account calls every route of the table that takes an id, with ids
// owned by the first account. Each must answer 403 or 404 and change nothing. A new route with a
// path parameter fails here until it gets a fixture below — that is the point.
import { describe, expect, it } from 'vitest';
import { api, routes, type RouteSpec } from '../api/index';
import { testDatabases, useHarness } from './helpers/db';

/** A body that passes validation, so the route reaches its ownership check (not a 422). */
const validBodies: Record<string, unknown> = {
  'projects.update': { title: 'Hijacked', liked: true },
  'access.users.update': { name: 'Hijacked', permissions: {} },
  'pages.update': { title: 'Hijacked' },
  'pages.draft': { revision: 1, data: { version: '0.2', widgets: {}, tree: [] } },
  'pages.transfer.create': { email: 'second@example.com' },
  'plugins.update': { name: 'Hijacked' },
  'folders.update': { title: 'Hijacked' },
  'domains.update': { ssl: true },
  'domains.record.create': { type: 'TXT', value: 'hijacked' },
  'domains.record.update': { value: 'hijacked' },
  'design.fontPresets.update': { title: 'Hijacked' },
  'design.palettes.update': { title: 'Hijacked' },
  'design.styles.update': { title: 'Hijacked' },
  'creator.blocks.update': { name: 'Hijacked' },
  'media.update': { title: 'Hijacked' },
};

/** Pages-area fixtures of the first account: path → its parameters. */
async function pagesAreaFixtures(h: ReturnType<typeof useHarness>, token: string, secondEmail: string): Promise<Record<string, Record<string, number>>> {
  const page = await h.ok(api.pages.create, { token, body: { title: 'First page' } });
  const published = await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: {} });
  const historyId = (await h.ok(api.pages.history, { token, params: { pageId: page.id } })).items[0].id;
  const trashed = await h.ok(api.pages.create, { token, body: { title: 'Trashed' } });
  await h.ok(api.pages.remove, { token, params: { pageId: trashed.id } });
  const other = await h.ok(api.pages.create, { token, body: { title: 'Offered' } });
  const transfer = await h.ok(api.pageTransfers.create, { token, params: { pageId: other.id }, body: { email: secondEmail } });
  const folder = await h.ok(api.folders.create, { token, body: { title: 'F' } });
  const plugin = await h.ok(api.plugins.create, { token, body: { kind: 'custom_code', name: 'C', code: '<b>x</b>', all_pages: true } });
  const domain = await h.ok(api.domains.create, { token, body: { name: 'first-account.ru' } });
  const record = await h.ok(api.domains.recordCreate, { token, params: { domainId: domain.id }, body: { type: 'A', value: '1.2.3.4' } });
  const pageId = published.page.id;
  const lead = await firstLead(h, pageId);
  const paths: Record<string, Record<string, number>> = {
    '/leads/:leadId': { leadId: lead },
    '/pages/:pageId/history/:historyId': { pageId, historyId },
    '/trash/:id': { id: trashed.id },
    '/folders/:folderId': { folderId: folder.id },
    '/pages/plugins/:pluginId': { pluginId: plugin.id },
    '/pages/plugins/:pluginId/clone': { pluginId: plugin.id },
    '/domains/:domainId': { domainId: domain.id },
    '/domains/records/:recordId': { recordId: record.id },
  };
  for (const r of routes) {
    if (r.path.startsWith('/pages/transfer/:transferId')) paths[r.path] = { transferId: transfer.transferId };
    else if (r.path.includes(':pageId') && !paths[r.path]) paths[r.path] = { pageId };
    else if (r.path.startsWith('/domains/:domainId')) paths[r.path] = { domainId: domain.id };
  }
  return paths;
}

/** A lead of the first account's page, as intake stores it. */
async function firstLead(h: ReturnType<typeof useHarness>, pageId: number): Promise<number> {
  const rows = await h.database.withConnection((c) => c.query<{ id: string }>(
    "INSERT INTO leads (account_id, page_id, form, fields, title, search) SELECT account_id, id, 'F', '{\"name\":\"First lead\"}', 'First lead', 'first lead' FROM pages WHERE id = $1 RETURNING id", [pageId],
  ));
  return Number(rows[0].id);
}

/** Design, ready-block and media fixtures of the first account (issue 5). */
async function designMediaFixtures(h: ReturnType<typeof useHarness>, token: string): Promise<Record<string, Record<string, number>>> {
  const font = (await h.ok(api.design.fontPresetsList, { token })).items[0];
  const palette = (await h.ok(api.design.palettesList, { token })).items[0];
  const style = (await h.ok(api.design.stylesList, { token })).items[0];
  const content = { widgets: { 1: { id: 1, type: 'widget-text', name: 'T', cfg: { text: 'x' }, classes: [], style: {}, parentId: null, v: '0.1' } }, tree: [{ id: 1, type: 'widget-text', cd: [] }] };
  const block = await h.ok(api.templates.createBlock, { token, body: { name: 'First block', cover: '/c.png', category: 'empty', content } });
  const folder = await h.ok(api.media.create, { token, body: { title: 'First folder' } });
  return {
    '/font_presets/:id': { id: font.id }, '/palettes/:id': { id: palette.id }, '/styles/:id': { id: style.id },
    '/creator/blocks/:id': { id: block.id }, '/creator/blocks/:blockId': { blockId: block.id }, '/media/:id': { id: folder.id },
    '/media/:id/items/:itemId': { id: folder.id, itemId: 1 },
    // Template collections are shipped with the product and shared by every account (not tenant
    // data); a missing one must still be a 404. Own blocks inside a collection's list are checked
    // for isolation in server/routes/templates.test.ts.
    '/templates/collections/:id': { id: 999 }, '/templates/collections/:collectionId/blocks': { collectionId: 999 },
  };
}

describe.each(testDatabases)('tenant isolation on $name', (db) => {
  const h = useHarness(db);

  it('a second account gets 403/404 from every route with an id of the first', async () => {
    const first = await h.signUp('first@example.com');
    const project = await h.ok(api.projects.create, { token: first.token, body: { title: 'First project' } });
    const member = await h.ok(api.access.create, { token: first.token, body: { email: 'fm@example.com', name: 'First member', password: 'Quartz-Lagoon-7' } });
    const second = await h.signUp('second@example.com');
    await h.signUp('third@example.com'); // the recipient of the first account's pending transfer
    const ids: Record<string, Record<string, number>> = {
      '/projects/:id': { id: project.id }, '/access/users/:id': { id: member.id },
      ...(await pagesAreaFixtures(h, first.token, 'third@example.com')),
      ...(await designMediaFixtures(h, first.token)),
    };

    // Also a member of the second account (not owner): must not get further than its owner.
    await h.ok(api.access.create, { token: second.token, body: { email: 'sm@example.com', name: 'Second member', password: 'Quartz-Lagoon-7' } });
    const secondMember = (await h.ok(api.session.login, { body: { email: 'sm@example.com', password: 'Quartz-Lagoon-7' } })).token;

    const withParams = routes.filter((r) => r.params);
    expect(withParams.length).toBeGreaterThan(0);
    for (const route of withParams as RouteSpec[]) {
      const params = ids[route.path];
      expect(params, `no fixture for ${route.name} ${route.path}: add one`).toBeDefined();
      for (const token of [second.token, secondMember]) {
        const res = await h.call(route, { token, params, body: route.body ? (validBodies[route.name] ?? {}) : undefined });
        expect([403, 404], `${route.name} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
    }

    // Leads take their ids in bodies: another account's batch calls touch nothing, and its lists,
    // counts and exports never show the first account's leads.
    const firstLeadId = ids['/leads/:leadId'].leadId;
    for (const token of [second.token, secondMember]) {
      expect(await h.ok(api.leads.changeStatus, { token, body: { status: 5, items: [firstLeadId] } })).toEqual({ updated: 0 });
      expect(await h.ok(api.leads.remove, { token, body: { items: [firstLeadId] } })).toEqual({ deleted: 0 });
      expect((await h.ok(api.leads.list, { token })).total_items).toBe(0);
      expect((await h.ok(api.leads.countByStatus, { token })).at(-1)).toEqual({ status: 'all', total: 0 });
      const exported = await h.call(api.leads.exportLeads, { token, body: { data: { format: 'csv', items: [firstLeadId] } } });
      expect(exported.body).not.toContain('First lead');
    }
    expect(await h.ok(api.leads.get, { token: first.token, params: { leadId: firstLeadId } })).toMatchObject({ title: 'First lead', status: 1 });

    // Nothing of the first account changed.
    expect(await h.ok(api.projects.get, { token: first.token, params: { id: project.id } })).toMatchObject({ title: 'First project', liked: false });
    expect(await h.ok(api.access.get, { token: first.token, params: { id: member.id } })).toMatchObject({ name: 'First member' });
    // The second account sees only its own default project.
    expect((await h.ok(api.projects.list, { token: second.token })).items.map((p) => p.title)).toEqual(['Мой проект']);
    expect((await h.ok(api.pages.list, { token: first.token })).items.map((p) => p.title).sort()).toEqual(['First page', 'Offered']);
    expect((await h.ok(api.pages.list, { token: second.token })).items).toEqual([]);
    expect((await h.ok(api.access.list, { token: second.token })).items.map((u) => u.email)).toEqual(['second@example.com', 'sm@example.com']);
  });

  it('a member cannot be given rights on another account\'s project', async () => {
    const first = await h.signUp();
    const project = await h.ok(api.projects.create, { token: first.token, body: { title: 'P' } });
    const second = await h.signUp();
    const err = await h.fail(api.access.create, 422, {
      token: second.token, body: { email: 'x@example.com', name: 'X', password: 'Quartz-Lagoon-7', permissions: { [project.id]: { 'page.list': true } } },
    });
    expect(err.fields).toHaveProperty(`permissions.${project.id}`);
  });
});
