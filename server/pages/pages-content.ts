// The draft of a page: validation through the engine's import pipeline (nothing malformed is
// stored), optimistic revisions (a save based on an older revision is refused, never merged or
// overwritten), and history entries (every publish, periodic draft snapshots, capped per page).
// Contents are stored compressed (content-codec.ts); every read and write goes through here.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { importContent, isEngineError, type ImportOptions, type PageDocument } from '../../engine/index';
import type { Db } from '../db/client';
import { pageContents, pageHistory, type ContentCodec, type Json } from '../db/schema-pages';
import { ApiError, notFound } from '../platform/http/errors';
import { answerEncoding, compressJson, type AnswerEncoding } from '../platform/http/encoding';
import { answerJson, etagOf, KeptAnswer, notModified } from '../platform/http/kept-answer';
import { decodeContent, encodeContent } from './content-codec';
import { draftCacheOf } from './draft-cache';

export const HISTORY_CAP = 50;
/** A draft save snapshots the draft into history when the newest entry is older than this. */
export const SNAPSHOT_EVERY_MS = 10 * 60_000;

export interface Content { globals: Json; data: Json }
/** A page's draft with its content decoded. */
export interface ContentRow { pageId: number; accountId: number; globals: Json; data: Json; revision: number; updated: Date }
type StoredRow = typeof pageContents.$inferSelect;

export const blankData = (): Json => ({ version: '0.2', widgets: {}, tree: [], fragments: {} });

/** Runs the engine import; a failure is a 422 listing the engine's reasons, and nothing is stored. */
export function validateContent(content: Content): void {
  importChecked(content, { defaults: false });
}

/** The engine's import of `content`; content it refuses is a 422 with the engine's reasons. */
export function importChecked(content: Content, options: ImportOptions): PageDocument {
  try {
    return importContent({ ...content.data, globals: content.globals }, options);
  } catch (err) {
    if (isEngineError(err)) throw new ApiError(422, 'content.invalid', { params: { engine: err.code, reasons: err.reasons } });
    throw err;
  }
}

/** The columns that store `content` (compressed once, whichever table it goes to). */
export async function storedContent(content: Content): Promise<{ globals: Json; content: Buffer; codec: 'br' }> {
  return { globals: content.globals, content: await encodeContent(content.data), codec: 'br' };
}

/** The content of a row of page_contents, page_history or page_artefacts. */
export async function readContent(row: { globals: Json; content: Buffer; codec: ContentCodec }): Promise<Content> {
  return { globals: row.globals, data: await decodeContent(row.content, row.codec) };
}

async function decoded(row: StoredRow): Promise<ContentRow> {
  const { content: _bytes, codec: _codec, ...rest } = row;
  return { ...rest, data: (await readContent(row)).data };
}

/** The page's draft; `lock` holds its row until the caller's transaction ends. */
export async function loadContent(db: Db, pageId: number, opts: { lock?: boolean } = {}): Promise<ContentRow> {
  const query = db.select().from(pageContents).where(eq(pageContents.pageId, pageId)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return decoded(row);
}

/** The draft's stamp: everything but its bytes (one small read). */
async function draftStamp(db: Db, pageId: number): Promise<Omit<ContentRow, 'data'>> {
  const [stamp] = await db.select(returnedDraft).from(pageContents).where(eq(pageContents.pageId, pageId)).limit(1);
  if (!stamp) throw notFound();
  return stamp;
}

/** The draft of `stamp` from the process's draft cache, else read, decoded and kept. */
async function draftOf(db: Db, stamp: Omit<ContentRow, 'data'>): Promise<ContentRow> {
  const cache = draftCacheOf(db);
  const data = cache.get(stamp.pageId, stamp.revision, stamp.updated);
  if (data !== undefined) return { ...stamp, data };
  const row = await loadContent(db, stamp.pageId);
  cache.remember(row.pageId, row.revision, row.updated, row.data);
  return row;
}

/**
 * The page's draft for the editor: from the process's draft cache when the stored revision and
 * stamp match what it kept (one small read, no bytes), else read, decoded and kept.
 * Not for a transaction: the cache belongs to the app's handle.
 */
export async function loadContentForEditor(db: Db, pageId: number): Promise<ContentRow> {
  return draftOf(db, await draftStamp(db, pageId));
}

/** The version a content answer's ETag names: the page, its draft revision and its stamp. */
const draftVersion = (row: Omit<ContentRow, 'data'>) => `d${row.pageId}.${row.revision}.${row.updated.getTime()}`;

/**
 * GET content's answer as bytes (platform/http/kept-answer.ts): 304 when the caller's copy (If-None-Match)
 * is the stored revision, else the answer's JSON and its brotli/gzip copy kept with the draft in
 * the draft cache — made on the first ask of a revision, sent as they are after. The caller's
 * rights are the route's to check first. Not for a transaction (as loadContentForEditor).
 */
export async function contentAnswerForEditor(db: Db, pageId: number, req: FastifyRequest): Promise<KeptAnswer<ContentView>> {
  const stamp = await draftStamp(db, pageId);
  const wanted = answerEncoding(req);
  if (notModified(req, etagOf(draftVersion(stamp), wanted))) return new KeptAnswer(etagOf(draftVersion(stamp), wanted), null, wanted);
  // The draft read may be newer than the stamp (a save in between): the answer is of what was read.
  const row = await draftOf(db, stamp);
  const etag = etagOf(draftVersion(row), wanted);
  const cache = draftCacheOf(db);
  const json = (data: Json) => answerJson(contentView({ ...row, data }));
  const bytes = (encoding: AnswerEncoding) => cache.answer(row.pageId, row.revision, row.updated, encoding, json);
  // Kept just now by draftOf, unless its entry went in between: then made for this request alone.
  const plain = bytes('identity') ?? json(row.data);
  const encoding = answerEncoding(req, plain.length);
  if (encoding === 'identity') return new KeptAnswer(etag, plain, encoding);
  return new KeptAnswer(etag, bytes(encoding) ?? compressJson(plain, encoding), encoding);
}

/** Stored data passed validation before it was written, so it has the contract's shape. */
export const asData = (data: Json) => data as { version: string; widgets: Record<string, unknown>; tree: unknown[]; fragments?: Record<string, unknown> };

export const contentView = (row: ContentRow) => ({ id: row.pageId, globals: row.globals, data: asData(row.data), revision: row.revision });
export type ContentView = ReturnType<typeof contentView>;

/**
 * Compare-and-set on the revision in one statement: of two saves based on the same revision,
 * exactly one wins; the other gets 409 draft.conflict and the stored draft is untouched.
 */
export async function saveDraft(db: Db, accountId: number, pageId: number, baseRevision: number, content: Content): Promise<ContentRow> {
  const [row] = await db.update(pageContents)
    .set({ ...(await storedContent(content)), revision: baseRevision + 1, updated: new Date() })
    .where(and(eq(pageContents.pageId, pageId), eq(pageContents.accountId, accountId), eq(pageContents.revision, baseRevision)))
    .returning(returnedDraft);
  if (!row) throw new ApiError(409, 'draft.conflict', { error: 'conflict' });
  return { ...row, data: content.data };
}

/**
 * Unconditional draft replacement (publish with content, history restore). The revision advances
 * in the same statement (revision + 1), so concurrent replacements each get their own revision and
 * an editor holding any earlier one sees a conflict on its next save.
 */
export async function replaceDraft(db: Db, accountId: number, pageId: number, content: Content): Promise<ContentRow> {
  const [row] = await db.update(pageContents)
    .set({ ...(await storedContent(content)), revision: sql`${pageContents.revision} + 1`, updated: new Date() })
    .where(and(eq(pageContents.pageId, pageId), eq(pageContents.accountId, accountId))).returning(returnedDraft);
  if (!row) throw notFound();
  return { ...row, data: content.data };
}

/** What a draft write returns: everything but the bytes just written. */
const returnedDraft = {
  pageId: pageContents.pageId, accountId: pageContents.accountId, globals: pageContents.globals, revision: pageContents.revision, updated: pageContents.updated,
};

/** What a history entry records: the page's start ('created'), a publish, a draft snapshot, the draft a restore replaced. */
export type HistoryKind = 'created' | 'publish' | 'draft' | 'restore';

export async function addHistory(db: Db, accountId: number, pageId: number, kind: HistoryKind, content: Content): Promise<void> {
  await db.insert(pageHistory).values({ accountId, pageId, kind, ...(await storedContent(content)) });
  // Keep the newest HISTORY_CAP entries of the page.
  const keep = await db.select({ id: pageHistory.id }).from(pageHistory).where(eq(pageHistory.pageId, pageId))
    .orderBy(desc(pageHistory.id)).limit(1).offset(HISTORY_CAP - 1);
  if (keep.length > 0) await db.delete(pageHistory).where(and(eq(pageHistory.pageId, pageId), lt(pageHistory.id, keep[0].id)));
}

/** After a draft save: a snapshot when the newest entry is old enough (or there is none). */
export async function snapshotIfDue(db: Db, accountId: number, pageId: number, content: Content, now = Date.now()): Promise<void> {
  const [last] = await db.select({ created: pageHistory.created }).from(pageHistory).where(eq(pageHistory.pageId, pageId))
    .orderBy(desc(pageHistory.id)).limit(1);
  if (!last || now - last.created.getTime() >= SNAPSHOT_EVERY_MS) await addHistory(db, accountId, pageId, 'draft', content);
}

/** A new page's draft (revision 1). */
export async function insertContent(db: Db, pageId: number, accountId: number, content: Content): Promise<void> {
  await db.insert(pageContents).values({ pageId, accountId, ...(await storedContent(content)) });
}

/** Copies the draft of one page to a new page; answers the copied content. */
export async function copyContent(db: Db, fromPageId: number, toPageId: number, accountId: number): Promise<Content> {
  // The stored bytes are copied as they are; decoded once for the caller.
  const [src] = await db.select().from(pageContents).where(eq(pageContents.pageId, fromPageId)).limit(1);
  if (!src) throw notFound();
  await db.insert(pageContents).values({ pageId: toPageId, accountId, globals: src.globals, content: src.content, codec: src.codec, revision: 1 });
  return readContent(src);
}

export async function moveContent(db: Db, pageIds: number[], accountId: number): Promise<void> {
  if (pageIds.length === 0) return;
  await db.update(pageContents).set({ accountId }).where(inArray(pageContents.pageId, pageIds));
  await db.update(pageHistory).set({ accountId }).where(inArray(pageHistory.pageId, pageIds));
}
