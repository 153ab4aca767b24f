// The JSON body parser of every API request, on secure-json-parse (the parser Fastify itself uses):
// one JSON.parse, then a scan only when the text could name a prototype. A body with a `__proto__`
// key, or a `constructor` holding a `prototype`, is refused with 400 — carried into a handler it
// could change what every object inherits. A plain field named `constructor` (a form field, an
// answer, a label of that name) is ordinary data and is kept as sent.
import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { ApiError, validation } from './errors';

/** A body that names a prototype: refused, nothing of it reaches a handler. */
export const prototypeKey = (): ApiError => new ApiError(400, 'input.prototype_key', { error: 'validation', fields: { _: 'input.prototype_key' } });

/** Parses JSON text; throws prototypeKey() for a prototype-poisoning body and SyntaxError for bad JSON. */
export function safeJsonParse(text: string): unknown {
  // `safe`: a forbidden key makes the answer null instead of an error (bad JSON still throws).
  const value: unknown = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error', safe: true });
  if (value === null && text.trim() !== 'null') throw prototypeKey();
  return value;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Fastify's content-type parser callback for application/json (`parseAs: 'buffer'`). Bytes that are
 * not UTF-8 are refused. Clients send POSTs without a body (logout, send code) with or without a
 * JSON content type: an empty body is "no input", not an error.
 */
export function parseJsonBody(req: FastifyRequest, body: string | Buffer, done: (err: Error | null, value?: unknown) => void): void {
  let text: string;
  try {
    text = typeof body === 'string' ? body : strictUtf8.decode(body);
  } catch (_err) {
    return done(new ApiError(400, 'input.invalid_text', { error: 'validation', fields: { _: 'input.invalid_text' } }), undefined);
  }
  if (text.trim() === '') return done(null, undefined);
  // Kept for signatures over the exact bytes (payment provider callbacks, server/billing/).
  req.rawBody = text;
  try {
    done(null, safeJsonParse(text));
  } catch (err) {
    done(err instanceof ApiError ? err : validation({ _: 'validation' }, 400), undefined);
  }
}
