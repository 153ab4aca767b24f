// The page script's own files (engine/render/phone-file.ts: the phone mask with a country's plan)
// at /content-files/page-script/<file>: public, cookie-free, named by the hash of their text, so
// browsers and CDNs keep them for good. Served by the app and, through its public prefixes, on
// every published host (the page's own origin). Built from the engine in memory, once per country;
// compressed on the way out like the other public files.
import type { FastifyInstance } from 'fastify';
import { PAGE_SCRIPT_URL, pageScriptFile } from '../../engine/render/phone-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerPageScriptFiles(app: FastifyInstance): void {
  app.get(`${PAGE_SCRIPT_URL}:file`, async (req, reply) => {
    const file = pageScriptFile((req.params as { file: string }).file);
    if (file === null) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff').type('text/javascript; charset=utf-8').send(file.text);
  });
}
