// Publishing: the page's document is rendered and precompressed (./publish-render.ts), and the
// artefact row is written completely before the page's pointer flips to it in one UPDATE. Visitors
// keep getting the old artefact until that statement commits; there is never a half-written page to serve.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageArtefacts, pages, type PageStatus } from '../db/schema-pages';
import type { PageRow } from './pages-access';
import { readContent, replaceDraft, storedContent, type Content } from './pages-content';
import { invalidatePublishedPages } from './publishing/cache';
import { buildArtefact, renderDocument } from './publish-render';
import { rerenderRunningVariants } from '../campaigns/index';

/**
 * Renders and stores `content` as the page's published version. `set` carries other page columns
 * to change in the same flipping statement (code, uri on publish). With `saveDraft`, the content
 * also replaces the draft in that transaction (publishing from the editor) and the draft's new
 * revision is returned; otherwise the revision is null.
 */
export async function publishContent(
  db: Db, page: PageRow, content: Content, set: Partial<{ code: string; uri: string; title: string; description: string }> = {}, opts: { saveDraft?: boolean } = {},
): Promise<{ page: PageRow; revision: number | null }> {
  const target = { ...page, ...set };
  const [artefact, stored] = await Promise.all([
    renderDocument(db, target, content).then(async (rendered) => ({ ...(await buildArtefact(rendered.html)), forms: rendered.forms })),
    storedContent(content),
  ]);
  // One transaction holding the page row: concurrent publishes of one page apply one after the
  // other (their draft revisions in the same order as their artefacts), and the pointer never
  // names an artefact that a concurrent cleanup removed.
  const next = await db.transaction(async (tx) => {
    await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, page.id)).for('update');
    const revision = opts.saveDraft ? (await replaceDraft(tx, page.accountId, page.id, content)).revision : null;
    const [row] = await tx.insert(pageArtefacts)
      .values({ accountId: page.accountId, pageId: page.id, ...artefact, ...stored })
      .returning({ id: pageArtefacts.id });
    const now = new Date();
    const [updated] = await tx.update(pages)
      .set({ ...set, artefactId: row.id, status: 'published' as PageStatus, publishedAt: now, updated: now })
      .where(and(eq(pages.id, page.id), eq(pages.accountId, page.accountId))).returning();
    // Older artefacts are no longer reachable (history keeps the content); drop them.
    await tx.delete(pageArtefacts).where(and(eq(pageArtefacts.pageId, page.id), lt(pageArtefacts.id, row.id)));
    return { page: updated, revision };
  });
  // Committed: serving caches of this process drop the account's pages (jobs publish outside HTTP too).
  invalidatePublishedPages(page.accountId);
  // A running A/B campaign's variants go live with the page (server/campaigns).
  await rerenderRunningVariants(db, next.page);
  return next;
}

/** Re-renders the currently published version (not the draft) — after a plugin or a setting changed. */
export async function republish(db: Db, page: PageRow): Promise<void> {
  if (page.status !== 'published' || page.artefactId === null || page.deletedAt !== null) return;
  const [a] = await db.select({ globals: pageArtefacts.globals, content: pageArtefacts.content, codec: pageArtefacts.codec })
    .from(pageArtefacts).where(eq(pageArtefacts.id, page.artefactId)).limit(1);
  if (a) await publishContent(db, page, await readContent(a));
}

/** Published pages a plugin applies to (all pages of the account, or its linked ones). */
export async function republishForPlugin(db: Db, accountId: number, plugin: { allPages: boolean; pageIds: number[] }): Promise<void> {
  const rows = await db.select().from(pages).where(and(
    eq(pages.accountId, accountId), eq(pages.status, 'published'), isNull(pages.deletedAt),
    plugin.allPages ? undefined : inArray(pages.id, plugin.pageIds.length > 0 ? plugin.pageIds : [0]),
  ));
  for (const p of rows) await republish(db, p);
}

export async function republishAll(db: Db, accountId: number): Promise<void> {
  await republishForPlugin(db, accountId, { allPages: true, pageIds: [] });
}
