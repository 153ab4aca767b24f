// Answers whose bytes a handler keeps between requests (the editor's content answer):
// the JSON `{ data }` the registrar would send, and its compressed copies, made once per version
// of what they say instead of on every request. They go out as they are — Content-Encoding, Vary
// and Content-Length set here, so the generic compression hook (platform/http/compression.ts) leaves them
// alone — with a strong ETag naming the version and the encoding, and `If-None-Match` with that
// tag is answered 304 without a body.
//
// Cache-Control is `private, no-cache` instead of the API's `no-store`: the browser may keep the
// answer but must ask again every time (with If-None-Match, which fetch adds by itself), and the
// route checks the caller's token and rights before it compares tags — so a logged-out or
// unauthorised caller still gets 401/403/404, never the kept copy.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerEncoding } from './encoding';


/**
 * A route's answer as bytes already made. `T` is the route's response type the bytes encode (a
 * phantom: a handler can only return the KeptAnswer of its own response). `body` null: the
 * caller's copy (If-None-Match) is current, 304.
 */
export class KeptAnswer<T> {
  declare readonly answers?: T;
  constructor(readonly etag: string, readonly body: Buffer | null, readonly encoding: AnswerEncoding) {}
}

/** The JSON text the registrar sends for a handler's result `value` (platform/http/register.ts). */
export const answerJson = (value: unknown): Buffer => Buffer.from(JSON.stringify({ data: value }));


/** The strong ETag of `version` sent in `encoding` (each encoding's bytes are a representation of their own). */
export const etagOf = (version: string, encoding: AnswerEncoding): string => `"${version}.${encoding}"`;

/** Whether the request's If-None-Match names `etag` (or `*`); weak tags compare by their value (RFC 9110 §13.1.2). */
export function notModified(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** Sends a kept answer (or 304) with its validators; the compression hook skips an encoded body. */
export function sendKeptAnswer(reply: FastifyReply, answer: KeptAnswer<unknown>): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (answer.body === null) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8').header('content-length', answer.body.length);
  if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
  return reply.send(answer.body);
}
