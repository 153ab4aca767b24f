// The addresses in a page answer (api/pageUrl.ts is the rule): the test site is DRAFT_DOMAIN on the
// port and scheme the app itself was reached on (so links work in development and e2e, and when
// the app is opened by IP), and a pinned domain counts once its DNS check passed.
import { inArray } from 'drizzle-orm';
import { domainPageUrl, draftHostFor, pageUrl, testPageUrl, type DraftSite } from '../../api/pageUrl';
import type { Db } from '../db/client';
import { domains } from '../db/schema-pages';
import { publishingConfig } from './publishing/config';

const config = publishingConfig();

/** What a page answer needs to state its addresses. */
export interface PageSites {
  draft: DraftSite;
  domains: ReadonlyMap<number, { name: string; connected: boolean }>;
}

/** The request the addresses are for: its scheme and Host header. */
export interface RequestOrigin {
  protocol: string;
  headers: { host?: string };
}

export function draftSite(req: RequestOrigin): DraftSite {
  return { scheme: req.protocol === 'https' ? 'https' : 'http', host: draftHostFor(config.draftDomain, req.headers.host) };
}

/** The draft site and the domains the given pages are pinned to, in one query. */
export async function pageSites(db: Db, req: RequestOrigin, rows: readonly { domainId: number | null }[]): Promise<PageSites> {
  const ids = [...new Set(rows.flatMap((r) => (r.domainId === null ? [] : [r.domainId])))];
  const found = ids.length === 0 ? [] : await db.select({ id: domains.id, name: domains.name, dnsOk: domains.dnsOk }).from(domains).where(inArray(domains.id, ids));
  return { draft: draftSite(req), domains: new Map(found.map((d) => [d.id, { name: d.name, connected: d.dnsOk }])) };
}

export function pageUrls(p: { code: string; uri: string; domainId: number | null; params: { ssl?: boolean } }, sites: PageSites): { url: string; test_url: string; domain_url: string | null } {
  const page = { code: p.code, uri: p.uri, ssl: p.params.ssl === true };
  const domain = p.domainId === null ? null : sites.domains.get(p.domainId) ?? null;
  return { url: pageUrl(page, domain, sites.draft), test_url: testPageUrl(page, sites.draft), domain_url: domain ? domainPageUrl(page, domain.name) : null };
}

/**
 * The draft site as visitors reach published pages: the scheme and port of PUBLIC_URL (default
 * http://localhost:{PORT}), so the absolute addresses written into a published document at
 * publish time (og:url, og:image, canonical) are the ones a visitor opens.
 */
export function publishedDraftSite(env: NodeJS.ProcessEnv = process.env): DraftSite {
  const base = env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 8080)}`;
  const m = /^(https?):\/\/([^/]+)/i.exec(base);
  return { scheme: m?.[1].toLowerCase() === 'https' ? 'https' : 'http', host: draftHostFor(config.draftDomain, m?.[2]) };
}

/** The page's absolute address where it is published: its connected domain, else its test address. */
export async function publishedPageUrl(db: Db, p: { code: string; uri: string; domainId: number | null; params: { ssl?: boolean } }): Promise<string> {
  const found = p.domainId === null ? [] : await db.select({ name: domains.name, dnsOk: domains.dnsOk }).from(domains).where(inArray(domains.id, [p.domainId]));
  const domain = found[0] ? { name: found[0].name, connected: found[0].dnsOk } : null;
  return pageUrl({ code: p.code, uri: p.uri, ssl: p.params.ssl === true }, domain, publishedDraftSite());
}
