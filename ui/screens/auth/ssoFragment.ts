// The SSO link's fragment (server/cdp/sso.ts issueSsoToken): `#token=…&next=/persons`. The fragment
// never reaches a server; the screen reads it once and removes it from the address bar and history.
import { safeRedirect } from './useSessionForm';

export interface SsoFragment {
  /** Empty when the link carries none. */
  token: string;
  /** A same-site path to land on (anything else lands on the customer area's start). */
  next: string;
}

export const SSO_LANDING = '/persons';

export function readSsoFragment(hash: string): SsoFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const next = params.get('next');
  return { token: (params.get('token') ?? '').trim(), next: next ? safeRedirect(next) : SSO_LANDING };
}
