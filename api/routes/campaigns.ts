// SPEC §7 "Campaigns": A/B tests per page. A campaign has variants — each a whole page content,
// edited in the same editor (GET/PATCH campaign/content) — with traffic shares that add up to
// 100. While it runs, the server sends each visitor one variant (sticky, chosen before any HTML
// is sent) and counts visits and leads per variant; ending it publishes the chosen variant.
import * as v from 'valibot';
import { defineRoute } from '../define';
import { id, idParam, isoDate, okResponse } from '../schemas';
import { contentDataSchema, globalsSchema } from './pages';
import { BUCKETS } from './stats';

export const CAMPAIGN_STATUSES = ['draft', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A test compares at most this many variants (the original included). */
export const MAX_VARIANTS = 4;
/**
 * A winner is named under a group-sequential rule (server/campaigns/significance.ts): between
 * identical variants, in at most this share of tests however often the results are read; and
 * only with at least MIN_VISITORS per variant.
 */
export const WINNER_ALPHA = 0.05;
export const MIN_VISITORS = 100;
/** The planned maximum of visitors per variant (the test's horizon) lies within these bounds. */
export const PLANNED_MIN = 1_000;
export const PLANNED_MAX = 1_000_000;
/** Below this p-value of the χ² test of the visitors' split against the shares, the split is broken. */
export const SRM_P = 0.001;

const params = v.object({ pageId: idParam });
const name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const share = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const planned = v.pipe(v.number(), v.integer(), v.minValue(PLANNED_MIN), v.maxValue(PLANNED_MAX));

export const variantSchema = v.object({
  id,
  name: v.string(),
  /** The original is the page itself; the others are copies edited on their own. */
  is_original: v.boolean(),
  share: v.number(),
  revision: v.number(),
  visits: v.number(),
  visitors: v.number(),
  leads: v.number(),
  conversion: v.nullable(v.number()),
  /**
   * Against the original under the sequential rule: proved better, proved worse, or not yet
   * told apart; null for the original itself and in a draft.
   */
  verdict: v.nullable(v.picklist(['better', 'worse', 'unclear'])),
  /** How far the difference has come towards the bar it must clear now (0..1; 1 = proved); null as verdict. */
  evidence: v.nullable(v.number()),
});
export type CampaignVariant = v.InferOutput<typeof variantSchema>;

export const campaignSchema = v.object({
  id,
  page_id: id,
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUSES),
  started: v.nullable(isoDate),
  ended: v.nullable(isoDate),
  /** The variant published when the campaign ended. */
  chosen_variant_id: v.nullable(id),
  variants: v.array(variantSchema),
  /** The planned maximum of visitors per variant: the test's horizon (see WINNER_ALPHA). */
  planned_visitors: v.number(),
  /**
   * What the numbers say so far: `too_little` (under MIN_VISITORS in a variant), `collecting` (no
   * variant told apart yet), `winner`, `no_winner` (the planned sample reached without one).
   * `progress`: visitors per variant over the planned maximum (0..1).
   */
  reading: v.nullable(v.object({ state: v.picklist(['too_little', 'collecting', 'winner', 'no_winner']), progress: v.number() })),
  /** Sample-ratio check of the visitors' split against the shares (χ²); null with too few visitors. */
  split: v.nullable(v.object({ p: v.number(), mismatch: v.boolean() })),
  /** The variant the data supports as the best under the sequential rule, or null. */
  winner: v.nullable(v.object({ variant_id: id })),
});
export type Campaign = v.InferOutput<typeof campaignSchema>;

export const list = defineRoute({
  name: 'campaigns.list', method: 'GET', path: '/pages/:pageId/campaigns', auth: true, params,
  response: v.object({ items: v.array(campaignSchema) }),
});

/** The page's open campaign (draft or running), or the one named by campaign_id; null when none. */
export const get = defineRoute({
  name: 'campaigns.get', method: 'GET', path: '/pages/:pageId/campaign', auth: true, params,
  query: v.object({ campaign_id: v.optional(idParam) }),
  response: v.nullable(campaignSchema),
});

/**
 * A new campaign: the original and one copy of the page, half the traffic each. Without
 * `planned_visitors` the plan is the sample that finds a +20 % lift at the page's own conversion
 * of the last four weeks (5 % when it has too few visitors).
 */
export const create = defineRoute({
  name: 'campaigns.create', method: 'POST', path: '/pages/:pageId/campaign', auth: true, params,
  body: v.object({ name, planned_visitors: v.optional(planned) }),
  response: campaignSchema,
});

export const update = defineRoute({
  name: 'campaigns.update', method: 'PATCH', path: '/pages/:pageId/campaign', auth: true, params,
  body: v.object({
    name: v.optional(name),
    /** Every variant's share; they must add up to 100. Only in a draft (a split changed midway breaks the test). */
    shares: v.optional(v.pipe(v.array(v.object({ id, share })), v.minLength(1), v.maxLength(MAX_VARIANTS))),
    /** The planned maximum of visitors per variant; only in a draft, like the shares. */
    planned_visitors: v.optional(planned),
    /**
     * start: the page must be published; end: `variant_id` (a variant of this campaign) is published
     * as the page. The request is checked whole before anything changes: any error changes nothing.
     */
    action: v.optional(v.picklist(['start', 'end'])),
    variant_id: v.optional(id),
  }),
  response: campaignSchema,
});

/** Removes the open campaign (a running one stops: every visitor gets the page again). */
export const remove = defineRoute({
  name: 'campaigns.delete', method: 'DELETE', path: '/pages/:pageId/campaign', auth: true, params,
  response: okResponse,
});

export const variantContentSchema = v.object({
  variant: v.object({ id, name: v.string(), is_original: v.boolean(), campaign_id: id }),
  globals: globalsSchema,
  data: contentDataSchema,
  revision: v.number(),
});

export const content = defineRoute({
  name: 'campaigns.content.get', method: 'GET', path: '/pages/:pageId/campaign/content', auth: true, params,
  query: v.object({ variant_id: idParam }),
  response: variantContentSchema,
});

/** A new variant of the open campaign: a copy of the page (or of `copy_of`). */
export const addVariant = defineRoute({
  name: 'campaigns.content.create', method: 'POST', path: '/pages/:pageId/campaign/content', auth: true, params,
  body: v.object({ name: v.optional(name), copy_of: v.optional(id) }),
  response: campaignSchema,
});

/** Saves a variant's content (the editor's autosave while it edits a variant); optimistic like page drafts. */
export const saveVariant = defineRoute({
  name: 'campaigns.content.save', method: 'PATCH', path: '/pages/:pageId/campaign/content', auth: true, params,
  body: v.object({ variant_id: id, revision: v.pipe(v.number(), v.integer()), data: contentDataSchema, globals: v.optional(globalsSchema), name: v.optional(name) }),
  response: v.object({ revision: v.number(), updated: isoDate }),
});

export const removeVariant = defineRoute({
  name: 'campaigns.content.delete', method: 'DELETE', path: '/pages/:pageId/campaign/content', auth: true, params,
  query: v.object({ variant_id: idParam }),
  response: campaignSchema,
});

/** Visitors, leads and conversion per variant over the campaign's days (its charts). */
export const charts = defineRoute({
  name: 'stats.campaign.charts', method: 'POST', path: '/stats/campaign/charts', auth: true,
  body: v.object({ campaign_id: id }),
  response: v.object({
    bucket: v.picklist(BUCKETS),
    zone: v.string(),
    variants: v.array(v.object({ id, name: v.string(), points: v.array(v.object({ at: isoDate, visitors: v.number(), leads: v.number() })) })),
  }),
});

export const campaignRoutes = { list, get, create, update, remove, content, addVariant, saveVariant, removeVariant, charts } as const;
