// Previews of a page's address while the user edits it (a new code, path or domain). The rule is
// api/pageUrl.ts; the draft site comes from the page's own test address in the server's answer, so
// the preview matches what the server will say (also when the app is opened by IP).
import { domainPageUrl, draftSiteOf, testPageUrl } from '../../../../api/pageUrl';

interface Addressed {
  code: string;
  uri: string;
  test_url: string;
}

/** The host test subdomains live under ('localhost:8080'), as the page's test address shows it. */
export function draftHostOf(page: { code: string; test_url: string }): string {
  return draftSiteOf(page.test_url, page.code)?.host ?? '';
}

/** The address the page would have with `next` code / path, on `domain` when one is chosen. */
export function previewUrl(page: Addressed, next: { code?: string; uri?: string }, domain?: { name: string; ssl: boolean } | null): string {
  const address = { code: next.code || page.code, uri: next.uri ?? page.uri };
  if (domain) return domainPageUrl({ uri: address.uri, ssl: domain.ssl }, domain.name);
  const draft = draftSiteOf(page.test_url, page.code);
  return draft ? testPageUrl(address, draft) : page.test_url;
}
