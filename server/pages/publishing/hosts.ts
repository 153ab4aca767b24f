// Which site a Host header names: a test subdomain {code}.{DRAFT_DOMAIN}, a verified customer
// domain (or its www.), a customer domain not yet verified, or nothing of ours (the app itself).
// The app's own hosts are decided first, so no row in `domains` can ever take them over. Domain
// lookups are cached briefly per instance so API calls on the app's host do not cost a query each.
import { eq } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Db } from '../../db/client';
import { domains } from '../../db/schema-pages';
import type { PublishingConfig } from './config';

/** `httpsOnly`: a customer domain whose certificate is issued — plain HTTP is redirected to HTTPS. */
export type Site = { kind: 'code'; code: string } | { kind: 'domain'; domainId: number; httpsOnly?: boolean };
/** A customer domain whose DNS has not been verified: it answers "not yet connected", nothing else. */
export type Unconnected = { kind: 'unconnected' };
export const UNCONNECTED: Unconnected = Object.freeze({ kind: 'unconnected' });
export type HostMatch = Site | Unconnected;

const TTL_MS = 5_000;

export function hostnameOf(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  // [v6]:port, name:port, name
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

export interface HostResolver {
  /** null: the app itself. */
  (host: string | undefined): Promise<HostMatch | null>;
  /** Without waiting: the answer when it is known now (an app host, a test subdomain, a recently seen domain). */
  peek(host: string | undefined): HostMatch | null | undefined;
}

export function createHostResolver(db: Db, config: Pick<PublishingConfig, 'draftDomain' | 'appHosts'>): HostResolver {
  const { draftDomain } = config;
  const appHosts = new Set(config.appHosts);
  const cache = new Map<string, { site: HostMatch | null; until: number }>();
  const draftSuffix = `.${draftDomain}`;
  const known = (name: string): HostMatch | null | undefined => {
    // The app's hosts and their www. (which would otherwise look up the bare app host) are the app.
    if (name === '' || appHosts.has(name) || (name.startsWith('www.') && appHosts.has(name.slice(4)))) return null;
    // Before the IP check (it is on every visit): no IP address ends with a domain name.
    if (name.endsWith(draftSuffix)) return { kind: 'code', code: name.slice(0, -draftSuffix.length) };
    if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return null;
    const hit = cache.get(name);
    if (hit && hit.until > Date.now()) return hit.site;
    return undefined;
  };
  const resolve = async function resolve(host: string | undefined): Promise<HostMatch | null> {
    const name = hostnameOf(host);
    const now = known(name);
    if (now !== undefined) return now;
    const bare = name.startsWith('www.') ? name.slice(4) : name;
    const [row] = await db.select({ id: domains.id, verifiedAt: domains.verifiedAt, certState: domains.certState }).from(domains).where(eq(domains.name, bare)).limit(1);
    const site: HostMatch | null = !row ? null : row.verifiedAt ? { kind: 'domain', domainId: row.id, ...(row.certState === 'issued' && { httpsOnly: true }) } : UNCONNECTED;
    if (cache.size > 10_000) cache.clear();
    cache.set(name, { site, until: Date.now() + TTL_MS });
    return site;
  };
  return Object.assign(resolve, { peek: (host: string | undefined) => known(hostnameOf(host)) });
}
