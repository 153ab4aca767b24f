// A person's documents (the card's files tab): folders, documents (text written here), links and
// uploaded files. A file's bytes go to the media store under a random key and come back only
// through the authorised download route — never a public URL. Deleting a row (or its folder, or
// the person) leaves its key in person_document_garbage (a trigger); the `cdp.documents.gc` job
// deletes those bytes after the commit.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_DOCUMENT_BYTES, type PersonDocument } from '../../api/routes/cdp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { personDocumentGarbage, personDocuments } from '../db/schema-cdp';
import { FileAnswer } from '../platform/http/context';
import { ApiError, notFound } from '../platform/http/errors';
import { enqueue } from '../platform/jobs/queue';
import { mediaStorage } from '../platform/storage/index';

type DocRecord = typeof personDocuments.$inferSelect;

export function documentView(d: DocRecord, withBody = false): PersonDocument {
  return {
    id: d.id, parent_id: d.parentId, type: d.type, title: d.title, body: withBody ? d.body : '', url: d.url, mime: d.mime, size: d.size,
    created: d.created.toISOString(), updated: d.updated.toISOString(),
  };
}

export async function ownDocument(db: Db, accountId: number, personId: number, id: number): Promise<DocRecord> {
  const [d] = await db.select().from(personDocuments)
    .where(and(eq(personDocuments.id, id), eq(personDocuments.personId, personId), eq(personDocuments.accountId, accountId))).limit(1);
  if (!d) throw notFound();
  return d;
}

const parentError = () => new ApiError(422, 'validation', { fields: { parent_id: 'document.parent' } });

/** A folder of the same person, or null for the top level; anything else is the field's error. */
async function checkParent(db: Db, accountId: number, personId: number, parentId: number | null | undefined): Promise<number | null> {
  if (parentId === null || parentId === undefined) return null;
  const [f] = await db.select({ id: personDocuments.id }).from(personDocuments)
    .where(and(eq(personDocuments.id, parentId), eq(personDocuments.personId, personId), eq(personDocuments.accountId, accountId), eq(personDocuments.type, 'folder'))).limit(1);
  if (!f) throw parentError();
  return f.id;
}

/** The folders from the top down to `folderId` (the breadcrumbs). */
async function pathTo(db: Db, personId: number, folderId: number): Promise<{ id: number; title: string }[]> {
  const rows = (await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, title, 0 AS depth FROM person_documents WHERE id = ${folderId} AND person_id = ${personId}
      UNION ALL
      SELECT d.id, d.parent_id, d.title, up.depth + 1 FROM person_documents d JOIN up ON d.id = up.parent_id WHERE up.depth < 50
    ) SELECT id, title FROM up ORDER BY depth DESC`)) as unknown as { rows: { id: string | number; title: string }[] };
  return rows.rows.map((r) => ({ id: Number(r.id), title: r.title }));
}

export async function listDocuments(db: Db, accountId: number, personId: number, parentId: number | undefined) {
  const parent = await checkParent(db, accountId, personId, parentId);
  const rows = await db.select().from(personDocuments)
    .where(and(eq(personDocuments.personId, personId), eq(personDocuments.accountId, accountId), parent === null ? isNull(personDocuments.parentId) : eq(personDocuments.parentId, parent)))
    .orderBy(sql`${personDocuments.type} <> 'folder'`, asc(personDocuments.title), asc(personDocuments.id));
  return { items: rows.map((d) => documentView(d)), path: parent === null ? [] : await pathTo(db, personId, parent) };
}

export type NewDocument =
  | { type: 'folder'; title: string; parent_id?: number | null }
  | { type: 'document'; title: string; body: string; parent_id?: number | null }
  | { type: 'link'; title: string; url: string; parent_id?: number | null };

export async function createDocument(db: Db, accountId: number, personId: number, input: NewDocument): Promise<DocRecord> {
  const parentId = await checkParent(db, accountId, personId, input.parent_id);
  const title = input.type === 'link' ? (input.title || new URL(input.url).host) : input.title;
  const [d] = await db.insert(personDocuments).values({
    accountId, personId, parentId, type: input.type, title,
    body: input.type === 'document' ? input.body : '',
    url: input.type === 'link' ? input.url : null,
  }).returning();
  return d;
}

/** Moving a folder into itself or below itself is refused (it would cut it off the tree). */
async function assertNotBelow(db: Db, personId: number, folderId: number, targetId: number | null): Promise<void> {
  if (targetId === null) return;
  if ((await pathTo(db, personId, targetId)).some((f) => f.id === folderId)) throw parentError();
}

export async function updateDocument(db: Db, accountId: number, personId: number, id: number, input: { title?: string; body?: string; url?: string; parent_id?: number | null }): Promise<DocRecord> {
  const d = await ownDocument(db, accountId, personId, id);
  const parentId = input.parent_id === undefined ? d.parentId : await checkParent(db, accountId, personId, input.parent_id);
  if (d.type === 'folder' && input.parent_id !== undefined) await assertNotBelow(db, personId, d.id, parentId);
  const [next] = await db.update(personDocuments).set({
    title: input.title ?? d.title,
    body: d.type === 'document' && input.body !== undefined ? input.body : d.body,
    url: d.type === 'link' && input.url !== undefined ? input.url : d.url,
    parentId,
    updated: new Date(),
  }).where(eq(personDocuments.id, d.id)).returning();
  return next;
}

/** Deletes the document (a folder with everything in it); the files' bytes follow by the gc job. */
export async function removeDocument(db: Db, accountId: number, personId: number, id: number): Promise<DocRecord> {
  const d = await ownDocument(db, accountId, personId, id);
  await db.transaction(async (tx) => {
    await tx.delete(personDocuments).where(eq(personDocuments.id, d.id));
    await enqueueGc(tx);
  });
  return d;
}

/** One gc run is enough for whatever is waiting; the job keeps no payload. */
export async function enqueueGc(tx: Db): Promise<void> {
  await enqueue(tx, { kind: 'cdp.documents.gc', payload: {} });
}

/** Content types a file is answered with, by extension; anything else is a plain download. */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', zip: 'application/zip',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg', mp4: 'video/mp4',
};
const mimeOf = (name: string): string => TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

function cleanName(raw: string): string {
  const base = path.basename(raw.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

const tooLarge = () => new ApiError(413, 'document.too_large', { params: { limit: MAX_DOCUMENT_BYTES } });

/**
 * POST …/documents/upload: one `file` part (and an optional `parent_id` field before it). The
 * bytes are stored first, then the row; if the row cannot be written the bytes are deleted again.
 */
export async function uploadDocument(db: Db, config: Config, accountId: number, personId: number, req: FastifyRequest): Promise<DocRecord> {
  if (!req.isMultipart()) throw new ApiError(400, 'validation', { fields: { file: 'field.required' } });
  let parentRaw: string | undefined;
  let file: { name: string; buf: Buffer } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 100 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { name: cleanName(part.filename), buf };
      } else if (part.fieldname === 'parent_id' && typeof part.value === 'string') {
        parentRaw = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new ApiError(400, 'validation', { fields: { file: 'field.required' } });
  }
  if (!file || file.buf.length === 0) throw new ApiError(422, 'validation', { fields: { file: 'field.required' } });
  const parentId = parentRaw && /^[1-9]\d{0,14}$/.test(parentRaw) ? await checkParent(db, accountId, personId, Number(parentRaw)) : null;
  const key = `cdp/${accountId}/${randomBytes(16).toString('hex')}`;
  const { store } = mediaStorage(config);
  const mime = mimeOf(file.name);
  await store.put(key, file.buf, mime);
  try {
    const [d] = await db.insert(personDocuments).values({
      accountId, personId, parentId, type: 'file', title: file.name, storageKey: key, mime, size: file.buf.length,
    }).returning();
    return d;
  } catch (err) {
    await store.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function downloadDocument(db: Db, config: Config, accountId: number, personId: number, id: number): Promise<FileAnswer> {
  const d = await ownDocument(db, accountId, personId, id);
  if (d.type !== 'file' || !d.storageKey) throw notFound();
  const obj = await mediaStorage(config).store.get(d.storageKey);
  if (!obj) throw notFound();
  return new FileAnswer(obj.body, d.mime ?? 'application/octet-stream', d.title);
}

/** The gc job: deletes the bytes of rows that are gone, then forgets their keys. */
export async function collectGarbage(db: Db, config: Config): Promise<number> {
  const { store } = mediaStorage(config);
  let removed = 0;
  for (;;) {
    const keys = (await db.select({ key: personDocumentGarbage.storageKey }).from(personDocumentGarbage).limit(100)).map((r) => r.key);
    if (keys.length === 0) return removed;
    for (const key of keys) await store.delete(key);
    await db.delete(personDocumentGarbage).where(inArray(personDocumentGarbage.storageKey, keys));
    removed += keys.length;
  }
}
