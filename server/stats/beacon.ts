// The page beacon's intake on published-page origins: POST /__s with a tiny urlencoded body
// (engine/render/beacon.ts). It only checks the beacon and pushes it into the stats buffer
// (collector.ts) — no query per beacon once the page is known — and answers 204 at once.
// A beacon must name a page of this site and carry the token of a view the server served
// (view-token.ts): it speaks for that view only — its variant, time on page capped by the time
// since the view, one first beacon per view — so forged or replayed beacons add nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { pages } from '../db/schema-pages';
import { campaigns, campaignVariants } from '../db/schema-stats';
import { secure, servesPage } from '../pages/index';
import type { Site } from '../pages/index';
import type { StatsCollector } from './collector';
import { SCREEN_CLASSES, type ScreenClass } from './visitor';
import { createViewLedger, type ViewTokens } from './view-token';

const BODY_LIMIT = 512;
const PAGE_TTL_MS = 5_000;
const MAX_DURATION_MS = 30 * 60_000;

export interface Beacon { pageId: number; variantId: number | null; token: string; durationMs: number; screen: ScreenClass | null; bounce: boolean; first: boolean }

/** A beacon's body, or null when it is not one. */
export function parseBeacon(text: string): Beacon | null {
  const q = new URLSearchParams(text);
  const p = q.get('p') ?? '';
  const v = q.get('v');
  const d = q.get('d') ?? '0';
  if (!/^[1-9]\d{0,14}$/.test(p) || (v !== null && !/^[1-9]\d{0,14}$/.test(v)) || !/^\d{1,9}$/.test(d)) return null;
  const s = q.get('s');
  return {
    pageId: Number(p),
    variantId: v === null ? null : Number(v),
    token: (q.get('k') ?? '').slice(0, 100),
    durationMs: Math.min(Number(d), MAX_DURATION_MS),
    screen: (SCREEN_CLASSES as readonly string[]).includes(s ?? '') ? (s as ScreenClass) : null,
    bounce: q.get('b') === '1',
    first: q.get('f') === '1',
  };
}

async function readSmall(req: FastifyRequest): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += b.length;
    if (size > BODY_LIMIT) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface PageInfo { accountId: number; code: string; domainId: number | null; originalVariant: number | null; variants: Set<number> }

export function createBeaconIntake(db: Db, stats: StatsCollector, tokens: ViewTokens) {
  const ledger = createViewLedger();
  const known = new Map<number, { info: PageInfo | null; until: number }>();

  async function pageInfo(pageId: number): Promise<PageInfo | null> {
    const hit = known.get(pageId);
    if (hit && hit.until > Date.now()) return hit.info;
    const [page] = await db.select({ accountId: pages.accountId, code: pages.code, domainId: pages.domainId }).from(pages)
      .where(and(eq(pages.id, pageId), eq(pages.status, 'published'))).limit(1);
    let info: PageInfo | null = null;
    if (page) {
      const variants = await db.select({ id: campaignVariants.id, isOriginal: campaignVariants.isOriginal }).from(campaigns)
        .innerJoin(campaignVariants, eq(campaignVariants.campaignId, campaigns.id))
        .where(and(eq(campaigns.pageId, pageId), eq(campaigns.status, 'running')));
      info = { ...page, originalVariant: variants.find((x) => x.isOriginal)?.id ?? null, variants: new Set(variants.map((x) => x.id)) };
    }
    if (known.size > 10_000) known.clear();
    known.set(pageId, { info, until: Date.now() + PAGE_TTL_MS });
    return info;
  }

  const siblings = new Map<string, { serves: boolean; until: number }>();
  /** A test subdomain serves its project's other domain-less pages too (server/pages/publishing/test-site.ts). */
  async function ofSite(info: PageInfo, pageId: number, site: Site): Promise<boolean> {
    if (site.kind === 'domain') return info.domainId === site.domainId;
    if (info.code === site.code) return true;
    if (info.domainId !== null) return false;
    const key = `${site.code}#${pageId}`;
    const hit = siblings.get(key);
    if (hit && hit.until > Date.now()) return hit.serves;
    const serves = await servesPage(db, site, pageId);
    if (siblings.size > 10_000) siblings.clear();
    siblings.set(key, { serves, until: Date.now() + PAGE_TTL_MS });
    return serves;
  }

  async function handle(req: FastifyRequest, reply: FastifyReply, site: Site, https: boolean): Promise<void> {
    secure(reply, https).header('cache-control', 'no-store');
    const text = await readSmall(req);
    const beacon = text === null ? null : parseBeacon(text);
    if (!beacon) {
      await reply.status(400).header('content-type', 'text/plain; charset=utf-8').send('Bad beacon');
      return;
    }
    const info = await pageInfo(beacon.pageId);
    if (!info || !(await ofSite(info, beacon.pageId, site))) {
      await reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      return;
    }
    const now = Date.now();
    const view = await tokens.verify(beacon.token, now);
    if (!view || view.pageId !== beacon.pageId) {
      await reply.status(403).header('content-type', 'text/plain; charset=utf-8').send('Not a served view');
      return;
    }
    const taken = ledger.take(beacon.token, view.at, now, beacon.durationMs, beacon.first);
    // A replay of a view's beacon that has nothing left to add is answered but not recorded.
    if (taken.durationMs > 0 || taken.first) {
      const variantId = view.variantId !== null && info.variants.has(view.variantId) ? view.variantId : info.originalVariant;
      stats.leave({
        at: now, accountId: info.accountId, pageId: beacon.pageId, variantId, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''),
        screen: beacon.screen, durationMs: taken.durationMs, bounce: taken.first && beacon.bounce, first: taken.first,
      });
    }
    await reply.status(204).send();
  }

  return { handle };
}
