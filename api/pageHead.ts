// What a published page's <head> says about it, from its settings (SPEC §2 page settings: the page
// title for the tab and search results, the description, the favicon). One rule for the server,
// which writes the published document, and the meta-tags screen, which shows the owner exactly those
// tags: the screen showed an empty <title> and og: tags the page never had, while the page went out
// titled «Страница».

/** The published <title> when the page has none of its own: a neutral word, never the internal name (only the owner may see it). */
export const UNTITLED_PAGE_TITLE = 'Страница';

/** Where a published page's own favicon answers, on the page's origin. */
export const faviconPath = (pageId: number): string => `/__favicon/${pageId}`;

export interface PageHead {
  readonly title: string;
  /** Absent: no description tag is written. */
  readonly description?: string;
  /** Absent: the page has no icon of its own. */
  readonly favicon?: string;
}

/** The <head> facts of a published page from its settings. */
export function publishedHead(page: { id: number; title: string; description: string; favicon: boolean }): PageHead {
  return {
    title: page.title.trim() || UNTITLED_PAGE_TITLE,
    ...(page.description === '' ? {} : { description: page.description }),
    ...(page.favicon ? { favicon: faviconPath(page.id) } : {}),
  };
}
