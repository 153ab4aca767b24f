// The publish check of consent links: a consent box that sends the visitor to a page of the same
// site ('/policy') must find a published page there, or the visitor agreeing to the processing of
// personal data reads a 404 instead of the policy. The site is what serves the page: its pinned
// domain (every page on that domain), else its test address {code}.{draft domain}, which serves
// the published pages of its project that have no domain as well (publishing/test-site.ts). A
// warning, never a block: the owner may publish the policy after the page.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { pageUriRule } from '../../api/pageAddress';
import type { PolicyLinksAnswer } from '../../api/routes/policy-links';
import { consentPolicyPaths, sameSitePolicyPath } from '../../engine/index';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import type { PageRow } from './pages-access';
import { importChecked, loadContentForEditor } from './pages-content';
import { testSiteSiblings } from './publishing/test-site';

/** The page address a same-site path names ('/policy/' → 'policy'), or null when it names none. */
function uriOfPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const r = v.safeParse(pageUriRule, decoded);
  return r.success ? r.output : null;
}

type Page = Pick<PageRow, 'id' | 'accountId' | 'domainId' | 'projectId' | 'uri'>;

/** A page of the site at `uri` other than `page`: whether one is published, else the first not yet published. */
async function pageAt(db: Db, page: Page, uri: string): Promise<{ published: boolean; pageId: number | null }> {
  // The pages the page's site serves: its domain's, or on its test address the domain-less pages of
  // its project (once this page is published, as the check assumes).
  const site = page.domainId !== null ? eq(pages.domainId, page.domainId) : testSiteSiblings(page);
  const rows = await db.select({ id: pages.id, status: pages.status }).from(pages)
    .where(and(eq(pages.accountId, page.accountId), site, eq(pages.uri, uri), ne(pages.id, page.id), isNull(pages.deletedAt)))
    .orderBy(asc(pages.id)).limit(20);
  return { published: rows.some((r) => r.status === 'published'), pageId: rows[0]?.id ?? null };
}

/** Judges `paths` (same-site policy paths) for `page`: the ones its site publishes nothing at. */
async function deadPolicyLinks(db: Db, page: Page, paths: readonly string[]): Promise<PolicyLinksAnswer> {
  const dead: PolicyLinksAnswer['dead'] = [];
  for (const path of paths) {
    const uri = uriOfPath(path);
    // The page links to itself: it is there once it is published.
    if (uri !== null && uri === page.uri) continue;
    const found = uri === null ? { published: false, pageId: null } : await pageAt(db, page, uri);
    if (!found.published) dead.push({ path, uri, page_id: found.pageId });
  }
  return { site: page.domainId !== null ? 'domain' : 'test', domain_id: page.domainId, project_id: page.projectId, dead };
}

/** The check of the page's saved draft, or of one address (`path`, as typed in the consent panel). */
export async function policyLinkCheck(db: Db, page: Page, path?: string): Promise<PolicyLinksAnswer> {
  if (path !== undefined) {
    const one = sameSitePolicyPath(path);
    return deadPolicyLinks(db, page, one === null ? [] : [one]);
  }
  const { data, globals } = await loadContentForEditor(db, page.id);
  return deadPolicyLinks(db, page, consentPolicyPaths(importChecked({ data, globals }, { defaults: false })));
}
