// The clean-up of publish-time font cuts (./font-cut.ts, page_font_cuts): every text change that
// publishes makes new cuts, and nothing else ever deleted the old ones. A cut goes once no stored
// page document has referred to it for GRACE_MS, its bytes with it (they live in its row).
// What can still be served decides what is referred to: every row of page_artefacts — a live
// page's document, and a stopped or trashed page's, which comes back as it was when the page is
// started or restored — and every A/B variant's rendered document (campaign_variants.html).
// Popups are part of their page's document; older documents of a page are deleted when it
// publishes (its history keeps content, which renders anew). A document a browser or a CDN kept
// may still ask for a cut a day later, hence the grace: a cut is first marked (unused_since) and
// deleted only when it has stayed unreferenced that long; publishing takes a marked cut back.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { registerJob } from '../platform/jobs/registry';

const DAY_MS = 86_400_000;
/** How long a cut stays after the last stored document referring to it is gone: at least a day of caches. */
export const FONT_CUT_GRACE_MS = 2 * DAY_MS;
const BATCH = 500;

/** The cut files named in a document: its @font-face rules and preloads load them from the cuts' address (font-face.ts CUT_URL). */
const CUT_IN_HTML = String.raw`/content-files/page-fonts/([a-z0-9-]+\.[0-9a-f]{10}\.woff2)`;

export interface FontCutSweep { referred: number; marked: number; deleted: number }

/** The names of the cuts the stored documents refer to. */
async function referredCuts(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ file: string }>(db, sql`
    SELECT DISTINCT m[1] AS file FROM (
      SELECT regexp_matches(convert_from(html, 'UTF8'), ${CUT_IN_HTML}, 'g') AS m FROM page_artefacts
      UNION ALL
      SELECT regexp_matches(convert_from(html, 'UTF8'), ${CUT_IN_HTML}, 'g') FROM campaign_variants WHERE html IS NOT NULL
    ) found`);
  return rows.map((r) => r.file);
}

/** One pass as of `now`: unreferenced cuts are marked, referenced ones unmarked, and those marked before now − grace deleted. */
export async function sweepFontCuts(db: Db, { now, graceMs = FONT_CUT_GRACE_MS, batch = BATCH }: { now: Date; graceMs?: number; batch?: number }): Promise<FontCutSweep> {
  const referred = await referredCuts(db);
  const used = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(referred)}::jsonb))`;
  const at = now.toISOString();
  await rowsOf(db, sql`UPDATE page_font_cuts SET unused_since = NULL WHERE unused_since IS NOT NULL AND file IN ${used} RETURNING key`);
  const marked = await rowsOf(db, sql`UPDATE page_font_cuts SET unused_since = ${at}::timestamptz WHERE unused_since IS NULL AND file NOT IN ${used} RETURNING key`);
  const before = new Date(now.getTime() - graceMs).toISOString();
  let deleted = 0;
  // In batches, each its own short statement; a cut publishing took back meanwhile is no longer marked.
  for (;;) {
    const gone = await rowsOf(db, sql`
      DELETE FROM page_font_cuts WHERE key IN (
        SELECT key FROM page_font_cuts WHERE unused_since < ${before}::timestamptz AND file NOT IN ${used}
        LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING key`);
    deleted += gone.length;
    if (gone.length < batch) break;
  }
  return { referred: referred.length, marked: marked.length, deleted };
}

registerJob('pages.fontCuts.sweep', async (_payload, { deps, clock, log }) => {
  const swept = await sweepFontCuts(deps.db, { now: clock.now() });
  if (swept.marked + swept.deleted > 0) log.info(swept, 'font cuts swept');
}, { maxAttempts: 5, backoff: { baseMs: 60_000, maxMs: 3_600_000 } });
