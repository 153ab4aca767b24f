import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defineRoute } from '../api/define';
import { createActivity } from './activity';
import { ApiError } from './apiError';
import { createEmitter } from './emitter';
import type { UiEvent } from './bus';
import { createApiClient, REQUEST_TIMEOUT_MS, type CallInput, type XhrLike } from './http';

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

  it('402 tariff.limit opens the limit dialog with which limit and its numbers (SPEC §6)', async () => {
    const { client, events } = setup(() => json(402, { error: 'tariff.limit', code: 'tariff.limit.domains', message: 'Ваш тариф не позволяет добавить еще домены', status: 402, params: { type: 'domains', limit: 1, used: 1 } }));
    await expect(client.call(getThing, { params: { id: 1 }, query: { email: 'x' } })).rejects.toThrow();
    expect(events).toEqual([{ type: 'limit', reason: 'domains', limit: 1, used: 1, message: 'Ваш тариф не позволяет добавить еще домены' }]);
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

const uploadFiles = defineRoute({
  name: 'test.upload',
  method: 'POST',
  path: '/things/:id/files',
  auth: true,
  params: v.object({ id: v.number() }),
  multipart: true,
  response: v.array(v.object({ id: v.number() })),
});

/** A tiny XMLHttpRequest: records the request; the test drives progress and the answer. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  ontimeout: XhrLike['ontimeout'] = null;
  onabort: XhrLike['onabort'] = null;
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: FormData) { this.body = body; }
  abort() { this.aborted = true; this.onabort?.(null); }
  progress(loaded: number, total: number) { this.upload.onprogress?.({ loaded, total, lengthComputable: true }); }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(null);
  }
}

function uploadSetup(token: string | null = 'tok-1') {
  const xhrs: FakeXhr[] = [];
  const events: UiEvent[] = [];
  const bus = createEmitter<UiEvent>();
  bus.subscribe((e) => events.push(e));
  const activity = createActivity();
  const changes: boolean[] = [];
  activity.subscribe((a) => changes.push(a));
  const client = createApiClient({
    prefixUrl: 'http://app.test/api/', getToken: () => token, getLocale: () => 'ru', activity, bus,
    createXhr: () => { const x = new FakeXhr(); xhrs.push(x); return x; },
  });
  const form = new FormData();
  form.append('files', new Blob(['x']), 'a.png');
  return { client, xhrs, events, changes, form };
}

describe('api client upload (XMLHttpRequest, for progress)', () => {
  it('sends the FormData to the prefixed route with X-Token and a 30 s timeout, reports progress and unwraps data', async () => {
    const { client, xhrs, changes, form } = uploadSetup();
    const progress: Array<[number, number]> = [];
    const done = client.upload(uploadFiles, { params: { id: 4 }, body: form }, (l, t) => progress.push([l, t]));
    const xhr = xhrs[0];
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://app.test/api/things/4/files']);
    expect(xhr.headers).toEqual({ 'X-Token': 'tok-1', 'Accept-Language': 'ru' });
    expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(xhr.body).toBe(form);
    xhr.progress(10, 40);
    xhr.progress(40, 40);
    expect(progress).toEqual([[10, 40], [40, 40]]);
    xhr.answer(200, { data: [{ id: 1 }] });
    await expect(done).resolves.toEqual([{ id: 1 }]);
    expect(changes).toEqual([true, false]);
  });

  it('classifies failures like call: 401 ends the session, others open the modal unless suppressed', async () => {
    const { client, xhrs, events, form } = uploadSetup();
    const lost = client.upload(uploadFiles, { params: { id: 1 }, body: form, suppressErrors: true });
    xhrs[0].answer(401, { error: 'AuthError', code: 'auth.token_invalid', message: 'Неверный токен', status: 401 });
    await expect(lost).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([{ type: 'session-expired' }]);

    const tooBig = client.upload(uploadFiles, { params: { id: 1 }, body: form });
    xhrs[1].answer(413, { error: 'media.image_upload_failed', code: 'media.image_upload_failed', message: 'Произошла ошибка загрузки изображения', status: 413 });
    const err = await tooBig.catch((e: unknown) => e);
    expect((err as ApiError).code).toBe('media.image_upload_failed');
    expect(events[1]).toEqual({ type: 'error', status: 413, message: 'Произошла ошибка загрузки изображения' });

    const proxy = client.upload(uploadFiles, { params: { id: 1 }, body: form, suppressErrors: true });
    xhrs[2].answer(502, '<html>bad gateway</html>', 'Bad Gateway');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(events).toHaveLength(2);
  });

  it('a network failure, a timeout or a malformed answer is an ApiError without status; an abort is not reported', async () => {
    const { client, xhrs, events, form } = uploadSetup();
    const offline = client.upload(uploadFiles, { params: { id: 1 }, body: form });
    xhrs[0].onerror?.(null);
    await expect(offline).rejects.toMatchObject({ status: null });
    const slow = client.upload(uploadFiles, { params: { id: 1 }, body: form, suppressErrors: true });
    xhrs[1].ontimeout?.(null);
    await expect(slow).rejects.toBeInstanceOf(ApiError);
    const odd = client.upload(uploadFiles, { params: { id: 1 }, body: form, suppressErrors: true });
    xhrs[2].answer(200, { data: { nope: 1 } });
    await expect(odd).rejects.toThrow(/Unexpected answer/);
    expect(events).toEqual([{ type: 'error', status: null, message: 'Network error' }]);

    const controller = new AbortController();
    const cancelled = client.upload(uploadFiles, { params: { id: 1 }, body: form, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    expect(xhrs[3].aborted).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('types multipart bodies as FormData and JSON bodies as their schema', () => {
    const form = new FormData();
    const multipart: CallInput<typeof uploadFiles> = { params: { id: 1 }, body: form };
    // @ts-expect-error a multipart route takes FormData, not JSON
    const notJson: CallInput<typeof uploadFiles> = { params: { id: 1 }, body: { files: [] } };
    // @ts-expect-error a JSON route does not take FormData
    const notForm: CallInput<typeof login> = { body: form };
    expect([multipart.body, notJson.params.id, notForm.body]).toEqual([form, 1, form]);
  });
});
