// One forward of a lead to the owner's script, as an HTML form sends it: POST with an
// application/x-www-form-urlencoded body, or GET with the same pairs in the query string. Through
// the integrations' guarded request (SSRF guard, time limit, no redirects, answer excerpt).
import type { ForwardMethod } from '../../api/forwarder';
import type { ForwardErrorKind } from '../../api/routes/forwarder';
import { sendRequest, type PostResult, type SendOptions } from '../integrations/index';

export interface ForwardOutcome extends PostResult { ok: boolean }

export async function sendForward(url: string, method: ForwardMethod, pairs: readonly [string, string][], opts: SendOptions): Promise<ForwardOutcome> {
  const encoded = new URLSearchParams(pairs as [string, string][]).toString();
  let r: PostResult;
  if (method === 'POST') {
    r = await sendRequest(url, { method, body: encoded, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } }, opts);
  } else {
    r = await sendRequest(withQuery(url, pairs), { method, headers: {} }, opts);
  }
  const ok = r.status !== null && r.status >= 200 && r.status < 300;
  return { ...r, ok, error: ok ? null : r.error ?? `HTTP ${r.status}` };
}

/** The URL with the pairs added to its query (an unparsable URL as it is: the guard refuses it). */
function withQuery(url: string, pairs: readonly [string, string][]): string {
  try {
    const u = new URL(url);
    for (const [k, v] of pairs) u.searchParams.append(k, v);
    return u.toString();
  } catch {
    return url;
  }
}

/** The error a lead's delivery gets when forwarding was turned off before it went out. */
export const FORWARD_OFF_ERROR = 'forwarding turned off';

/**
 * What an attempt's failure means, from what was stored (status and the error's text): the log
 * names it in the reader's language instead of Node's message. null when it went through.
 */
export function errorKind(status: number | null, error: string | null): ForwardErrorKind | null {
  if (status !== null) return status >= 200 && status < 300 ? null : 'http';
  if (error === null) return null;
  if (error === FORWARD_OFF_ERROR) return 'off';
  if (/^no answer in|ETIMEDOUT|timed? ?out/i.test(error)) return 'timeout';
  if (/^target refused|^refused: .*private address|EBLOCKED/.test(error)) return 'blocked';
  if (/ECONNREFUSED/.test(error)) return 'refused';
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(error)) return 'dns';
  if (/ECONNRESET|EPIPE|socket hang up|aborted/i.test(error)) return 'reset';
  if (/certificate|CERT_|SSL|TLS|self.signed/i.test(error)) return 'tls';
  return 'other';
}
