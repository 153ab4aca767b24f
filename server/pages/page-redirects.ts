// Old addresses of pages (migration 0050): a published page whose test subdomain, path or domain
// changes keeps answering at the old address with a 301 to the new one. A page is served at its
// test subdomain and, when pinned, at its domain too, so both old addresses are kept. A later page
// taking an old address wins: its row goes, and serving looks for a page before a redirect.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains, pageRedirects, pages } from '../db/schema-pages';
import { domainPageUrl, draftHostFor, testPageUrl } from '../../api/pageUrl';
import type { Site } from './publishing/hosts';
import type { PageRow } from './pages-access';

type Address = { code: string; domainId: number | null; uri: string };

const sameSite = (a: { code: string | null; domainId: number | null }) =>
  a.code !== null ? eq(pageRedirects.code, a.code) : eq(pageRedirects.domainId, a.domainId ?? 0);

/** Removes redirects from the addresses `page` answers at now (it took them, or came back to them). */
async function releaseAddresses(db: Db, page: Address): Promise<void> {
  const taken: SQL[] = [and(eq(pageRedirects.code, page.code), eq(pageRedirects.uri, page.uri)) as SQL];
  if (page.domainId !== null) taken.push(and(eq(pageRedirects.domainId, page.domainId), eq(pageRedirects.uri, page.uri)) as SQL);
  await db.delete(pageRedirects).where(or(...taken));
}

/**
 * After a page's address changed (before → after): its old addresses redirect to it, if it was ever
 * published (a never-published page had no visitors), and its new addresses are no one's redirects.
 */
export async function rememberOldAddress(db: Db, before: PageRow, after: PageRow): Promise<void> {
  const moved = before.code !== after.code || before.uri !== after.uri || before.domainId !== after.domainId;
  if (!moved) return;
  await releaseAddresses(db, after);
  if (before.publishedAt === null) return;
  const old: { code: string | null; domainId: number | null }[] = [];
  if (before.code !== after.code || before.uri !== after.uri) old.push({ code: before.code, domainId: null });
  if (before.domainId !== null && (before.domainId !== after.domainId || before.uri !== after.uri)) old.push({ code: null, domainId: before.domainId });
  for (const site of old) {
    // One row per old address: the page that left it last owns it.
    await db.delete(pageRedirects).where(and(sameSite(site), eq(pageRedirects.uri, before.uri)));
    await db.insert(pageRedirects).values({ accountId: after.accountId, pageId: after.id, code: site.code, domainId: site.domainId, uri: before.uri });
  }
}

export interface RedirectTarget {
  code: string;
  uri: string;
  domainId: number | null;
  /** The page's connected domain, if any. */
  domain: { name: string; ssl: boolean; connected: boolean } | null;
}

/** Where an old address of `site` now leads: a published, live page; undefined when nowhere. */
export async function findRedirect(db: Db, site: Site, uri: string): Promise<RedirectTarget | undefined> {
  const [row] = await db.select({ code: pages.code, uri: pages.uri, domainId: pages.domainId, ssl: sql<boolean>`coalesce((${pages.params} ->> 'ssl')::boolean, false)`, domainName: domains.name, dnsOk: domains.dnsOk })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .leftJoin(domains, eq(domains.id, pages.domainId))
    .where(and(
      site.kind === 'code' ? eq(pageRedirects.code, site.code) : eq(pageRedirects.domainId, site.domainId),
      eq(pageRedirects.uri, uri), eq(pages.status, 'published'), isNull(pages.deletedAt),
    )).limit(1);
  if (!row) return undefined;
  return {
    code: row.code, uri: row.uri, domainId: row.domainId,
    domain: row.domainName === null ? null : { name: row.domainName, ssl: row.ssl, connected: row.dnsOk === true },
  };
}

/**
 * The Location of a 301 from an old address of `site`, requested at `host`: a path when the page
 * still answers on this site, else its address on its connected domain or its test subdomain (on the
 * draft domain and port this request came by).
 */
export function redirectLocation(site: Site, target: RedirectTarget, request: { host: string; https: boolean; draftDomain: string }): string {
  const path = `/${target.uri}`;
  if (site.kind === 'code' ? target.code === site.code : target.domainId === site.domainId) return path;
  if (target.domain?.connected) return domainPageUrl({ uri: target.uri, ssl: target.domain.ssl }, target.domain.name);
  const scheme = request.https ? 'https' : 'http';
  // A test subdomain {code}.{draft host}: the same draft host; a domain: the draft domain on this port.
  const draftHost = site.kind === 'code' ? request.host.slice(site.code.length + 1) : draftHostFor(request.draftDomain, request.host);
  return testPageUrl({ code: target.code, uri: target.uri }, { scheme, host: draftHost });
}
