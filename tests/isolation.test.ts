// Tenant isolation: a second account calls every route of the table that takes an id, with ids
// owned by the first account. Each must answer 403 or 404 and change nothing. A new route with a
// path parameter fails here until it gets a fixture in tests/helpers/fixtures.ts — that is the point.
import { describe, expect, it } from 'vitest';
import { api, routes, type RouteSpec } from '../api/index';
import { GOOD_CARD, testDatabases, useHarness } from './helpers/db';
import { accountFixtures } from './helpers/fixtures';

/** A body that passes validation, so the route reaches its ownership check (not a 422). */
const validBodies: Record<string, unknown> = {
  'projects.update': { title: 'Hijacked', liked: true },
  'access.users.update': { name: 'Hijacked' },
  'access.users.permissions': { projects: {} },
  'pages.update': { title: 'Hijacked' },
  'pages.draft': { revision: 1, data: { version: '0.2', widgets: {}, tree: [] } },
  'pages.transfer.create': { email: 'second@example.com' },
  'plugins.update': { name: 'Hijacked' },
  'folders.update': { title: 'Hijacked' },
  'folders.move': { to: 'down' },
  'domains.update': { ssl: true },
  'domains.record.create': { type: 'TXT', value: 'hijacked' },
  'domains.record.update': { value: 'hijacked' },
  'design.fontPresets.update': { title: 'Hijacked' },
  'design.palettes.update': { title: 'Hijacked' },
  'design.styles.update': { title: 'Hijacked' },
  'creator.blocks.update': { name: 'Hijacked' },
  'media.update': { title: 'Hijacked' },
  'account.bills.pay': { idempotency_key: 'isolation-attempt-0001', card: GOOD_CARD },
  'account.methods.update': { make_default: true },
  'integrations.update': { title: 'Hijacked', enabled: false },
  'contacts.update': { name: 'Hijacked' },
  'forwarder.update': { enabled: false, url: '', method: 'POST' },
  'forwarder.test': { url: 'https://example.com/hijacked', method: 'POST' },
  'contacts.setPages': { pages: [] },
  'contacts.attach': { page_id: 1 },
  'contacts.approve': { token: 'x'.repeat(43) },
  'campaigns.create': { name: 'Hijacked' },
  'campaigns.update': { name: 'Hijacked', action: 'start' },
  'campaigns.content.create': { name: 'Hijacked' },
  'cdp.persons.update': { name: 'Hijacked' },
  'cdp.persons.move': { pipeline_id: 1, stage_id: 1 },
  'cdp.pipelines.update': { title: 'Hijacked' },
  'cdp.process.update': { title: 'Hijacked' },
  'cdp.process.steps.create': { title: 'Hijacked' },
  'cdp.process.steps.update': { title: 'Hijacked' },
  'cdp.process.steps.order': { ids: [1] },
  'cdp.fields.update': { title: 'Hijacked' },
  'cdp.documents.create': { type: 'document', title: 'Hijacked' },
  'cdp.documents.update': { title: 'Hijacked' },
  'cdp.products.update': { title: 'Hijacked' },
  'cdp.orders.comment': { text: 'Hijacked' },
  'cdp.webinars.update': { title: 'Hijacked' },
  'cdp.webinars.register': { person_id: 1 },
  'tasks.update': { title: 'Hijacked' },
};

/** A query that passes validation, for routes whose query has required fields. */
const validQueries: Record<string, Record<string, string>> = {
  'contacts.detach': { page_id: '1' },
};

/**
 * The first account's A/B test variant in queries and bodies, its page in the bodies of reports by
 * source, and the statistics routes' non-id path parameters.
 */
function statsCampaignFixtures(pageId: number, variant: number): Record<string, Record<string, string>> {
  validQueries['campaigns.content.get'] = { variant_id: String(variant) };
  validQueries['campaigns.content.delete'] = { variant_id: String(variant) };
  validBodies['campaigns.content.save'] = { variant_id: variant, revision: 1, data: { version: '0.2', widgets: {}, tree: [] } };
  validBodies['stats.charts.sources.period'] = { page_id: pageId };
  validBodies['stats.charts.sources.dynamic'] = { page_id: pageId };
  validBodies['stats.export'] = { page_id: pageId };
  return {
    '/stats/charts/sources/period/:entity': { entity: 'referrer' },
    '/stats/charts/sources/dynamic/:entity': { entity: 'referrer' },
    '/stats/export/:format': { format: 'csv' },
  };
}

describe.each(testDatabases)('tenant isolation on $name', (db) => {
  const h = useHarness(db);

  it('a second account gets 403/404 from every route with an id of the first', async () => {
    const first = await h.signUp('first@example.com');
    const second = await h.signUp('second@example.com');
    await h.signUp('third@example.com'); // the recipient of the first account's pending transfer
    const { paths, projectId, memberId, variantId } = await accountFixtures(h, first.token, 'third@example.com', 'fm@example.com');
    const pageId = paths['/pages/:pageId'].pageId;
    const ids: Record<string, Record<string, number | string>> = { ...paths, ...statsCampaignFixtures(pageId, variantId) };

    // Also a member of the second account (not owner): must not get further than its owner.
    await h.ok(api.access.create, { token: second.token, body: { email: 'sm@example.com', name: 'Second member', password: 'Quartz-Lagoon-7' } });
    const secondMember = (await h.ok(api.session.login, { body: { email: 'sm@example.com', password: 'Quartz-Lagoon-7' } })).token;

    // The buyer's order page is public by design: its unguessable hash is the key, and what it
    // answers is the order's public view only (server/sales/payments.test.ts shows that).
    const publicByHash = new Set(['public.order.get', 'public.order.pay']);
    const withParams = routes.filter((r) => r.params && !publicByHash.has(r.name));
    expect(withParams.length).toBeGreaterThan(0);
    for (const route of withParams as RouteSpec[]) {
      const params = ids[route.path];
      expect(params, `no fixture for ${route.name} ${route.path}: add one`).toBeDefined();
      for (const token of [second.token, secondMember]) {
        const res = await h.call(route, { token, params, query: validQueries[route.name], body: route.body ? (validBodies[route.name] ?? {}) : undefined });
        expect([403, 404], `${route.name} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
    }

    // Leads take their ids in bodies: another account's batch calls touch nothing, and its lists,
    // counts and exports never show the first account's leads.
    const firstLeadId = paths['/leads/:leadId'].leadId;
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
    expect(await h.ok(api.projects.get, { token: first.token, params: { id: projectId } })).toMatchObject({ title: 'First project', liked: false });
    expect(await h.ok(api.access.get, { token: first.token, params: { id: memberId } })).toMatchObject({ name: 'First member' });
    // The second account sees only its own default project.
    expect((await h.ok(api.projects.list, { token: second.token })).items.map((p) => p.title)).toEqual(['Мой проект']);
    expect((await h.ok(api.pages.list, { token: first.token })).items.map((p) => p.title).sort()).toEqual(['First page', 'Offered']);
    expect((await h.ok(api.pages.list, { token: second.token })).items).toEqual([]);
    // The first account's campaign is untouched; its statistics are not another account's.
    expect(await h.ok(api.campaigns.get, { token: first.token, params: { pageId } })).toMatchObject({ name: 'First test', status: 'draft' });
    expect((await h.ok(api.stats.pageStatsAll, { token: second.token })).items).toEqual([]);
    const charts = await h.call(api.campaigns.charts, { token: second.token, body: { campaign_id: (await h.ok(api.campaigns.get, { token: first.token, params: { pageId } }))?.id ?? 0 } });
    expect(charts.statusCode).toBe(404);
    expect((await h.ok(api.access.list, { token: second.token })).items.map((u) => u.email)).toEqual(['second@example.com', 'sm@example.com']);
    // The paged lists of domains and transfers hold only the caller's own rows, searched or not.
    expect((await h.ok(api.domains.list, { token: first.token })).items.map((d) => d.name)).toEqual(['first-account.ru']);
    expect((await h.ok(api.domains.list, { token: second.token, query: { search: 'first' } })).total_items).toBe(0);
    expect((await h.ok(api.pageTransfers.list, { token: first.token })).total_items).toBe(1);
    expect((await h.ok(api.pageTransfers.list, { token: second.token })).total_items).toBe(0);
    expect((await h.ok(api.access.list, { token: second.token, query: { search: 'first' } })).total_items).toBe(0);
    // The first account's webhook is listed and counted for it only, searched or not.
    expect((await h.ok(api.integrations.list, { token: first.token, query: { search: 'webhook' } })).connected_by_type).toMatchObject({ 22: 1 });
    const othersIntegrations = await h.ok(api.integrations.list, { token: second.token, query: { search: 'webhook' } });
    expect([othersIntegrations.total_items, othersIntegrations.connected_by_type]).toEqual([0, {}]);
    // The first account's bill is still unpaid and its card still there; nothing was charged.
    const bills = await h.ok(api.billing.billsList, { token: first.token });
    expect(bills.items.map((b) => [b.kind, b.status])).toEqual([['tariff', 'unpaid']]);
    expect((await h.ok(api.billing.methodsList, { token: first.token })).items).toHaveLength(1);
    expect((await h.ok(api.billing.payments, { token: first.token })).items).toEqual([]);
    // Payment settings are per account: the second sees none of the first's.
    expect(await h.ok(api.payments.settingsGet, { token: second.token })).toMatchObject({ integration_id: null, integrations: [] });
    await h.fail(api.payments.settingsGet, 403, { token: secondMember });
    // The first account's dead delivery was neither retried nor resolved, nor shown to the second.
    expect((await h.ok(api.settings.list, { token: first.token })).items.map((j) => [j.id, j.state, j.category])).toEqual([[paths['/settings/jobs/:id/retry'].id, 'dead', 'webhook']]);
    expect((await h.ok(api.settings.list, { token: second.token })).items).toEqual([]);
    expect(await h.ok(api.settings.counts, { token: second.token })).toEqual({ waiting: 0, running: 0, failed: 0, dead: 0 });
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
