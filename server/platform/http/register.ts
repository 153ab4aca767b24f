// Registers one Fastify route per entry of the api/ table. Order per request: token check (so a
// call without a token always gets 401, before anything else — X-Token, or the one-time token in
// the body of a route declaring `bodyToken`), the route's declared access (api/policies.ts: owner
// only, or a per-project right; http/access.ts), input validation against the route's schemas,
// then the handler; its result is wrapped as { data } (a KeptAnswer's bytes go as they are).
import type { FastifyInstance } from 'fastify';
import type { RouteSpec } from '../../../api/define';
import { policyOf, routesWhere, type RouteName } from '../../../api/policies';
import { enforceAccess } from './access';
import { localeFromHeader } from './locale';
import { parseInput } from './validate';
import { ApiError, authRequired, tokenInvalid } from './errors';
import { createAuthCache, type AuthCache } from './auth-cache';
import type { CacheDrops } from './change-feed';
import { cachedListRoutes, createListCache, listKey, sendListAnswer, type ListCache } from './list-cache';
import { changesPublished, crossesAccounts } from '../../pages/index';
import { FileAnswer, type Deps, type HandlerCtx } from './context';
import { KeptAnswer, sendKeptAnswer } from './kept-answer';

/** Login, sign-up, recovery and every code-checking call are limited per IP and route (`rateLimit` in api/policies.ts). */
export const rateLimitedRoutes: ReadonlySet<RouteName> = routesWhere((p) => p.rateLimit === 'perAddress');

/** GET routes that change the caller's user or account (a confirmation link): they drop it like a write. */
const callerChangingGets: ReadonlySet<RouteName> = new Set<RouteName>(['session.confirmEmail']);

// Handlers are typed per route where they are written (server/routes/*.ts); here they are only
// dispatched, so the loose signature is deliberate.
type AnyHandler = (ctx: HandlerCtx<RouteSpec>) => Promise<unknown>;

/**
 * Every body of the table is an object of fields. JSON null, arrays, strings and numbers are not
 * (valibot's object schema would take an array for an empty object).
 */
function bodyObject(body: unknown): unknown {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'input.not_object', { error: 'validation', fields: { _: 'input.not_object' } });
  return body;
}

/** Whether a body carries the route's one-time token (RouteSpec.bodyToken): a non-empty string. */
function hasBodyToken(body: unknown, field: string): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, field)) return false;
  const token = (body as Record<string, unknown>)[field];
  return typeof token === 'string' && token !== '';
}

export interface RegisterOptions {
  /** The process's caller cache (app.ts hands it to the change feed too). */
  callers?: AuthCache;
  /** The process's list answers (platform/http/list-cache.ts; app.ts hands it to the change feed too). */
  lists?: ListCache;
  /** Tells the other server processes what a write made stale (platform/http/change-feed.ts). */
  announce?: (drops: CacheDrops) => Promise<void>;
}

/**
 * What a write without a caller made stale, by route, from the account its handler named
 * (HandlerCtx.changedAccount; none named: it changed nothing cached). A cached list answer is read
 * only after its caller is checked, so what only ends sessions or changes a user's password or
 * mail drops the account's callers and leaves its lists; a login, a sign-up or a recovery mail
 * only adds a session, an account or a code, which no cached entry holds. A payment changes the
 * paying account's tariff (its callers), its bills and orders (lists) and what its pages may
 * show. Any caller-less write not named here drops every account's, as every such write did before.
 */
const callerlessWrites: Readonly<Partial<Record<RouteName, (changed: number | undefined) => CacheDrops>>> = {
  'session.login': () => ({}),
  'session.register': () => ({}),
  'session.forgot': () => ({}),
  'session.sso': () => ({}),
  'session.forgot.submit': (changed) => (changed === undefined ? {} : { callers: changed }),
  'session.confirmEmail': (changed) => (changed === undefined ? {} : { callers: changed }),
  'account.payments.callback': (changed) => (changed === undefined ? {} : { callers: changed, lists: changed, pages: changed }),
  'public.order.pay': (changed) => (changed === undefined ? {} : { lists: changed }),
  'contacts.approve': (changed) => (changed === undefined ? {} : { lists: changed }),
};

/** Whether `drops` names anything to drop. */
export const dropsAnything = (drops: CacheDrops): boolean => drops.callers !== undefined || drops.lists !== undefined || drops.pages !== undefined;

/**
 * What a write made stale in every process: its account's callers and lists, and its pages if it
 * may change them; for a write without a caller, what callerlessWrites says of its route.
 */
export function dropsOfWrite(route: string, method: string, url: string, accountId: number | undefined, changed?: number): CacheDrops {
  const callerless = accountId === undefined && Object.hasOwn(callerlessWrites, route) ? callerlessWrites[route as RouteName] : undefined;
  if (callerless) return callerless(changed);
  return {
    callers: accountId ?? 'all',
    lists: accountId ?? 'all',
    ...(changesPublished(method, url) ? { pages: crossesAccounts(url) || accountId === undefined ? 'all' as const : accountId } : {}),
  };
}

export function registerRoutes(app: FastifyInstance, entries: { spec: RouteSpec; handler: AnyHandler }[], deps: Deps, options: RegisterOptions = {}): void {
  const callers = options.callers ?? createAuthCache();
  const lists = options.lists ?? createListCache();
  const { announce } = options;
  for (const { spec, handler } of entries) {
    const policy = policyOf(spec.name);
    // api/policies.ts is keyed by every route's name, so this only trips on a route built outside the table.
    if (!policy) throw new Error(`Route ${spec.name} has no entry in api/policies.ts`);
    const name = spec.name as RouteName;
    const writes = spec.method !== 'GET' || callerChangingGets.has(name);
    const limited = rateLimitedRoutes.has(name);
    const cachedList = spec.method === 'GET' && spec.auth && cachedListRoutes.has(name);
    app.route({
      method: spec.method,
      url: `/api${spec.path}`,
      ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
      config: limited
        ? { rateLimit: { max: deps.config.rateLimit.max, timeWindow: deps.config.rateLimit.timeWindowMs, keyGenerator: (req) => `${req.ip}|${spec.name}` } }
        : {},
      handler: async (req, reply) => {
        // Before the caller is read too: a permission change in between must not be kept with it.
        const listReadAt = cachedList ? lists.generation() : 0;
        const header = req.headers['x-token'];
        const token = typeof header === 'string' && header !== '' ? header : undefined;
        const auth = token ? await callers.lookup(deps.db, token) : null;
        if (spec.auth && !token) throw authRequired();
        if (spec.auth && !auth) throw tokenInvalid();
        if (spec.bodyToken !== undefined && !hasBodyToken(req.body, spec.bodyToken)) throw authRequired();
        req.auth = auth;
        // Who may call it, before its input is read: a member without the right learns nothing more.
        await enforceAccess(deps.db, policy.access, auth, { params: req.params, query: req.query, body: req.body });
        const ctx: HandlerCtx<RouteSpec> = {
          params: spec.params ? parseInput(spec.params, req.params) : undefined,
          query: spec.query ? parseInput(spec.query, req.query) : undefined,
          // A missing body counts as {} so routes with only optional fields accept an empty POST.
          body: spec.body ? parseInput(spec.body, bodyObject(req.body)) : undefined,
          auth,
          deps,
          locale: auth ? auth.user.locale : localeFromHeader(req.headers['accept-language']),
          client: { ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
          req,
        };
        if (cachedList && auth) {
          const key = listKey(spec.name, auth, req, ctx.query);
          const hit = lists.get(key, auth.account.id);
          if (hit) return sendListAnswer(lists, req, reply, hit);
          ctx.listTotals = lists.totals(auth.account.id, listReadAt);
          return sendListAnswer(lists, req, reply, await lists.read(key, auth.account.id, listReadAt, async () => ({ data: await handler(ctx) })));
        }
        let result: unknown;
        try {
          result = await handler(ctx);
        } finally {
          // Before the answer goes out, so the caller's next request already sees the change, in
          // this process and in every other one sharing the database.
          if (writes) {
            const drops = dropsOfWrite(spec.name, req.method, req.url, auth?.account.id, ctx.changedAccount);
            const scope = (s: number | 'all') => (s === 'all' ? undefined : s);
            if (drops.callers !== undefined) callers.drop(scope(drops.callers));
            if (drops.lists !== undefined) lists.drop(scope(drops.lists));
            // This process's published pages are dropped once the answer is out (pages/publishing/serve.ts).
            req.cacheDrops = drops;
            if (dropsAnything(drops)) await announce?.(drops);
          }
        }
        if (result instanceof FileAnswer) {
          // RFC 6266: an ASCII fallback name and the real one (Cyrillic) encoded.
          const ascii = result.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
          reply.header('content-type', result.contentType)
            .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(result.filename)}`)
            .header('cache-control', 'no-store');
          return reply.send(result.body);
        }
        if (result instanceof KeptAnswer) return sendKeptAnswer(reply, result);
        return { data: result };
      },
    });
  }
}
