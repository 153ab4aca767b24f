// Bad configuration stops the server at start with one line naming the variable, rather than a
// stack trace or a server that runs wrongly (mail nobody receives, links to localhost).
import '../billing/index'; // registers the providers PAYMENT_PROVIDER may name
import { knownPaymentProviders } from '../billing/index';
import type { Config } from '../config';
import { NewerDatabase } from '../db/migrate';

/**
 * A setting the server cannot run with, checked before the database is opened or processes are
 * forked (a worker that failed on it would be started again and again); the first message, or null.
 * In production (NODE_ENV=production) also what it cannot run without.
 */
export function settingsProblem(env: NodeJS.ProcessEnv, config: Pick<Config, 'paymentProvider'>): string | null {
  const providers = knownPaymentProviders();
  if (!providers.includes(config.paymentProvider)) return `Unknown PAYMENT_PROVIDER "${config.paymentProvider}" (known: ${providers.join(', ')})`;
  if (env.NODE_ENV !== 'production') return null;
  if (!env.PUBLIC_URL) return 'PUBLIC_URL is required in production: links in mail and payment return addresses are built from it';
  if (!env.APP_HOST) return 'APP_HOST is required in production: the app\'s own host names, so no customer can connect them as a domain';
  if (config.paymentProvider !== 'sandbox' && !env.PAYMENT_CALLBACK_SECRET) {
    return `PAYMENT_CALLBACK_SECRET is required with PAYMENT_PROVIDER=${config.paymentProvider}: the provider's callbacks are verified with it`;
  }
  return null;
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);
/** PostgreSQL's answers that mean "this URL does not lead to a usable database". */
const REFUSED_BY_POSTGRES = new Set(['28P01', '28000', '3D000']);

/** One line for an error that stopped the start, naming the variable behind it where one is. */
export function startupFailureLine(err: unknown, config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  if (err instanceof NewerDatabase) return `${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}: ${message}`;
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (config.databaseUrl) {
    if ((code && UNREACHABLE.has(code)) || message.includes('timeout expired')) return `DATABASE_URL: cannot reach the database (${message})`;
    if (code && REFUSED_BY_POSTGRES.has(code)) return `DATABASE_URL: the database refused the connection (${message})`;
    if (err instanceof TypeError && /invalid url|Invalid URL/i.test(message)) return 'DATABASE_URL: not a valid postgres:// URL';
  } else if (code === 'EACCES' || code === 'EROFS' || code === 'ENOTDIR') {
    return `DATA_DIR: cannot use ${config.dataDir} for the embedded database (${message})`;
  }
  return message;
}
