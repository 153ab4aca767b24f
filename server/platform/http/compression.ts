// Compression of the app's own answers (API JSON, the UI's static files): brotli or gzip, as the
// client asks, above a threshold where it pays. Published pages are not touched: their answers carry
// the bytes compressed once at publish time with their Content-Encoding already set, which the
// plugin leaves alone (and the cached ones are answered before Fastify, server/pages/publishing/serve.ts).
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/** Registers compression for every route added after it (register it before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    // Brotli first: the plugin's quality 4 is about gzip's speed with smaller output.
    encodings: ['br', 'gzip'],
  });
}
