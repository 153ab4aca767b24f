// Campaigns on the serving path: the published artefact of a page with a running campaign carries
// every variant's artefact (loaded once per cache fill), and each request is answered with the one
// its visitor is assigned to (assign.ts). The original variant is the page's own artefact.
import { and, asc, eq, lte, or, isNull, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, campaignVariants } from '../db/schema-stats';
import type { CachedArtefact } from '../publishing/cache';
import { pickVariant } from './assign';

/** The artefact as it is cached: with its running campaign's variants when it has one. */
export async function withCampaign(db: Db, page: CachedArtefact & { pageId: number }): Promise<CachedArtefact> {
  const rows = await db.select({
    seed: campaigns.seed, id: campaignVariants.id, share: campaignVariants.share, isOriginal: campaignVariants.isOriginal,
    etag: campaignVariants.etag, html: campaignVariants.html, gzip: campaignVariants.gzip, br: campaignVariants.br,
  }).from(campaigns).innerJoin(campaignVariants, eq(campaignVariants.campaignId, campaigns.id))
    .where(and(eq(campaigns.pageId, page.pageId), eq(campaigns.status, 'running')))
    .orderBy(asc(campaignVariants.position), asc(campaignVariants.id));
  if (rows.length === 0) return page;
  const variants = rows.flatMap((r) => {
    const base = { pageId: page.pageId, accountId: page.accountId, variantId: r.id, personal: true };
    if (r.isOriginal) return [{ id: r.id, share: r.share, artefact: { ...page, ...base } }];
    // A variant not rendered yet is not served (its share goes to the others).
    if (!r.etag || !r.html || !r.gzip || !r.br) return [];
    return [{ id: r.id, share: r.share, artefact: { etag: r.etag, html: r.html, gzip: r.gzip, br: r.br, ...base } }];
  });
  return { ...page, personal: true, campaign: { seed: rows[0].seed, variants } };
}

/** What this visitor is answered with: the page, or its campaign variant. */
export function artefactFor(a: CachedArtefact, ip: string, userAgent: string): CachedArtefact {
  if (!a.campaign || a.campaign.variants.length === 0) return a;
  return pickVariant(a.campaign.variants, a.campaign.seed, ip, userAgent)?.artefact ?? a;
}

/** The variant a visitor was assigned at `at` (a lead whose visit is unknown), or null. */
export async function runningVariantFor(db: Db, pageId: number, ip: string, userAgent: string, at: Date): Promise<number | null> {
  const rows = await db.select({ campaignId: campaigns.id, seed: campaigns.seed, id: campaignVariants.id, share: campaignVariants.share, isOriginal: campaignVariants.isOriginal, etag: campaignVariants.etag })
    .from(campaigns).innerJoin(campaignVariants, eq(campaignVariants.campaignId, campaigns.id))
    .where(and(eq(campaigns.pageId, pageId), lte(campaigns.started, at), or(isNull(campaigns.ended), gte(campaigns.ended, at))))
    .orderBy(asc(campaigns.id), asc(campaignVariants.position), asc(campaignVariants.id));
  if (rows.length === 0) return null;
  const last = rows[rows.length - 1].campaignId;
  const served = rows.filter((r) => r.campaignId === last && (r.isOriginal || r.etag !== null));
  return pickVariant(served, served[0]?.seed ?? 0, ip, userAgent)?.id ?? null;
}
