// The draft of a page: validation through the engine's import pipeline (nothing malformed is
// stored), optimistic revisions (a save based on an older revision is refused, never merged or
// overwritten), and history entries (every publish, periodic draft snapshots, capped per page).
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { importContent, isEngineError } from '../../engine/index';
import type { Db } from '../db/client';
import { pageContents, pageHistory, type Json } from '../db/schema-pages';
import { ApiError, notFound } from '../http/errors';

export const HISTORY_CAP = 50;
/** A draft save snapshots the draft into history when the newest entry is older than this. */
export const SNAPSHOT_EVERY_MS = 10 * 60_000;

export interface Content { globals: Json; data: Json }
export type ContentRow = typeof pageContents.$inferSelect;

export const blankData = (): Json => ({ version: '0.2', widgets: {}, tree: [], fragments: {} });

/** Runs the engine import; a failure is a 422 listing the engine's reasons, and nothing is stored. */
export function validateContent(content: Content): void {
  try {
    importContent({ ...content.data, globals: content.globals }, { defaults: false });
  } catch (err) {
    if (isEngineError(err)) throw new ApiError(422, 'content.invalid', { params: { engine: err.code, reasons: err.reasons } });
    throw err;
  }
}

export async function loadContent(db: Db, pageId: number): Promise<ContentRow> {
  const [row] = await db.select().from(pageContents).where(eq(pageContents.pageId, pageId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Stored data passed validation before it was written, so it has the contract's shape. */
export const asData = (data: Json) => data as { version: string; widgets: Record<string, unknown>; tree: unknown[]; fragments?: Record<string, unknown> };

export const contentView = (row: ContentRow) => ({ id: row.pageId, globals: row.globals, data: asData(row.data), revision: row.revision });

/**
 * Compare-and-set on the revision in one statement: of two saves based on the same revision,
 * exactly one wins; the other gets 409 draft.conflict and the stored draft is untouched.
 */
export async function saveDraft(db: Db, accountId: number, pageId: number, baseRevision: number, content: Content): Promise<ContentRow> {
  const [row] = await db.update(pageContents)
    .set({ globals: content.globals, data: content.data, revision: baseRevision + 1, updated: new Date() })
    .where(and(eq(pageContents.pageId, pageId), eq(pageContents.accountId, accountId), eq(pageContents.revision, baseRevision)))
    .returning();
  if (!row) throw new ApiError(409, 'draft.conflict', { error: 'conflict' });
  return row;
}

/** Unconditional draft replacement (publish with content, history restore): bumps the revision so open editors see a conflict. */
export async function replaceDraft(db: Db, accountId: number, pageId: number, content: Content): Promise<ContentRow> {
  const current = await loadContent(db, pageId);
  const [row] = await db.update(pageContents)
    .set({ globals: content.globals, data: content.data, revision: current.revision + 1, updated: new Date() })
    .where(and(eq(pageContents.pageId, pageId), eq(pageContents.accountId, accountId))).returning();
  return row;
}

/** What a history entry records: the page's start ('created'), a publish, a draft snapshot, the draft a restore replaced. */
export type HistoryKind = 'created' | 'publish' | 'draft' | 'restore';

export async function addHistory(db: Db, accountId: number, pageId: number, kind: HistoryKind, content: Content): Promise<void> {
  await db.insert(pageHistory).values({ accountId, pageId, kind, globals: content.globals, data: content.data });
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

/** Copies the draft of one page to a new page; answers the copied content. */
export async function copyContent(db: Db, fromPageId: number, toPageId: number, accountId: number): Promise<Content> {
  const src = await loadContent(db, fromPageId);
  await db.insert(pageContents).values({ pageId: toPageId, accountId, globals: src.globals, data: src.data, revision: 1 });
  return { globals: src.globals, data: src.data };
}

export async function moveContent(db: Db, pageIds: number[], accountId: number): Promise<void> {
  if (pageIds.length === 0) return;
  await db.update(pageContents).set({ accountId }).where(inArray(pageContents.pageId, pageIds));
  await db.update(pageHistory).set({ accountId }).where(inArray(pageHistory.pageId, pageIds));
}
