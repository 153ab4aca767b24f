// Security headers and caching of the app itself (not of published pages: those answer before these
// run and send their own set, pages/publishing/headers.ts). The CSP fits the built UI: its scripts and
// styles come from /assets; React sets inline style properties (CSSOM, not limited by CSP) and the
// editor writes <style> elements (style-src 'unsafe-inline'); the canvas embeds video and map
// iframes and shows images from any https address. Third-party browser adapters (adapters/config.ts)
// are allowed only when their build-time ids are set.
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/** Hosts each third-party adapter talks to, when its VITE_* id is configured. */
function thirdPartySources(env: NodeJS.ProcessEnv) {
  const script: string[] = [];
  const connect: string[] = [];
  const style: string[] = [];
  if (env.VITE_ANALYTICS_COUNTER_ID) {
    script.push('https://mc.yandex.ru');
    connect.push('https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.ru', 'wss://mc.yandex.com');
  }
  if (env.VITE_CHAT_WIDGET_ID) {
    script.push('https://code.jivosite.com', 'https://*.jivosite.com');
    connect.push('https://*.jivosite.com', 'wss://*.jivosite.com');
    style.push('https://*.jivosite.com');
  }
  if (env.VITE_ERROR_REPORTING_DSN) {
    try {
      connect.push(new URL(env.VITE_ERROR_REPORTING_DSN).origin);
    } catch {
      // not a URL: the adapter cannot send to it either
    }
  }
  return { script, connect, style };
}

/** helmet's options for the app's own answers. */
export function appHelmetOptions(env: NodeJS.ProcessEnv = process.env): HelmetOptions {
  const extra = thirdPartySources(env);
  const media = env.MEDIA_PUBLIC_URL ? [new URL(env.MEDIA_PUBLIC_URL).origin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...extra.script],
        'style-src': ["'self'", "'unsafe-inline'", ...extra.style],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', ...media],
        'font-src': ["'self'", 'data:', ...extra.style],
        'connect-src': ["'self'", ...media, ...extra.connect],
        // Video and map embeds in the editor; published pages opened in a frame by the preview.
        'frame-src': ["'self'", 'https:', 'http:'],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Published pages live on subdomains of the draft domain (an app host too); they decide their own.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets with `appHelmetOptions(env)`, worked out once: they depend only on the
 * options (no nonces), so every answer gets the same set, in helmet's order, without building
 * helmet's middleware again per request (as @fastify/helmet did: ~0.02–0.07 ms a request).
 */
export function appSecurityHeaders(env: NodeJS.ProcessEnv = process.env): ReadonlyArray<readonly [string, string]> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(appHelmetOptions(env))(res.req, res, () => undefined);
  const headers: OutgoingHttpHeaders = res.getHeaders();
  return Object.entries(headers).map(([name, value]) => [name, String(value)] as const);
}

/**
 * Cache-Control of a file of the built UI, by its path inside dist/ui: everything Vite writes under
 * assets/ has a content hash in its name and never changes (kept a year, immutable); index.html
 * names the current assets, so it is revalidated on every load; the rest (icons) for an hour.
 */
export function uiCacheControl(relativePath: string): string {
  const p = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (p === 'index.html') return 'no-cache';
  if (p.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
