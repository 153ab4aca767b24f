// One outgoing request of an integration or a page's lead forwarder: through the SSRF guard
// (ssrf.ts), with a time limit, no redirects followed (a redirect could lead to a private address,
// and would change the method), and only the first bytes of the answer kept for the delivery log.
import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, guardedLookup, targetProblem } from './ssrf';

export const EXCERPT_BYTES = 1024;
export const POST_TIMEOUT_MS = 15_000;

export interface PostResult {
  /** The HTTP status, or null when no answer came (refused, timed out, blocked). */
  status: number | null;
  /** The start of the answer's body, or what went wrong. */
  excerpt: string;
  error: string | null;
  durationMs: number;
  /** Retrying cannot help (the target is not allowed). */
  permanent: boolean;
}

export interface SendOptions { allowPrivate: boolean; timeoutMs?: number; signal?: AbortSignal }

export const postJson = (target: string, body: string, headers: Record<string, string>, opts: SendOptions): Promise<PostResult> =>
  sendRequest(target, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }, opts);

/** A GET (no body) or a POST of `body` with the given headers. */
export async function sendRequest(target: string, request: { method: 'GET' | 'POST'; body?: string; headers: Record<string, string> }, opts: SendOptions): Promise<PostResult> {
  const body = request.method === 'POST' ? request.body ?? '' : null;
  const started = Date.now();
  const took = () => Date.now() - started;
  const problem = targetProblem(target, opts.allowPrivate);
  if (problem) return { status: null, excerpt: '', error: `target refused (${problem})`, durationMs: 0, permanent: true };
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const done = (r: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    const req = client.request(url, {
      method: request.method,
      headers: { 'user-agent': 'landing-builder-webhooks/1.0', ...(body !== null && { 'content-length': String(Buffer.byteLength(body)) }), ...request.headers },
      lookup: guardedLookup(opts.allowPrivate) as never,
      timeout: opts.timeoutMs ?? POST_TIMEOUT_MS,
      signal: opts.signal,
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        // Enough to show; the rest is read and dropped so the connection ends cleanly.
      });
      res.on('end', () => done({
        status: res.statusCode ?? null,
        excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD+$/, ''),
        error: null,
        durationMs: took(),
        permanent: false,
      }));
      res.on('error', (err) => done({ status: res.statusCode ?? null, excerpt: '', error: err.message, durationMs: took(), permanent: false }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${Math.round((opts.timeoutMs ?? POST_TIMEOUT_MS) / 1000)} s`)));
    req.on('error', (err) => done({
      status: null, excerpt: '', error: err.message, durationMs: took(), permanent: err instanceof BlockedTargetError || (err as { code?: string }).code === 'EBLOCKED',
    }));
    if (body !== null) req.end(body);
    else req.end();
  });
}
