// Reads the files of a POST /images or POST /video multipart request and checks each before
// anything is stored: the whole request is refused if one file is too large or of the wrong type,
// so a failed upload changes nothing.
//
// Limits: images 10 MB each, video 100 MB each, at most 20 files and 50 MB / 200 MB in all per
// request. Allowed images: jpg, jpeg, png, gif, svg, webp, bmp (SPEC §5); video: mp4, webm. The
// type is judged by the file's extension AND its first bytes (a video then by ffprobe too:
// server/media/video-probe.ts); the client's content type is ignored.
// Images are read into memory (their size is read from the header, at most 50 MB a request); videos
// stream to a temporary file and from there to the store, so a request of 200 MB of video never sits
// in memory whole. The caller disposes of the temporary files when it is done (`dispose`).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { imageExtensions, videoExtensions } from '../../api/routes/media';
import { ApiError } from '../platform/http/errors';
import { imageSize, sniff, type MediaType, type Size } from './media-probe';

export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024, files: 20 } as const;
const TOTAL_LIMITS = { image: 50 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;

export type UploadKind = 'image' | 'video';

export interface UploadedFile {
  name: string;
  type: MediaType;
  size: Size | null;
  /** Its length in bytes. */
  bytes: number;
  /** The bytes, from memory (images) or streamed from the temporary file (videos). */
  open(): Buffer | Readable;
  /** A video's temporary file (ffprobe and ffmpeg read it there); absent for images. */
  path?: string;
}

export interface Uploads {
  files: UploadedFile[];
  fields: Record<string, string>;
  /** Removes the temporary files; call it once the files are stored or the upload is refused. */
  dispose(): Promise<void>;
}

/** Bytes a video is sniffed from (the container's signature is in the first 12). */
const HEAD_BYTES = 64;

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

const wrongType = (kind: UploadKind, name: string) => uploadFailed(kind, 415, 'type', { file: name, allowed: ALLOWED[kind] });

function checkExtension(kind: UploadKind, name: string): void {
  if (!ALLOWED[kind].includes(path.extname(name).slice(1).toLowerCase())) throw wrongType(kind, name);
}

function checkImage(name: string, buf: Buffer): UploadedFile {
  checkExtension('image', name);
  const type = sniff(buf);
  if (!type || type.kind !== 'image') throw wrongType('image', name);
  return { name, type, size: imageSize(buf, type.ext), bytes: buf.length, open: () => buf };
}

export async function readUploads(req: FastifyRequest, kind: UploadKind): Promise<Uploads> {
  if (!req.isMultipart()) throw uploadFailed(kind, 400, 'not_multipart');
  const limit = UPLOAD_LIMITS[kind];
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let tmpDir: string | undefined;
  const dispose = async () => {
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
  /** Streams one video part to a temporary file, counting against the request's total on the way. */
  const spool = async (name: string, file: Readable): Promise<UploadedFile> => {
    checkExtension('video', name);
    tmpDir ??= await mkdtemp(path.join(os.tmpdir(), 'upload-'));
    const target = path.join(tmpDir, String(files.length));
    let head = Buffer.alloc(0);
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        bytes += chunk.length;
        total += chunk.length;
        if (total > TOTAL_LIMITS.video) done(uploadFailed('video', 413, 'too_large', { limit: TOTAL_LIMITS.video, total: true }));
        else done(null, chunk);
      },
    });
    await pipeline(file, count, createWriteStream(target));
    if (bytes === 0) throw uploadFailed('video', 422, 'empty', { file: name });
    const type = sniff(head);
    if (!type || type.kind !== 'video') throw wrongType('video', name);
    return { name, type, size: null, bytes, open: () => createReadStream(target), path: target };
  };
  try {
    for await (const part of req.parts({ limits: { fileSize: limit, files: UPLOAD_LIMITS.files, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const name = cleanName(part.filename);
        if (kind === 'video') {
          files.push(await spool(name, part.file));
          continue;
        }
        const buf = await part.toBuffer();
        if (buf.length === 0) throw uploadFailed(kind, 422, 'empty', { file: name });
        total += buf.length;
        if (total > TOTAL_LIMITS[kind]) throw uploadFailed(kind, 413, 'too_large', { limit: TOTAL_LIMITS[kind], total: true });
        files.push(checkImage(name, buf));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await dispose();
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadFailed(kind, 413, 'too_large', { limit });
    if (code === 'FST_FILES_LIMIT') throw uploadFailed(kind, 413, 'too_many_files', { limit: UPLOAD_LIMITS.files });
    if (typeof code === 'string' && code.startsWith('FST_')) throw uploadFailed(kind, 400, 'malformed');
    throw err;
  }
  if (files.length === 0) {
    await dispose();
    throw uploadFailed(kind, 422, 'no_files');
  }
  return { files, fields, dispose };
}
