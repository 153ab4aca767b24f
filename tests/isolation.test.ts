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
};

describe.each(testDatabases)('tenant isolation on $name', (db) => {
  const h = useHarness(db);

  it('a second account gets 403/404 from every route with an id of the first', async () => {
    const first = await h.signUp('first@example.com');
    const project = await h.ok(api.projects.create, { token: first.token, body: { title: 'First project' } });
    const member = await h.ok(api.access.create, { token: first.token, body: { email: 'fm@example.com', name: 'First member', password: 'member-pass1' } });
    const ids: Record<string, number> = { '/projects/:id': project.id, '/access/users/:id': member.id };

    const second = await h.signUp('second@example.com');
    // Also a member of the second account (not owner): must not get further than its owner.
    await h.ok(api.access.create, { token: second.token, body: { email: 'sm@example.com', name: 'Second member', password: 'member-pass1' } });
    const secondMember = (await h.ok(api.session.login, { body: { email: 'sm@example.com', password: 'member-pass1' } })).token;

    const withParams = routes.filter((r) => r.params);
    expect(withParams.length).toBeGreaterThan(0);
    for (const route of withParams as RouteSpec[]) {
      const id = ids[route.path];
      expect(id, `no fixture for ${route.name} ${route.path}: add one`).toBeDefined();
      for (const token of [second.token, secondMember]) {
        const res = await h.call(route, { token, params: { id }, body: route.body ? (validBodies[route.name] ?? {}) : undefined });
        expect([403, 404], `${route.name} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
    }

    // Nothing of the first account changed.
    expect(await h.ok(api.projects.get, { token: first.token, params: { id: project.id } })).toMatchObject({ title: 'First project', liked: false });
    expect(await h.ok(api.access.get, { token: first.token, params: { id: member.id } })).toMatchObject({ name: 'First member' });
    expect((await h.ok(api.projects.list, { token: second.token })).items).toEqual([]);
    expect((await h.ok(api.access.list, { token: second.token })).items.map((u) => u.email)).toEqual(['second@example.com', 'sm@example.com']);
  });

  it('a member cannot be given rights on another account\'s project', async () => {
    const first = await h.signUp();
    const project = await h.ok(api.projects.create, { token: first.token, body: { title: 'P' } });
    const second = await h.signUp();
    const err = await h.fail(api.access.create, 422, {
      token: second.token, body: { email: 'x@example.com', name: 'X', password: 'member-pass1', permissions: { [project.id]: { 'page.list': true } } },
    });
    expect(err.fields).toHaveProperty(`permissions.${project.id}`);
  });
});
