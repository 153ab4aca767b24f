// The published pages' own font cuts (./font-cut.ts) at /content-files/page-fonts/<file>: public,
// cookie-free, and named by the hash of their bytes, so browsers and CDNs keep them for good.
// Served by the app and, through its public prefixes, on every published host (the page's own
// origin, so the font needs no CORS). Recently served files are kept in memory.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { CUT_URL } from './font-face';
import { pageFontCutFile } from './font-cut';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const KEPT_MAX = 200;

export function registerPageFontFiles(app: FastifyInstance, db: Db): void {
  const kept = new Map<string, Buffer>();
  app.get(`${CUT_URL}:file`, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    let data = kept.get(file) ?? null;
    if (data === null) {
      data = await pageFontCutFile(db, file);
      if (data === null) return reply.status(404).type('text/plain').send('Not found');
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as string);
      kept.set(file, data);
    }
    return reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff').type('font/woff2').send(data);
  });
}
