// The shape of one HTTP route of the product. Every call of SPEC §7 is declared once with
// `defineRoute` in api/routes/*.ts; the server registers its handlers from these declarations and
// adapters/ builds its typed calls from them, so no path, method or payload shape is written twice.
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A valibot schema of any output type. */
export type Schema = v.GenericSchema<unknown, unknown>;

export interface RouteSpec<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  /** Stable name used by the server's handler map and by adapters (e.g. 'session.login'). */
  name: string;
  method: HttpMethod;
  /** Path under /api with `:name` parameters, e.g. '/pages/:pageId/content'. */
  path: string;
  /** Whether the X-Token header is required (SPEC §7: all but the listed public calls). */
  auth: boolean;
  /**
   * A public route whose proof is a one-time token in the body (a mailed link's, an SSO token): the
   * field's name. Without it the call answers 401 auth.required before its input is validated, as
   * a route that needs X-Token does without one (http/register.ts).
   */
  bodyToken?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the unwrapped `data` of a successful answer. */
  response: R;
  /** multipart/form-data upload (images, video, favicon): body is not JSON. */
  multipart?: boolean;
  /** Binary answer (exports): the response schema is not applied. */
  blob?: boolean;
  /** Largest request body in bytes when it differs from the app's default (1 MiB): whole page contents. */
  bodyLimit?: number;
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

export type ParamsOf<R> = R extends RouteSpec<infer P, Schema | undefined, Schema | undefined, Schema> ? Out<P> : never;
export type QueryOf<R> = R extends RouteSpec<Schema | undefined, infer Q, Schema | undefined, Schema> ? Out<Q> : never;
/** A route's query as a caller writes it (before validation and transforms): what a screen builds. */
export type QueryInputOf<R> = R extends RouteSpec<Schema | undefined, infer Q, Schema | undefined, Schema> ? In<Q> : never;
export type BodyOf<R> = R extends RouteSpec<Schema | undefined, Schema | undefined, infer B, Schema> ? Out<B> : never;
export type BodyInputOf<R> = R extends RouteSpec<Schema | undefined, Schema | undefined, infer B, Schema> ? In<B> : never;
export type ResponseOf<R> = R extends RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, infer S> ? v.InferOutput<S> : never;

/**
 * Keeps the name as a literal (api/policies.ts is a table keyed by every route's name, so a
 * misspelt or missing name fails to compile), and `multipart: true` and `blob: true` as literals in the route's type, so callers can be made
 * to pass a FormData body to exactly those routes (adapters' CallInput), and the server's handlers
 * of blob routes answer a file (server/platform/http/context.ts).
 */
export function defineRoute<
  N extends string,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  M extends boolean = false,
  X extends boolean = false,
>(spec: RouteSpec<P, Q, B, R> & { name: N; multipart?: M; blob?: X }): RouteSpec<P, Q, B, R> & { name: N; multipart?: M; blob?: X } {
  return spec;
}

/** A route declared with `blob: true` (it answers a file, streamed, instead of `{ data }`). */
export type BlobRoute = { blob?: true };

/** A route declared with `multipart: true` (its body is FormData, not JSON). */
export type MultipartRoute = { multipart?: true };

/** Fills `:name` parameters of a path; throws on a missing one so a bad call never leaves the client. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter :${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Successful answers are wrapped as `{ data }`; adapters unwrap them (SPEC §7). */
export interface Envelope<T> {
  data: T;
}
