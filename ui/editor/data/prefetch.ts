// The editor's page answer (content, page, design library) and the canvas's font stylesheet, asked
// for as soon as the router matches /editor/:pageId — in parallel with the editor's chunk and the
// session check — rather than after both. The editor takes it once (takePrefetched) when it opens that page soon after; a failed or
// stale early answer is dropped and the editor asks again, so errors are shown as always (SPEC §8).
import { loadPage } from './loadPage';
import type { LoadedPage } from './port';

/** The page's fonts (every font pair's families, served by our server; a face downloads only when used). */
export const FONTS_CSS = '/content-files/fonts/families.css';

/** An early answer older than this is not trusted to be the page as it is now. */
export const PREFETCH_FRESH_MS = 10_000;

interface Pending { readonly pageId: string; readonly at: number; readonly answer: Promise<LoadedPage | null> }
let pending: Pending | null = null;

/**
 * Asks for `pageId`'s answer now, unless a fresh ask for it is already under way (the app's entry
 * starts it before the router exists, main.tsx; the route's loader asks again and reuses it).
 */
export function prefetchPage(pageId: string, load: (pageId: string) => Promise<LoadedPage> = (id) => loadPage(id, true)): void {
  if (pending !== null && pending.pageId === pageId && Date.now() - pending.at <= PREFETCH_FRESH_MS) return;
  pending = { pageId, at: Date.now(), answer: load(pageId).catch(() => null) };
  preloadStyle(FONTS_CSS);
}

/** A `<link rel=preload>` for a stylesheet the editor will link (the canvas's fonts), once per document. */
function preloadStyle(href: string): void {
  if (typeof document === 'undefined' || document.head.querySelector(`link[rel=preload][href="${href}"]`) !== null) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  document.head.appendChild(link);
}

/** The early answer for `pageId` if there is a fresh one (null otherwise); each is taken once. */
export function takePrefetched(pageId: string): Promise<LoadedPage | null> {
  const p = pending;
  pending = null;
  if (p === null || p.pageId !== pageId || Date.now() - p.at > PREFETCH_FRESH_MS) return Promise.resolve(null);
  return p.answer;
}
