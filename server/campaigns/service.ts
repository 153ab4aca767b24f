// Campaigns of a page (SPEC §7 /pages/{id}/campaign…): a draft is set up (variants, shares), runs
// (each non-original variant rendered and served to its share of visitors), and ends by publishing
// the chosen variant as the page. At most one campaign per page is open (draft or running).
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Campaign } from '../../api/routes/campaigns';
import { MAX_VARIANTS, SRM_P } from '../../api/routes/campaigns';
import { conversionOf } from '../../api/stats-format';
import type { Db } from '../db/client';
import { campaigns, campaignVariants } from '../db/schema-stats';
import { ApiError, notFound } from '../platform/http/errors';
import type { PageRow } from '../pages/index';
import { loadContent, replaceDraft, type Content } from '../pages/index';
import { publishContent } from '../pages/index';
import { invalidatePublishedPages } from '../pages/index';
import { byVariant } from '../stats/index';
import { renderVariants } from './render';
import { plannedSample, readCampaign, sampleRatio } from './significance';

export type CampaignRow = typeof campaigns.$inferSelect;
export type VariantRow = typeof campaignVariants.$inferSelect;

const VARIANT_COLUMNS = {
  id: campaignVariants.id, name: campaignVariants.name, isOriginal: campaignVariants.isOriginal, share: campaignVariants.share,
  position: campaignVariants.position, revision: campaignVariants.revision, campaignId: campaignVariants.campaignId,
};
type VariantInfo = { id: number; name: string; isOriginal: boolean; share: number; position: number; revision: number; campaignId: number };

export async function variantsOf(db: Db, campaignId: number): Promise<VariantInfo[]> {
  return db.select(VARIANT_COLUMNS).from(campaignVariants).where(eq(campaignVariants.campaignId, campaignId))
    .orderBy(asc(campaignVariants.position), asc(campaignVariants.id));
}

/** The open campaign of the page, or the one named; null when there is none. */
export async function findCampaign(db: Db, page: PageRow, campaignId?: number): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(and(
    eq(campaigns.accountId, page.accountId), eq(campaigns.pageId, page.id),
    campaignId !== undefined ? eq(campaigns.id, campaignId) : ne(campaigns.status, 'ended'),
  )).limit(1);
  return row ?? null;
}

export async function openCampaign(db: Db, page: PageRow): Promise<CampaignRow> {
  const c = await findCampaign(db, page);
  if (!c) throw new ApiError(404, 'campaign.not_found');
  return c;
}

/** Shares split evenly (the first variants take the remainder), e.g. 34/33/33. */
export function evenShares(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_x, i) => base + (i < 100 - base * count ? 1 : 0));
}

export async function campaignView(db: Db, page: PageRow, c: CampaignRow): Promise<Campaign> {
  const variants = await variantsOf(db, c.id);
  const numbers = c.started
    ? await byVariant(db, page.accountId, page.id, { from: new Date(Math.floor(c.started.getTime() / 3600_000) * 3600_000), to: c.ended ?? new Date(Date.now() + 3600_000) })
    : new Map<number, { visits: number; visitors: number; leads: number }>();
  const arms = variants.map((v) => ({ id: v.id, visits: numbers.get(v.id)?.visits ?? 0, visitors: numbers.get(v.id)?.visitors ?? 0, leads: numbers.get(v.id)?.leads ?? 0 }));
  const originalAt = variants.findIndex((v) => v.isOriginal);
  const reading = c.status === 'draft' || originalAt < 0 ? null : readCampaign(arms[originalAt], arms.filter((_a, i) => i !== originalAt), c.plannedVisitors);
  const compared = new Map(reading?.comparisons.map((x) => [x.id, x]) ?? []);
  const split = c.status === 'draft' ? null : sampleRatio(variants.map((v, i) => ({ visitors: arms[i].visitors, share: v.share })));
  return {
    id: c.id, page_id: c.pageId, name: c.name, status: c.status,
    started: c.started?.toISOString() ?? null, ended: c.ended?.toISOString() ?? null, chosen_variant_id: c.winnerVariantId,
    variants: variants.map((v, i) => {
      const x = compared.get(v.id);
      return {
        id: v.id, name: v.name, is_original: v.isOriginal, share: v.share, revision: v.revision,
        visits: arms[i].visits, visitors: arms[i].visitors, leads: arms[i].leads, conversion: conversionOf(arms[i].leads, arms[i].visitors),
        verdict: x?.verdict ?? null,
        evidence: x ? (x.z === null ? 0 : Math.min(1, Math.abs(x.z) / x.bar)) : null,
      };
    }),
    planned_visitors: c.plannedVisitors,
    reading: reading && {
      state: reading.tooLittle ? 'too_little' : reading.winner ? 'winner' : reading.reached ? 'no_winner' : 'collecting',
      progress: reading.progress,
    },
    split: split && { p: split.p, mismatch: split.p < SRM_P },
    winner: reading?.winner ? { variant_id: reading.winner.id } : null,
  };
}

/** The page's conversion over the last four weeks (leads / visitors), or null with too few visitors. */
async function recentConversion(db: Db, page: PageRow): Promise<number | null> {
  const to = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000);
  const numbers = await byVariant(db, page.accountId, page.id, { from: new Date(to.getTime() - 28 * 86_400_000), to });
  let visitors = 0;
  let leads = 0;
  for (const x of numbers.values()) {
    visitors += x.visitors;
    leads += x.leads;
  }
  return visitors >= 100 ? leads / visitors : null;
}

const letter = (i: number) => String.fromCharCode(65 + i);

export async function createCampaign(db: Db, page: PageRow, name: string, planned?: number): Promise<CampaignRow> {
  if (await findCampaign(db, page)) throw new ApiError(409, 'campaign.exists');
  const draft = await loadContent(db, page.id);
  const plannedVisitors = planned ?? plannedSample(await recentConversion(db, page), 1);
  return db.transaction(async (tx) => {
    const [c] = await tx.insert(campaigns).values({ accountId: page.accountId, pageId: page.id, name, seed: randomInt(0, 2 ** 31), plannedVisitors }).returning();
    await tx.insert(campaignVariants).values([
      { accountId: page.accountId, campaignId: c.id, pageId: page.id, name: letter(0), isOriginal: true, share: 50, position: 0 },
      { accountId: page.accountId, campaignId: c.id, pageId: page.id, name: letter(1), share: 50, position: 1, globals: draft.globals, data: draft.data },
    ]);
    return c;
  });
}

export interface CampaignChange {
  name?: string;
  shares?: { id: number; share: number }[];
  planned_visitors?: number;
  action?: 'start' | 'end';
  variant_id?: number;
}

/**
 * One PATCH of the open campaign, checked whole before anything is written (a refused request
 * changes nothing), then written in one transaction: name, shares and plan first, then the action.
 */
export async function changeCampaign(db: Db, page: PageRow, c: CampaignRow, change: CampaignChange): Promise<void> {
  const variants = await variantsOf(db, c.id);
  const ids = new Set(variants.map((v) => v.id));
  if (c.status === 'ended') throw new ApiError(409, 'campaign.state');
  const { shares, action } = change;
  if (shares) {
    const given = new Set(shares.map((s) => s.id));
    if (given.size !== shares.length || given.size !== ids.size || [...given].some((id) => !ids.has(id)) || shares.reduce((sum, s) => sum + s.share, 0) !== 100) {
      throw new ApiError(422, 'campaign.shares');
    }
  }
  if (change.variant_id !== undefined && !ids.has(change.variant_id)) throw new ApiError(422, 'campaign.variant_unknown');
  if (change.variant_id !== undefined && action !== 'end') throw new ApiError(422, 'campaign.variant_without_end');
  // The split and the horizon are the test's design: changed while it runs, its numbers no longer hold.
  if ((shares || change.planned_visitors !== undefined) && c.status !== 'draft') throw new ApiError(409, 'campaign.running_design');
  if (action === 'start') {
    if (c.status !== 'draft') throw new ApiError(409, 'campaign.state');
    if (page.status !== 'published' || page.artefactId === null) throw new ApiError(409, 'campaign.unpublished');
  }
  if (action === 'end') {
    if (c.status !== 'running') throw new ApiError(409, 'campaign.state');
    if (change.variant_id === undefined) throw new ApiError(422, 'campaign.variant_required');
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    if (change.name !== undefined || change.planned_visitors !== undefined) {
      await tx.update(campaigns).set({ ...(change.name !== undefined ? { name: change.name } : {}), ...(change.planned_visitors !== undefined ? { plannedVisitors: change.planned_visitors } : {}), updated: now })
        .where(eq(campaigns.id, c.id));
    }
    for (const s of shares ?? []) await tx.update(campaignVariants).set({ share: s.share, updated: now }).where(eq(campaignVariants.id, s.id));
    if (action === 'start') {
      await renderVariants(tx, page, c.id);
      await tx.update(campaigns).set({ status: 'running', started: now, updated: now }).where(eq(campaigns.id, c.id));
    }
    if (action === 'end' && change.variant_id !== undefined) await endCampaign(tx, page, c, change.variant_id);
  });
  invalidatePublishedPages();
}

/** Ends a running campaign (checked by changeCampaign): the chosen variant becomes the page's content and is published. */
async function endCampaign(db: Db, page: PageRow, c: CampaignRow, variantId: number): Promise<void> {
  const [chosen] = await db.select().from(campaignVariants).where(and(eq(campaignVariants.id, variantId), eq(campaignVariants.campaignId, c.id))).limit(1);
  if (!chosen) throw notFound();
  const now = new Date();
  await db.update(campaigns).set({ status: 'ended', ended: now, winnerVariantId: chosen.id, updated: now }).where(eq(campaigns.id, c.id));
  if (!chosen.isOriginal && chosen.data) {
    const content: Content = { globals: chosen.globals ?? {}, data: chosen.data };
    await replaceDraft(db, page.accountId, page.id, content);
    await publishContent(db, page, content);
  }
}

export async function deleteCampaign(db: Db, c: CampaignRow): Promise<void> {
  if (c.status === 'ended') throw new ApiError(409, 'campaign.state');
  await db.delete(campaigns).where(eq(campaigns.id, c.id));
  invalidatePublishedPages();
}

export async function addVariant(db: Db, page: PageRow, c: CampaignRow, name: string | undefined, copyOf: number | undefined): Promise<void> {
  if (c.status === 'ended') throw new ApiError(409, 'campaign.state');
  const variants = await variantsOf(db, c.id);
  if (variants.length >= MAX_VARIANTS) throw new ApiError(409, 'campaign.variants_max', { args: [MAX_VARIANTS] });
  let content: Content;
  const source = copyOf === undefined ? undefined : await db.select().from(campaignVariants).where(and(eq(campaignVariants.id, copyOf), eq(campaignVariants.campaignId, c.id))).limit(1);
  if (copyOf !== undefined && (!source || source.length === 0)) throw notFound();
  if (source?.[0] && !source[0].isOriginal && source[0].data) content = { globals: source[0].globals ?? {}, data: source[0].data };
  else {
    const draft = await loadContent(db, page.id);
    content = { globals: draft.globals, data: draft.data };
  }
  const shares = evenShares(variants.length + 1);
  await db.transaction(async (tx) => {
    await tx.insert(campaignVariants).values({
      accountId: page.accountId, campaignId: c.id, pageId: page.id, name: name ?? letter(variants.length), share: shares[variants.length],
      position: (variants[variants.length - 1]?.position ?? 0) + 1, globals: content.globals, data: content.data,
    });
    for (const [i, v] of variants.entries()) await tx.update(campaignVariants).set({ share: shares[i] }).where(eq(campaignVariants.id, v.id));
  });
  if (c.status === 'running') await renderVariants(db, page, c.id);
}

export async function removeVariant(db: Db, c: CampaignRow, variantId: number): Promise<void> {
  if (c.status === 'ended') throw new ApiError(409, 'campaign.state');
  const variants = await variantsOf(db, c.id);
  const gone = variants.find((v) => v.id === variantId);
  if (!gone) throw notFound();
  if (gone.isOriginal) throw new ApiError(409, 'campaign.original');
  const rest = variants.filter((v) => v.id !== variantId);
  const shares = evenShares(rest.length);
  await db.transaction(async (tx) => {
    await tx.delete(campaignVariants).where(eq(campaignVariants.id, variantId));
    for (const [i, v] of rest.entries()) await tx.update(campaignVariants).set({ share: shares[i] }).where(eq(campaignVariants.id, v.id));
  });
  invalidatePublishedPages();
}

/** A variant of the page's campaigns (any status), or 404. */
export async function loadVariant(db: Db, page: PageRow, variantId: number): Promise<VariantRow> {
  const [v] = await db.select().from(campaignVariants).where(and(eq(campaignVariants.id, variantId), eq(campaignVariants.pageId, page.id), eq(campaignVariants.accountId, page.accountId))).limit(1);
  if (!v) throw notFound();
  return v;
}

/** Optimistic save of a variant's content, like a page draft (409 draft.conflict on an old revision). */
export async function saveVariantContent(db: Db, v: VariantRow, revision: number, content: Content, name?: string): Promise<VariantRow> {
  const [row] = await db.update(campaignVariants)
    .set({ globals: content.globals, data: content.data, revision: revision + 1, updated: new Date(), ...(name ? { name } : {}) })
    .where(and(eq(campaignVariants.id, v.id), eq(campaignVariants.revision, revision))).returning();
  if (!row) throw new ApiError(409, 'draft.conflict', { error: 'conflict' });
  return row;
}

export async function campaignsOf(db: Db, page: PageRow): Promise<CampaignRow[]> {
  return db.select().from(campaigns).where(and(eq(campaigns.accountId, page.accountId), eq(campaigns.pageId, page.id))).orderBy(desc(campaigns.id));
}
