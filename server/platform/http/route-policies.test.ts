// Walks the whole route table against api/policies.ts: every route has a policy that agrees with its
// declaration, and on a real app every owner-only route refuses a member, and every route with a
// per-project right refuses a member lacking exactly that right on the project it names (403,
// nothing in the database changed) and lets one who has it through.
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { GenericSchema } from 'valibot';
import { api, routes } from '../../../api/index';
import type { RouteSpec } from '../../../api/define';
import type { PermissionCode, ProjectPermissions } from '../../../api/permissions';
import { policies, policyOf, type Access, type InputPath, type RouteName } from '../../../api/policies';
import type { Db } from '../../db/client';
import { testDatabases } from '../../testing/db';
import { useHarness, type Harness } from '../../testing/harness';

type RightAccess = Extract<Access, { kind: 'right' }>;
const MEMBER_PASSWORD = 'Quartz-Lagoon-2024';

/** The field names of a valibot object schema (undefined for any other schema). */
function fieldsOf(schema: GenericSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  const s = schema as unknown as { entries?: Record<string, unknown>; wrapped?: GenericSchema; pipe?: GenericSchema[] };
  if (s.entries) return Object.keys(s.entries);
  if (s.wrapped) return fieldsOf(s.wrapped);
  return undefined;
}

/** The input path a right is read from (undefined for an account-wide one). */
function pathOf(access: RightAccess): InputPath | undefined {
  if ('page' in access) return access.page;
  if ('project' in access) return access.project;
  if ('folder' in access) return access.folder;
  if ('domain' in access) return access.domain;
  return undefined;
}

describe('the route policy table', () => {
  it('has one entry per route of the table, and none for a route that is not there', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => policyOf(n) === undefined)).toEqual([]);
    expect(Object.keys(policies).filter((n) => !names.includes(n))).toEqual([]);
    expect(policyOf('pages.gett')).toBeUndefined();
  });

  it('agrees with each route: public exactly when no token is asked; a right names a field the route takes', () => {
    for (const route of routes) {
      const { access } = policies[route.name as RouteName];
      expect(access.kind === 'public', route.name).toBe(!route.auth);
      if (access.kind !== 'right') continue;
      const path = pathOf(access);
      if (path === undefined) continue;
      const [source, field] = path.split('.') as ['params' | 'query' | 'body', string];
      if (source === 'params') expect(route.path, route.name).toContain(`:${field}`);
      expect(fieldsOf(route[source]), route.name).toContain(field);
    }
  });
});

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A digest of every table's rows: equal digests, nothing changed. */
async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string }>(db, sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
  // Not data a call changes: the caller's session notes when it was last used (SPEC §4 active
  // sessions), and the per-address counters of rate-limited routes count every attempt, refused or not.
  const watched = tables.map((t) => t.table_name).filter((t) => t !== 'sessions' && t !== 'rate_limits');
  const parts = watched.map((t) => sql`SELECT ${t} AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM ${sql.identifier(t)} x`);
  const digests = await rows<{ name: string; digest: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(digests.map((r) => [r.name, r.digest]));
}

interface World {
  owner: string;
  member: string;
  memberId: number;
  /** The project the rights are set on, and a page, folder and domain in it. */
  ids: { project: number; page: number; folder: number; domain: number };
}

async function world(h: Harness): Promise<World> {
  const { token: owner } = await h.signUp();
  await h.ok(api.account.changeTariff, { token: owner, body: { tarif: 'pro' } });
  const project = (await h.ok(api.projects.create, { token: owner, body: { title: 'Rights' } })).id;
  const page = (await h.ok(api.pages.create, { token: owner, body: { title: 'Page', project_id: project } })).id;
  const folder = (await h.ok(api.folders.create, { token: owner, body: { title: 'Folder', project_id: project } })).id;
  const domain = (await h.ok(api.domains.create, { token: owner, body: { name: 'rights-shop.ru', project_id: project } })).id;
  const m = await h.ok(api.access.create, { token: owner, body: { email: 'member@example.com', name: 'Member', password: MEMBER_PASSWORD } });
  const member = (await h.ok(api.session.login, { body: { email: 'member@example.com', password: MEMBER_PASSWORD } })).token;
  return { owner, member, memberId: m.id, ids: { project, page, folder, domain } };
}

/** A request to `route` naming the world's page, folder, domain or project where its policy reads it; other ids are 1. */
function requestFor(route: RouteSpec, access: Access, w: World): { params: Record<string, number>; query: Record<string, string>; body: Record<string, unknown> } {
  const params: Record<string, number> = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 1]));
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  if (access.kind === 'right') {
    const path = pathOf(access);
    if (path !== undefined) {
      const id = 'page' in access ? w.ids.page : 'folder' in access ? w.ids.folder : 'domain' in access ? w.ids.domain : w.ids.project;
      const [source, field] = path.split('.') as ['params' | 'query' | 'body', string];
      if (source === 'params') params[field] = id;
      else if (source === 'query') query[field] = String(id);
      else body[field] = id;
    }
  }
  return { params, query, body };
}

describe.each(testDatabases)('route policies on $name', (db) => {
  const h = useHarness(db);
  const call = (route: RouteSpec, token: string, w: World) => {
    const { params, query, body } = requestFor(route, policies[route.name as RouteName].access, w);
    return h.call(route, { token, params, query, ...(route.method === 'GET' ? {} : { body }) });
  };

  it('every owner-only route answers a member 403 and changes nothing', async () => {
    const w = await world(h);
    const ownerOnly = routes.filter((r) => policies[r.name as RouteName].access.kind === 'owner');
    expect(ownerOnly.length).toBeGreaterThan(0);
    const before = await databaseDigest(h.database.db);
    for (const route of ownerOnly) expect((await call(route, w.member, w)).statusCode, route.name).toBe(403);
    expect(await databaseDigest(h.database.db)).toEqual(before);
  });

  it('every route with a per-project right answers a member lacking it 403 and changes nothing, and lets one who has it through', async () => {
    const w = await world(h);
    const gated = routes
      .map((route) => ({ route, access: policies[route.name as RouteName].access }))
      .filter((r): r is { route: RouteSpec; access: RightAccess } => r.access.kind === 'right')
      // What a member with the right may delete goes last, so the routes after it still find it.
      .sort((a, b) => Number(a.route.method === 'DELETE') - Number(b.route.method === 'DELETE'));
    expect(gated.length).toBeGreaterThan(0);
    let stored: ProjectPermissions | null = null;
    const setRights = async (next: ProjectPermissions | null) => {
      await h.ok(api.access.permissions, { token: w.owner, params: { id: w.memberId }, body: { projects: { [w.ids.project]: { read: stored, set: next } } } });
      stored = next;
    };

    const codes = [...new Set(gated.map((g) => g.access.right))];
    for (const code of codes) {
      await setRights({ [code]: false } as Record<PermissionCode, boolean>);
      const before = await databaseDigest(h.database.db);
      for (const { route } of gated.filter((g) => g.access.right === code)) {
        expect((await call(route, w.member, w)).statusCode, `${route.name} without ${code}`).toBe(403);
      }
      expect(await databaseDigest(h.database.db), `without ${code}`).toEqual(before);
    }

    await setRights(null);
    for (const { route, access } of gated) {
      const res = await call(route, w.member, w);
      expect([401, 403], `${route.name} with ${access.right}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.name} with ${access.right}: ${res.body}`).toBeLessThan(500);
    }
  });
});
