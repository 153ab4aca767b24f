// One forward of a lead to the owner's script, as an HTML form sends it: POST with an
// application/x-www-form-urlencoded body, or GET with the same pairs in the query string. Through
// the integrations' guarded request (SSRF guard, time limit, no redirects, answer excerpt).
import type { ForwardMethod } from '../../api/forwarder';
import { sendRequest, type PostResult, type SendOptions } from '../integrations/http-post';

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
