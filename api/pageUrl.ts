// Where a page answers (SPEC §3 Page: code = test subdomain, uri, domain, params.ssl). One rule for
// the server (which puts each page's addresses in its answer) and the UI (which previews an address
// while the user types it). The test address is `{scheme}://{code}.{draft host}/{uri}`, where the
// draft host is the server's DRAFT_DOMAIN with the port the app was reached on; it always works. A
// pinned domain answers only once its DNS points at us (the domain is connected), so until then
// the page's address is its test address: a link never leads to a domain that does not answer.

/** The test-subdomain site: `host` is the draft domain with its port ('localhost:8080'). */
export interface DraftSite {
  scheme: 'http' | 'https';
  host: string;
}

const path = (uri: string): string => `/${uri.replace(/^\/+/, '')}`;

/** The page's test address: {scheme}://{code}.{draft host}/{uri}. */
export function testPageUrl(page: { code: string; uri: string }, draft: DraftSite): string {
  return `${draft.scheme}://${page.code}.${draft.host}${path(page.uri)}`;
}

/** The page's address on a domain (https when its SSL is on). */
export function domainPageUrl(page: { uri: string; ssl: boolean }, domain: string): string {
  return `${page.ssl ? 'https' : 'http'}://${domain}${path(page.uri)}`;
}

/** Where the page answers: its domain once that is connected, else its test address. */
export function pageUrl(
  page: { code: string; uri: string; ssl: boolean },
  domain: { name: string; connected: boolean } | null,
  draft: DraftSite,
): string {
  return domain?.connected ? domainPageUrl(page, domain.name) : testPageUrl(page, draft);
}

/**
 * The draft site a page's test address was built on (the inverse of testPageUrl), so a screen can
 * preview another code or address of the same page. Null when `testUrl` is not that page's.
 */
export function draftSiteOf(testUrl: string, code: string): DraftSite | null {
  const m = /^(https?):\/\/([^/]+)/.exec(testUrl);
  if (!m || !m[2].startsWith(`${code}.`)) return null;
  return { scheme: m[1] as DraftSite['scheme'], host: m[2].slice(code.length + 1) };
}

/** The draft host for a request that reached the app at `requestHost`: the draft domain on the same port. */
export function draftHostFor(draftDomain: string, requestHost: string | undefined): string {
  const port = /:(\d+)$/.exec(requestHost ?? '')?.[1];
  return port && port !== '80' && port !== '443' ? `${draftDomain}:${port}` : draftDomain;
}
