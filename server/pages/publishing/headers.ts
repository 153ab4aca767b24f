// Headers of every answer on a published-page origin. These origins are not the app: nothing here
// reads or sets cookies or tokens. Scripts stay allowed (plugins and custom code are the customer's
// own), but framing by others, plugins, <base> hijacking and cross-origin form targets are not.
import type { FastifyReply } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "base-uri 'self'; object-src 'none'; frame-ancestors 'self'; form-action 'self'",
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
};

export const HSTS = 'max-age=31536000';

export function secure(reply: FastifyReply, https: boolean): FastifyReply {
  reply.headers(SECURITY_HEADERS);
  if (https) reply.header('strict-transport-security', HSTS);
  return reply;
}

const NOT_FOUND_HTML = '<!doctype html><html lang=ru><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Страница не найдена</title><style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#333}h1{font-size:48px;margin:0}</style></head><body><main><h1>404</h1><p>Страница не найдена</p></main></body></html>';

export function notFoundPage(reply: FastifyReply, https: boolean, head: boolean): FastifyReply {
  return secure(reply, https).status(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache')
    .send(head ? undefined : NOT_FOUND_HTML);
}

const NOT_CONNECTED_HTML = '<!doctype html><html lang=ru><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><title>Домен ещё не подключён</title><style>body{font:16px/1.5 system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#333;text-align:center}main{max-width:32rem;padding:0 1rem}h1{font-size:24px}</style></head><body><main><h1>Домен ещё не подключён</h1><p>Сайт на этом домене появится, когда владелец домена направит его DNS-записи на наш сервер и пройдёт проверку. Изменения DNS вступают в силу в течение 24 часов.</p><p lang=en>This domain is not connected yet. The site appears once the domain owner points its DNS records at our server and passes the check.</p></main></body></html>';

/** A customer domain that is in the product but not verified: it serves nothing else. */
export function notConnectedPage(reply: FastifyReply, https: boolean, head: boolean): FastifyReply {
  return secure(reply, https).status(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(head ? undefined : NOT_CONNECTED_HTML);
}

/** Picks br, then gzip, then identity, honouring q=0 refusals. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
