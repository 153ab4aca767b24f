// What every published host answers besides its pages: /robots.txt (where the sitemap is, and the
// addresses of pages hidden from search engines) and /sitemap.xml (every visible published page of
// the host, with the date it was last published); the favicon in the sizes browsers ask for; the
// share image messengers fetch for a link card. Addresses are this host's, as the visitor (or the
// crawler) reached it.
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { Site } from './hosts';
import { findFavicon, findShareImage, sitePages } from './lookup';

/** Five minutes: a page hidden or published shows in both files soon, and a crawler's burst costs one query. */
export const SITE_FILE_CACHE_CONTROL = 'public, max-age=300';

const pathOf = (uri: string): string => `/${uri.split('/').map(encodeURIComponent).join('/')}`.replace(/^\/$/, '/');
const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function robotsTxt(db: Db, site: Site, origin: string): Promise<string> {
  const hidden = (await sitePages(db, site)).filter((p) => p.noindex);
  // `Disallow: /a` would hide /a-b too: a hidden page's own address ends with '$' (Google, Yandex).
  const lines = hidden.map((p) => `Disallow: ${pathOf(p.uri)}$`);
  return ['User-agent: *', ...(lines.length === 0 ? ['Allow: /'] : lines), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function sitemapXml(db: Db, site: Site, origin: string): Promise<string> {
  const visible = (await sitePages(db, site)).filter((p) => !p.noindex);
  const urls = visible.map((p) => {
    const lastmod = (p.publishedAt ?? p.updated).toISOString().slice(0, 10);
    return `<url><loc>${xml(origin + pathOf(p.uri))}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** The page's favicon as a square PNG of `size` pixels; an icon sharp cannot read (ICO) is sent as uploaded. */
export async function faviconSized(db: Db, site: Site, pageId: number, size: number): Promise<{ type: string; data: Buffer } | undefined> {
  const found = await findFavicon(db, site, pageId);
  if (!found) return undefined;
  if (found.type === 'image/x-icon') return found;
  try {
    const data = await sharp(found.data).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    return { type: 'image/png', data };
  } catch {
    return found;
  }
}

export const shareImage = findShareImage;
