// stats.lead's batch (joinLeads) on real databases: the leads of one claim counted with one
// transaction — the rollups get the summed increments, a lead counted before is not counted again,
// and a lead whose visit may still arrive waits (retried) without holding the others.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobNotReadyError } from '../platform/jobs/registry';
import { rowsOf } from '../db/rows';
import { api } from '../../api/index';
import { leadFormContent } from '../testing/lead-load';
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

  it('joins a claim\'s leads to their visits together: each lead gets its own visitor\'s source, a lead without one its own tags', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Batch join' } });
    await h.ok(api.pages.publish, { token, params: { pageId: page.id }, body: { code: 'joinbatch', data: leadFormContent(), globals: {} } });
    const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const view = (ip: string, utm: string) => h.app.inject({ method: 'GET', url: `/?utm_source=${utm}`, remoteAddress: ip, headers: { host: 'joinbatch.localhost', 'user-agent': CHROME } });
    await view('203.0.113.5', 'vk');
    await view('203.0.113.6', 'ok');
    await h.app.stats.flush();
    await h.drainJobs();
    const post = async (ip: string, n: number, utm = '') => {
      const res = await h.app.inject({
        method: 'POST', url: '/__lead', remoteAddress: ip,
        headers: { host: 'joinbatch.localhost', 'user-agent': CHROME, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams({ name: `Клиент ${n}`, phone: `+7 900 000-00-0${n}`, page_id: String(page.id), form_id: '1', ...(utm ? { __ref: '', __utm_source: utm } : {}) }).toString(),
      });
      expect(res.statusCode).toBe(200);
      const [row] = await rowsOf<{ id: string }>(h.database.db, sql`SELECT id FROM leads WHERE page_id = ${page.id} ORDER BY id DESC LIMIT 1`);
      return Number(row.id);
    };
    // The second visitor's lead, the first's, one from a visitor never seen (with its own tag), and one deleted.
    const fromOk = await post('203.0.113.6', 1);
    const fromVk = await post('203.0.113.5', 2);
    const unseen = await post('203.0.113.7', 3, 'mail');
    const gone = await post('203.0.113.8', 4);
    await h.ok(api.leads.remove, { token, body: { items: [gone] } });
    const items = [unseen, gone, fromVk, fromOk].map((leadId) => ({ leadId, lastTry: false }));
    // At once the unseen visitor's lead waits for its visit; the others are counted now.
    const atOnce = await joinLeads(h.database.db, items, new Date());
    expect(atOnce.map((r) => r instanceof JobNotReadyError)).toEqual([true, false, false, false]);
    expect(await joinLeads(h.database.db, items, new Date(Date.now() + JOIN_WAIT_MS + 1000))).toEqual([undefined, undefined, undefined, undefined]);

    const joined = await rowsOf<{ lead_id: string; joined: boolean }>(h.database.db, sql`SELECT lead_id, joined FROM stat_leads WHERE page_id = ${page.id} ORDER BY lead_id`);
    expect(joined.map((r) => [Number(r.lead_id), r.joined])).toEqual([[fromOk, true], [fromVk, true], [unseen, false]]);
    const bySource = await rowsOf<{ value: string; n: string }>(h.database.db, sql`SELECT value, sum(leads) AS n FROM stat_sources_daily
      WHERE page_id = ${page.id} AND entity = 'utm_source' AND leads > 0 GROUP BY value ORDER BY value`);
    expect(bySource.map((r) => [r.value, Number(r.n)])).toEqual([['mail', 1], ['ok', 1], ['vk', 1]]);
  });
});
