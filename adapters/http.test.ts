import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defineRoute } from '../api/define';
import { createActivity } from './activity';
import { ApiError } from './apiError';
import { createEmitter } from './emitter';
import type { UiEvent } from './bus';
import { createApiClient } from './http';

const getThing = defineRoute({
  name: 'test.thing',
  method: 'GET',
  path: '/things/:id',
  auth: true,
  params: v.object({ id: v.number() }),
  query: v.object({ email: v.string() }),
  response: v.object({ title: v.string() }),
});

const login = defineRoute({
  name: 'test.login',
  method: 'POST',
  path: '/session/login',
  auth: false,
  body: v.object({ email: v.string() }),
  response: v.object({ token: v.string() }),
});

function setup(respond: (req: Request) => Response, token: string | null = 'tok-1') {
  const seen: Request[] = [];
  const bodies: string[] = [];
  const events: UiEvent[] = [];
  const bus = createEmitter<UiEvent>();
  bus.subscribe((e) => events.push(e));
  const activity = createActivity();
  const changes: boolean[] = [];
  activity.subscribe((a) => changes.push(a));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    seen.push(req);
    bodies.push(await req.clone().text());
    return respond(req);
  });
  const client = createApiClient({ prefixUrl: 'http://app.test/api/', getToken: () => token, fetch: fetchFn as typeof fetch, activity, bus });
  return { client, seen, bodies, events, changes };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('builds the URL from the route, sends X-Token, unwraps data and toggles the loader', async () => {
    const { client, seen, changes } = setup(() => json(200, { data: { title: 'Hi' } }));
    const out = await client.call(getThing, { params: { id: 7 }, query: { email: 'a@b.ru' } });
    expect(out).toEqual({ title: 'Hi' });
    expect(seen[0].url).toBe('http://app.test/api/things/7?email=a@b.ru');
    expect(seen[0].headers.get('X-Token')).toBe('tok-1');
    expect(changes).toEqual([true, false]);
  });

  it('sends no X-Token without a token and JSON bodies as JSON', async () => {
    const { client, seen, bodies } = setup(() => json(200, { data: { token: 't' } }), null);
    await client.call(login, { body: { email: 'a@b.ru' } });
    expect(seen[0].headers.get('X-Token')).toBeNull();
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(bodies[0])).toEqual({ email: 'a@b.ru' });
  });

  it('401 on an authorised route ends the session', async () => {
    const { client, events } = setup(() => json(401, { error: 'AuthError', code: 'auth.token_invalid', message: 'Неверный токен', status: 401 }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('403 with a type shows the denied toast', async () => {
    const { client, events } = setup(() => json(403, { error: 'access.denied', code: 'access.denied', message: 'x', status: 403, params: { type: 'domain.add' } }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' } })).rejects.toThrow();
    expect(events).toEqual([{ type: 'denied', feature: 'domain.add' }]);
  });

  it('other errors open the modal with the body message unless suppressed', async () => {
    const { client, events } = setup(() => json(500, { error: 'generic', code: 'generic', message: 'Что-то пошло не так...', status: 500 }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' } })).rejects.toThrow();
    expect(events).toEqual([{ type: 'error', status: 500, message: 'Что-то пошло не так...' }]);
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' }, suppressErrors: true })).rejects.toThrow();
    expect(events).toHaveLength(1);
  });

  it('a wrong password (401 on a public route) is the caller’s business when suppressed', async () => {
    const { client, events } = setup(() => json(401, { error: 'login.wrong', code: 'login.wrong', message: 'Неправильный email или пароль', status: 401 }), null);
    const err = await client.call(login, { body: { email: 'a@b.ru' }, suppressErrors: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('login.wrong');
    expect(events).toEqual([]);
  });

  it('a malformed answer is an error, not undefined', async () => {
    const { client, events } = setup(() => json(200, { data: { nope: 1 } }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' } })).rejects.toThrow(/Unexpected answer/);
    expect(events[0]).toMatchObject({ type: 'error', status: null });
  });

  it('a token probe sends its own token and reports nothing', async () => {
    const { client, seen, events } = setup(() => json(401, { error: 'AuthError', code: 'auth.token_invalid', message: 'x', status: 401 }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' }, token: 'other' })).rejects.toThrow();
    expect(seen[0].headers.get('X-Token')).toBe('other');
    expect(events).toEqual([]);
  });
});
