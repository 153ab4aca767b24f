// Which site a Host header names: a test subdomain {code}.{DRAFT_DOMAIN}, a connected domain (or
// its www.), or nothing of ours (the app itself). Domain lookups are cached briefly per instance
// so API calls on the app's own host do not cost a query each.
import { eq } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Db } from '../db/client';
import { domains } from '../db/schema-pages';

export type Site = { kind: 'code'; code: string } | { kind: 'domain'; domainId: number };

const TTL_MS = 5_000;

export function hostnameOf(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  // [v6]:port, name:port, name
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

export interface HostResolver {
  (host: string | undefined): Promise<Site | null>;
  /** Without waiting: the site when it is known now (a test subdomain, a recently seen domain). */
  peek(host: string | undefined): Site | null | undefined;
}

export function createHostResolver(db: Db, draftDomain: string): HostResolver {
  const cache = new Map<string, { site: Site | null; until: number }>();
  const draftSuffix = `.${draftDomain}`;
  const known = (name: string): Site | null | undefined => {
    if (name === '' || name === draftDomain || name === 'localhost') return null;
    // Before the IP check (it is on every visit): no IP address ends with a domain name.
    if (name.endsWith(draftSuffix)) return { kind: 'code', code: name.slice(0, -draftSuffix.length) };
    if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return null;
    const hit = cache.get(name);
    if (hit && hit.until > Date.now()) return hit.site;
    return undefined;
  };
  const resolve = async function resolve(host: string | undefined): Promise<Site | null> {
    const name = hostnameOf(host);
    const now = known(name);
    if (now !== undefined) return now;
    const bare = name.startsWith('www.') ? name.slice(4) : name;
    const rows = await db.select({ id: domains.id, name: domains.name }).from(domains).where(eq(domains.name, bare)).limit(1);
    const site: Site | null = rows.length > 0 ? { kind: 'domain', domainId: rows[0].id } : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(name, { site, until: Date.now() + TTL_MS });
    return site;
  };
  return Object.assign(resolve, { peek: (host: string | undefined) => known(hostnameOf(host)) });
}
