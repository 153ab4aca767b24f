// Hits are counted without slowing the page that is served: serving only pushes a small record
// into an in-memory buffer (no parsing, no hashing, no query). A timer flushes the buffer once a
// second as one batch: identical views of one visitor (same page, hour, IP, user agent, referrer
// and landing URL) become one row with a count, bots are dropped, the visitor is hashed with the
// day's salt — a slice at a time, yielding to the requests in between — and the rows are appended
// with one multi-row INSERT (unnest of arrays, so the statement has the same 21 parameters
// whatever the batch size). The same transaction enqueues the
// batch's fold job (fold.ts). A failed flush keeps its hits for the next one, up to a bound.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enqueue } from '../platform/jobs/queue';
import { rowsOf } from '../db/rows';
import { statsHitsWritten } from '../ops/metrics';
import { createSalts, utcDay, type Salts } from './salts';
import { agentOf, referrerDomain, utmOf, visitorHash, type Agent, type ScreenClass, type Utm } from './visitor';

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

/** An element of a PostgreSQL array literal: numbers, dates and instants as they are, text quoted. */
const bare = (v: string | number | boolean | bigint | null): string => (v === null ? 'NULL' : String(v));
const quoted = (v: string | null): string => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`);

/**
 * One column of the batch as the text of a PostgreSQL array literal, built a slice at a time (the
 * driver's own conversion of 21 arrays of a busy second's hits held the event loop for ~25 ms).
 */
class Column {
  private pending: string[] = [];
  private readonly chunks: string[] = [];
  add(element: string) {
    this.pending.push(element);
  }
  seal() {
    if (this.pending.length === 0) return;
    this.chunks.push(this.pending.join(','));
    this.pending = [];
  }
  literal(): string {
    this.seal();
    return `{${this.chunks.join(',')}}`;
  }
}

const COLUMNS = ['seq', 'day', 'at', 'kind', 'account', 'page', 'variant', 'visitor', 'hits', 'referrer', 'utmSource', 'utmMedium',
  'utmCampaign', 'device', 'browser', 'os', 'screen', 'duration', 'bounce', 'first'] as const;

/** The batch's rows, column by column (no object per row), ready for the unnest INSERT. */
class Columns {
  readonly c = Object.fromEntries(COLUMNS.map((name) => [name, new Column()])) as Record<(typeof COLUMNS)[number], Column>;
  length = 0;
  /** What both kinds of row carry. */
  private row(day: string, h: PageHit, kind: 1 | 2, visitor: bigint, hits: number) {
    const c = this.c;
    c.seq.add(bare(this.length++)); c.day.add(day); c.at.add(new Date(h.at).toISOString()); c.kind.add(bare(kind)); c.account.add(bare(h.accountId));
    c.page.add(bare(h.pageId)); c.variant.add(bare(h.variantId)); c.visitor.add(bare(visitor)); c.hits.add(bare(hits));
  }
  view(day: string, h: ViewHit, visitor: bigint, hits: number, referrer: string | null, utm: Utm, agent: Agent) {
    this.row(day, h, 1, visitor, hits);
    const c = this.c;
    c.referrer.add(quoted(referrer)); c.utmSource.add(quoted(utm.utm_source ?? null)); c.utmMedium.add(quoted(utm.utm_medium ?? null));
    c.utmCampaign.add(quoted(utm.utm_campaign ?? null)); c.device.add(quoted(agent.device)); c.browser.add(quoted(agent.browser || null)); c.os.add(quoted(agent.os || null));
    for (const x of [c.screen, c.duration, c.bounce, c.first]) x.add('NULL');
  }
  leave(day: string, h: LeaveHit, visitor: bigint) {
    this.row(day, h, 2, visitor, 1);
    const c = this.c;
    for (const x of [c.referrer, c.utmSource, c.utmMedium, c.utmCampaign, c.device, c.browser, c.os]) x.add('NULL');
    c.screen.add(quoted(h.screen)); c.duration.add(bare(h.durationMs)); c.bounce.add(h.first ? bare(h.bounce) : 'NULL'); c.first.add(bare(h.first));
  }
  /** Joins what the slice added (called between slices). */
  seal() {
    for (const name of COLUMNS) this.c[name].seal();
  }
}

const HOUR = 3600_000;
/**
 * Hits worked on between two turns of the event loop. A batch is thousands of hits (one second of
 * a busy site); done in one go its hashing and parsing held every request for 100 ms and more
 * (the beacon intake's p99), so requests that arrive meanwhile are answered between slices.
 */
const SLICE = 256;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

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

  /** The salts of the batch's days, each read once (null: the day's salt is gone; its hits are dropped). */
  async function saltsOf(hits: readonly PageHit[]): Promise<Map<string, Buffer | null>> {
    const days = new Map<string, Buffer | null>();
    for (const h of hits) days.set(utcDay(h.at), null);
    for (const day of days.keys()) days.set(day, await salts.get(day));
    return days;
  }

  async function addViews(cols: Columns, list: ViewHit[]): Promise<void> {
    // Identical views of one visitor within the batch are one row (a reload, a benchmark).
    const groups = new Map<string, { hit: ViewHit; hits: number }>();
    for (const h of list) {
      const key = `${h.pageId}\t${h.variantId ?? ''}\t${Math.floor(h.at / HOUR)}\t${h.ip}\t${h.userAgent}\t${h.referer ?? ''}\t${h.url}`;
      const g = groups.get(key);
      if (g) g.hits++;
      else groups.set(key, { hit: h, hits: 1 });
    }
    const daySalts = await saltsOf(list);
    let i = 0;
    for (const { hit: h, hits } of groups.values()) {
      if (++i % SLICE === 0) {
        cols.seal();
        await yieldToRequests();
      }
      const agent = agentOf(h.userAgent);
      const day = utcDay(h.at);
      const salt = daySalts.get(day);
      if (agent.bot || !salt) continue;
      cols.view(day, h, visitorHash(salt, h.pageId, h.ip, h.userAgent), hits, referrerDomain(h.referer, h.host), utmOf(h.url), agent);
    }
  }

  async function addLeaves(cols: Columns, list: LeaveHit[]): Promise<void> {
    const daySalts = await saltsOf(list);
    for (let i = 0; i < list.length; i++) {
      if (i > 0 && i % SLICE === 0) {
        cols.seal();
        await yieldToRequests();
      }
      const h = list[i];
      const day = utcDay(h.at);
      const salt = daySalts.get(day);
      if (agentOf(h.userAgent).bot || !salt) continue;
      cols.leave(day, h, visitorHash(salt, h.pageId, h.ip, h.userAgent));
    }
  }

  async function append(cols: Columns): Promise<number> {
    const a = Object.fromEntries(COLUMNS.map((name) => [name, cols.c[name].literal()])) as Record<(typeof COLUMNS)[number], string>;
    return db.transaction(async (tx) => {
      const [{ id }] = await rowsOf<{ id: string | number }>(tx, sql`SELECT nextval('stat_batch_seq') AS id`);
      const batchId = Number(id);
      await tx.execute(sql`
        INSERT INTO stat_hits (batch_id, seq, day, at, kind, account_id, page_id, variant_id, visitor, hits, referrer, utm_source, utm_medium,
          utm_campaign, device, browser, os, screen, duration_ms, bounce, first_leave)
        SELECT ${batchId}::bigint, * FROM unnest(
          ${a.seq}::int[], ${a.day}::date[], ${a.at}::timestamptz[], ${a.kind}::smallint[], ${a.account}::bigint[], ${a.page}::bigint[],
          ${a.variant}::bigint[], ${a.visitor}::bigint[], ${a.hits}::int[],
          ${a.referrer}::text[], ${a.utmSource}::text[], ${a.utmMedium}::text[], ${a.utmCampaign}::text[],
          ${a.device}::text[], ${a.browser}::text[], ${a.os}::text[], ${a.screen}::text[],
          ${a.duration}::int[], ${a.bounce}::boolean[], ${a.first}::boolean[])`);
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
      const cols = new Columns();
      await addViews(cols, v);
      await addLeaves(cols, l);
      if (cols.length === 0) return null;
      const batchId = await append(cols);
      statsHitsWritten.inc(v.length + l.length);
      return batchId;
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
