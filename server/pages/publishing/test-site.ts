// A test address {code}.{draft domain} is the site of the project's pages that have no domain: its
// own page answers at its address, and every other published page of the same account and project
// without a domain answers at its own address there too, as if they shared the host. So a link
// between them (a menu to /about, a consent box's /policy, a thank-you redirect) works before the
// owner connects a domain. A page pinned to a domain is served on its domain (and its own test
// address) only; another account's or project's page never. The publish check of consent links
// (policy-links.ts) judges a test site by the same rule.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema-pages';
import type { Site } from './hosts';

/** The page a test site belongs to, as far as its siblings care: whose they must be. */
export interface TestSiteOwner { accountId: number; projectId: number | null }

/** The pages, besides its own, that the test site of a page of `owner` without a domain serves (published ones). */
export function testSiteSiblings(owner: TestSiteOwner): SQL {
  return and(
    eq(pages.accountId, owner.accountId),
    owner.projectId === null ? isNull(pages.projectId) : eq(pages.projectId, owner.projectId),
    isNull(pages.domainId),
  ) as SQL;
}

/**
 * Whose siblings the test subdomain `code` serves: its page's account and project, while that page
 * is published, out of the trash and without a domain (a stopped page's test address serves
 * nothing of the project; a pinned page's links lead to its domain's pages). Null: only its own page.
 */
export async function testSiteOwner(db: Db, code: string): Promise<TestSiteOwner | null> {
  const [row] = await db.select({ accountId: pages.accountId, projectId: pages.projectId }).from(pages)
    .where(and(eq(pages.code, code), eq(pages.status, 'published'), isNull(pages.deletedAt), isNull(pages.domainId))).limit(1);
  return row ?? null;
}

/** Every page `site` serves (callers add published and not trashed): a domain's pages, or a test subdomain's page and its siblings. */
export async function servedWhere(db: Db, site: Site): Promise<SQL> {
  if (site.kind === 'domain') return eq(pages.domainId, site.domainId);
  const owner = await testSiteOwner(db, site.code);
  return owner === null ? eq(pages.code, site.code) : sql`(${eq(pages.code, site.code)} OR ${testSiteSiblings(owner)})`;
}

/** Whether `site` serves the published page `pageId` (a beacon or a lead names the page it came from). */
export async function servesPage(db: Db, site: Site, pageId: number): Promise<boolean> {
  const [row] = await db.select({ id: pages.id }).from(pages)
    .where(and(await servedWhere(db, site), eq(pages.id, pageId), eq(pages.status, 'published'), isNull(pages.deletedAt))).limit(1);
  return row !== undefined;
}
