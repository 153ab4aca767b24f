// What a handler receives: validated params/query/body (typed from its api/ route), the caller's
// session when a valid token came, and the app's dependencies.
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { BlobRoute, BodyOf, ParamsOf, QueryOf, ResponseOf, RouteSpec } from '../../../api/define';
import type { Locale } from '../../../api/errors';
import type { accounts, users } from '../../db/schema';
import type { ClientInfo } from '../../auth/index';
import type { CacheDrops } from './change-feed';
import { authRequired } from './errors';
import type { KeptAnswer } from './kept-answer';
import type { ListTotals } from './list-cache';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export interface AuthContext {
  sessionId: number;
  user: UserRow;
  account: AccountRow;
  /** SPEC §6: the owner has every right. */
  isOwner: boolean;
}

export type { Deps } from '../deps';
import type { Deps } from '../deps';

export interface HandlerCtx<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  auth: AuthContext | null;
  deps: Deps;
  locale: Locale;
  client: ClientInfo;
  req: FastifyRequest;
  /** A cached list route's kept totals (platform/http/list-cache.ts), for the caller's account. */
  listTotals?: ListTotals;
  /**
   * Set by a write without a caller that changed one account (a payment callback, a password
   * reset): the caches drop that account's entries only (platform/http/register.ts callerlessWrites).
   */
  changedAccount?: number;
}

/**
 * A file a `blob: true` route answers: streamed to the client as it is produced (exports), with
 * the name the browser saves it under.
 */
export class FileAnswer {
  constructor(readonly body: Readable, readonly contentType: string, readonly filename: string) {}
}

/** A handler answers its route's response, or the bytes of it kept between requests (platform/http/kept-answer.ts). */
export type Handler<R> = (ctx: HandlerCtx<R>) => Promise<R extends BlobRoute ? FileAnswer : ResponseOf<R> | KeptAnswer<ResponseOf<R>>>;
export type Handlers<T extends Record<string, RouteSpec>> = { [K in keyof T]: Handler<T[K]> };

/** The session of a route with `auth: true` (the registrar has already refused calls without one). */
export function me(ctx: { auth: AuthContext | null }): AuthContext {
  if (!ctx.auth) throw authRequired();
  return ctx.auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route registrar once the token is checked; used for the error message locale. */
    auth: AuthContext | null;
    /** What an API write made stale (platform/http/register.ts, before its answer goes out; pages/publishing/serve.ts drops its pages after). */
    cacheDrops?: CacheDrops;
  }
}
