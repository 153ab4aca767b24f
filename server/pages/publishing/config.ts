// Settings of publishing and domains, read from the environment (README "Configuration"):
// DRAFT_DOMAIN — pages are served at {code}.{DRAFT_DOMAIN} (default 'localhost', which Chromium
// resolves to loopback, so http://{code}.localhost:8080/ works without DNS);
// SERVER_IP — the address customers point their domains' A records at (SPEC §9: a fixed IP);
// LEAD_LIMIT_MAX / LEAD_LIMIT_WINDOW_MS — leads one sender may send to one site per window;
// APP_HOST (comma-separated) and the host of PUBLIC_URL — the names the app itself answers at.
// localhost and the draft domain are always the app's. No customer domain may take an app host:
// it would replace the app (and its API) in the origin that holds users' tokens.
// The leads area's limit module itself, not its index: modules read publishingConfig() while they
// load (pages-url.ts, domains/routes.ts), so this one may import nothing that leads back to them,
// and the leads index does (intake → pages).
// eslint-disable-next-line no-restricted-imports
import { LEAD_LIMIT, type LeadLimitOptions } from '../../leads/intake-limit';

const positive = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

export interface PublishingConfig {
  draftDomain: string;
  serverIp: string;
  /** LEAD_LIMIT_MAX leads per sender and site in LEAD_LIMIT_WINDOW_MS (leads/intake-limit.ts). */
  leadLimit: LeadLimitOptions;
  /** Lower-case host names of the app (without port). */
  appHosts: readonly string[];
}

/** The host name of a URL or of a bare `host[:port]`, lower-case; null when it is not one. */
function hostOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

export function publishingConfig(env: NodeJS.ProcessEnv = process.env): PublishingConfig {
  const draftDomain = (env.DRAFT_DOMAIN || 'localhost').toLowerCase();
  const configured = [...(env.APP_HOST ?? '').split(','), env.PUBLIC_URL ?? ''].map(hostOf).filter((h): h is string => h !== null);
  return {
    draftDomain,
    serverIp: env.SERVER_IP || '127.0.0.1',
    leadLimit: {
      max: positive(env.LEAD_LIMIT_MAX) ?? LEAD_LIMIT.max,
      windowMs: positive(env.LEAD_LIMIT_WINDOW_MS) ?? LEAD_LIMIT.windowMs,
    },
    appHosts: [...new Set(['localhost', draftDomain, ...configured])],
  };
}
