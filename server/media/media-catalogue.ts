// Stock pictures: the provider behind GET /media/unsplash (photos) and GET /media/icons8 (icons),
// and the public media collections every account sees. The product ships a SANDBOX catalogue —
// 24 illustrations and 40 icons drawn by us (server/content/stock) — so it works with no external
// service. A real provider (Unsplash, Icons8, …) implements StockProvider and is picked by
// MEDIA_PHOTO_PROVIDER / MEDIA_ICON_PROVIDER; only 'sandbox' exists today.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaCollections, mediaItems } from '../db/schema-design';
import { ICONS, iconSvg } from '../content/index';
import { PHOTOS, photoUrl } from '../content/index';
import { keywordStems, matchesQuery } from './search-words';

export interface StockItem { id: string; url: string; thumb: string; width: number; height: number; name: string; mime: string; provider: string }
export interface StockQuery { search: string; page: number; limit: number }
export interface StockProvider {
  readonly name: string;
  search(q: StockQuery): Promise<{ items: StockItem[]; last: boolean }>;
}

/** `stems`: the title, name and Russian and English tags, for search-words' matching. */
interface Entry { item: StockItem; stems: string[] }

function sandbox(name: string, entries: Entry[]): StockProvider {
  return {
    name,
    async search({ search, page, limit }) {
      // Ordinary word forms find the catalogue ('гора', 'моря', 'команды'): light stemming.
      const found = search.trim() === '' ? entries : entries.filter((e) => matchesQuery(e.stems, search));
      const start = (page - 1) * limit;
      return { items: found.slice(start, start + limit).map((e) => e.item), last: start + limit >= found.length };
    },
  };
}

const photoEntries: Entry[] = PHOTOS.map((p) => ({
  item: { id: p.name, url: photoUrl(p.name), thumb: photoUrl(p.name), width: p.width, height: p.height, name: p.title, mime: 'image/svg+xml', provider: 'sandbox' },
  stems: keywordStems([p.name, p.title, ...p.tags].join(' ')),
}));

const iconUrl = (name: string) => `/content-files/icons/${name}.svg`;
const iconEntries: Entry[] = ICONS.map((i) => ({
  item: { id: i.name, url: iconUrl(i.name), thumb: iconUrl(i.name), width: 24, height: 24, name: i.title, mime: 'image/svg+xml', provider: 'sandbox' },
  stems: keywordStems([i.name, i.title, ...i.tags].join(' ')),
}));

/**
 * URLs of the public collections' items that match `query` by their catalogue keywords (an item's
 * stored name is only its title: 'Горы на рассвете' has the tags 'природа', 'mountains' too).
 */
export function publicItemUrlsMatching(query: string): string[] {
  return [...photoEntries, ...iconEntries].filter((e) => matchesQuery(e.stems, query)).map((e) => e.item.url);
}

const PHOTO_PROVIDERS: Record<string, () => StockProvider> = { sandbox: () => sandbox('sandbox', photoEntries) };
const ICON_PROVIDERS: Record<string, () => StockProvider> = { sandbox: () => sandbox('sandbox', iconEntries) };

function pick(table: Record<string, () => StockProvider>, name: string | undefined, what: string): StockProvider {
  const make = table[name || 'sandbox'];
  if (!make) throw new Error(`Unknown ${what} provider '${name}'; available: ${Object.keys(table).join(', ')}`);
  return make();
}

export const photoProvider = (env: NodeJS.ProcessEnv = process.env) => pick(PHOTO_PROVIDERS, env.MEDIA_PHOTO_PROVIDER, 'photo');
export const iconProvider = (env: NodeJS.ProcessEnv = process.env) => pick(ICON_PROVIDERS, env.MEDIA_ICON_PROVIDER, 'icon');

// ---- public collections ----

interface PublicCollection { code: string; title: string; items: () => (typeof mediaItems.$inferInsert)[] }

const svgSize = (svg: string) => Buffer.byteLength(svg, 'utf8');

const PUBLIC: PublicCollection[] = [
  {
    code: 'stock-photos', title: 'Фотографии',
    items: () => PHOTOS.map((p) => ({
      collectionId: 0, kind: 'image' as const, name: p.title, url: photoUrl(p.name), thumb: photoUrl(p.name),
      width: p.width, height: p.height, size: svgSize(p.svg), mime: 'image/svg+xml',
    })),
  },
  {
    code: 'stock-icons', title: 'Иконки',
    items: () => ICONS.map((i) => ({
      collectionId: 0, kind: 'image' as const, name: i.title, url: iconUrl(i.name), thumb: iconUrl(i.name),
      width: 24, height: 24, size: svgSize(iconSvg(i)), mime: 'image/svg+xml',
    })),
  },
];

/**
 * Creates the shipped public collections if they are missing. Cheap when they exist (one select);
 * safe when two instances race (the unique code lets only one insert win, in its transaction).
 */
export async function ensurePublicCollections(db: Db): Promise<void> {
  const codes = PUBLIC.map((p) => p.code);
  const have = await db.select({ code: mediaCollections.code }).from(mediaCollections)
    .where(and(isNull(mediaCollections.accountId), inArray(mediaCollections.code, codes)));
  if (have.length === PUBLIC.length) return;
  const present = new Set(have.map((h) => h.code));
  for (const p of PUBLIC) {
    if (present.has(p.code)) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(mediaCollections).values({ code: p.code, title: p.title }).onConflictDoNothing({ target: mediaCollections.code }).returning();
      if (!row) return;
      // Inserted in reverse so the newest-first listing shows the catalogue in its own order.
      await tx.insert(mediaItems).values(p.items().reverse().map((i) => ({ ...i, collectionId: row.id })));
    });
  }
}

