// Walks the api/ route table against the real server: every listed route is served, and every
// route that needs a token answers a call without one (or with a bad one) with 401 AuthError
// before looking at its input.
import { describe, expect, it } from 'vitest';
import { routes, type RouteSpec } from '../api/index';
import { testDatabases, useHarness } from './helpers/db';

/** Path parameters that surely do not exist; the route must still be matched (404 not_found, not route.not_found). */
function dummyParams(route: RouteSpec): Record<string, string> {
  return Object.fromEntries([...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => [m[1], '999999']));
}

describe.each(testDatabases)('API conformance on $name', (db) => {
  const h = useHarness(db);

  it('the table is not empty and names are unique', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  it('every route of the table is registered on the server', () => {
    const missing = routes.filter((r) => !h.app.hasRoute({ method: r.method, url: `/api${r.path}` }));
    expect(missing.map((r) => r.name)).toEqual([]);
  });

  it.each(routes.filter((r) => r.auth).map((r) => [r.name, r] as const))('%s refuses a call without a token with 401', async (_name, route) => {
    const params = dummyParams(route);
    const none = await h.call(route, { params, body: route.body ? {} : undefined });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'AuthError', code: 'auth.required', status: 401 });
    const bad = await h.call(route, { params, token: 'x'.repeat(43), body: route.body ? {} : undefined });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: 'AuthError', code: 'auth.token_invalid', status: 401 });
  });

  it.each(routes.filter((r) => r.bodyToken !== undefined).map((r) => [r.name, r] as const))('%s refuses a call without its body token with 401', async (_name, route) => {
    const params = dummyParams(route);
    for (const body of [{}, { [route.bodyToken as string]: '' }]) {
      const none = await h.call(route, { params, body });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ error: 'AuthError', code: 'auth.required', status: 401 });
    }
  });

  it('every route answers a real caller in the contract shape (never route.not_found, never 500)', async () => {
    const { token } = await h.signUp();
    const seen: string[] = [];
    for (const route of routes) {
      const res = await h.call(route, { token, params: dummyParams(route), body: route.body ? {} : undefined });
      const body = res.json() as Record<string, unknown>;
      if (res.statusCode === 200) {
        expect(body, route.name).toHaveProperty('data');
      } else {
        expect(res.statusCode, `${route.name}: ${res.body}`).toBeLessThan(500);
        expect(body.code, route.name).not.toBe('route.not_found');
        expect(typeof body.message, route.name).toBe('string');
        expect(body.status, route.name).toBe(res.statusCode);
      }
      seen.push(route.name);
    }
    expect(seen).toHaveLength(routes.length);
  });

  it('public routes are reachable without a token', async () => {
    for (const route of routes.filter((r) => !r.auth)) {
      // A route proven by a one-time body token gets one (a made-up one: still not a 401).
      const body = route.bodyToken !== undefined ? { [route.bodyToken]: 'x'.repeat(43) } : route.body ? {} : undefined;
      const res = await h.call(route, { params: dummyParams(route), body });
      expect(res.statusCode, `${route.name}: ${res.body}`).not.toBe(401);
    }
  });
});
