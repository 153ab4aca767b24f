// Publishing: the engine renders the content into a whole HTML document, plugins are injected,
// the bytes are precompressed (gzip and brotli, so serving is a lookup), and the artefact row is
// written completely before the page's pointer flips to it in one UPDATE. Visitors keep getting
// the old artefact until that statement commits; there is never a half-written page to serve.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { formsOf, renderPage, type PageForms } from '../../engine/index';
import type { Db } from '../db/client';
import { pageArtefacts, pages, type PageStatus } from '../db/schema-pages';
import type { PageRow } from './pages-access';
import { importChecked, readContent, replaceDraft, storedContent, type Content } from './pages-content';
import { asFields, pluginsForPage } from './plugins';
import { invalidatePublishedPages } from '../publishing/cache';
import { loadLibrary } from './publish-library';
import { inject, placement, snippet } from './plugins-snippets';
import { pageFontFaces } from './font-face';
import { beaconScript } from '../../engine/render/beacon';
import { rerenderRunningVariants } from '../campaigns/render';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Where forms on published pages post (same origin as the page; see server/publishing/lead.ts). */
export const LEAD_PATH = '/__lead';
/** Per page, because one domain serves many pages with their own icons. */
export const faviconPath = (pageId: number) => `/__favicon/${pageId}`;

/**
 * The published <title>: the page title (SPEC §2: tab and search results), else a neutral word.
 * Never the internal name, which only the owner may see.
 */
export const publishedTitle = (page: Pick<PageRow, 'title'>): string => page.title.trim() || 'Страница';

/**
 * The page's whole HTML document, and its forms' rules (what lead intake validates against).
 * Content the engine refuses is a 422 (content.invalid), before anything is written.
 * `variantId`: the document is a campaign variant of the page (its beacon says which).
 */
export async function renderDocument(db: Db, page: PageRow, content: Content, variantId?: number): Promise<{ html: string; forms: PageForms }> {
  const doc = importChecked(content, { library: await loadLibrary(db, page.accountId, page.id) });
  // Pages publish in the product's default language until a page setting chooses another.
  const lang = 'ru';
  const { html } = renderPage(doc, {
    lang,
    document: true,
    title: publishedTitle(page),
    description: page.description || undefined,
    leadUrl: LEAD_PATH,
    pageId: page.id,
    favicon: page.faviconType ? faviconPath(page.id) : undefined,
  });
  // The font files are served on the page origin too (see server/publishing/serve.ts).
  const fonts = await pageFontFaces(html);
  const parts = { head: fonts === '' ? '' : `<style>${fonts}</style>`, start: '', end: '' };
  for (const p of await pluginsForPage(db, page.accountId, page.id, true)) parts[placement(asFields(p))] += snippet(asFields(p));
  // Statistics: time on page, screen size and bounce, sent when the visitor leaves (server/stats).
  parts.end += `<script>${beaconScript(page.id, variantId)}</script>`;
  return { html: inject(html, parts), forms: formsOf(doc, lang) };
}

/**
 * Brotli's best quality (11) is kept for documents up to this size: a typical page (~16 KB of HTML)
 * takes ~50 ms and gains ~10 % over quality 9. Its time grows much faster than the size (a
 * 10,000-widget page, 630 KB, took 2.7 s), while quality 9 compresses large documents as small
 * (15.3 KB against 16.4 KB there) in ~40 ms.
 */
const BROTLI_BEST_UP_TO = 64 * 1024;

export async function buildArtefact(html: string) {
  const body = Buffer.from(html, 'utf8');
  const quality = body.length <= BROTLI_BEST_UP_TO ? 11 : 9;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  // Strong ETag over the exact bytes: equal content ⇒ equal tag across instances and republishes.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { html: body, gzip: gz, br, etag };
}

/**
 * Renders and stores `content` as the page's published version. `set` carries other page columns
 * to change in the same flipping statement (code, uri on publish). With `saveDraft`, the content
 * also replaces the draft in that transaction (publishing from the editor) and the draft's new
 * revision is returned; otherwise the revision is null.
 */
export async function publishContent(
  db: Db, page: PageRow, content: Content, set: Partial<{ code: string; uri: string }> = {}, opts: { saveDraft?: boolean } = {},
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
