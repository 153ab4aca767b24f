// The characters a WOFF2 font has glyphs for, read from its character map (cmap) table. The
// subsetter's output is checked with it (a family without «₽» gets no ruble face) and so are the
// shipped files (tests), without a font library: WOFF2 is a header, a table directory and one
// brotli stream of the tables, and the cmap table is stored untransformed in it.
import { brotliDecompressSync } from 'node:zlib';

const SIGNATURE = 0x774f4632; // 'wOF2'
const HEADER_BYTES = 48;
/** Positions in the WOFF2 known-tag table (spec §5.1): cmap is first; glyf and loca are transformed unless version 3. */
const CMAP = 0;
const GLYF = 10;
const LOCA = 11;

/** UIntBase128 (WOFF2 §4.1): at most five bytes, seven bits each, the high bit continues. */
function base128(buf: Buffer, at: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[at + i];
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  throw new Error('WOFF2: bad UIntBase128');
}

/** The untransformed cmap table's bytes. */
function cmapTable(woff2: Buffer): Buffer {
  if (woff2.length < HEADER_BYTES || woff2.readUInt32BE(0) !== SIGNATURE) throw new Error('not a WOFF2 file');
  const numTables = woff2.readUInt16BE(12);
  const compressedSize = woff2.readUInt32BE(20);
  let at = HEADER_BYTES;
  let offset = 0;
  let cmap: { offset: number; length: number } | null = null;
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[at++];
    const tagIndex = flags & 0x3f;
    const version = flags >> 6;
    if (tagIndex === 0x3f) at += 4; // an explicit tag follows
    const orig = base128(woff2, at);
    at = orig.next;
    let length = orig.value;
    const transformed = tagIndex === GLYF || tagIndex === LOCA ? version !== 3 : version !== 0;
    if (transformed) {
      const t = base128(woff2, at);
      at = t.next;
      length = t.value;
    }
    if (tagIndex === CMAP) cmap = { offset, length };
    offset += length; // tables follow one another in the stream without padding
  }
  if (cmap === null) throw new Error('WOFF2: no cmap table');
  const tables = brotliDecompressSync(woff2.subarray(at, at + compressedSize));
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

/** Format 4 (BMP segments) or 12 (groups) subtable: the code points mapped to a glyph other than .notdef. */
function subtableCodePoints(t: Buffer, at: number): number[] {
  const out: number[] = [];
  const format = t.readUInt16BE(at);
  if (format === 12) {
    const groups = t.readUInt32BE(at + 12);
    for (let g = 0; g < groups; g++) {
      const start = t.readUInt32BE(at + 16 + g * 12);
      const end = t.readUInt32BE(at + 20 + g * 12);
      const glyph = t.readUInt32BE(at + 24 + g * 12);
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.push(c);
    }
    return out;
  }
  if (format !== 4) throw new Error(`cmap format ${format} is not read`);
  const segs = t.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const rangeOffsets = deltas + segs * 2;
  for (let s = 0; s < segs; s++) {
    const end = t.readUInt16BE(ends + s * 2);
    const start = t.readUInt16BE(starts + s * 2);
    const delta = t.readInt16BE(deltas + s * 2);
    const rangeOffset = t.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : (() => {
        const g = t.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        return g === 0 ? 0 : (g + delta) & 0xffff;
      })();
      if (glyph !== 0) out.push(c);
    }
  }
  return out;
}

/** The Unicode code points a WOFF2 font maps, ascending. */
export function woff2CodePoints(woff2: Buffer): number[] {
  const t = cmapTable(woff2);
  const count = t.readUInt16BE(2);
  const points = new Set<number>();
  for (let i = 0; i < count; i++) {
    const platform = t.readUInt16BE(4 + i * 8);
    const encoding = t.readUInt16BE(6 + i * 8);
    // Unicode platform, or Windows Unicode BMP / full repertoire.
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) {
      for (const c of subtableCodePoints(t, t.readUInt32BE(8 + i * 8))) points.add(c);
    }
  }
  return [...points].sort((a, b) => a - b);
}
