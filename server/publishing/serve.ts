// Published pages, served by the same server by Host. Registered as the app's first onRequest
// hook: a request for a page origin is answered here and never reaches the API routes, so a page
// origin cannot act on the app (no cookies, no tokens, no /api). Serving is a lookup of bytes
// precompressed at publish time; strong ETags make revalidation a 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { PublishingConfig } from './config';
import { etagMatches, notFoundPage, pickEncoding, secure } from './headers';
import { createHostResolver } from './hosts';
import { takeLead } from './lead';
import { findArtefact, findFavicon, uriOf } from './lookup';
import { LEAD_PATH } from '../services/publish';

const PUBLIC_PREFIXES = ['/content-files/', '/media-files/'];

/** Visitors always revalidate, so a republish shows at once; the ETag keeps that cheap. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function publishedPagesHook(db: Db, config: PublishingConfig) {
  const resolve = createHostResolver(db, config.draftDomain);
  return async function onRequest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const site = await resolve(req.headers.host);
    if (!site) return; // the app's own host: continue to the routes
    const https = req.protocol === 'https';
    const path = req.url.split('?')[0];
    // Public static files that published pages embed (fonts, covers, uploaded images): the app's
    // own cookie-free GET routes, so pages load them from their own origin.
    if ((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return;

    if (path === LEAD_PATH && req.method === 'POST') {
      const result = await takeLead(db, site, req);
      secure(reply, https).header('cache-control', 'no-store');
      if (result.status !== 200) {
        await reply.status(result.status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ ok: false }));
        return;
      }
      if (String(req.headers.accept ?? '').includes('application/json')) {
        await reply.status(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ ok: true }));
        return;
      }
      // A plain form POST (scripts off): back to the page.
      await reply.status(303).header('location', new URL(result.thanks, 'http://x').pathname).send();
      return;
    }

    const head = req.method === 'HEAD';
    const uri = uriOf(req.url);
    if ((req.method !== 'GET' && !head) || uri === null) {
      await notFoundPage(reply, https, head).status(req.method === 'GET' || head ? 404 : 405);
      return;
    }
    const icon = /^\/__favicon\/(\d{1,15})$/.exec(path);
    if (icon) {
      const found = await findFavicon(db, site, Number(icon[1]));
      if (!found) {
        await notFoundPage(reply, https, head);
        return;
      }
      await secure(reply, https).header('content-type', found.type).header('cache-control', 'public, max-age=3600').send(head ? undefined : found.data);
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
    const found = await findArtefact(db, site, uri, encoding);
    if (!found) {
      await notFoundPage(reply, https, head);
      return;
    }
    secure(reply, https).header('etag', found.etag).header('cache-control', PAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (etagMatches(req.headers['if-none-match'], found.etag)) {
      await reply.status(304).send();
      return;
    }
    reply.header('content-type', 'text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.status(200).send(head ? undefined : found.body);
  };
}
