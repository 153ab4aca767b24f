/**
 * Where the consent boxes of a page send a visitor to read the policy, when that is a page of the
 * same site ('/policy'): the paths the publish check asks the server about (a site that publishes
 * nothing there leaves the visitor on a 404). An https policy elsewhere is the owner's to keep.
 */
import { consentPolicyUrl } from './consent';
import type { PageDocument, WidgetTree } from './model';
import { pforEach } from './pmap';

/**
 * The same-site path of a policy address without its query or fragment ('/policy?x#y' → '/policy'),
 * or null for an https address elsewhere or no valid address at all.
 */
export function sameSitePolicyPath(url: unknown): string | null {
  const policy = consentPolicyUrl(url);
  if (policy === null || !policy.startsWith('/')) return null;
  return policy.replace(/[?#].*$/, '') || '/';
}

function collect(tree: WidgetTree, into: Set<string>): void {
  pforEach(tree.widgets, (w) => {
    if (w.type !== 'widget-consent') return;
    const path = sameSitePolicyPath(w.cfg.policyUrl);
    if (path !== null) into.add(path);
  });
}

/** The distinct same-site policy paths of every consent box on the page and in its popups, sorted. */
export function consentPolicyPaths(doc: PageDocument): string[] {
  const paths = new Set<string>();
  collect(doc.page, paths);
  for (const f of doc.fragments) collect(f.tree, paths);
  return [...paths].sort();
}
