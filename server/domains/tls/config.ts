// Settings of HTTPS for customer domains (README "Production"), read from the environment:
// TLS_CHECK_ADDRESS — host:port of the TLS front (Caddy) the app shakes hands with to learn a
// domain's certificate (e.g. caddy:443 in deploy/compose.yaml); unset, nothing is checked and a
// requested certificate stays "being issued" on the domain screen.
// TLS_CHECK_DELAYS_MS — the waits between checks while a certificate is being issued (comma-
// separated; after the last one the issue is given up as failed).

export interface TlsConfig {
  checkAddress: { host: string; port: number } | null;
  /** Waits before each check while issuing: the first check runs after delays[0]. */
  checkDelaysMs: readonly number[];
}

/** 10 s, 30 s, 1 min, 2 min, 5 min, 10 min, 30 min: an ACME issue takes seconds to a few minutes. */
const DEFAULT_DELAYS = [10_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000];

export function tlsConfig(env: NodeJS.ProcessEnv = process.env): TlsConfig {
  const raw = (env.TLS_CHECK_ADDRESS ?? '').trim();
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(raw);
  const delays = (env.TLS_CHECK_DELAYS_MS ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n >= 0);
  return {
    checkAddress: m ? { host: m[1].replace(/^\[|\]$/g, ''), port: Number(m[2]) } : null,
    checkDelaysMs: delays.length > 0 ? delays : DEFAULT_DELAYS,
  };
}
