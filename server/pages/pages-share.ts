// The share image of a page: any common image up to 10 MB, decoded by sharp (so the type is what
// the bytes are, not what the name says), turned upright by its EXIF orientation, cropped to
// 1200×630 around its most interesting part, and stored as a progressive JPEG without metadata.
// The tag is a digest of the stored bytes: the image's address changes exactly when they do.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { SHARE_IMAGE } from '../../api/pageHead';
import { ApiError } from '../platform/http/errors';

export const SHARE_IMAGE_MAX = 10 * 1024 * 1024;
const FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

const fail = (status: 400 | 413 | 415 | 422, code: 'share_image.upload' | 'share_image.too_large' | 'share_image.type') =>
  new ApiError(status, code, { fields: { file: code }, ...(code === 'share_image.too_large' ? { params: { limit: SHARE_IMAGE_MAX } } : {}) });

/** The 1200×630 JPEG of an uploaded image, and its tag; a clear error for anything that is not an image we take. */
export async function shareImageOf(data: Buffer): Promise<{ data: Buffer; tag: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: 100_000_000 }).metadata()).format;
  } catch {
    throw fail(415, 'share_image.type');
  }
  if (format === undefined || !FORMATS.has(format)) throw fail(415, 'share_image.type');
  const out = await sharp(data, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer()
    .catch(() => { throw fail(415, 'share_image.type'); });
  return { data: out, tag: createHash('sha256').update(out).digest('base64url').slice(0, 12) };
}

/** Reads the one uploaded file of a multipart request. */
export async function readShareImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fail(400, 'share_image.upload');
  let data: Buffer | undefined;
  try {
    const file = await req.file({ limits: { fileSize: SHARE_IMAGE_MAX, files: 1 } });
    if (file) data = await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(413, 'share_image.too_large');
    if (typeof code === 'string' && code.startsWith('FST_')) throw fail(400, 'share_image.upload');
    throw err;
  }
  if (!data || data.length === 0) throw fail(422, 'share_image.upload');
  return data;
}
