// Run-time configuration from the environment (README "Configuration"). Tests build a Config directly.
import path from 'node:path';
import { packageRoot } from './ops/package-root';
import { overloadLimitsOf, type OverloadLimits } from './ops/overload';

/** A limit counted per caller (the signed-in user) and per account (platform/http/caller-limit.ts). */
export interface CallerLimit {
  /** Requests per window for one user. */
  perCaller: number;
  /** Requests per window for the whole account (every member together). */
  perAccount: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PGLITE_SHARED_BUFFERS: the embedded database's shared buffers (db/client.ts); unset, its default. */
  pgliteSharedBuffers?: string;
  /** nodemailer transport URL; unset → mail is printed to the server's terminal (console transport). */
  smtpUrl?: string;
  mailFrom: string;
  /** The app's address as users open it (PUBLIC_URL): links in mail point here. No trailing slash. */
  publicUrl: string;
  /** Without SMTP, print each mail to stdout (the console transport); tests keep it off. */
  mailToConsole: boolean;
  /**
   * Lead notifications in Telegram (server/notifications/telegram-api.ts): the Bot API's base URL
   * (TELEGRAM_API_URL, https://api.telegram.org by default), and whether a chat may be connected
   * without a bot token, its messages printed to stdout (the sandbox: not under NODE_ENV=production).
   */
  telegram: { apiUrl: string; sandbox: boolean };
  /**
   * GET /api/dev/outbox (the /dev page) lists stored mail with its codes. Recovery codes open
   * accounts, so it is an explicit opt-in for a developer's machine: DEV_OUTBOX=1, never under
   * NODE_ENV=production, never while SMTP delivers real mail.
   */
  devOutbox: boolean;
  /** Directory of the built UI (index.html + assets); not served when missing. */
  uiDir?: string;
  /** Limit for login, sign-up, recovery and code endpoints, per IP and route. */
  rateLimit: { max: number; timeWindowMs: number };
  /** «Отправить тест» of the lead forwarder, per user and per account in the RATE_LIMIT_WINDOW_MS window (platform/http/caller-limit.ts). */
  forwarderTestLimit: CallerLimit;
  /**
   * «Повторить» of a failed lead's forward (a new send to the saved address), per user and per account in
   * the same window. Its own count, not the test's: after an outage a marketer retries many leads in a row.
   */
  forwarderRetryLimit: CallerLimit;
  /** Fastify logger (server/platform/http/logging.ts redacts it): false in tests; `stream` lets a test read it. */
  logger: false | { level: string; stream?: { write(line: string): void } };
  /**
   * TRUST_PROXY: the number of reverse-proxy hops in front of the server (1 = one nginx), or the
   * proxies' addresses / CIDR ranges, comma-separated. The client address is then the one the
   * outermost trusted proxy saw — never the leftmost X-Forwarded-For entry, which the client writes.
   */
  trustProxy: false | number | string;
  /** The background job worker of this process (server/jobs). */
  /** concurrency: deliveries running at once (JOB_CONCURRENCY); batch: jobs a lane holds for batch handlers (JOB_BATCH); server/platform/jobs/lanes.ts. */
  jobs: { pollMs: number; concurrency: number; batch: number };
  /** Payment provider adapter (server/billing/): 'sandbox' unless a real one is registered and chosen. */
  paymentProvider: string;
  /** HMAC secret of the provider's callbacks; unset, one is derived from the installation secret. */
  paymentCallbackSecret?: string;
  /** How long a slow ("3-D Secure") sandbox payment stays pending before its callback. */
  paymentCallbackDelayMs: number;
  /**
   * Outgoing integration calls (webhooks). `allowPrivateTargets` (WEBHOOK_ALLOW_PRIVATE=1) lets a
   * webhook reach loopback and private networks: off by default, since a customer's URL must never
   * make the server call its own neighbours (SSRF). Tests and the e2e receiver on loopback set it.
   */
  integrations: { allowPrivateTargets: boolean };
  /**
   * Statistics (server/stats): how often buffered hits are appended (0: only when flushed by
   * hand, as tests do), and how many days raw hits are kept (rollups are kept for good).
   */
  stats: { flushMs: number; rawDays: number };
  /** When requests are refused with 503 + Retry-After (OVERLOAD_*); unset in tests: never. */
  overload?: OverloadLimits;
}

/** The Telegram Bot API (its own servers); TELEGRAM_API_URL points the product elsewhere (a local stand-in in tests). */
const DEFAULT_TELEGRAM_API_URL = 'https://api.telegram.org';

export function trustProxyOf(value: string | undefined): false | number | string {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxy hops (e.g. 1) or the proxies\' addresses');
  }
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  const overload = overloadLimitsOf(env);
  if ('error' in overload) throw new Error(overload.error);
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS || undefined;
  if (sharedBuffers !== undefined && !/^\d+(kB|MB|GB)$/.test(sharedBuffers)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, not "${sharedBuffers}"`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSharedBuffers: sharedBuffers,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 8080)}`).replace(/\/+$/, ''),
    mailToConsole: !env.SMTP_URL,
    telegram: { apiUrl: env.TELEGRAM_API_URL || DEFAULT_TELEGRAM_API_URL, sandbox: env.NODE_ENV !== 'production' },
    devOutbox: env.DEV_OUTBOX === '1' && env.NODE_ENV !== 'production' && !env.SMTP_URL,
    uiDir: path.join(packageRoot, 'dist/ui'),
    rateLimit: {
      max: Number(env.RATE_LIMIT_MAX ?? 20),
      timeWindowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
    },
    forwarderTestLimit: {
      perCaller: Number(env.FORWARDER_TEST_MAX ?? 5),
      perAccount: Number(env.FORWARDER_TEST_ACCOUNT_MAX ?? 20),
    },
    forwarderRetryLimit: {
      perCaller: Number(env.FORWARDER_RETRY_MAX ?? 20),
      perAccount: Number(env.FORWARDER_RETRY_ACCOUNT_MAX ?? 60),
    },
    logger: { level: env.LOG_LEVEL ?? 'info' },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    jobs: {
      pollMs: Number(env.JOB_POLL_MS ?? 1000),
      concurrency: Number(env.JOB_CONCURRENCY ?? 32),
      batch: Number(env.JOB_BATCH ?? 256),
    },
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET || undefined,
    paymentCallbackDelayMs: Number(env.PAYMENT_CALLBACK_DELAY_MS ?? 2000),
    integrations: { allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE === '1' },
    stats: {
      flushMs: Number(env.STATS_FLUSH_MS ?? 1000),
      rawDays: Number(env.STATS_RAW_DAYS ?? 30),
    },
    overload,
  };
}

/** Defaults for in-process tests: quiet, no UI, no SMTP, loose limits. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    mailFrom: 'no-reply@localhost',
    publicUrl: 'http://localhost',
    mailToConsole: false,
    telegram: { apiUrl: DEFAULT_TELEGRAM_API_URL, sandbox: false },
    devOutbox: false,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    forwarderTestLimit: { perCaller: 1000, perAccount: 1000 },
    forwarderRetryLimit: { perCaller: 1000, perAccount: 1000 },
    logger: false,
    trustProxy: false,
    jobs: { pollMs: 1000, concurrency: 32, batch: 64 },
    paymentProvider: 'sandbox',
    paymentCallbackDelayMs: 0,
    integrations: { allowPrivateTargets: false },
    stats: { flushMs: 0, rawDays: 30 },
    ...overrides,
  };
}

/**
 * SERVER_PROCESSES: how many server processes `npm start` runs on the one port (default 1). More
 * than one needs DATABASE_URL: the embedded database (PGlite) belongs to one process, which holds
 * DATA_DIR's lock. Returns the number, or the message that stops the server.
 */
export function serverProcessesOf(env: NodeJS.ProcessEnv): { processes: number } | { error: string } {
  const raw = (env.SERVER_PROCESSES ?? '').trim();
  const processes = raw === '' ? 1 : Number(raw);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    return { error: `SERVER_PROCESSES must be a whole number from 1 to 64 (got "${raw}")` };
  }
  if (processes > 1 && !env.DATABASE_URL) {
    return { error: `SERVER_PROCESSES=${processes} needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) is used by one process only, which holds the lock of DATA_DIR. Set DATABASE_URL or leave SERVER_PROCESSES at 1.` };
  }
  return { processes };
}
