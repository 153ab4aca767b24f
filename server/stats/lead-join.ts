// A lead joined to the visit that produced it, so sources and campaign variants have conversion.
// The join needs nothing from the page script: the visitor hash is computed again from the lead's
// own request (the same IP and user agent as the page view, hashed with that day's salt) and the
// newest view of the page by that visitor is the visit — this works for plain POSTs without
// scripts too. A lead that arrives before its view was appended (views are appended once a second,
// STATS_FLUSH_MS) is retried for JOIN_WAIT_MS; one whose visit cannot be found by then (another
// network, the salt gone, a form posted without a view) is counted with its own UTM tags and
// referrer, and the variant the campaign assigns to its sender.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema-leads';
import { listsChanged } from '../http/list-cache';
import { JobNotReadyError, registerJob } from '../jobs/registry';
import { rowsOf } from '../jobs/queue';
import { runningVariantFor } from '../campaigns/serving';
import { createSalts, utcDay } from './salts';
import { agentOf, referrerDomain, visitorHash } from './visitor';
import { VIEW_ENTITIES } from './fold';
import { zonesSharedLock } from './zones';

type Entity = (typeof VIEW_ENTITIES)[number];
interface Visit { variantId: number | null; values: Record<Entity, string> }

interface HitRow {
  variant_id: string | number | null; referrer: string | null; utm_source: string | null; utm_medium: string | null;
  utm_campaign: string | null; device: string | null; browser: string | null; os: string | null;
}

/**
 * The visit is looked for this long after the lead; after that the lead is counted on its own.
 * A lead shows in the statistics and the pages list's 7-day figures only once counted, so this is
 * what a marketer waits for a lead without a visit (it was a minute: «0 заявок» for a minute after
 * a test lead). A visit is appended within a second of its view (the collector's flush), so 3 s
 * finds it unless the flush is failing — then the lead is counted without its source.
 */
export const JOIN_WAIT_MS = 3_000;

async function findVisit(db: Db, pageId: number, ip: string, userAgent: string, at: Date): Promise<Visit | null> {
  const salts = createSalts(db, () => at.getTime());
  // The visit may have begun on the previous (salt) day.
  for (const day of new Set([utcDay(at), utcDay(at.getTime() - 3600_000)])) {
    const salt = await salts.get(day);
    if (!salt) continue;
    const visitor = visitorHash(salt, pageId, ip, userAgent);
    const [hit] = await rowsOf<HitRow>(db, sql`
      SELECT variant_id, referrer, utm_source, utm_medium, utm_campaign, device, browser, os FROM stat_hits
      WHERE page_id = ${pageId} AND day = ${day}::date AND visitor = ${String(visitor)}::bigint AND kind = 1
        AND at <= ${new Date(at.getTime() + JOIN_WAIT_MS).toISOString()}::timestamptz
      ORDER BY at DESC LIMIT 1`);
    if (hit) {
      return {
        variantId: hit.variant_id === null ? null : Number(hit.variant_id),
        values: {
          referrer: hit.referrer ?? '', utm_source: hit.utm_source ?? '', utm_medium: hit.utm_medium ?? '', utm_campaign: hit.utm_campaign ?? '',
          device: hit.device ?? '', browser: hit.browser ?? '', os: hit.os ?? '',
        },
      };
    }
  }
  return null;
}

/** Joins and counts one lead; false when its visit may still arrive (the caller retries). */
export async function joinLead(db: Db, leadId: number, now: Date, lastTry: boolean): Promise<boolean> {
  const [lead] = await db.select({
    accountId: leads.accountId, pageId: leads.pageId, created: leads.created, ip: leads.ip, userAgent: leads.userAgent, utm: leads.utm, referer: leads.referer,
  }).from(leads).where(and(eq(leads.id, leadId))).limit(1);
  if (!lead || lead.pageId === null) return true; // deleted already, or not from a page
  const pageId = lead.pageId;
  const ip = lead.ip ?? '';
  const ua = lead.userAgent ?? '';
  let visit = ip !== '' ? await findVisit(db, pageId, ip, ua, lead.created) : null;
  const joined = visit !== null;
  if (!visit) {
    if (!lastTry && now.getTime() - lead.created.getTime() < JOIN_WAIT_MS) return false;
    const agent = agentOf(ua);
    visit = {
      variantId: await runningVariantFor(db, pageId, ip, ua, lead.created),
      values: {
        referrer: referrerDomain(lead.referer ?? undefined, undefined) ?? '', utm_source: lead.utm.utm_source ?? '', utm_medium: lead.utm.utm_medium ?? '',
        utm_campaign: lead.utm.utm_campaign ?? '', device: agent.bot ? '' : agent.device, browser: agent.browser, os: agent.os,
      },
    };
  }
  const v = visit;
  const hour = new Date(Math.floor(lead.created.getTime() / 3600_000) * 3600_000).toISOString();
  const day = utcDay(lead.created);
  await db.transaction(async (tx) => {
    const added = await rowsOf(tx, sql`
      INSERT INTO stat_leads (lead_id, account_id, page_id, variant_id, at, joined)
      VALUES (${leadId}, ${lead.accountId}, ${pageId}, ${v.variantId}, ${lead.created.toISOString()}::timestamptz, ${joined})
      ON CONFLICT DO NOTHING RETURNING lead_id`);
    if (added.length === 0) return; // counted by an earlier run
    await tx.execute(zonesSharedLock);
    const variant = v.variantId ?? 0;
    const at = lead.created.toISOString();
    await tx.execute(sql`INSERT INTO stat_hourly AS t (account_id, hour, page_id, variant_id, leads) VALUES (${lead.accountId}, ${hour}::timestamptz, ${pageId}, ${variant}, 1)
      ON CONFLICT (account_id, hour, page_id, variant_id) DO UPDATE SET leads = t.leads + 1`);
    await tx.execute(sql`INSERT INTO stat_daily AS t (account_id, day, page_id, variant_id, leads) VALUES (${lead.accountId}, ${day}::date, ${pageId}, ${variant}, 1)
      ON CONFLICT (account_id, day, page_id, variant_id) DO UPDATE SET leads = t.leads + 1`);
    const entities = VIEW_ENTITIES.map((e) => sql`(${e}, ${v.values[e]})`);
    await tx.execute(sql`INSERT INTO stat_sources_hourly AS t (account_id, entity, hour, page_id, value, leads)
      SELECT ${lead.accountId}::bigint, e, ${hour}::timestamptz, ${pageId}::bigint, val, 1 FROM (VALUES ${sql.join(entities, sql`, `)}) AS x(e, val)
      ON CONFLICT (account_id, entity, hour, page_id, value) DO UPDATE SET leads = t.leads + 1`);
    await tx.execute(sql`INSERT INTO stat_sources_daily AS t (account_id, entity, day, page_id, value, leads)
      SELECT ${lead.accountId}::bigint, e, ${day}::date, ${pageId}::bigint, val, 1 FROM (VALUES ${sql.join(entities, sql`, `)}) AS x(e, val)
      ON CONFLICT (account_id, entity, day, page_id, value) DO UPDATE SET leads = t.leads + 1`);
    // The local days of the account's registered zones (zones.ts): the lead's own instant decides.
    const localDay = sql`(${at}::timestamptz AT TIME ZONE z.zone)::date`;
    await tx.execute(sql`INSERT INTO stat_daily_local AS t (account_id, zone, day, page_id, variant_id, leads)
      SELECT z.account_id, z.zone, ${localDay}, ${pageId}::bigint, ${variant}::bigint, 1 FROM stat_zones z WHERE z.account_id = ${lead.accountId}
      ON CONFLICT (account_id, zone, day, page_id, variant_id) DO UPDATE SET leads = t.leads + 1`);
    await tx.execute(sql`INSERT INTO stat_sources_daily_local AS t (account_id, zone, entity, day, page_id, value, leads)
      SELECT z.account_id, z.zone, e, ${localDay}, ${pageId}::bigint, val, 1 FROM stat_zones z, (VALUES ${sql.join(entities, sql`, `)}) AS x(e, val)
      WHERE z.account_id = ${lead.accountId}
      ON CONFLICT (account_id, zone, entity, day, page_id, value) DO UPDATE SET leads = t.leads + 1`);
  });
  // Committed: the page's row in its account's list (7-day leads) shows it on the next request.
  // Awaited: when the job is done, every process's next list shows it.
  await listsChanged(lead.accountId);
  return true;
}

const ATTEMPTS = 8;
/** Retries 0.25–0.5 s, then 0.5–1 s apart: JOIN_WAIT_MS is over by the 5th attempt at the latest. */
export const JOIN_RETRY = { baseMs: 500, maxMs: 1_000 };

registerJob('stats.lead', async ({ leadId }, { deps, job, clock }) => {
  const done = await joinLead(deps.db, leadId, clock.now(), job.attempt >= ATTEMPTS - 1);
  // Expected while the visit's batch is not folded yet: a wait (logged at info), not a failure.
  if (!done) throw new JobNotReadyError('the visit of this lead is not appended yet');
}, { maxAttempts: ATTEMPTS, backoff: JOIN_RETRY });
