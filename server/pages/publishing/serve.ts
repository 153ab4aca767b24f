// Published pages, served by the same server by Host. Registered as the app's first onRequest
// hook: a request for a page origin is answered here and never reaches the API routes, so a page
// origin cannot act on the app (no cookies, no tokens, no /api). Serving is a lookup of bytes
// precompressed at publish time; strong ETags make revalidation a 304.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KEEP_ALIVE_HINT, type SimpleRequest } from '../../platform/http/simple-requests';
import type { Db } from '../../db/client';
import type { PublishingConfig } from './config';
import { etagMatches, HSTS, notConnectedPage, notFoundPage, pickEncoding, secure, SECURITY_HEADERS } from './headers';
import { createHostResolver, hostnameOf, type Site } from './hosts';
import { createLeadIntake } from '../../leads/index';
import { createArtefactCache, currentGeneration, dropPublishedPagesHere, siteKey, type CachedArtefact } from './cache';
import { findArtefactAll, findFavicon, uriOf } from './lookup';
import { LEAD_PATH } from '../publish-render';
import { findRedirect, redirectLocation } from '../page-redirects';
import { BEACON_PATH } from '../../../engine/render/beacon';
import type { StatsCollector } from '../../stats/index';
import { clientAddress, type ProxyTrust } from '../../platform/http/trust-proxy';
import { createBeaconIntake } from '../../stats/index';
import { artefactFor, withCampaign } from '../../campaigns/index';
import { createViewTokens, VIEW_TIMING } from '../../stats/index';
import { getSecret } from '../../platform/secret';
import type { ObjectStore } from '../../platform/storage/index';
import { FAVICON_SIZES } from '../../../api/pageHead';
import { faviconSized, robotsTxt, shareImage, SITE_FILE_CACHE_CONTROL, sitemapXml } from './site-files';

const PUBLIC_PREFIXES = ['/content-files/', '/media-files/'];
/** Files every published host answers itself (site-files.ts), never taken for a page address. */
const SITE_FILES: ReadonlySet<string> = new Set(['/robots.txt', '/sitemap.xml']);

/** A customer domain with an issued certificate answers plain HTTP with a redirect to HTTPS. */
const mustRedirect = (site: Site): boolean => site.kind === 'domain' && site.httpsOnly === true;

/**
 * The page address a path asks for, or null when the path is one the routed path serves otherwise
 * (public files, `/__lead`, `/__favicon/…`) or cannot be decoded.
 */
function pageAddressOf(url: string): string | null {
  const path = url.split('?')[0];
  if (path.startsWith('/__') || SITE_FILES.has(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return null;
  return uriOf(url);
}

/** Visitors always revalidate, so a republish shows at once; the ETag keeps that cheap. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A campaign's page differs per visitor: only the visitor's own browser may keep it. */
export const PERSONAL_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** API calls that never change what a page origin serves (frequent: editor autosave). */
const KEEPS_PUBLISHED = /^\/api\/pages\/\d+\/draft(?:\?|$)/;

/** Page transfers move a page between accounts: what either served may change. */
const CROSSES_ACCOUNTS = /^\/api\/pages\/(?:\d+\/)?transfer(?:\/|\?|$)/;
export const crossesAccounts = (url: string): boolean => CROSSES_ACCOUNTS.test(url);

/** A state-changing API request on the app's own host may stop, move or delete a published page. */
export function changesPublished(method: string, url: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && url.startsWith('/api/') && !KEEPS_PUBLISHED.test(url);
}

/**
 * `onRequest` is the Fastify hook (every page-origin request, and app.inject in tests);
 * `rawFastPath` answers cache hits from the raw server before Fastify, and `socketAnswer` the same
 * hits straight from the socket, before Node's HTTP parser (both wired in app.ts).
 */
/** `store`: where file answers of leads are kept (the media store). */
export function publishedPagesHook(db: Db, config: PublishingConfig, stats?: StatsCollector, store?: ObjectStore) {
  const resolve = createHostResolver(db, config);
  const cache = createArtefactCache();
  const lookup = async (site: Site, uri: string): Promise<CachedArtefact | undefined> => {
    const key = siteKey(site, uri);
    const hit = cache.get(key);
    if (hit) return hit;
    const readAt = currentGeneration();
    const found = await findArtefactAll(db, site, uri);
    const row = found ? await withCampaign(db, found) : undefined;
    if (row) cache.set(key, row, readAt);
    return row;
  };
  const counters = { fastPathHits: 0, socketHits: 0 };
  const leads = createLeadIntake(db, { limit: config.leadLimit, store });
  const tokens = stats ? createViewTokens(() => getSecret(db)) : undefined;
  const beacons = stats && tokens ? createBeaconIntake(db, stats, tokens) : undefined;
  /**
   * The artefact this visitor gets (a running campaign's variant, sticky per visitor), its view
   * counted on the way: one push into the stats buffer, nothing else on this path. `headers`: what
   * this one answer adds to the artefact's prepared headers — the view's token for its beacon
   * (stats/view-token.ts) and, on a test's first answer, the cookie that keeps the variant.
   */
  const served = (method: string | undefined, page: CachedArtefact, ip: string, h: { 'user-agent'?: string; referer?: string; host?: string; cookie?: string }, url: string, https: boolean): { artefact: CachedArtefact; headers?: Record<string, string> } => {
    const ua = h['user-agent'] ?? '';
    const chosen = page.campaign ? artefactFor(page, ip, ua, h.cookie, https) : { artefact: page };
    const a = chosen.artefact;
    let headers: Record<string, string> | undefined = chosen.cookie ? { 'set-cookie': chosen.cookie } : undefined;
    if (stats && method === 'GET' && a.pageId !== undefined && a.accountId !== undefined) {
      const at = Date.now();
      stats.view({ at, accountId: a.accountId, pageId: a.pageId, variantId: a.variantId ?? null, ip, userAgent: ua, referer: h.referer, host: h.host, url });
      const token = tokens?.issue(a.pageId, a.variantId ?? null, at);
      if (token) headers = { ...headers, 'server-timing': `${VIEW_TIMING};desc="${token}"` };
    }
    return { artefact: a, headers };
  };
  /** The hot path: bytes and headers prepared once per artefact, written straight to the socket. */
  const writeRaw = (req: IncomingMessage, res: ServerResponse, page: CachedArtefact, https: boolean, ip: string): void => {
    const h = req.headers;
    const { artefact, headers } = served(req.method, page, ip, { 'user-agent': h['user-agent'], referer: h.referer, host: h.host, cookie: h.cookie }, req.url ?? '/', https);
    const { variant, body } = answerFor(req.method, req.headers['if-none-match'], req.headers['accept-encoding'], artefact);
    const prepared = pageHeaders(artefact, variant, https);
    res.writeHead(variant === 'not-modified' ? 304 : 200, headers ? { ...prepared, ...headers } : prepared);
    res.end(body);
  };
  const write = (req: FastifyRequest, reply: FastifyReply, artefact: CachedArtefact, https: boolean): void => {
    reply.hijack();
    writeRaw(req.raw, reply.raw, artefact, https, req.ip);
  };
  /**
   * The cached artefact a GET/HEAD asks for, or undefined when the slow path must look — also for
   * plain HTTP to a domain whose certificate is issued, which the slow path redirects.
   */
  const cachedFor = (method: string | undefined, host: string | undefined, url: string | undefined, https: boolean): CachedArtefact | undefined => {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const site = resolve.peek(host);
    if (!site || site.kind === 'unconnected' || (!https && mustRedirect(site))) return undefined;
    const uri = uriOf(url ?? '/');
    // Only addresses the slow path served are cached, so a hit never hides a static file, the
    // lead endpoint or a favicon.
    return uri === null ? undefined : cache.get(siteKey(site, uri));
  };
  const answerFromCache = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const https = req.protocol === 'https';
    const hit = cachedFor(req.method, req.headers.host, req.url, https);
    if (!hit) return false;
    write(req, reply, hit, https);
    return true;
  };
  /**
   * The same cache hit answered from Node's raw request, before Fastify builds its request and
   * reply and runs its router and hooks (about 40% of the cost of a cached page). `https` follows
   * Fastify's rule: an encrypted socket, or X-Forwarded-Proto when the proxy is trusted.
   */
  const rawFastPath = (req: IncomingMessage, res: ServerResponse, trust: ProxyTrust): boolean => {
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const https = encrypted || (trust(req.socket.remoteAddress ?? '', 0) && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https');
    const hit = cachedFor(req.method, req.headers.host, req.url, https);
    if (!hit) return false;
    counters.fastPathHits++;
    writeRaw(req, res, hit, https, clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust));
    return true;
  };
  /**
   * The whole response to a simple GET/HEAD (server/platform/http/simple-requests.ts) as prepared bytes: at
   * once for a cache hit; after a lookup for a page address of a known site (the cache's entries
   * expire every second, and a connection that left this path would not come back); undefined for
   * everything else, which the routed path answers. The socket is plain TCP here, so https only
   * comes from a trusted proxy's X-Forwarded-Proto.
   */
  const socketAnswer = (req: SimpleRequest, trust: ProxyTrust): readonly Buffer[] | undefined | Promise<readonly Buffer[] | undefined> => {
    const h = req.headers;
    const https = trust(req.remoteAddress ?? '', 0) && (h['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
    const hit = cachedFor(req.method, h.host, req.url, https);
    if (hit) return rawResponse(req, hit, https, trust);
    const site = resolve.peek(h.host);
    if (!site || site.kind === 'unconnected' || (!https && mustRedirect(site))) return undefined;
    const uri = pageAddressOf(req.url);
    if (uri === null) return undefined;
    return lookup(site, uri).then((found) => (found ? rawResponse(req, found, https, trust) : undefined));
  };
  const rawResponse = (req: SimpleRequest, page: CachedArtefact, https: boolean, trust: ProxyTrust): readonly Buffer[] => {
    counters.socketHits++;
    const { artefact, headers } = served(req.method, page, clientAddress(req.remoteAddress, req.headers['x-forwarded-for'], trust), req.headers, req.url, https);
    const { variant, body } = answerFor(req.method, req.headers['if-none-match'], req.headers['accept-encoding'], artefact);
    const head = rawHead(artefact, variant, https);
    const parts = headers ? [head, Buffer.from(Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join(''), 'latin1'), dateTail()] : [head, dateTail()];
    return body === undefined ? parts : [...parts, body];
  };
  const slowPath = async function onRequest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const site = await resolve(req.headers.host);
    if (!site) {
      // The app's own host: continue to the routes. Once a change has been answered (committed),
      // this instance forgets the artefacts of the caller's account (other processes were told
      // before the answer: platform/http/register.ts). A refused request changed nothing.
      if (changesPublished(req.method, req.url)) {
        reply.raw.once('finish', () => {
          if (reply.statusCode >= 400 && reply.statusCode < 500) return;
          // What the route said it made stale (platform/http/register.ts dropsOfWrite), else the caller's account.
          const pages = req.cacheDrops ? req.cacheDrops.pages : crossesAccounts(req.url) || !req.auth ? 'all' : req.auth.account.id;
          if (pages !== undefined) dropPublishedPagesHere(pages === 'all' ? undefined : pages);
        });
      }
      return;
    }
    const https = req.protocol === 'https';
    // A customer domain not verified yet: a plain notice for every request, never the app or its API.
    if (site.kind === 'unconnected') {
      await notConnectedPage(reply, https, req.method === 'HEAD');
      return;
    }
    // A certificate exists: plain HTTP moves to HTTPS for good (HSTS is sent on the HTTPS answers).
    if (!https && mustRedirect(site)) {
      const safe = req.method === 'GET' || req.method === 'HEAD';
      reply.hijack();
      reply.raw.writeHead(safe ? 301 : 308, { location: `https://${hostnameOf(req.headers.host)}${req.url}`, 'content-length': 0, 'cache-control': 'public, max-age=3600' });
      reply.raw.end();
      return;
    }
    const path = req.url.split('?')[0];
    // Public static files that published pages embed (fonts, covers, uploaded images): the app's
    // own cookie-free GET routes, so pages load them from their own origin.
    if ((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return;

    if (path === LEAD_PATH && req.method === 'POST') {
      await leads.handle(req, reply, site, https);
      return;
    }
    if (path === BEACON_PATH && req.method === 'POST' && beacons) {
      await beacons.handle(req, reply, site, https);
      return;
    }

    const head = req.method === 'HEAD';
    const uri = uriOf(req.url);
    if ((req.method !== 'GET' && !head) || uri === null) {
      await notFoundPage(reply, https, head).status(req.method === 'GET' || head ? 404 : 405);
      return;
    }
    if (SITE_FILES.has(path)) {
      const origin = `${https ? 'https' : 'http'}://${String(req.headers.host ?? '').toLowerCase()}`;
      const robots = path === '/robots.txt';
      const body = robots ? await robotsTxt(db, site, origin) : await sitemapXml(db, site, origin);
      await secure(reply, https).header('content-type', robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8')
        .header('cache-control', SITE_FILE_CACHE_CONTROL).send(head ? undefined : body);
      return;
    }
    const sized = /^\/__favicon\/(\d{1,15})\/(\d{2,3})\.png$/.exec(path);
    const card = /^\/__share\/(\d{1,15})\.jpg$/.exec(path);
    if (sized || card) {
      const size = sized ? Number(sized[2]) : 0;
      const found = sized
        ? ((FAVICON_SIZES as readonly number[]).includes(size) ? await faviconSized(db, site, Number(sized[1]), size) : undefined)
        : await shareImage(db, site, Number(card?.[1])).then((f) => f && { type: 'image/jpeg', data: f.data });
      if (!found) {
        await notFoundPage(reply, https, head);
        return;
      }
      // The card's address carries its tag (?v=), so a changed image is a new address.
      await secure(reply, https).header('content-type', found.type).header('cache-control', 'public, max-age=3600').send(head ? undefined : found.data);
      return;
    }
    const icon = /^\/__favicon\/(\d{1,15})$/.exec(path);
    if (icon) {
      const found = await findFavicon(db, site, Number(icon[1]));
      if (!found) {
        await notFoundPage(reply, https, head);
        return;
      }
      await secure(reply, https).header('content-type', found.type).header('cache-control', 'public, max-age=3600').send(head ? undefined : found.data);
      return;
    }
    // On a test subdomain: its own page, else a published sibling of its project (test-site.ts).
    const artefact = await lookup(site, uri);
    if (!artefact) {
      // An old address of a page that moved: permanently to where it is now.
      const moved = await findRedirect(db, site, uri);
      if (moved) {
        await secure(reply, https).status(301).header('cache-control', 'public, max-age=300')
          .header('location', redirectLocation(site, moved, { host: req.headers.host ?? '', https, draftDomain: config.draftDomain })).send();
        return;
      }
      await notFoundPage(reply, https, head);
      return;
    }
    write(req, reply, artefact, https);
  };
  // Callback style, so a cache hit costs no promise; everything else runs the async slow path.
  const onRequest = function onRequest(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void): void {
    if (answerFromCache(req, reply)) return; // answered: the request goes no further
    slowPath(req, reply).then(() => done(), done);
  };
  return { onRequest, rawFastPath, socketAnswer, stats: counters };
}

type Encoding = 'br' | 'gzip' | null;
type Variant = 'br' | 'gzip' | 'identity' | 'not-modified';

const bodyOf = (a: CachedArtefact, encoding: Encoding): Buffer => (encoding === 'br' ? a.br : encoding === 'gzip' ? a.gzip : a.html);

/**
 * What a page request gets, whichever path answers it: 304 when the ETag matches, else the best
 * encoding the client accepts, with the body unless it is a HEAD.
 */
function answerFor(method: string | undefined, ifNoneMatch: string | string[] | undefined, acceptEncoding: string | string[] | undefined, a: CachedArtefact): { variant: Variant; body?: Buffer } {
  if (etagMatches(typeof ifNoneMatch === 'string' ? ifNoneMatch : ifNoneMatch?.join(', '), a.etag)) return { variant: 'not-modified' };
  const encoding = acceptedEncoding(acceptEncoding);
  return { variant: encoding ?? 'identity', body: method === 'HEAD' ? undefined : bodyOf(a, encoding) };
}

/** A value built once per artefact, variant and scheme, and kept as long as the artefact is. */
function perVariant<T>(store: WeakMap<CachedArtefact, Map<string, T>>, a: CachedArtefact, variant: Variant, https: boolean, build: () => T): T {
  let byVariant = store.get(a);
  if (!byVariant) {
    byVariant = new Map();
    store.set(a, byVariant);
  }
  const key = https ? `${variant}+s` : variant;
  let value = byVariant.get(key);
  if (value === undefined) {
    value = build();
    byVariant.set(key, value);
  }
  return value;
}

const preparedHeaders = new WeakMap<CachedArtefact, Map<string, OutgoingHttpHeaders>>();

/** Response headers of one artefact per variant and scheme. */
export function pageHeaders(a: CachedArtefact, variant: Variant, https: boolean): OutgoingHttpHeaders {
  return perVariant(preparedHeaders, a, variant, https, () => {
    const h: OutgoingHttpHeaders = {
      ...SECURITY_HEADERS, ...(https ? { 'strict-transport-security': HSTS } : {}), etag: a.etag,
      'cache-control': a.personal ? PERSONAL_CACHE_CONTROL : PAGE_CACHE_CONTROL, vary: 'accept-encoding',
    };
    if (variant !== 'not-modified') {
      const encoding = variant === 'identity' ? null : variant;
      h['content-type'] = 'text/html; charset=utf-8';
      if (encoding) h['content-encoding'] = encoding;
      h['content-length'] = bodyOf(a, encoding).length;
    }
    return h;
  });
}

const STATUS_LINE: Record<Variant, string> = { br: 'HTTP/1.1 200 OK', gzip: 'HTTP/1.1 200 OK', identity: 'HTTP/1.1 200 OK', 'not-modified': 'HTTP/1.1 304 Not Modified' };
const preparedHeads = new WeakMap<CachedArtefact, Map<string, Buffer>>();

/**
 * The status line and the headers of `pageHeaders` as bytes, up to (not including) the Date header
 * that `dateTail` closes the head with. Keep-alive is HTTP/1.1's default, said for old proxies; the
 * hint tells clients how long an idle connection is kept.
 */
function rawHead(a: CachedArtefact, variant: Variant, https: boolean): Buffer {
  return perVariant(preparedHeads, a, variant, https, () => {
    const lines = [STATUS_LINE[variant], ...Object.entries(pageHeaders(a, variant, https)).map(([name, value]) => `${name}: ${String(value)}`), 'connection: keep-alive', KEEP_ALIVE_HINT];
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  });
}

let dateSecond = -1;
let dateBytes = Buffer.alloc(0);
/** `date: …` and the blank line ending the head, rebuilt at most once a second (as Node does). */
function dateTail(): Buffer {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateBytes = Buffer.from(`date: ${new Date(now).toUTCString()}\r\n\r\n`, 'latin1');
  }
  return dateBytes;
}

/** pickEncoding, remembered per distinct Accept-Encoding value (browsers send a handful). */
const encodings = new Map<string, Encoding>();
function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  let e = encodings.get(value);
  if (e === undefined) {
    e = pickEncoding(value);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(value, e);
  }
  return e;
}
