// What a published page's <head> says about it, from its settings (SPEC §2 page settings: the page
// title for the tab and search results, the description, the favicon; the share card, search
// hiding and the canonical address). One rule for the server, which writes the published document,
// and the meta-tags screen, which shows the owner exactly those tags.

/** The published <title> when the page has none of its own: a neutral word, never the internal name (only the owner may see it). */
export const UNTITLED_PAGE_TITLE = 'Страница';

/** Where a published page's own favicon answers, on the page's origin; `size`: a square PNG of that many pixels. */
export const faviconPath = (pageId: number, size?: FaviconSize): string => (size === undefined ? `/__favicon/${pageId}` : `/__favicon/${pageId}/${size}.png`);
/** The icon sizes browsers ask for: the tab (32), iOS home screen (180), Android (192). */
export const FAVICON_SIZES = [32, 180, 192] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];

/** The share image as stored and sent: JPEG cropped to this size (what Facebook, VK and Telegram show full width). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/** Where the share image answers on the page's origin; `tag` changes with its bytes, so a messenger's cache never shows an old one. */
export const shareImagePath = (pageId: number, tag: string): string => `/__share/${pageId}.jpg?v=${encodeURIComponent(tag)}`;

/** A canonical address the owner may give: http(s), no spaces, at most 2000 characters. */
export const isCanonicalUrl = (value: string): boolean => value.length <= 2000 && /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value);

export interface HeadSource {
  id: number;
  title: string;
  description: string;
  favicon: boolean;
  shareTitle?: string;
  shareDescription?: string;
  /** The share image's tag, or null without one. */
  shareImage?: string | null;
  noindex?: boolean;
  canonicalUrl?: string;
  /** The page's absolute address where it is published (its connected domain, else its test address). */
  url: string;
  lang?: 'ru' | 'en';
}

export interface PageHead {
  readonly title: string;
  /** Absent: no description tag is written. */
  readonly description?: string;
  /** Absent: the page has no icon of its own. */
  readonly favicon?: string;
  /** The address search engines and share cards are given: the canonical one, else the page's own. */
  readonly canonical: string;
  readonly noindex: boolean;
  readonly share: {
    readonly title: string;
    readonly description?: string;
    readonly image?: { readonly url: string; readonly width: number; readonly height: number };
    readonly locale: string;
  };
  readonly icons: readonly { readonly rel: 'icon' | 'apple-touch-icon'; readonly size: FaviconSize; readonly href: string }[];
}

const origin = (url: string): string => /^(https?:\/\/[^/?#]+)/i.exec(url)?.[1] ?? '';

/** The <head> facts of a published page from its settings. */
export function publishedHead(page: HeadSource): PageHead {
  const title = page.title.trim() || UNTITLED_PAGE_TITLE;
  const description = page.description.trim();
  const canonical = (page.canonicalUrl ?? '').trim();
  const shareDescription = (page.shareDescription ?? '').trim() || description;
  const image = page.shareImage ? `${origin(page.url)}${shareImagePath(page.id, page.shareImage)}` : undefined;
  return {
    title,
    ...(description === '' ? {} : { description: page.description }),
    ...(page.favicon ? { favicon: faviconPath(page.id) } : {}),
    canonical: canonical !== '' && isCanonicalUrl(canonical) ? canonical : page.url,
    noindex: page.noindex === true,
    share: {
      title: (page.shareTitle ?? '').trim() || title,
      ...(shareDescription === '' ? {} : { description: shareDescription }),
      ...(image === undefined ? {} : { image: { url: image, ...SHARE_IMAGE } }),
      locale: page.lang === 'en' ? 'en_US' : 'ru_RU',
    },
    icons: page.favicon
      ? FAVICON_SIZES.map((size) => ({ rel: size === 180 ? 'apple-touch-icon' as const : 'icon' as const, size, href: faviconPath(page.id, size) }))
      : [],
  };
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const meta = (key: 'name' | 'property', name: string, content: string | number): string => `<meta ${key}="${name}" content="${esc(String(content))}">`;

/**
 * The share and search tags, one HTML tag a line, in the order written: the canonical address,
 * robots when hidden, Open Graph, the Twitter card, the favicon's sizes. (The title, description
 * and main icon link come first, from the page renderer: see headLines.)
 */
export function shareTags(head: PageHead): string[] {
  const s = head.share;
  return [
    `<link rel="canonical" href="${esc(head.canonical)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:title', s.title),
    ...(s.description === undefined ? [] : [meta('property', 'og:description', s.description)]),
    meta('property', 'og:locale', s.locale),
    ...(s.image === undefined ? [] : [meta('property', 'og:image', s.image.url), meta('property', 'og:image:width', s.image.width), meta('property', 'og:image:height', s.image.height)]),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.icons.map((i) => `<link rel="${i.rel}" type="image/png" sizes="${i.size}x${i.size}" href="${esc(i.href)}">`),
  ];
}

/** Every tag the published head carries from the settings, as the meta-tags screen lists them. */
export function headLines(head: PageHead): string[] {
  return [
    `<title>${esc(head.title)}</title>`,
    ...(head.description === undefined ? [] : [meta('name', 'description', head.description)]),
    ...(head.favicon === undefined ? [] : [`<link rel="icon" href="${esc(head.favicon)}">`]),
    ...shareTags(head),
  ];
}
