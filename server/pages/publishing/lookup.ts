// Finds the published artefact of a site + address in one query, reading only the encoding asked
// for. Stopped, unpublished and trashed pages are not found. A test subdomain serves its own page
// first and, at any other address, a sibling of its project (test-site.ts).
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageArtefacts, pages } from '../../db/schema-pages';
import type { Site } from './hosts';
import { servedWhere, testSiteOwner, testSiteSiblings } from './test-site';

export function siteWhere(site: Site) {
  return site.kind === 'code' ? eq(pages.code, site.code) : eq(pages.domainId, site.domainId);
}

export async function findArtefact(db: Db, site: Site, uri: string, encoding: 'br' | 'gzip' | null) {
  const column = encoding === 'br' ? pageArtefacts.br : encoding === 'gzip' ? pageArtefacts.gzip : pageArtefacts.html;
  const [row] = await db.select({ etag: pageArtefacts.etag, body: column })
    .from(pages).innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId))
    .where(and(siteWhere(site), eq(pages.uri, uri), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row;
}

/** The published artefact with every encoding (what the serving cache keeps), and whose page it is. */
export async function findArtefactAll(db: Db, site: Site, uri: string) {
  const at = (where: SQL) => db.select({ etag: pageArtefacts.etag, html: pageArtefacts.html, gzip: pageArtefacts.gzip, br: pageArtefacts.br, pageId: pages.id, accountId: pages.accountId })
    .from(pages).innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId))
    .where(and(where, eq(pages.uri, uri), eq(pages.status, 'published'), isNull(pages.deletedAt))).orderBy(asc(pages.id)).limit(1);
  const [own] = await at(siteWhere(site));
  if (own || site.kind !== 'code') return own;
  // Not the test subdomain's own address: a sibling's (the oldest when two share it).
  const owner = await testSiteOwner(db, site.code);
  if (owner === null) return undefined;
  const [sibling] = await at(testSiteSiblings(owner));
  return sibling;
}

/** A path with nothing to decode or cut off: the common case, answered without allocating much. */
const PLAIN_PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/** The path of a request as a page address: decoded, without query and surrounding slashes. */
export function uriOf(url: string): string | null {
  if (PLAIN_PATH.test(url)) {
    let from = 0;
    let to = url.length;
    while (from < to && url.charCodeAt(from) === 47) from++;
    while (to > from && url.charCodeAt(to - 1) === 47) to--;
    return url.slice(from, to);
  }
  const path = url.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
}

/** The favicon of a published page this site serves. */
export async function findFavicon(db: Db, site: Site, pageId: number) {
  const [row] = await db.select({ type: pages.faviconType, data: pages.favicon }).from(pages)
    .where(and(await servedWhere(db, site), eq(pages.id, pageId), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row?.type && row.data ? { type: row.type, data: row.data } : undefined;
}

/** The share image of a published page this site serves (1200×630 JPEG) and its tag. */
export async function findShareImage(db: Db, site: Site, pageId: number) {
  const [row] = await db.select({ data: pages.shareImage, tag: pages.shareImageTag }).from(pages)
    .where(and(await servedWhere(db, site), eq(pages.id, pageId), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row?.data && row.tag ? { data: row.data, tag: row.tag } : undefined;
}

/**
 * Every published page of this site, in address order: what robots.txt and sitemap.xml list. A test
 * subdomain lists its own page only: a sibling it also serves names its own test address as canonical,
 * and a sitemap lists canonical addresses.
 */
export async function sitePages(db: Db, site: Site) {
  return db.select({ uri: pages.uri, noindex: pages.noindex, publishedAt: pages.publishedAt, updated: pages.updated }).from(pages)
    .where(and(siteWhere(site), eq(pages.status, 'published'), isNull(pages.deletedAt))).orderBy(asc(pages.uri)).limit(50_000);
}
