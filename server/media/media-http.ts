// Non-API HTTP of the media area, registered by server/app.ts: the multipart parser for uploads,
// uploaded files at /media-files/<key>, and the product's own static content at /content-files/
// (block and template covers, the stock catalogue, the Inter font of the font presets).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { blockCover } from '../content/index';
import { ICONS, iconSvg } from '../content/index';
import { PHOTOS } from '../content/index';
import { templateCover } from '../content/index';
import { byteRangeOf, mediaStorage } from '../platform/storage/index';
import { UPLOAD_LIMITS } from './media-upload';
import { familiesCss, fontFile, interCss } from '../pages/index';

/** Uploaded keys are random and never rewritten, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Shipped content keeps its name across releases but may change: a day. */
const DAILY = 'public, max-age=86400';
/** An uploaded SVG must not run script on our origin when opened directly. */
const SANDBOX_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/**
 * Uploaded media and shipped content are public and meant to be embedded anywhere: on customer
 * domains (another site than the app) and in the pages list's sandboxed previews (an opaque
 * origin), where the app's own `same-site` resource policy would block them.
 */
function embeddable(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-resource-policy', 'cross-origin');
}

function svg(reply: FastifyReply, body: string | undefined) {
  if (body === undefined) return reply.status(404).type('text/plain').send('Not found');
  return embeddable(reply).header('cache-control', DAILY).type('image/svg+xml').send(body);
}

export async function registerMediaHttp(app: FastifyInstance, config: Config): Promise<void> {
  // Per-request limits are set by server/media/media-upload.ts; these are the outer bounds.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.video, files: UPLOAD_LIMITS.files, fields: 10, fieldSize: 1000 } });

  app.get('/media-files/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{1,8}$/.test(key)) return reply.status(404).type('text/plain').send('Not found');
    const { store } = mediaStorage(config);
    // Presigned reads: the browser fetches the bytes from the bucket itself. The redirect is kept
    // for less than the URL's life, so a cached one never points at an expired signature.
    const direct = await store.readUrl(key);
    if (direct) return embeddable(reply).header('cache-control', 'private, max-age=300').redirect(direct, 302);
    const obj = await store.get(key);
    if (!obj) return reply.status(404).type('text/plain').send('Not found');
    embeddable(reply)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SANDBOX_CSP)
      .header('accept-ranges', 'bytes')
      .type(obj.contentType);
    // A video player asks for parts (to start, to seek, to read an MP4's index at its end).
    const range = byteRangeOf(typeof req.headers.range === 'string' ? req.headers.range : undefined, obj.size);
    if (range === 'unsatisfiable') {
      obj.body.destroy();
      return reply.status(416).header('content-range', `bytes */${obj.size}`).send('');
    }
    if (range !== null) {
      obj.body.destroy();
      const part = await store.get(key, range);
      if (!part) return reply.status(404).type('text/plain').send('Not found');
      return reply.status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${obj.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(part.body);
    }
    return reply.header('content-length', obj.size).send(obj.body);
  });

  app.get('/content-files/covers/:file', async (req, reply) => {
    const m = /^(block-\d+|template-[a-z0-9]+(?:-en)?)\.svg$/.exec((req.params as { file: string }).file);
    if (!m) return svg(reply, undefined);
    return svg(reply, m[1].startsWith('block-') ? blockCover(m[1]) : templateCover(m[1].slice('template-'.length)));
  });

  app.get('/content-files/stock/:file', async (req, reply) => {
    const name = (req.params as { file: string }).file.replace(/\.svg$/, '');
    return svg(reply, PHOTOS.find((p) => p.name === name)?.svg);
  });

  app.get('/content-files/icons/:file', async (req, reply) => {
    const name = (req.params as { file: string }).file.replace(/\.svg$/, '');
    const icon = ICONS.find((i) => i.name === name);
    return svg(reply, icon ? iconSvg(icon) : undefined);
  });

  app.get('/content-files/fonts/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file;
    if (file === 'inter.css') return embeddable(reply).header('cache-control', DAILY).type('text/css').send(await interCss());
    if (file === 'families.css') return embeddable(reply).header('cache-control', DAILY).type('text/css').send(await familiesCss());
    const full = fontFile(file);
    const found = full !== null && (await stat(full).catch(() => null))?.isFile() === true;
    if (!found) return reply.status(404).type('text/plain').send('Not found');
    return embeddable(reply).header('cache-control', IMMUTABLE).type(file.endsWith('.woff2') ? 'font/woff2' : 'font/woff')
      .send(createReadStream(full));
  });
}
