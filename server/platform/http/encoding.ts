// How the app's JSON answers are encoded when a handler keeps their bytes (the list cache, the
// editor's content answer): the encoding a client asked for, and the bytes compressed as the
// generic compression hook (platform/http/compression.ts, @fastify/compress) would compress them — one rule,
// so a kept answer and a computed one cannot drift apart.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression';

export type Encoding = 'br' | 'gzip';

/** How an answer's bytes are sent: compressed one way or the other, or as they are. */
export type AnswerEncoding = Encoding | 'identity';

/**
 * The encoding to answer in, from Accept-Encoding (q-values honoured, brotli preferred on a tie,
 * `*` standing for either); none for a client that asks for neither or sends x-no-compression
 * (as @fastify/compress, which answers the rest of the API, does).
 */
export function negotiateEncoding(headers: FastifyRequest['headers']): Encoding | undefined {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return undefined;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q[name === 'x-gzip' ? 'gzip' : name] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/** `json` compressed as the compression hook would (brotli quality 4, gzip's default). */
export function compressJson(json: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipSync(json);
}

/**
 * The encoding a kept answer goes out in for this request: the client's choice (as the compression
 * hook negotiates it), or as it is when the client takes neither or the JSON is too small to pay.
 */
export function answerEncoding(req: FastifyRequest, jsonBytes?: number): AnswerEncoding {
  if (jsonBytes !== undefined && jsonBytes < COMPRESSION_THRESHOLD) return 'identity';
  return negotiateEncoding(req.headers) ?? 'identity';
}
