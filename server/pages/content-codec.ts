// How page contents are kept in the database (page_contents, page_history, page_artefacts): the
// JSON of the content compressed with brotli by the app (codec 'br'), not jsonb. Measured on a
// 10,050-widget page (2.8 MB of JSON, bench/content.bench.ts): PostgreSQL builds and TOAST-compresses
// jsonb in ~0.3 s (PGlite ~0.6 s) per copy, and a save writes up to three copies (draft, history,
// published); brotli at quality 5 takes ~15 ms in the thread pool, stores 75 KB instead of 220 KB,
// and the same bytes serve every copy. Rows written before migration 0040 hold their JSON as UTF-8
// bytes (codec 'json', compressed by the database) until they are next written.
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib } from 'node:zlib';
import type { ContentCodec, Json } from '../db/schema-pages';

/** Quality 5: within a few per cent of the best size on page JSON, at a fraction of the time of 9–11. */
const QUALITY = 5;

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/**
 * Encodings already made, by the content object. A save writes one content to the draft, the
 * history and the published copy: it is compressed once. Contents are never mutated after they
 * are validated, so the object identifies its bytes.
 */
const encoded = new WeakMap<object, Promise<Buffer>>();

/** The stored bytes of a content's JSON (codec 'br'). */
export function encodeContent(data: Json): Promise<Buffer> {
  let bytes = encoded.get(data);
  if (!bytes) {
    const json = Buffer.from(JSON.stringify(data), 'utf8');
    bytes = compress(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } });
    encoded.set(data, bytes);
    // A failed compression is not kept: the next call tries again.
    bytes.catch(() => encoded.delete(data));
  }
  return bytes;
}

/** The content stored as `content` bytes with `codec`. */
export async function decodeContent(body: Buffer, codec: ContentCodec): Promise<Json> {
  if (codec === 'json') return JSON.parse(body.toString('utf8')) as Json;
  if (codec !== 'br') throw new Error(`Unknown content codec '${codec}'`);
  const data = JSON.parse((await decompress(body)).toString('utf8')) as Json;
  // Writing it back unchanged (a publish of the stored draft, a restore) reuses these bytes.
  encoded.set(data, Promise.resolve(body));
  return data;
}
