// Favicon files (SPEC §5/§9): at most 500 KB, ICO, GIF, JPEG or PNG. The type is decided by the
// file's first bytes, not by its name or the declared content type.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/errors';

export const FAVICON_MAX = 500 * 1024;

export function sniffFavicon(buf: Buffer): string | null {
  if (buf.length >= 4 && buf[0] === 0 && buf[1] === 0 && buf[2] === 1 && buf[3] === 0) return 'image/x-icon';
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'image/gif';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** Reads the one uploaded file; clear errors for a missing file, a file too large and a wrong type. */
export async function readFavicon(req: FastifyRequest): Promise<{ type: string; data: Buffer }> {
  if (!req.isMultipart()) throw new ApiError(400, 'favicon.upload', { fields: { file: 'favicon.upload' } });
  let data: Buffer | undefined;
  try {
    const file = await req.file({ limits: { fileSize: FAVICON_MAX, files: 1 } });
    if (file) data = await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'favicon.too_large', { fields: { file: 'favicon.too_large' }, params: { limit: FAVICON_MAX } });
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, 'favicon.upload', { fields: { file: 'favicon.upload' } });
    throw err;
  }
  if (!data || data.length === 0) throw new ApiError(422, 'favicon.upload', { fields: { file: 'favicon.upload' } });
  const type = sniffFavicon(data);
  if (!type) throw new ApiError(415, 'favicon.type', { fields: { file: 'favicon.type' } });
  return { type, data };
}
