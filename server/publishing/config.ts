// Settings of publishing and domains, read from the environment (README "Configuration"):
// DRAFT_DOMAIN — pages are served at {code}.{DRAFT_DOMAIN} (default 'localhost', which Chromium
// resolves to loopback, so http://{code}.localhost:8080/ works without DNS);
// SERVER_IP — the address customers point their domains' A records at (SPEC §9: a fixed IP);
// LEAD_LIMIT_MAX / LEAD_LIMIT_WINDOW_MS — leads one sender may send to one site per window.
import { LEAD_LIMIT, type LeadLimitOptions } from './lead-limit';

const positive = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

export interface PublishingConfig {
  draftDomain: string;
  serverIp: string;
  /** LEAD_LIMIT_MAX leads per sender and site in LEAD_LIMIT_WINDOW_MS (publishing/lead-limit.ts). */
  leadLimit: LeadLimitOptions;
}

export function publishingConfig(env: NodeJS.ProcessEnv = process.env): PublishingConfig {
  return {
    draftDomain: (env.DRAFT_DOMAIN || 'localhost').toLowerCase(),
    serverIp: env.SERVER_IP || '127.0.0.1',
    leadLimit: {
      max: positive(env.LEAD_LIMIT_MAX) ?? LEAD_LIMIT.max,
      windowMs: positive(env.LEAD_LIMIT_WINDOW_MS) ?? LEAD_LIMIT.windowMs,
    },
  };
}
