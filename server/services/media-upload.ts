// Reads the files of a POST /images or POST /video multipart request and checks each before
// anything is stored: the whole request is refused if one file is too large or of the wrong type,
// so a failed upload changes nothing.
//
// Limits: images 10 MB each, video 100 MB each, at most 20 files and 50 MB / 200 MB in all per
// request (files are buffered in memory, so the total is bounded too). Allowed images: jpg,
// jpeg, png, gif, svg, webp, bmp (SPEC §5); video: mp4, webm. The type is judged by the file's
// extension AND its first bytes; the client's content type is ignored. Files are buffered in memory
// (fine at these limits; stream to the store if they grow).
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { imageExtensions, videoExtensions } from '../../api/routes/media';
import { ApiError } from '../http/errors';
import { imageSize, sniff, type MediaType, type Size } from './media-probe';

export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024, files: 20 } as const;
const TOTAL_LIMITS = { image: 50 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;

export type UploadKind = 'image' | 'video';

export interface UploadedFile { name: string; buf: Buffer; type: MediaType; size: Size | null }

export function uploadFailed(kind: UploadKind, status: number, reason: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, kind === 'image' ? 'media.image_upload_failed' : 'media.video_upload_failed', { params: { reason, ...extra } });
}

const ALLOWED: Record<UploadKind, readonly string[]> = { image: imageExtensions, video: videoExtensions };

/** A display name: the base name, without control characters, at most 200 characters. */
function cleanName(raw: string): string {
  const base = path.basename(raw.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

function checkFile(kind: UploadKind, name: string, buf: Buffer): UploadedFile {
  const ext = path.extname(name).slice(1).toLowerCase();
  if (!ALLOWED[kind].includes(ext)) throw uploadFailed(kind, 415, 'type', { file: name, allowed: ALLOWED[kind] });
  const type = sniff(buf);
  if (!type || type.kind !== kind) throw uploadFailed(kind, 415, 'type', { file: name, allowed: ALLOWED[kind] });
  return { name, buf, type, size: type.kind === 'image' ? imageSize(buf, type.ext) : null };
}

export async function readUploads(req: FastifyRequest, kind: UploadKind): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw uploadFailed(kind, 400, 'not_multipart');
  const limit = UPLOAD_LIMITS[kind];
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: UPLOAD_LIMITS.files, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const name = cleanName(part.filename);
        const buf = await part.toBuffer();
        if (buf.length === 0) throw uploadFailed(kind, 422, 'empty', { file: name });
        total += buf.length;
        if (total > TOTAL_LIMITS[kind]) throw uploadFailed(kind, 413, 'too_large', { limit: TOTAL_LIMITS[kind], total: true });
        files.push(checkFile(kind, name, buf));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadFailed(kind, 413, 'too_large', { limit });
    if (code === 'FST_FILES_LIMIT') throw uploadFailed(kind, 413, 'too_many_files', { limit: UPLOAD_LIMITS.files });
    if (typeof code === 'string' && code.startsWith('FST_')) throw uploadFailed(kind, 400, 'malformed');
    throw err;
  }
  if (files.length === 0) throw uploadFailed(kind, 422, 'no_files');
  return { files, fields };
}
