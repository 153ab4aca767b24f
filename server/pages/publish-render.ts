// What a published page is made of: the engine renders the content into a whole HTML document,
// plugins, fonts and the statistics beacon are injected, and the bytes are precompressed (gzip and
// brotli, so serving is a lookup). Publishing (./publish.ts) stores it as the page's artefact; an
// A/B campaign (../campaigns/render.ts) stores it as a variant's. Both import this file; it imports
// neither of them.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { publishedHead, shareTags } from '../../api/pageHead';
import { formsOf, renderPage, type PageForms } from '../../engine/index';
import { beaconScript } from '../../engine/render/beacon';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import type { PageRow } from './pages-access';
import { importChecked, type Content } from './pages-content';
import { asFields, pluginsForPage } from './plugins';
import { goalCounters, inject, placement, snippet } from './plugins-snippets';
import { loadLibrary } from './publish-library';
import { familyClasses, pageFontHead, pageFontWeights } from './font-face';
import { pageFontCuts } from './font-cut';
import { familyGlyphs } from './page-glyphs';
import { imageSources, pageImageVariants } from '../media/index';
import { publishedPageUrl } from './pages-url';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Where forms on published pages post (same origin as the page; see server/leads/intake.ts). */
export const LEAD_PATH = '/__lead';

/**
 * The page's whole HTML document, and its forms' rules (what lead intake validates against).
 * Content the engine refuses is a 422 (content.invalid), before anything is written.
 * `variantId`: the document is a campaign variant of the page (its beacon says which).
 */
export async function renderDocument(db: Db, page: PageRow, content: Content, variantId?: number): Promise<{ html: string; forms: PageForms }> {
  const doc = importChecked(content, { library: await loadLibrary(db, page.accountId, page.id) });
  // The page's own language (its settings; the interface language it was made in by default).
  const lang = page.lang;
  const head = publishedHead({
    id: page.id, title: page.title, description: page.description, favicon: Boolean(page.faviconType),
    shareTitle: page.shareTitle, shareDescription: page.shareDescription, shareImage: page.shareImageTag, noindex: page.noindex,
    canonicalUrl: page.canonicalUrl, url: await publishedPageUrl(db, page), lang,
  });
  const plugins = (await pluginsForPage(db, page.accountId, page.id, true)).map(asFields);
  // Phone fields format and check numbers the way of the account's country.
  const [account] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, page.accountId)).limit(1);
  const { html } = renderPage(doc, {
    lang,
    document: true,
    title: head.title,
    description: head.description,
    leadUrl: LEAD_PATH,
    pageId: page.id,
    favicon: head.favicon,
    images: await pageImageVariants(db, page.accountId, imageSources(doc)),
    counters: goalCounters(plugins),
    country: account?.country,
  });
  // The font files are served on the page origin too (see server/pages/publishing/serve.ts): the
  // page's own cuts of exactly the characters each family draws, and the range files for anything else.
  const weights = pageFontWeights(html);
  const cuts = weights.size === 0 ? [] : await pageFontCuts(db, weights, familyGlyphs(html, lang, familyClasses(html)));
  const fonts = await pageFontHead(html, cuts);
  // The share card, canonical, robots and icon sizes (api/pageHead.ts), then the fonts.
  const parts = { head: shareTags(head).join('') + fonts, start: '', end: '' };
  for (const p of plugins) parts[placement(p)] += snippet(p);
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
