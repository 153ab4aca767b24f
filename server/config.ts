// Run-time configuration from the environment (README "Configuration"). Tests build a Config directly.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** nodemailer transport URL; unset → mail is kept in the outbox shown at /dev. */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * GET /api/dev/outbox shows every stored mail with its code, to anyone. On only without SMTP and
   * outside NODE_ENV=production (DEV_OUTBOX=1 forces it), so a misconfigured production server
   * does not hand out recovery codes.
   */
  devOutbox: boolean;
  /** Directory of the built UI (index.html + assets); not served when missing. */
  uiDir?: string;
  /** Limit for login, sign-up, recovery and code endpoints, per IP and route. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Fastify logger: false in tests. */
  logger: boolean | { level: string };
  trustProxy: boolean;
  /** The background job worker of this process (server/jobs). */
  jobs: { pollMs: number; concurrency: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    devOutbox: !env.SMTP_URL && (env.NODE_ENV !== 'production' || env.DEV_OUTBOX === '1'),
    uiDir: path.resolve(root, 'dist/ui'),
    rateLimit: {
      max: Number(env.RATE_LIMIT_MAX ?? 20),
      timeWindowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    logger: { level: env.LOG_LEVEL ?? 'info' },
    trustProxy: env.TRUST_PROXY === '1',
    jobs: {
      pollMs: Number(env.JOB_POLL_MS ?? 1000),
      concurrency: Number(env.JOB_CONCURRENCY ?? 4),
    },
  };
}

/** Defaults for in-process tests: quiet, no UI, no SMTP, loose limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    mailFrom: 'no-reply@localhost',
    devOutbox: true,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    logger: false,
    trustProxy: false,
    jobs: { pollMs: 1000, concurrency: 4 },
    ...overrides,
  };
}
