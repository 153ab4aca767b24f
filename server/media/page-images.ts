// The resized copies of the images a page shows, for its published <picture> elements
// (engine/render: RenderOptions.images): looked up by the URL the widgets hold, among the page's
// account's own media and the shipped public catalogue.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ImageVariantsByUrl } from '../../engine/images';
import type { PageDocument, WidgetTree } from '../../engine/model';
import { pforEach } from '../../engine/pmap';
import type { Db } from '../db/client';
import { mediaItems } from '../db/schema-design';

/** The sources of every image widget in the page and its modals. */
export function imageSources(doc: PageDocument): string[] {
  const out = new Set<string>();
  const collect = (tree: WidgetTree) => pforEach(tree.widgets, (w) => {
    if (w.type === 'widget-image' && typeof w.cfg.src === 'string' && w.cfg.src !== '') out.add(w.cfg.src);
  });
  collect(doc.page);
  for (const f of doc.fragments) collect(f.tree);
  return [...out];
}

export async function pageImageVariants(db: Db, accountId: number, sources: readonly string[]): Promise<ImageVariantsByUrl> {
  if (sources.length === 0) return new Map();
  const rows = await db.select({ url: mediaItems.url, variants: mediaItems.variants }).from(mediaItems)
    .where(and(inArray(mediaItems.url, [...sources]), or(eq(mediaItems.accountId, accountId), isNull(mediaItems.accountId))));
  return new Map(rows.filter((r) => r.variants.length > 0).map((r) => [r.url, r.variants]));
}
