// Ways a member got around the per-project rights of SPEC §6. Each row is one bypass
// as it was reproduced: it must now be refused, and nothing it tried may have changed.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '../../api/index';
import { permissionCodes, type ProjectPermissions } from '../../api/permissions';
import { designResources } from '../db/schema-design';
import { domains, plugins } from '../db/schema-pages';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';

const P = api.pages;
const Pl = api.plugins;
const MEMBER_PASSWORD = 'Quartz-Lagoon-2024';

const none: ProjectPermissions = Object.fromEntries(permissionCodes.map((c) => [c, false]));
const only = (...codes: (typeof permissionCodes)[number][]): ProjectPermissions => ({ ...none, ...Object.fromEntries(codes.map((c) => [c, true])) });

interface World {
  owner: string;
  /** The account's first project, a restricted one and a free one. */
  p0: number; p1: number; p2: number;
  /** A published page of P1 and its owner's custom-code plugin. */
  page1: { id: number; code: string };
  ownerPlugin: number;
  member(email: string, perms: Record<number, ProjectPermissions>): Promise<string>;
}

async function world(h: Harness): Promise<World> {
  const { token: owner } = await h.signUp();
  await h.ok(api.account.changeTariff, { token: owner, body: { tarif: 'pro' } });
  const p0 = (await h.ok(api.projects.list, { token: owner })).items[0].id;
  const p1 = (await h.ok(api.projects.create, { token: owner, body: { title: 'P1' } })).id;
  const p2 = (await h.ok(api.projects.create, { token: owner, body: { title: 'P2' } })).id;
  const page = await h.ok(P.create, { token: owner, body: { title: 'P1 page', project_id: p1 } });
  await h.ok(P.publish, { token: owner, params: { pageId: page.id }, body: { code: 'p1page', data: textContent('Owner text') } });
  const plugin = await h.ok(Pl.create, { token: owner, body: { kind: 'custom_code', name: 'Owner chat', code: '<div id=owner-chat></div>', pages: [page.id] } });
  return {
    owner, p0, p1, p2, page1: { id: page.id, code: 'p1page' }, ownerPlugin: plugin.id,
    async member(email, perms) {
      await h.ok(api.access.create, { token: owner, body: { email, name: 'Member', password: MEMBER_PASSWORD, permissions: Object.fromEntries(Object.entries(perms)) } });
      return (await h.ok(api.session.login, { body: { email, password: MEMBER_PASSWORD } })).token;
    },
  };
}

const publishedHtml = async (h: Harness, code: string) => (await h.app.inject({ method: 'GET', url: '/', headers: { host: `${code}.localhost` } })).body;

describe.each(testDatabases)('permission bypasses on $name', (db) => {
  const h = useHarness(db);

  const scripts: { name: string; run: (w: World, member: string) => Promise<void> }[] = [
    { name: 'an all-pages custom-code plugin', run: async (w, m) => { await h.fail(Pl.create, 403, { token: m, body: { kind: 'custom_code', name: 'X', code: '<script>evil()</script>', all_pages: true } }); } },
    { name: 'a plugin linked to a P1 page', run: async (w, m) => { await h.fail(Pl.create, 403, { token: m, body: { kind: 'custom_code', name: 'X', code: '<script>evil()</script>', pages: [w.page1.id] } }); } },
    { name: 'editing the owner\'s plugin linked to a P1 page', run: async (w, m) => { await h.fail(Pl.update, 403, { token: m, params: { pluginId: w.ownerPlugin }, body: { code: '<script>evil()</script>' } }); } },
    { name: 'deleting it', run: async (w, m) => { await h.fail(Pl.remove, 403, { token: m, params: { pluginId: w.ownerPlugin } }); } },
    { name: 'copying it', run: async (w, m) => { await h.fail(Pl.clone, 403, { token: m, params: { pluginId: w.ownerPlugin } }); } },
    { name: 'moving it in the order', run: async (w, m) => { await h.fail(Pl.positions, 403, { token: m, body: { items: [{ id: w.ownerPlugin, position: 9 }] } }); } },
    {
      name: 'widening the member\'s own P2 plugin to all pages',
      run: async (w, m) => {
        const p2page = await h.ok(P.create, { token: m, body: { title: 'P2 page', project_id: w.p2 } });
        const mine = await h.ok(Pl.create, { token: m, body: { kind: 'custom_code', name: 'Mine', code: '<script>evil()</script>', pages: [p2page.id] } });
        await h.fail(Pl.update, 403, { token: m, params: { pluginId: mine.id }, body: { all_pages: true } });
        await h.fail(Pl.update, 403, { token: m, params: { pluginId: mine.id }, body: { pages: [p2page.id, w.page1.id] } });
      },
    },
  ];
  for (const s of scripts) {
    it(`with every code false on P1, a member cannot put code on P1 through ${s.name}`, async () => {
      const w = await world(h);
      const member = await w.member('m@example.com', { [w.p1]: none });
      const before = await h.database.db.select().from(plugins).orderBy(plugins.id);
      await s.run(w, member);
      const html = await publishedHtml(h, w.page1.code);
      expect(html).toContain('owner-chat');
      expect(html).not.toContain('evil()');
      const after = await h.database.db.select().from(plugins).where(eq(plugins.id, w.ownerPlugin));
      expect(after[0]).toEqual(before.find((p) => p.id === w.ownerPlugin));
    });
  }

  const moves: { name: string; target: (w: World) => number | null }[] = [
    { name: 'out of any project (project_id: null)', target: () => null },
    { name: 'into a project where the member may do everything', target: (w) => w.p2 },
  ];
  for (const move of moves) {
    it(`a member with settings but without delete/publish on P1 cannot move a page ${move.name} to escape them`, async () => {
      const w = await world(h);
      const member = await w.member('m@example.com', { [w.p1]: only('page.list', 'page.settings', 'page.save') });
      const err = await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { project_id: move.target(w) } });
      expect(err.error).toBe('auth.unauthorized');
      expect((await h.ok(P.get, { token: w.owner, params: { pageId: w.page1.id } })).project_id).toBe(w.p1);
      // And so publish and delete stay refused.
      await h.fail(P.publish, 403, { token: member, params: { pageId: w.page1.id }, body: {} });
      await h.fail(P.remove, 403, { token: member, params: { pageId: w.page1.id } });
    });
  }

  it('the owner still moves pages anywhere, and a member with every right on both projects may move', async () => {
    const w = await world(h);
    const member = await w.member('m@example.com', { [w.p1]: {}, [w.p2]: {} });
    expect((await h.ok(P.update, { token: member, params: { pageId: w.page1.id }, body: { project_id: w.p2 } })).project_id).toBe(w.p2);
    expect((await h.ok(P.update, { token: w.owner, params: { pageId: w.page1.id }, body: { project_id: null } })).project_id).toBeNull();
  });

  const domainAdds: { name: string; run: (w: World, m: string) => Promise<void> }[] = [
    { name: 'POST /domains without a project', run: async (w, m) => { await h.fail(api.domains.create, 403, { token: m, body: { name: 'member-shop.ru' } }); } },
    { name: 'POST /domains with project_id null', run: async (w, m) => { await h.fail(api.domains.create, 403, { token: m, body: { name: 'member-shop.ru', project_id: null } }); } },
    { name: 'POST /domains in a project', run: async (w, m) => { await h.fail(api.domains.create, 403, { token: m, body: { name: 'member-shop.ru', project_id: w.p1 } }); } },
    {
      name: 'buying a domain',
      run: async (w, m) => { await h.fail(api.domains.register, 403, { token: m, body: { domain: 'member-shop.ru', admin: { name: 'M', email: 'm@example.com', phone: '+79001234567' } } }); },
    },
  ];
  for (const add of domainAdds) {
    it(`domain.add false everywhere stops ${add.name}`, async () => {
      const w = await world(h);
      const noAdd = { ...only(...permissionCodes), 'domain.add': false };
      const member = await w.member('m@example.com', { [w.p0]: noAdd, [w.p1]: noAdd, [w.p2]: noAdd });
      await add.run(w, member);
      expect(await h.database.db.select().from(domains)).toHaveLength(0);
    });
  }

  it('domain codes all off on P1: a member with every page right cannot attach, detach or create a page on P1\'s domain; domain.edit lets them', async () => {
    const w = await world(h);
    const domain = await h.ok(api.domains.create, { token: w.owner, body: { name: 'shop-p1.ru', project_id: w.p1 } });
    const pageRights = only(...permissionCodes.filter((c) => c.startsWith('page.')));
    const member = await w.member('m@example.com', { [w.p1]: pageRights });
    const domainOf = async (pageId: number) => (await h.ok(P.get, { token: w.owner, params: { pageId } })).domain_id;
    const pageCount = async () => (await h.ok(P.list, { token: w.owner, query: { limit: '100' } })).total_items;

    const before = await pageCount();
    expect((await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { domain_id: domain.id } })).error).toBe('auth.unauthorized');
    expect(await domainOf(w.page1.id)).toBeNull();
    // Nor with other settings in the same call: nothing of it is written.
    await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { title: 'Changed', domain_id: domain.id } });
    expect((await h.ok(P.get, { token: w.owner, params: { pageId: w.page1.id } })).title).toBe('P1 page');
    await h.fail(P.create, 403, { token: member, body: { title: 'On the domain', project_id: w.p1, domain_id: domain.id } });
    expect(await pageCount()).toBe(before);

    // Attached by the owner: the member cannot take it off the domain either (alone or by moving the page).
    await h.ok(P.update, { token: w.owner, params: { pageId: w.page1.id }, body: { domain_id: domain.id } });
    await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { domain_id: null } });
    await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { domain_id: null, project_id: w.p1 } });
    expect(await domainOf(w.page1.id)).toBe(domain.id);
    // Settings that leave the domain alone are still the member's.
    expect((await h.ok(P.update, { token: member, params: { pageId: w.page1.id }, body: { title: 'Renamed', domain_id: domain.id } })).title).toBe('Renamed');

    // With domain.edit on P1 (the other domain codes still off) the member chooses the domain.
    const editor = await w.member('e@example.com', { [w.p1]: { ...pageRights, 'domain.edit': true } });
    expect((await h.ok(P.update, { token: editor, params: { pageId: w.page1.id }, body: { domain_id: null } })).domain_id).toBeNull();
    expect((await h.ok(P.update, { token: editor, params: { pageId: w.page1.id }, body: { domain_id: domain.id } })).domain_id).toBe(domain.id);
    const created = await h.ok(P.create, { token: editor, body: { title: 'On the domain', project_id: w.p1, domain_id: domain.id, uri: 'promo' } });
    expect(created.domain_id).toBe(domain.id);
  });

  it('page.test false: the test subdomain cannot change through publish {code} (nor settings)', async () => {
    const w = await world(h);
    const member = await w.member('m@example.com', { [w.p1]: { 'page.test': false } });
    await h.fail(P.publish, 403, { token: member, params: { pageId: w.page1.id }, body: { code: 'hijacked' } });
    await h.fail(P.update, 403, { token: member, params: { pageId: w.page1.id }, body: { code: 'hijacked' } });
    expect((await h.ok(P.get, { token: w.owner, params: { pageId: w.page1.id } })).code).toBe('p1page');
    // Publishing without touching the address is still the member's right.
    expect((await h.ok(P.publish, { token: member, params: { pageId: w.page1.id }, body: { code: 'p1page' } })).page.code).toBe('p1page');
  });

  it('page.list false on P1 hides P1\'s folders and the plugins that reach only P1\'s pages', async () => {
    const w = await world(h);
    const f1 = await h.ok(api.folders.create, { token: w.owner, body: { title: 'P1 folder', project_id: w.p1 } });
    const f2 = await h.ok(api.folders.create, { token: w.owner, body: { title: 'P2 folder', project_id: w.p2 } });
    const everywhere = await h.ok(Pl.create, { token: w.owner, body: { kind: 'gtm', name: 'GTM', counter: 'GTM-ABC123', all_pages: true } });
    const member = await w.member('m@example.com', { [w.p1]: { 'page.list': false } });

    expect((await h.ok(api.folders.list, { token: member })).items.map((f) => f.id)).toEqual([f2.id]);
    expect((await h.ok(api.folders.list, { token: w.owner })).items.map((f) => f.id)).toEqual([f1.id, f2.id]);

    const seen = await h.ok(Pl.list, { token: member });
    expect(seen.items.map((p) => p.id)).toEqual([everywhere.id]);
    expect(JSON.stringify(seen)).not.toContain('owner-chat');
    await h.fail(Pl.get, 404, { token: member, params: { pluginId: w.ownerPlugin } });
    expect((await h.ok(Pl.get, { token: w.owner, params: { pluginId: w.ownerPlugin } })).code).toContain('owner-chat');
  });

  const designKinds = [
    { name: 'font presets', list: api.design.fontPresetsList, create: api.design.fontPresetsCreate, body: { title: 'F', data: { fonts: { h1: 'Inter' } } } },
    { name: 'palettes', list: api.design.palettesList, create: api.design.palettesCreate, body: { title: 'C', data: { colors: [{ value: '#112233', title: 'Main' }] } } },
    { name: 'styles', list: api.design.stylesList, create: api.design.stylesCreate, body: { title: 'S', data: { classes: [] } } },
  ];
  for (const kind of designKinds) {
    it(`${kind.name} refuse another tenant's or a nonexistent page_id`, async () => {
      const w = await world(h);
      const other = await h.signUp();
      await h.ok(kind.list, { token: other.token });
      const count = async () => (await h.database.db.select().from(designResources)).length;
      const before = await count();
      for (const pageId of [w.page1.id, 987654]) {
        await h.fail(kind.create, 404, { token: other.token, body: { ...kind.body, page_id: pageId } });
        await h.fail(kind.list, 404, { token: other.token, query: { page_id: String(pageId) } });
      }
      expect(await count()).toBe(before);
      // The owner's own page is fine.
      expect((await h.ok(kind.create, { token: w.owner, body: { ...kind.body, page_id: w.page1.id } })).page_id).toBe(w.page1.id);
      // A member without rights on that page's project is refused too.
      const member = await w.member('m@example.com', { [w.p1]: none });
      await h.fail(kind.create, 403, { token: member, body: { ...kind.body, page_id: w.page1.id } });
    });
  }
});
