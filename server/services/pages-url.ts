// The public address of a published page: its connected domain when it has one, else its test
// subdomain on DRAFT_DOMAIN, on the port the app itself was reached on (so links work in dev/e2e).
export function pageUrl(opts: { code: string; uri: string; domain: string | null; ssl: boolean; requestHost: string | undefined; draftDomain: string }): string {
  const path = `/${opts.uri}`;
  if (opts.domain) return `${opts.ssl ? 'https' : 'http'}://${opts.domain}${path}`;
  const port = /:(\d+)$/.exec(opts.requestHost ?? '')?.[1];
  return `http://${opts.code}.${opts.draftDomain}${port && port !== '80' ? `:${port}` : ''}${path}`;
}
