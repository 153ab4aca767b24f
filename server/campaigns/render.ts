// Variant artefacts: each non-original variant of a running campaign is rendered like a published
// page (the same renderer, plugins and fonts; its beacon names the variant) and precompressed, so
// serving it is the same lookup of bytes as serving the page. Rendered when the campaign starts
// and again whenever the page is published (publishing makes every saved variant live too).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, campaignVariants } from '../db/schema-stats';
import type { PageRow } from '../pages/index';
import { buildArtefact, renderDocument } from '../pages/index';
import { invalidatePublishedPages } from '../pages/index';

export async function renderVariants(db: Db, page: PageRow, campaignId: number): Promise<void> {
  const variants = await db.select().from(campaignVariants)
    .where(and(eq(campaignVariants.campaignId, campaignId), eq(campaignVariants.isOriginal, false))).orderBy(asc(campaignVariants.id));
  for (const v of variants) {
    if (!v.data) continue;
    const rendered = await renderDocument(db, page, { globals: v.globals ?? {}, data: v.data }, v.id);
    const a = await buildArtefact(rendered.html);
    await db.update(campaignVariants).set({ etag: a.etag, html: a.html, gzip: a.gzip, br: a.br, forms: rendered.forms, publishedAt: new Date() })
      .where(eq(campaignVariants.id, v.id));
  }
  invalidatePublishedPages();
}

/** After a publish of the page: its running campaign's variants are rendered again. */
export async function rerenderRunningVariants(db: Db, page: PageRow): Promise<void> {
  const [running] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.pageId, page.id), eq(campaigns.status, 'running'))).limit(1);
  if (running) await renderVariants(db, page, running.id);
}
