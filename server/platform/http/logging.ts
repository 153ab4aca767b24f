// What the server's log may carry. Logs are shipped and kept by people who must not be able to open
// accounts from them: no session token, confirmation token, code, password or password hash, in a
// URL, a header, a body or a failed query's parameters. Fastify logs every request's URL, so query
// strings are cut to what is harmless; errors are serialised without the values they were given.

/** Routes whose every query value is personal or secret (email + code + token of confirm-email …). */
const SENSITIVE_PATH = /^\/api\/(?:session|profile|access|cdp\/auth|dev)(?:\/|$)/;
/** Query parameter names whose values are never logged, on any route. */
const SENSITIVE_PARAM = /token|code|pass|secret|key|hash|auth|sig|email|phone/i;
const REDACTED = '[redacted]';

/** The URL of a request as it may be logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (SENSITIVE_PATH.test(path)) return `${path}?${REDACTED}`;
  const kept = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // a malformed name is logged as sent, its value never
      return `${name}=${REDACTED}`;
    }
    return eq >= 0 && SENSITIVE_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${kept.join('&')}`;
}

/** Fields of database errors that say what failed without quoting the data (no `detail`, no `where`). */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'] as const;

/**
 * An error as it may be logged: type, message, stack and safe fields, recursively through `cause`.
 * A failed query (drizzle's DrizzleQueryError: "Failed query: … params: …") keeps its SQL text but
 * not its parameters, and every parameter value is cut out of the messages and stacks below it
 * (PostgreSQL quotes a bad value in its own message).
 */
export interface SerializedError { type: string; message: string; stack: string; [field: string]: unknown }

export function serializeError(err: unknown, secrets: readonly string[] = [], depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err), secrets), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const params = Array.isArray(e.params) ? e.params : null;
  const hidden = params ? [...secrets, ...params.flatMap(secretText)] : secrets;
  const isQuery = typeof e.query === 'string' && params !== null;
  const message = isQuery ? `Failed query: ${String(e.query)}` : e.message;
  // The stack repeats the message; its head is rebuilt from the safe one.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)).join('\n') : '';
  const out: SerializedError = { type: e.name, message: scrub(message, hidden), stack: scrub(`${e.name}: ${message}\n${frames}`, hidden) };
  if (isQuery) {
    out.query = e.query;
    out.params = `[${params.length} redacted]`;
  }
  for (const f of SAFE_ERROR_FIELDS) if (e[f] !== undefined && typeof e[f] !== 'object') out[f] = e[f];
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, hidden, depth + 1);
  return out;
}

/** Values worth cutting out of text: strings and numbers of 4+ characters, JSON of objects. */
function secretText(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) ?? '' : String(value);
  return text.length >= 4 ? [text] : [];
}

function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s !== '' && out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

interface RequestLike { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }

/** The options Fastify's logger (pino) gets: level, redaction, serialisers; `stream` for tests. */
export function loggerOptions(logger: false | { level: string; stream?: { write(line: string): void } }) {
  if (!logger) return false;
  return {
    level: logger.level,
    ...(logger.stream && { stream: logger.stream }),
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-token"]', 'res.headers["set-cookie"]',
        'headers.authorization', 'headers.cookie', 'headers["x-token"]',
        'password', 'new_password', 'token', 'body', '*.password', '*.new_password', '*.token', '*.body',
      ],
      censor: REDACTED,
    },
    hooks: {
      // pino takes a message from the error itself when none is given (log.error(err)); that message
      // is the raw one (a failed query's holds its parameters), so give the safe one instead.
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        const [first, second] = args;
        const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (err instanceof Error && typeof second !== 'string') return method.apply(this, [first, serializeError(err).message, ...args.slice(1)]);
        return method.apply(this, args);
      },
    },
    serializers: {
      req: (req: RequestLike) => ({ method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
      err: (err: unknown) => serializeError(err),
    },
  };
}
