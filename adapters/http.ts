// The shared HTTP client of SPEC §7 and the error rules of SPEC §8. Every call of the app goes
// through `call(route, …)`, typed from the api/ route table, so a path or payload is never written
// twice. Adapters do not import React: what the UI must show goes out on `uiBus`.
import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { buildPath, type RouteSpec, type Schema } from '../api/define';
import { ApiError, isApiErrorBody } from './apiError';
import { requestActivity, type Activity } from './activity';
import { uiBus, type UiEvent } from './bus';
import { classifyApiError } from './classifyApiError';
import type { Emitter } from './emitter';
import { serializeQuery, type QueryValue } from './query';

export const REQUEST_TIMEOUT_MS = 30_000;

type In<S> = S extends Schema ? v.InferInput<S> : undefined;
type Opt<K extends string, S> = S extends Schema ? { [P in K]: In<S> } : { [P in K]?: undefined };

/** What a caller passes: params/query/body exactly as the route's schemas accept them. */
export type CallInput<R> =
  R extends RouteSpec<infer P, infer Q, infer B, Schema> ? Opt<'params', P> & Opt<'query', Q> & Opt<'body', B> & CallOptions : never;

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
}

export type AnyRoute = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema>;

export interface ApiClient {
  call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>>;
  /** Applies SPEC §8 to an error thrown outside `call` (e.g. a render error from the API). */
  report(err: unknown, authRoute?: boolean): void;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const activity = config.activity ?? requestActivity;
  const bus = config.bus ?? uiBus;
  const http: KyInstance = ky.create({
    prefixUrl: config.prefixUrl ?? '/api/',
    timeout: REQUEST_TIMEOUT_MS,
    // Retries hide slow failures behind the loader and repeat non-idempotent POSTs; the user retries.
    retry: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request, options) => {
          const override = (options.context as { token?: string } | undefined)?.token;
          const token = override ?? config.getToken?.();
          if (token) request.headers.set('X-Token', token);
          const locale = config.getLocale?.();
          if (locale) request.headers.set('Accept-Language', locale);
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

  async function call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>> {
    const { params, query, body, suppressErrors, signal, token } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    } & CallOptions;
    const qs = serializeQuery(query);
    // ky forbids a leading slash with prefixUrl.
    const url = buildPath(route.path, params).replace(/^\//, '') + (qs ? `?${qs}` : '');
    activity.begin();
    try {
      const res = await http(url, {
        method: route.method,
        signal,
        context: token === undefined ? {} : { token },
        ...(body === undefined ? {} : route.multipart ? { body: body as FormData } : { json: body }),
      });
      if (route.blob) return (await res.blob()) as CallOutput<R>;
      const envelope = (await res.json()) as { data?: unknown };
      const parsed = v.safeParse(route.response, envelope?.data);
      if (!parsed.success) {
        // A contract mismatch is a bug worth seeing, not a silent undefined further down.
        throw new ApiError(null, null, `Unexpected answer from ${route.name}: ${v.summarize(parsed.issues)}`);
      }
      return parsed.output as CallOutput<R>;
    } catch (raw) {
      const err = await toApiError(raw);
      if (signal?.aborted) throw err;
      // A lost session is handled even for callers that show their own errors.
      const lostSession = route.auth && classifyApiError(err).kind === 'auth';
      if (token === undefined && (!suppressErrors || lostSession)) report(err, route.auth);
      throw err;
    } finally {
      activity.end();
    }
  }

  return { call, report };
}
