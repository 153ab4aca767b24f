// stats.lead's batch (joinLeads) on real databases: the leads of one claim counted with one
// transaction — the rollups get the summed increments, a lead counted before is not counted again,
// and a lead whose visit may still arrive waits (retried) without holding the others.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobNotReadyError } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';
import { publishFormPage, storeLead } from '../testing/leads';
import { testDatabases, useHarness } from '../../tests/helpers/db';
import { JOIN_WAIT_MS, joinLeads } from './lead-join';

describe.each(testDatabases)('stats.lead batch on $name', (tdb) => {
  const h = useHarness(tdb);

  it('counts a claim\'s leads once each in the hourly, daily and source rollups; a waiting lead waits alone', async () => {
    const { token } = await h.signUp();
    const { pageId, accountId } = await publishFormPage(h, token);
    const ids = await Promise.all([1, 2, 3].map((n) => storeLead(h.database.db, { accountId, pageId, fields: { name: `Анна ${n}` } })));
    const later = new Date(Date.now() + JOIN_WAIT_MS + 1000);
    // Two leads past their wait are counted; the third, judged at its own arrival, still waits.
    const first = await joinLeads(h.database.db, [{ leadId: ids[0], lastTry: false }, { leadId: ids[1], lastTry: true }], later);
    expect(first).toEqual([undefined, undefined]);
    const waiting = await joinLeads(h.database.db, [{ leadId: ids[2], lastTry: false }], new Date());
    expect(waiting[0]).toBeInstanceOf(JobNotReadyError);
    // Run again with the third now due: the first two are not counted twice.
    expect(await joinLeads(h.database.db, ids.map((leadId) => ({ leadId, lastTry: true })), later)).toEqual([undefined, undefined, undefined]);
    const sum = async (table: string, where = sql``) => Number((await rowsOf<{ n: string }>(h.database.db,
      sql`SELECT coalesce(sum(leads), 0) AS n FROM ${sql.raw(table)} WHERE page_id = ${pageId} ${where}`))[0].n);
    expect(await sum('stat_hourly')).toBe(3);
    expect(await sum('stat_daily')).toBe(3);
    expect(await sum('stat_sources_hourly', sql`AND entity = 'utm_source' AND value = 'test'`)).toBe(3);
    expect(await sum('stat_sources_daily', sql`AND entity = 'utm_source'`)).toBe(3);
    const counted = await rowsOf<{ n: string }>(h.database.db, sql`SELECT count(*) AS n FROM stat_leads WHERE page_id = ${pageId}`);
    expect(Number(counted[0].n)).toBe(3);
  });
});
