// Hits are counted without slowing the page that is served: serving only pushes a small record
// into an in-memory buffer (no parsing, no hashing, no query). A timer flushes the buffer once a
// second as one batch: identical views of one visitor (same page, hour, IP, user agent, referrer
// and landing URL) become one row with a count, bots are dropped, the visitor is hashed with the
// day's salt, and the rows are appended with one multi-row INSERT (unnest of arrays, so the
// statement has the same 21 parameters whatever the batch size). The same transaction enqueues the
// batch's fold job (fold.ts). A failed flush keeps its hits for the next one, up to a bound.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueue } from '../jobs/index';
import { rowsOf } from '../jobs/queue';
import { createSalts, utcDay, type Salts } from './salts';
import { agentOf, referrerDomain, utmOf, visitorHash, type ScreenClass } from './visitor';

/** Who saw which page (variant) when: what both kinds of hit carry. */
interface PageHit {
  at: number;
  accountId: number;
  pageId: number;
  variantId: number | null;
  ip: string;
  userAgent: string;
}

/** A page the server served (GET; a 304 is a view too). */
export interface ViewHit extends PageHit {
  referer: string | undefined;
  host: string | undefined;
  /** The request target (path and query): its UTM tags are the visit's. */
  url: string;
}

/** The page beacon, sent when the visitor leaves (or hides) the page. */
export interface LeaveHit extends PageHit {
  screen: ScreenClass | null;
  /** Time the page was visible since the previous beacon of this view. */
  durationMs: number;
  /** Left within the bounce time without interacting (first beacon of a view only). */
  bounce: boolean;
  /** The view's first beacon (later ones only add time). */
  first: boolean;
}

export interface StatsCollectorOptions {
  flushMs?: number;
  /** Hits kept in memory at most; past it new hits are dropped (and counted in `dropped`). */
  maxBuffered?: number;
  now?: () => number;
  log?: { error(obj: unknown, msg?: string): void };
}

export interface StatsCollector {
  view(hit: ViewHit): void;
  leave(hit: LeaveHit): void;
  /** Appends what is buffered as one batch; its id, or null when there was nothing to append. */
  flush(): Promise<number | null>;
  start(): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
  readonly buffered: number;
  readonly dropped: number;
}

interface Row {
  day: string; at: Date; kind: 1 | 2; accountId: number; pageId: number; variantId: number | null; visitor: bigint; hits: number;
  referrer: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null;
  device: string | null; browser: string | null; os: string | null; screen: string | null; durationMs: number | null; bounce: boolean | null; first: boolean | null;
}

const HOUR = 3600_000;

export function createStatsCollector(db: Db, options: StatsCollectorOptions = {}): StatsCollector {
  const flushMs = options.flushMs ?? 1000;
  const maxBuffered = options.maxBuffered ?? 500_000;
  const now = options.now ?? Date.now;
  const salts: Salts = createSalts(db, now);
  let views: ViewHit[] = [];
  let leaves: LeaveHit[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<number | null> | null = null;

  const room = () => views.length + leaves.length < maxBuffered;

  async function rowsOfViews(list: ViewHit[]): Promise<Row[]> {
    // Identical views of one visitor within the batch are one row (a reload, a benchmark).
    const groups = new Map<string, { hit: ViewHit; hits: number }>();
    for (const h of list) {
      const key = `${h.pageId}\t${h.variantId ?? ''}\t${Math.floor(h.at / HOUR)}\t${h.ip}\t${h.userAgent}\t${h.referer ?? ''}\t${h.url}`;
      const g = groups.get(key);
      if (g) g.hits++;
      else groups.set(key, { hit: h, hits: 1 });
    }
    const rows: Row[] = [];
    for (const { hit: h, hits } of groups.values()) {
      const agent = agentOf(h.userAgent);
      if (agent.bot) continue;
      const day = utcDay(h.at);
      const salt = await salts.get(day);
      if (!salt) continue;
      const utm = utmOf(h.url);
      rows.push({
        day, at: new Date(h.at), kind: 1, accountId: h.accountId, pageId: h.pageId, variantId: h.variantId,
        visitor: visitorHash(salt, h.pageId, h.ip, h.userAgent), hits,
        referrer: referrerDomain(h.referer, h.host), utmSource: utm.utm_source ?? null, utmMedium: utm.utm_medium ?? null, utmCampaign: utm.utm_campaign ?? null,
        device: agent.device, browser: agent.browser || null, os: agent.os || null,
        screen: null, durationMs: null, bounce: null, first: null,
      });
    }
    return rows;
  }

  async function rowsOfLeaves(list: LeaveHit[]): Promise<Row[]> {
    const rows: Row[] = [];
    for (const h of list) {
      if (agentOf(h.userAgent).bot) continue;
      const day = utcDay(h.at);
      const salt = await salts.get(day);
      if (!salt) continue;
      rows.push({
        day, at: new Date(h.at), kind: 2, accountId: h.accountId, pageId: h.pageId, variantId: h.variantId,
        visitor: visitorHash(salt, h.pageId, h.ip, h.userAgent), hits: 1,
        referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, device: null, browser: null, os: null,
        screen: h.screen, durationMs: h.durationMs, bounce: h.first ? h.bounce : null, first: h.first,
      });
    }
    return rows;
  }

  async function append(rows: Row[]): Promise<number> {
    const col = <T>(pick: (r: Row) => T) => sql.param(rows.map(pick));
    const s = (v: string | number | bigint | null) => (v === null ? null : String(v));
    return db.transaction(async (tx) => {
      const [{ id }] = await rowsOf<{ id: string | number }>(tx, sql`SELECT nextval('stat_batch_seq') AS id`);
      const batchId = Number(id);
      await tx.execute(sql`
        INSERT INTO stat_hits (batch_id, seq, day, at, kind, account_id, page_id, variant_id, visitor, hits, referrer, utm_source, utm_medium,
          utm_campaign, device, browser, os, screen, duration_ms, bounce, first_leave)
        SELECT ${batchId}::bigint, * FROM unnest(
          ${sql.param(rows.map((_r, i) => String(i)))}::int[], ${col((r) => r.day)}::date[], ${col((r) => r.at.toISOString())}::timestamptz[],
          ${col((r) => String(r.kind))}::smallint[], ${col((r) => s(r.accountId))}::bigint[], ${col((r) => s(r.pageId))}::bigint[],
          ${col((r) => s(r.variantId))}::bigint[], ${col((r) => s(r.visitor))}::bigint[], ${col((r) => s(r.hits))}::int[],
          ${col((r) => r.referrer)}::text[], ${col((r) => r.utmSource)}::text[], ${col((r) => r.utmMedium)}::text[], ${col((r) => r.utmCampaign)}::text[],
          ${col((r) => r.device)}::text[], ${col((r) => r.browser)}::text[], ${col((r) => r.os)}::text[], ${col((r) => r.screen)}::text[],
          ${col((r) => s(r.durationMs))}::int[], ${col((r) => (r.bounce === null ? null : String(r.bounce)))}::boolean[],
          ${col((r) => (r.first === null ? null : String(r.first)))}::boolean[])`);
      // The fold follows the batch in the same transaction (outbox): no batch is appended unfolded.
      await enqueue(tx, { kind: 'stats.fold', payload: { batchId }, dedupeKey: `stats.fold:${batchId}` });
      return batchId;
    });
  }

  async function flushNow(): Promise<number | null> {
    const v = views;
    const l = leaves;
    views = [];
    leaves = [];
    if (v.length === 0 && l.length === 0) return null;
    try {
      const rows = [...(await rowsOfViews(v)), ...(await rowsOfLeaves(l))];
      if (rows.length === 0) return null;
      return await append(rows);
    } catch (err) {
      // Kept for the next flush (the database may be back by then), within the bound.
      const keep = Math.max(0, maxBuffered - views.length - leaves.length);
      dropped += Math.max(0, v.length + l.length - keep);
      views = [...v.slice(0, keep), ...views];
      leaves = [...l.slice(0, Math.max(0, keep - v.length)), ...leaves];
      options.log?.error({ err }, 'stats: a batch of hits could not be appended; kept for the next flush');
      return null;
    }
  }

  const collector: StatsCollector = {
    view(hit) {
      if (room()) views.push(hit);
      else dropped++;
    },
    leave(hit) {
      if (room()) leaves.push(hit);
      else dropped++;
    },
    flush() {
      // One flush at a time: a slow one is not overtaken by the next tick.
      flushing ??= flushNow().finally(() => { flushing = null; });
      return flushing;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void collector.flush(), flushMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (flushing) await flushing;
      await collector.flush();
    },
    get buffered() {
      return views.length + leaves.length;
    },
    get dropped() {
      return dropped;
    },
  };
  return collector;
}
