// A job's last error as the owner may read it: errors are written by handlers and libraries and
// can quote a target URL with its credentials or query string (a CRM's key, a signed link), or a
// header. Those parts are cut; the rest is kept short.
const MAX = 300;

export function readableError(raw: string | null): string {
  if (!raw) return '';
  return raw
    // "delivery 12: …" — the internal id says nothing to the owner.
    .replace(/^delivery \d+:\s*/, '')
    // user:password@ of any URL
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi, '$1')
    // query strings and fragments of URLs
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#]\S*/gi, '$1')
    // key=value / key: value pairs that name a secret
    .replace(/\b(authorization|bearer|token|api[_-]?key|key|secret|password|signature)(\s*[=:]\s*|\s+)(?:(?:bearer|basic)\s+)?\S+/gi, '$1$2…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX);
}
