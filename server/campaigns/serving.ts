// Campaigns on the serving path: the published artefact of a page with a running campaign carries
// every variant's artefact (loaded once per cache fill), and each request is answered with the one
// its visitor is assigned to (assign.ts). The original variant is the page's own artefact.
// A visitor keeps their variant when their IP changes (a phone moving between networks): the
// first answer sets a first-party cookie naming the variant, only on pages that run a test, and
// a later request carrying it gets that variant while it is still served.
import { and, asc, eq, inArray, lte, or, isNull, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, campaignVariants } from '../db/schema-stats';
import type { CachedArtefact } from '../pages/index';
import { pickVariant } from './assign';

/** The artefact as it is cached: with its running campaign's variants when it has one. */
export async function withCampaign(db: Db, page: CachedArtefact & { pageId: number }): Promise<CachedArtefact> {
  const rows = await db.select({
    campaignId: campaigns.id, seed: campaigns.seed, id: campaignVariants.id, share: campaignVariants.share, isOriginal: campaignVariants.isOriginal,
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
  return { ...page, personal: true, campaign: { id: rows[0].campaignId, seed: rows[0].seed, variants } };
}

/** The cookie that keeps a visitor on a campaign's variant: `_ab<campaign id>=<variant id>`. */
export const variantCookieName = (campaignId: number): string => `_ab${campaignId}`;
/** How long a visitor keeps their variant (longer than any sensible test). */
const VARIANT_COOKIE_MAX_AGE_S = 90 * 86_400;

/** The variant id the request's Cookie header names for the campaign, or null. */
export function variantFromCookie(cookieHeader: string | undefined, campaignId: number): number | null {
  if (!cookieHeader) return null;
  const name = `${variantCookieName(campaignId)}=`;
  for (const part of cookieHeader.split(';')) {
    const p = part.trim();
    if (p.startsWith(name)) {
      const value = p.slice(name.length);
      return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
    }
  }
  return null;
}

/** The Set-Cookie value that keeps this visitor on `variantId` (first-party, not readable by scripts). */
export function variantCookie(campaignId: number, variantId: number, https: boolean): string {
  return `${variantCookieName(campaignId)}=${variantId}; Max-Age=${VARIANT_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

/**
 * What this visitor is answered with: the page, or its campaign variant — the one their cookie
 * names while it is served, else the one their IP and browser hash to; `cookie` is the Set-Cookie
 * value to send when the visitor does not carry it yet.
 */
export function artefactFor(a: CachedArtefact, ip: string, userAgent: string, cookieHeader: string | undefined, https: boolean): { artefact: CachedArtefact; cookie?: string } {
  const c = a.campaign;
  if (!c || c.variants.length === 0) return { artefact: a };
  const kept = variantFromCookie(cookieHeader, c.id);
  const known = kept === null ? undefined : c.variants.find((v) => v.id === kept);
  if (known) return { artefact: known.artefact };
  const picked = pickVariant(c.variants, c.seed, ip, userAgent);
  if (!picked) return { artefact: a };
  return { artefact: picked.artefact, cookie: variantCookie(c.id, picked.id, https) };
}

export interface VisitorAt { pageId: number; ip: string; userAgent: string; at: Date }

/**
 * The variant each visitor was assigned at its instant (leads whose visits are unknown, a claim of
 * them at once), or null: the campaigns of all their pages in the span of their instants are read
 * with one statement, then each visitor gets the variant of the last campaign of its page running
 * at its own instant.
 */
export async function runningVariantsFor(db: Db, visitors: readonly VisitorAt[]): Promise<(number | null)[]> {
  if (visitors.length === 0) return [];
  const times = visitors.map((v) => v.at.getTime());
  const first = new Date(Math.min(...times));
  const last = new Date(Math.max(...times));
  const rows = await db.select({
    pageId: campaigns.pageId, started: campaigns.started, ended: campaigns.ended,
    campaignId: campaigns.id, seed: campaigns.seed, id: campaignVariants.id, share: campaignVariants.share, isOriginal: campaignVariants.isOriginal, etag: campaignVariants.etag,
  })
    .from(campaigns).innerJoin(campaignVariants, eq(campaignVariants.campaignId, campaigns.id))
    .where(and(inArray(campaigns.pageId, [...new Set(visitors.map((v) => v.pageId))]), lte(campaigns.started, last), or(isNull(campaigns.ended), gte(campaigns.ended, first))))
    .orderBy(asc(campaigns.id), asc(campaignVariants.position), asc(campaignVariants.id));
  return visitors.map((v) => {
    const running = rows.filter((r) => r.pageId === v.pageId && r.started !== null && r.started <= v.at && (r.ended === null || r.ended >= v.at));
    if (running.length === 0) return null;
    const campaign = running[running.length - 1].campaignId;
    const served = running.filter((r) => r.campaignId === campaign && (r.isOriginal || r.etag !== null));
    return pickVariant(served, served[0]?.seed ?? 0, v.ip, v.userAgent)?.id ?? null;
  });
}
