// Settings of publishing and domains, read from the environment (README "Configuration"):
// DRAFT_DOMAIN — pages are served at {code}.{DRAFT_DOMAIN} (default 'localhost', which Chromium
// resolves to loopback, so http://{code}.localhost:8080/ works without DNS);
// SERVER_IP — the address customers point their domains' A records at (SPEC §9: a fixed IP).
export interface PublishingConfig {
  draftDomain: string;
  serverIp: string;
}

export function publishingConfig(env: NodeJS.ProcessEnv = process.env): PublishingConfig {
  return {
    draftDomain: (env.DRAFT_DOMAIN || 'localhost').toLowerCase(),
    serverIp: env.SERVER_IP || '127.0.0.1',
  };
}
