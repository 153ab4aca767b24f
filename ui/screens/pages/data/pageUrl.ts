// Where a page answers: its domain when one is pinned, otherwise the test subdomain {code}.{draft domain}.
// The draft domain is the build's setting; without one (development) it is the host serving this app,
// which resolves {code}.localhost:{port} to the local server.
import { readThirdPartyConfig } from '../../../../adapters/index';

function draftHost(): string {
  return readThirdPartyConfig().draftDomain ?? (typeof window === 'undefined' ? 'localhost' : window.location.host);
}

export function pageUrl(page: { code: string; uri: string; params?: { ssl: boolean } }, domainName: string | null): string {
  const path = page.uri ? `/${page.uri}` : '/';
  if (domainName) return `${page.params?.ssl ? 'https' : 'http'}://${domainName}${path}`;
  const scheme = typeof window === 'undefined' ? 'http:' : window.location.protocol;
  return `${scheme}//${page.code}.${draftHost()}${path}`;
}
