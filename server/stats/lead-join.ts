// A lead joined to the visit that produced it, so sources and campaign variants have conversion.
// The join needs nothing from the page script: the visitor hash is computed again from the lead's
// own request (the same IP and user agent as the page view, hashed with that day's salt) and the
// newest view of the page by that visitor is the visit — this works for plain POSTs without
// scripts too. A lead that arrives before its view was appended (views are appended once a second,
// STATS_FLUSH_MS) is retried for JOIN_WAIT_MS; one whose visit cannot be found by then (another
// network, the salt gone, a form posted without a view) is counted with its own UTM tags and
// referrer, and the variant the campaign assigns to its sender.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema-leads';
import { listsChanged } from '../platform/http/list-cache';
import { JobNotReadyError, registerJob } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';
import { runningVariantsFor } from '../campaigns/index';
import { createSalts, utcDay } from './salts';
import { agentOf, referrerDomain, visitorHash } from './visitor';
import { VIEW_ENTITIES } from './fold';
import { zonesSharedLock } from './zones';

type Entity = (typeof VIEW_ENTITIES)[number];
interface Visit { variantId: number | null; values: Record<Entity, string> }

/**
 * The visit is looked for this long after the lead; after that the lead is counted on its own.
 * A lead shows in the statistics and the pages list's 7-day figures only once counted, so this is
 * what a marketer waits for a lead without a visit (it was a minute: «0 заявок» for a minute after
 * a test lead). A visit is appended within a second of its view (the collector's flush), so 3 s
 * finds it unless the flush is failing — then the lead is counted without its source.
 */
export const JOIN_WAIT_MS = 3_000;

interface HitRow {
  l: string | number; o: number;
  variant_id: string | number | null; referrer: string | null; utm_source: string | null; utm_medium: string | null;
  utm_campaign: string | null; device: string | null; browser: string | null; os: string | null;
}

/** A lead ready to be counted: its account, page, instant and the visit (or its own tags) it counts under. */
interface Counted { leadId: number; accountId: number; pageId: number; created: Date; joined: boolean; visit: Visit }

interface LeadRow { id: number; accountId: number; pageId: number | null; created: Date; ip: string | null; userAgent: string | null; utm: Record<string, string>; referer: string | null }

/**
 * The visit of each lead (its newest view of the page by the same visitor, up to JOIN_WAIT_MS after
 * the lead), for all of them with one statement: each lead's visitor hash is computed here for the
 * lead's day and — since the visit may have begun on the previous (salt) day — the day an hour
 * before, and the day that finds a view first wins.
 */
async function findVisits(db: Db, rows: readonly LeadRow[]): Promise<Map<number, Visit>> {
  const salts = new Map<string, Promise<Buffer | null>>();
  // A lead's own day's salt is made when missing (as the hits of that day would), an older one only read.
  const saltOf = (day: string, at: Date) => {
    let salt = salts.get(day);
    if (!salt) salts.set(day, (salt = createSalts(db, () => at.getTime()).get(day)));
    return salt;
  };
  const wanted: { l: number; o: number; page: number; day: string; visitor: string; until: string }[] = [];
  for (const lead of rows) {
    if (lead.pageId === null || !lead.ip) continue;
    const days = [...new Set([utcDay(lead.created), utcDay(lead.created.getTime() - 3600_000)])];
    for (const [o, day] of days.entries()) {
      const salt = await saltOf(day, lead.created);
      if (!salt) continue;
      wanted.push({
        l: lead.id, o, page: lead.pageId, day, visitor: String(visitorHash(salt, lead.pageId, lead.ip, lead.userAgent ?? '')),
        until: new Date(lead.created.getTime() + JOIN_WAIT_MS).toISOString(),
      });
    }
  }
  const visits = new Map<number, Visit & { o: number }>();
  if (wanted.length === 0) return visits;
  const hits = await rowsOf<HitRow>(db, sql`
    SELECT w.l, w.o, h.variant_id, h.referrer, h.utm_source, h.utm_medium, h.utm_campaign, h.device, h.browser, h.os
    FROM json_to_recordset(${JSON.stringify(wanted)}::json) AS w (l bigint, o integer, page bigint, day date, visitor text, until timestamptz)
    CROSS JOIN LATERAL (
      SELECT variant_id, referrer, utm_source, utm_medium, utm_campaign, device, browser, os FROM stat_hits
      WHERE page_id = w.page AND day = w.day AND visitor = w.visitor::bigint AND kind = 1 AND at <= w.until
      ORDER BY at DESC LIMIT 1) h`);
  for (const hit of hits) {
    const leadId = Number(hit.l);
    const known = visits.get(leadId);
    if (known && known.o < hit.o) continue;
    visits.set(leadId, {
      o: hit.o,
      variantId: hit.variant_id === null ? null : Number(hit.variant_id),
      values: {
        referrer: hit.referrer ?? '', utm_source: hit.utm_source ?? '', utm_medium: hit.utm_medium ?? '', utm_campaign: hit.utm_campaign ?? '',
        device: hit.device ?? '', browser: hit.browser ?? '', os: hit.os ?? '',
      },
    });
  }
  return visits;
}

/**
 * Reads leads and finds their visits, a few statements for all of them: per item, what to count,
 * null when there is nothing to count (deleted, not from a page), or 'wait' when its visit may
 * still arrive (the caller retries). A lead whose visit is not found is counted with its own UTM
 * tags and referrer and the variant the campaign assigns to its sender.
 */
async function prepareLeads(db: Db, items: readonly { leadId: number; lastTry: boolean }[], now: Date): Promise<(Counted | null | 'wait')[]> {
  if (items.length === 0) return [];
  const rows: LeadRow[] = await db.select({
    id: leads.id, accountId: leads.accountId, pageId: leads.pageId, created: leads.created, ip: leads.ip, userAgent: leads.userAgent, utm: leads.utm, referer: leads.referer,
  }).from(leads).where(inArray(leads.id, items.map((i) => i.leadId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const visits = await findVisits(db, rows);
  const prepared = items.map((item): Counted | null | 'wait' | LeadRow => {
    const lead = byId.get(item.leadId);
    if (!lead || lead.pageId === null) return null; // deleted already, or not from a page
    const visit = visits.get(lead.id);
    if (visit) return { leadId: lead.id, accountId: lead.accountId, pageId: lead.pageId, created: lead.created, joined: true, visit: { variantId: visit.variantId, values: visit.values } };
    if (!item.lastTry && now.getTime() - lead.created.getTime() < JOIN_WAIT_MS) return 'wait';
    return lead;
  });
  const alone = prepared.filter((p): p is LeadRow => p !== null && p !== 'wait' && !('joined' in p));
  const variants = await runningVariantsFor(db, alone.map((l) => ({ pageId: l.pageId as number, ip: l.ip ?? '', userAgent: l.userAgent ?? '', at: l.created })));
  const variantOf = new Map(alone.map((l, i) => [l.id, variants[i]]));
  return prepared.map((p) => {
    if (p === null || p === 'wait' || 'joined' in p) return p;
    const agent = agentOf(p.userAgent ?? '');
    return {
      leadId: p.id, accountId: p.accountId, pageId: p.pageId as number, created: p.created, joined: false,
      visit: {
        variantId: variantOf.get(p.id) ?? null,
        values: {
          referrer: referrerDomain(p.referer ?? undefined, undefined) ?? '', utm_source: p.utm.utm_source ?? '', utm_medium: p.utm.utm_medium ?? '',
          utm_campaign: p.utm.utm_campaign ?? '', device: agent.bot ? '' : agent.device, browser: agent.browser, os: agent.os,
        },
      },
    };
  });
}

/**
 * Counts leads in the rollups with one transaction for all of them: `stat_leads` takes each lead
 * once (a lead counted by an earlier run is skipped), and each rollup gets one multi-row upsert of
 * the summed increments of the leads that were new — a burst's hundred leads of one page and hour
 * are one row's `leads + 100`, not a hundred upserts of the same row.
 */
async function countLeads(db: Db, batch: readonly Counted[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = batch.map((c) => sql`(${c.leadId}::bigint, ${c.accountId}::bigint, ${c.pageId}::bigint, ${c.visit.variantId}::bigint, ${c.created.toISOString()}::timestamptz, ${c.joined})`);
  const accounts = await db.transaction(async (tx) => {
    const added = await rowsOf<{ lead_id: string | number }>(tx, sql`
      INSERT INTO stat_leads (lead_id, account_id, page_id, variant_id, at, joined)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT DO NOTHING RETURNING lead_id`);
    const fresh = new Set(added.map((r) => Number(r.lead_id)));
    const counted = batch.filter((c) => fresh.has(c.leadId));
    if (counted.length === 0) return [];
    await tx.execute(zonesSharedLock);
    // One row per lead (and per lead and entity): the upserts sum them per rollup key, in key order,
    // so two claims counted at once lock the rows they share in the same order.
    const perLead = counted.map((c) => sql`(${c.accountId}::bigint, ${c.pageId}::bigint, ${c.visit.variantId ?? 0}::bigint, ${c.created.toISOString()}::timestamptz)`);
    const perEntity = counted.flatMap((c) => VIEW_ENTITIES.map((e) => sql`(${c.accountId}::bigint, ${c.pageId}::bigint, ${c.created.toISOString()}::timestamptz, ${e}::text, ${c.visit.values[e]}::text)`));
    const l = sql`(VALUES ${sql.join(perLead, sql`, `)}) AS l (account_id, page_id, variant_id, at)`;
    const le = sql`(VALUES ${sql.join(perEntity, sql`, `)}) AS l (account_id, page_id, at, e, val)`;
    const hour = sql`date_trunc('hour', l.at, 'UTC')`;
    const day = sql`(l.at AT TIME ZONE 'UTC')::date`;
    const localDay = sql`(l.at AT TIME ZONE z.zone)::date`;
    await tx.execute(sql`INSERT INTO stat_hourly AS t (account_id, hour, page_id, variant_id, leads)
      SELECT l.account_id, ${hour}, l.page_id, l.variant_id, count(*) FROM ${l} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, hour, page_id, variant_id) DO UPDATE SET leads = t.leads + excluded.leads`);
    await tx.execute(sql`INSERT INTO stat_daily AS t (account_id, day, page_id, variant_id, leads)
      SELECT l.account_id, ${day}, l.page_id, l.variant_id, count(*) FROM ${l} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (account_id, day, page_id, variant_id) DO UPDATE SET leads = t.leads + excluded.leads`);
    await tx.execute(sql`INSERT INTO stat_sources_hourly AS t (account_id, entity, hour, page_id, value, leads)
      SELECT l.account_id, l.e, ${hour}, l.page_id, l.val, count(*) FROM ${le} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, entity, hour, page_id, value) DO UPDATE SET leads = t.leads + excluded.leads`);
    await tx.execute(sql`INSERT INTO stat_sources_daily AS t (account_id, entity, day, page_id, value, leads)
      SELECT l.account_id, l.e, ${day}, l.page_id, l.val, count(*) FROM ${le} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, entity, day, page_id, value) DO UPDATE SET leads = t.leads + excluded.leads`);
    // The local days of the accounts' registered zones (zones.ts): each lead's own instant decides.
    await tx.execute(sql`INSERT INTO stat_daily_local AS t (account_id, zone, day, page_id, variant_id, leads)
      SELECT z.account_id, z.zone, ${localDay}, l.page_id, l.variant_id, count(*) FROM ${l} JOIN stat_zones z ON z.account_id = l.account_id
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, zone, day, page_id, variant_id) DO UPDATE SET leads = t.leads + excluded.leads`);
    await tx.execute(sql`INSERT INTO stat_sources_daily_local AS t (account_id, zone, entity, day, page_id, value, leads)
      SELECT z.account_id, z.zone, l.e, ${localDay}, l.page_id, l.val, count(*) FROM ${le} JOIN stat_zones z ON z.account_id = l.account_id
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (account_id, zone, entity, day, page_id, value) DO UPDATE SET leads = t.leads + excluded.leads`);
    return [...new Set(counted.map((c) => c.accountId))];
  });
  // Committed: the page's row in its account's list (7-day leads) shows it on the next request.
  // Awaited: when the job is done, every process's next list shows it.
  for (const accountId of accounts) await listsChanged(accountId);
}

/** Joins and counts one lead; false when its visit may still arrive (the caller retries). */
export async function joinLead(db: Db, leadId: number, now: Date, lastTry: boolean): Promise<boolean> {
  return (await joinLeads(db, [{ leadId, lastTry }], now))[0] === undefined;
}

/**
 * The `stats.lead` jobs of one claim: the leads read and joined to their visits with a few
 * statements for all of them (prepareLeads), then every lead ready counted with one transaction
 * (countLeads). Per lead: undefined, or the wait that retries it.
 */
export async function joinLeads(db: Db, items: readonly { leadId: number; lastTry: boolean }[], now: Date): Promise<unknown[]> {
  const prepared = await prepareLeads(db, items, now);
  await countLeads(db, prepared.filter((p): p is Counted => p !== null && p !== 'wait'));
  return prepared.map((p) => (p === 'wait' ? new JobNotReadyError('the visit of this lead is not appended yet') : undefined));
}

const ATTEMPTS = 8;
/** Retries 0.25–0.5 s, then 0.5–1 s apart: JOIN_WAIT_MS is over by the 5th attempt at the latest. */
export const JOIN_RETRY = { baseMs: 500, maxMs: 1_000 };

registerJob('stats.lead', async ({ leadId }, { deps, job, clock }) => {
  const done = await joinLead(deps.db, leadId, clock.now(), job.attempt >= ATTEMPTS - 1);
  // Expected while the visit's batch is not folded yet: a wait (logged at info), not a failure.
  if (!done) throw new JobNotReadyError('the visit of this lead is not appended yet');
}, {
  maxAttempts: ATTEMPTS,
  backoff: JOIN_RETRY,
  batch: async (items, { deps, clock }) => joinLeads(deps.db, items.map((i) => ({ leadId: i.payload.leadId, lastTry: i.job.attempt >= ATTEMPTS - 1 })), clock.now()),
});
