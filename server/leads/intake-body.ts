// What a form submission carries, read the way browsers send it: multipart/form-data (any
// boundary — its case is kept, Chromium's `----WebKitFormBoundaryAbC…` is mixed-case),
// application/x-www-form-urlencoded (the page script and a plain POST), or JSON. Names and values
// come out cleaned (engine/forms.ts cleanText: no NUL, no control characters, no lone
// surrogates), so nothing a visitor sends can fail the insert and lose the lead.
import type { IncomingMessage } from 'node:http';
import { cleanText } from '../../engine/index';

export const LEAD_BODY_LIMIT = 64 * 1024;
/** A multipart submission may carry file answers: two of the largest a field allows (10 MB) besides its text. */
export const LEAD_MULTIPART_LIMIT = 2 * 10 * 1024 * 1024 + LEAD_BODY_LIMIT;
const MAX_FILES = 2;
const MAX_FIELDS = 50;
const MAX_NAME = 200;
const MAX_VALUE = 5000;

/** A file answer as sent: its name (cleaned), the type the browser claimed, its bytes. */
export interface PostedFile { name: string; type: string; bytes: Buffer }

/**
 * Each name's values in the order sent (a name repeats when a form has two fields of that name);
 * a file's value is its name, its bytes in `files` under the field's name (the first file of each).
 */
export type BodyResult = { ok: true; values: Record<string, string[]>; files: Record<string, PostedFile> } | { ok: false; status: 400 | 413 | 415 };

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += b.length;
    if (size > limit) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** The media type of a Content-Type header, lower-cased; its parameters (the boundary) untouched. */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(';', 1)[0].trim().toLowerCase();
}

/** Collects name/value pairs: cleaned, bounded, a repeated name's values kept in order. */
function collector() {
  const values: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  let count = 0;
  return {
    values,
    put(rawName: string, rawValue: unknown) {
      if (typeof rawValue !== 'string' && typeof rawValue !== 'number' && typeof rawValue !== 'boolean') return;
      const name = cleanText(rawName).trim().slice(0, MAX_NAME);
      if (name === '' || name === '__proto__') return;
      const value = cleanText(String(rawValue)).slice(0, MAX_VALUE);
      if (name in values) {
        if (values[name].length < MAX_FIELDS) values[name].push(value);
        return;
      }
      if (count >= MAX_FIELDS) return;
      count++;
      values[name] = [value];
    },
  };
}

export async function readLeadBody(req: IncomingMessage): Promise<BodyResult> {
  const header = String(req.headers['content-type'] ?? '');
  const type = mediaTypeOf(header);
  const body = await readBody(req, type === 'multipart/form-data' ? LEAD_MULTIPART_LIMIT : LEAD_BODY_LIMIT);
  if (body === null) return { ok: false, status: 413 };
  const out = collector();
  const files: Record<string, PostedFile> = Object.create(null) as Record<string, PostedFile>;
  const pending: [string, File][] = [];
  try {
    if (type === 'application/x-www-form-urlencoded' || (type === '' && body.length === 0)) {
      for (const [k, v] of new URLSearchParams(body.toString('utf8'))) out.put(k, v);
    } else if (type === 'application/json') {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, status: 400 };
      for (const [k, v] of Object.entries(parsed)) out.put(k, v);
    } else if (type === 'multipart/form-data') {
      // The platform's own parser (undici); the header goes as sent, boundary case and all.
      const form = await new Request('http://lead.invalid/', { method: 'POST', headers: { 'content-type': header }, body: new Uint8Array(body) }).formData();
      // A file's name stands as its value (what the field's rule and the lead show); its bytes go apart.
      form.forEach((v, k) => {
        if (typeof v === 'string') { out.put(k, v); return; }
        if (v.size === 0 && v.name === '') return; // a file field left empty
        out.put(k, v.name);
        if (pending.length < MAX_FILES && !pending.some(([name]) => name === k)) pending.push([k, v]);
      });
      for (const [k, file] of pending) {
        files[cleanText(k).trim().slice(0, MAX_NAME)] = { name: cleanText(file.name).slice(0, 200), type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
      }
    } else {
      return { ok: false, status: 415 };
    }
  } catch {
    return { ok: false, status: 400 };
  }
  return { ok: true, values: { ...out.values }, files: { ...files } };
}
