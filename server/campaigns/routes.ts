// Handlers of api/routes/campaigns.ts. Rights (SPEC §6 codes per project): reading a campaign and
// its numbers needs statistics.list; editing variants page.save; starting, ending and deleting
// page.publish.
import { and, eq } from 'drizzle-orm';
import type { campaignRoutes } from '../../api/routes/campaigns';
import type { Db } from '../db/client';
import { campaigns, campaignVariants } from '../db/schema-stats';
import { me, type AuthContext, type Handlers } from '../platform/http/context';
import { notFound } from '../platform/http/errors';
import { loadOwnPage, ownPage, requirePagePermission, type PageRow } from '../pages/index';
import { loadContent, saveDraft, validateContent, asData } from '../pages/index';
import {
  addVariant, campaignsOf, campaignView, changeCampaign, createCampaign, deleteCampaign, findCampaign, loadVariant, openCampaign, removeVariant,
  saveVariantContent,
} from './service';
import { bucketStarts, localDaysSpan, safeZone } from '../stats/index';
import { variantPoints } from '../stats/index';
import { zoneReady } from '../stats/index';

async function pageFor(db: Db, auth: AuthContext, pageId: number, ...codes: Parameters<typeof requirePagePermission>[3][]): Promise<PageRow> {
  const [first, ...rest] = codes;
  const page = await loadOwnPage(db, auth, pageId, first);
  for (const code of rest) await requirePagePermission(db, auth, page, code);
  return page;
}

export const campaignHandlers: Handlers<typeof campaignRoutes> = {
  async list(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'statistics.list');
    return { items: await Promise.all((await campaignsOf(db, page)).map((c) => campaignView(db, page, c))) };
  },

  async get(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'statistics.list');
    const c = await findCampaign(db, page, ctx.query.campaign_id);
    if (!c && ctx.query.campaign_id !== undefined) throw notFound();
    return c ? campaignView(db, page, c) : null;
  },

  async create(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.save');
    return campaignView(db, page, await createCampaign(db, page, ctx.body.name, ctx.body.planned_visitors));
  },

  async update(ctx) {
    const { db } = ctx.deps;
    const b = ctx.body;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.save', ...(b.action ? ['page.publish' as const] : []));
    let c = await openCampaign(db, page);
    await changeCampaign(db, page, c, b);
    c = (await findCampaign(db, page, c.id)) ?? c;
    return campaignView(db, await ownPage(db, page.accountId, page.id), c);
  },

  async remove(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.publish');
    await deleteCampaign(db, await openCampaign(db, page));
    return { ok: true as const };
  },

  async content(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.list');
    const v = await loadVariant(db, page, ctx.query.variant_id);
    const variant = { id: v.id, name: v.name, is_original: v.isOriginal, campaign_id: v.campaignId };
    if (v.isOriginal || !v.data) {
      const row = await loadContent(db, page.id);
      return { variant, globals: row.globals, data: asData(row.data), revision: row.revision };
    }
    return { variant, globals: v.globals ?? {}, data: asData(v.data), revision: v.revision };
  },

  async addVariant(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.save');
    const c = await openCampaign(db, page);
    await addVariant(db, page, c, ctx.body.name, ctx.body.copy_of);
    return campaignView(db, page, c);
  },

  async saveVariant(ctx) {
    const { db } = ctx.deps;
    const auth = me(ctx);
    const page = await pageFor(db, auth, ctx.params.pageId, 'page.save');
    const v = await loadVariant(db, page, ctx.body.variant_id);
    const content = { data: ctx.body.data, globals: ctx.body.globals ?? {} };
    validateContent(content);
    if (v.isOriginal) {
      // The original is the page itself: its draft.
      const row = await saveDraft(db, auth.account.id, page.id, ctx.body.revision, content);
      if (ctx.body.name) await db.update(campaignVariants).set({ name: ctx.body.name }).where(and(eq(campaignVariants.id, v.id)));
      return { revision: row.revision, updated: row.updated.toISOString() };
    }
    const row = await saveVariantContent(db, v, ctx.body.revision, content, ctx.body.name);
    return { revision: row.revision, updated: row.updated.toISOString() };
  },

  async removeVariant(ctx) {
    const { db } = ctx.deps;
    const page = await pageFor(db, me(ctx), ctx.params.pageId, 'page.save');
    const c = await openCampaign(db, page);
    await removeVariant(db, c, ctx.query.variant_id);
    return campaignView(db, page, c);
  },

  async charts(ctx) {
    const { db } = ctx.deps;
    const auth = me(ctx);
    const [c] = await db.select().from(campaigns).where(and(eq(campaigns.id, ctx.body.campaign_id), eq(campaigns.accountId, auth.account.id))).limit(1);
    if (!c) throw notFound();
    const page = await ownPage(db, auth.account.id, c.pageId);
    await requirePagePermission(db, auth, page, 'statistics.list');
    const view = await campaignView(db, page, c);
    const zone = safeZone(auth.user.timezone);
    const local = await zoneReady(db, auth.account.id, zone);
    const start = c.started ?? c.created;
    const end = c.ended ?? new Date();
    const range = { ...localDaysSpan(start, end, zone), local };
    const points = await variantPoints(db, auth.account.id, page.id, range.bucket === 'month' ? { ...range, bucket: 'day' } : range);
    const starts = bucketStarts(range.bucket === 'month' ? { ...range, bucket: 'day' } : range);
    return {
      bucket: range.bucket === 'month' ? 'day' : range.bucket, zone,
      variants: view.variants.map((v) => ({
        id: v.id, name: v.name,
        points: starts.map((d) => ({ at: d.toISOString(), visitors: points.get(v.id)?.get(d.toISOString())?.visitors ?? 0, leads: points.get(v.id)?.get(d.toISOString())?.leads ?? 0 })),
      })),
    };
  },
};
