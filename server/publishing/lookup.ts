// Finds the published artefact of a site + address in one query, reading only the encoding asked
// for. Stopped, unpublished and trashed pages are not found.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageArtefacts, pages } from '../db/schema-pages';
import type { Site } from './hosts';

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

/** The published artefact with every encoding (what the serving cache keeps). */
export async function findArtefactAll(db: Db, site: Site, uri: string) {
  const [row] = await db.select({ accountId: pages.accountId, etag: pageArtefacts.etag, html: pageArtefacts.html, gzip: pageArtefacts.gzip, br: pageArtefacts.br })
    .from(pages).innerJoin(pageArtefacts, eq(pageArtefacts.id, pages.artefactId))
    .where(and(siteWhere(site), eq(pages.uri, uri), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row;
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

/** The favicon of a published page of this site. */
export async function findFavicon(db: Db, site: Site, pageId: number) {
  const [row] = await db.select({ type: pages.faviconType, data: pages.favicon }).from(pages)
    .where(and(siteWhere(site), eq(pages.id, pageId), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row?.type && row.data ? { type: row.type, data: row.data } : undefined;
}
