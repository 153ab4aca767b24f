// The resized copies of the images a page shows, for its published <picture> elements
// (engine/render: RenderOptions.images): looked up by the URL the widgets hold, among the page's
// account's own media and the shipped public catalogue.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ImageVariant, ImageVariantsByUrl } from '../../engine/images';
import type { PageDocument, WidgetTree } from '../../engine/model';
import { pforEach } from '../../engine/pmap';
import type { Db } from '../db/client';
import { mediaItems } from '../db/schema-design';

/** The pictures of every image widget in the page and its modals, and the posters of its videos and background clips. */
export function imageSources(doc: PageDocument): string[] {
  const out = new Set<string>();
  const collect = (tree: WidgetTree) => pforEach(tree.widgets, (w) => {
    const src = w.type === 'widget-image' ? w.cfg.src : w.type === 'widget-video' ? w.cfg.poster : w.type === 'widget-container' ? w.cfg.bgPoster : undefined;
    if (typeof src === 'string' && src !== '') out.add(src);
  });
  collect(doc.page);
  for (const f of doc.fragments) collect(f.tree);
  return [...out];
}

export async function pageImageVariants(db: Db, accountId: number, sources: readonly string[]): Promise<ImageVariantsByUrl> {
  if (sources.length === 0) return new Map();
  const mine = or(eq(mediaItems.accountId, accountId), isNull(mediaItems.accountId));
  const rows = await db.select({ url: mediaItems.url, variants: mediaItems.variants }).from(mediaItems)
    .where(and(inArray(mediaItems.url, [...sources]), mine));
  // A clip's poster frame is no item of its own: its copies are kept on the clip.
  const posters = await db.select({ url: mediaItems.poster, variants: mediaItems.posterVariants }).from(mediaItems)
    .where(and(inArray(mediaItems.poster, [...sources]), mine));
  return new Map([...rows, ...posters].filter((r): r is { url: string; variants: ImageVariant[] } => r.url !== null && r.variants.length > 0).map((r) => [r.url, r.variants]));
}
