// The shared HTTP client of SPEC §7 and the error rules of SPEC §8. Every call of the app goes
// through `call(route, …)`, typed from the api/ route table, so a path or payload is never written
// twice. Adapters do not import React: what the UI must show goes out on `uiBus`.
import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { buildPath, type MultipartRoute, type RouteSpec, type Schema } from '../api/define';
import { ApiError, isApiErrorBody } from './apiError';
import { requestActivity, type Activity } from './activity';
import { uiBus, type UiEvent } from './bus';
import { classifyApiError } from './classifyApiError';
import type { Emitter } from './emitter';
import { serializeQuery, type QueryValue } from './query';

export const REQUEST_TIMEOUT_MS = 30_000;

type In<S> = S extends Schema ? v.InferInput<S> : undefined;
type Opt<K extends string, S> = S extends Schema ? { [P in K]: In<S> } : { [P in K]?: undefined };

/** A multipart route (images, video, favicon) takes its parts as FormData; other bodies are JSON. */
type BodyInput<R, B> = R extends MultipartRoute ? { body: FormData } : Opt<'body', B>;

/** What a caller passes: params/query/body exactly as the route's schemas accept them. */
export type CallInput<R> =
  R extends RouteSpec<infer P, infer Q, infer B, Schema> ? Opt<'params', P> & Opt<'query', Q> & BodyInput<R, B> & CallOptions : never;

export type CallOutput<R> = R extends RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, infer S> ? v.InferOutput<S> : never;

export interface CallOptions {
  /** The caller shows the error itself (inline form errors); no modal, toast or redirect. */
  suppressErrors?: boolean;
  signal?: AbortSignal;
  /**
   * Sends this token instead of the active one (the session machine probes every stored token).
   * The caller owns the outcome: errors of such a probe are never reported.
   */
  token?: string;
}

export interface ApiClientConfig {
  prefixUrl?: string;
  getToken?: () => string | null;
  getLocale?: () => string | null;
  fetch?: typeof fetch;
  activity?: Activity;
  bus?: Emitter<UiEvent>;
  /** Makes the XMLHttpRequest of an upload (tests pass a fake); the browser's by default. */
  createXhr?: () => XhrLike;
}

/** An event handler property, checked bivariantly so the DOM's typed handlers fit (as React's types do). */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** What upload.onprogress receives. */
export interface UploadProgressEvent {
  readonly loaded: number;
  readonly total: number;
  readonly lengthComputable: boolean;
}

/** The part of XMLHttpRequest an upload uses (a fake in tests). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  timeout: number;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: { onprogress: Handler<UploadProgressEvent> | null };
  onload: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  ontimeout: Handler<unknown> | null;
  onabort: Handler<unknown> | null;
}

/** Bytes sent so far of an upload, as XMLHttpRequest's upload.onprogress reports them. */
export type UploadProgress = (loaded: number, total: number) => void;

export type AnyRoute = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

export interface ApiClient {
  call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>>;
  /**
   * A multipart route over XMLHttpRequest, which (unlike fetch/ky) reports upload progress. Same
   * prefix, X-Token, timeout, `{data}` unwrapping and SPEC §8 error handling as `call`.
   */
  upload<R extends AnyRoute & MultipartRoute>(route: R, input: CallInput<R>, onProgress?: UploadProgress): Promise<CallOutput<R>>;
  /** Applies SPEC §8 to an error thrown outside `call` (e.g. a render error from the API). */
  report(err: unknown, authRoute?: boolean): void;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const activity = config.activity ?? requestActivity;
  const bus = config.bus ?? uiBus;
  const prefixUrl = config.prefixUrl ?? '/api/';

  /** X-Token (the override of a probe, else the active token) and the interface language. */
  function headersFor(override: string | undefined): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    const token = override ?? config.getToken?.();
    if (token) out.push(['X-Token', token]);
    const locale = config.getLocale?.();
    if (locale) out.push(['Accept-Language', locale]);
    return out;
  }

  const http: KyInstance = ky.create({
    prefixUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // Retries hide slow failures behind the loader and repeat non-idempotent POSTs; the user retries.
    retry: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request, options) => {
          const override = (options.context as { token?: string } | undefined)?.token;
          for (const [name, value] of headersFor(override)) request.headers.set(name, value);
        },
      ],
    },
  });

  function report(err: unknown, authRoute = true): void {
    const c = classifyApiError(err);
    switch (c.kind) {
      case 'auth':
        // A 401 from a public call (wrong password at login) is not a lost session.
        if (authRoute) bus.emit({ type: 'session-expired' });
        else bus.emit({ type: 'error', status: 401, message: err instanceof Error ? err.message : String(err) });
        return;
      case 'permissions':
        bus.emit({ type: 'permissions' });
        return;
      case 'denied':
        bus.emit({ type: 'denied', feature: c.feature });
        return;
      case 'limit':
        bus.emit({ type: 'limit', reason: c.reason, limit: c.limit, used: c.used, message: c.message });
        return;
      case 'modal':
        bus.emit({ type: 'error', status: c.status, message: c.message });
    }
  }

  async function toApiError(err: unknown): Promise<unknown> {
    if (err instanceof HTTPError) {
      let body: unknown = null;
      try {
        body = await err.response.json();
      } catch {
        // Not JSON (a proxy's HTML page): the status text is the message.
      }
      return new ApiError(err.response.status, isApiErrorBody(body) ? body : null, err.response.statusText || err.message);
    }
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'TypeError')) {
      return new ApiError(null, null, err.message);
    }
    return err;
  }

  type RawInput = {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & CallOptions;

  /** The route's path with its parameters and query, without the prefix (ky forbids a leading slash). */
  function relativeUrl(route: AnyRoute, { params, query }: RawInput): string {
    const qs = serializeQuery(query);
    return buildPath(route.path, params).replace(/^\//, '') + (qs ? `?${qs}` : '');
  }

  /** Successful answers are `{ data }`, checked against the route's response schema. */
  function unwrap<R extends AnyRoute>(route: R, envelope: { data?: unknown } | null): CallOutput<R> {
    const parsed = v.safeParse(route.response, envelope?.data);
    if (!parsed.success) {
      // A contract mismatch is a bug worth seeing, not a silent undefined further down.
      throw new ApiError(null, null, `Unexpected answer from ${route.name}: ${v.summarize(parsed.issues)}`);
    }
    return parsed.output as CallOutput<R>;
  }

  /** SPEC §8 for a failed call: report unless the caller handles it, then rethrow as ApiError. */
  function failure(route: AnyRoute, err: unknown, { suppressErrors, signal, token }: CallOptions): unknown {
    if (signal?.aborted) return err;
    // A lost session is handled even for callers that show their own errors.
    const lostSession = route.auth && classifyApiError(err).kind === 'auth';
    if (token === undefined && (!suppressErrors || lostSession)) report(err, route.auth);
    return err;
  }

  async function call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>> {
    const raw = input as RawInput;
    const { body, signal, token } = raw;
    activity.begin();
    try {
      const res = await http(relativeUrl(route, raw), {
        method: route.method,
        signal,
        context: token === undefined ? {} : { token },
        ...(body === undefined ? {} : route.multipart ? { body: body as FormData } : { json: body }),
      });
      if (route.blob) return (await res.blob()) as CallOutput<R>;
      return unwrap(route, (await res.json()) as { data?: unknown });
    } catch (err) {
      throw failure(route, await toApiError(err), raw);
    } finally {
      activity.end();
    }
  }

  function upload<R extends AnyRoute & MultipartRoute>(route: R, input: CallInput<R>, onProgress?: UploadProgress): Promise<CallOutput<R>> {
    const raw = input as RawInput;
    const xhr: XhrLike = config.createXhr?.() ?? new XMLHttpRequest();
    activity.begin();
    const sent = new Promise<CallOutput<R>>((resolve, reject) => {
      const { signal } = raw;
      if (signal?.aborted) {
        reject(new ApiError(null, null, 'The upload was aborted'));
        return;
      }
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.open(route.method, prefixUrl.replace(/\/?$/, '/') + relativeUrl(route, raw));
      xhr.timeout = REQUEST_TIMEOUT_MS;
      for (const [name, value] of headersFor(raw.token)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(e.loaded, e.total);
      };
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // Not JSON (a proxy's HTML page): the status text is the message.
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(new ApiError(xhr.status, isApiErrorBody(body) ? body : null, xhr.statusText || `HTTP ${xhr.status}`));
          return;
        }
        try {
          resolve(unwrap(route, body as { data?: unknown } | null));
        } catch (err) {
          reject(err);
        }
      };
      // Network failure, timeout and abort carry no status, like ky's TypeError/TimeoutError.
      xhr.onerror = () => reject(new ApiError(null, null, 'Network error'));
      xhr.ontimeout = () => reject(new ApiError(null, null, 'Request timed out'));
      xhr.onabort = () => reject(new ApiError(null, null, 'The upload was aborted'));
      xhr.send(raw.body as FormData);
    });
    return sent
      .catch((err: unknown) => {
        throw failure(route, err, raw);
      })
      .finally(() => activity.end());
  }

  return { call, upload, report };
}
