// Resized copies of an uploaded image, made with sharp: the original with its orientation applied
// and its metadata (EXIF: camera, place, time) removed, and WebP and AVIF copies at the widths of
// engine/images.ts, never upscaled. A phone gets a copy the size of its screen (a 2400×1600 photo
// is ~1.6 MB; its 480-px AVIF a few dozen KB). SVG and GIF (vector, animation) are kept as they are.
import sharp from 'sharp';
import { variantWidths, type ImageVariant } from '../../engine/images';
import type { MediaStorage } from '../platform/storage/index';

/** Raster formats sharp reads and the product resizes; the original is written back in its own format where sharp can. */
const RESIZED = new Set(['jpg', 'png', 'webp', 'bmp']);

export const hasVariants = (ext: string): boolean => RESIZED.has(ext);

export interface PreparedImage {
  /** The original to store: oriented and without metadata (as uploaded when it had none; bmp as uploaded: sharp cannot write it). */
  readonly original: Buffer;
  readonly width: number;
  readonly height: number;
  readonly copies: readonly { readonly w: number; readonly h: number; readonly webp: Buffer; readonly avif: Buffer }[];
}

/** Decodes, orients and resizes; refuses what is not a readable image (sharp's error). */
// AVIF at effort 0: the copies are made while the person waits for the upload, and higher efforts
// cost minutes on a 2-core server for a few percent of bytes (measured: 4 widths of a 2400×1600
// photo, effort 0 ≈ 1.7 s, 2 ≈ 8 s, 4 ≈ 108 s on a loaded machine).
export async function prepareImage(buf: Buffer, ext: string): Promise<PreparedImage> {
  const oriented = sharp(buf, { failOn: 'error' }).rotate();
  const uploaded = await oriented.metadata();
  // Written again only when it carries what must not be published (or a turn to apply): a plain
  // file is stored byte for byte.
  const clean = uploaded.exif === undefined && uploaded.xmp === undefined && uploaded.iptc === undefined && (uploaded.orientation ?? 1) === 1;
  const original = clean || ext === 'bmp' ? buf
    : await oriented.clone().toFormat(ext === 'jpg' ? 'jpeg' : (ext as 'png' | 'webp'), ext === 'jpg' ? { quality: 90, mozjpeg: true } : {}).toBuffer();
  const meta = await sharp(original).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const copies = await Promise.all(variantWidths(width).map(async (w) => {
    const resized = oriented.clone().resize({ width: w, withoutEnlargement: true });
    const [webp, avif] = await Promise.all([resized.clone().webp({ quality: 78 }).toBuffer({ resolveWithObject: true }), resized.clone().avif({ quality: 55, effort: 0 }).toBuffer()]);
    return { w: webp.info.width, h: webp.info.height, webp: webp.data, avif };
  }));
  return { original, width, height, copies };
}

/** Stores the copies beside the original's key (`abc.jpg` → `abc-480.webp`, `abc-480.avif`); answers what to keep on the item and every key written. */
export async function storeCopies(storage: MediaStorage, originalKey: string, copies: PreparedImage['copies'], written: string[]): Promise<ImageVariant[]> {
  const base = originalKey.replace(/\.[a-z0-9]+$/, '');
  const out: ImageVariant[] = [];
  for (const c of copies) {
    const key = `${base}-${c.w}`;
    await storage.store.put(`${key}.webp`, c.webp, 'image/webp');
    written.push(`${key}.webp`);
    await storage.store.put(`${key}.avif`, c.avif, 'image/avif');
    written.push(`${key}.avif`);
    out.push({ w: c.w, h: c.h, webp: storage.publicUrl(`${key}.webp`), avif: storage.publicUrl(`${key}.avif`), key });
  }
  return out;
}

/** Every stored key of an item's copies (to delete them with it). */
export const copyKeys = (variants: readonly ImageVariant[]): string[] => variants.flatMap((v) => [`${v.key}.webp`, `${v.key}.avif`]);
