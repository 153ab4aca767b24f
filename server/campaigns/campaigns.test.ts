// A/B campaigns on a real database: variants edited as whole contents, served per visitor before
// any HTML is sent (sticky), counted per variant, and ended by publishing the chosen variant.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';
import { boundaryAt, boundaryConstant, chiSquareSurvival, plannedSample, readCampaign, sampleRatio } from './significance';
import { bucketOf, pickVariant } from './assign';

const C = api.campaigns;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('variant assignment and significance', () => {
  it('assigns sticky buckets that follow the shares', () => {
    expect(bucketOf(7, '1.2.3.4', UA)).toBe(bucketOf(7, '::ffff:1.2.3.4', UA));
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[pickVariant([{ id: 1, share: 25, k: 'a' as const }, { id: 2, share: 75, k: 'b' as const }], 99, `10.0.${i >> 8}.${i & 255}`, UA)?.k ?? 'a']++;
    expect(counts.a / 4000).toBeGreaterThan(0.2);
    expect(counts.a / 4000).toBeLessThan(0.3);
  });

  it('names a winner only past the sequential boundary, which is strict early and c at the planned maximum', () => {
    const c = boundaryConstant(1);
    expect(c).toBeCloseTo(2.2414, 3);
    expect(boundaryConstant(3)).toBeGreaterThan(c);
    // |z| ≥ c / √(n / N): a quarter of the plan doubles the bar; at or past the plan it is c.
    expect(boundaryAt(2500, 10_000, 1)).toBeCloseTo(2 * c, 6);
    expect(boundaryAt(10_000, 10_000, 1)).toBeCloseTo(c, 6);
    expect(boundaryAt(30_000, 10_000, 1)).toBeCloseTo(c, 6);
    const a = { id: 1, visitors: 1000, leads: 100 };
    const b = { id: 2, visitors: 1000, leads: 150 };
    // z ≈ 3.4: a fixed-horizon test at 95 % would call it, but at a tenth of a 10,000 plan the bar is ≈ 7.1.
    const early = readCampaign(a, [b], 10_000);
    expect(early).toMatchObject({ winner: null, reached: false, tooLittle: false });
    expect(early.comparisons[0].verdict).toBe('unclear');
    expect(early.progress).toBeCloseTo(0.1, 6);
    // The same numbers when the plan was 1,000: the bar is c and B is proved better.
    expect(readCampaign(a, [b], 1000)).toMatchObject({ winner: { id: 2 }, reached: true, comparisons: [{ id: 2, verdict: 'better' }] });
    // Proved worse: the original wins.
    expect(readCampaign(b, [{ id: 3, visitors: 1000, leads: 100 }], 1000).winner).toEqual({ id: b.id });
    // The plan reached with a small difference: over, no winner.
    expect(readCampaign({ id: 1, visitors: 10_000, leads: 500 }, [{ id: 2, visitors: 10_000, leads: 540 }], 10_000)).toMatchObject({ winner: null, reached: true });
    // Under MIN_VISITORS in a variant: nothing is said, however large the difference.
    expect(readCampaign({ id: 1, visitors: 99, leads: 0 }, [{ id: 2, visitors: 99, leads: 99 }], 1000)).toMatchObject({ winner: null, tooLittle: true });
  });

  it('sizes the default plan from the page\'s conversion', () => {
    expect(plannedSample(0.05, 1)).toBe(9900);
    expect(plannedSample(null, 1)).toBe(9900);
    // A page converting better needs fewer visitors; the bounds hold either way.
    expect(plannedSample(0.2, 1)).toBeLessThan(plannedSample(0.05, 1));
    expect(plannedSample(0.0001, 1)).toBe(1_000_000);
    expect(plannedSample(0.7, 1)).toBe(1000);
  });

  it('checks the visitors\' split against the shares (χ², sample-ratio mismatch)', () => {
    // Textbook critical values at p = 0.05 and 0.001.
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareSurvival(5.991, 2)).toBeCloseTo(0.05, 3);
    expect(chiSquareSurvival(7.815, 3)).toBeCloseTo(0.05, 3);
    expect(chiSquareSurvival(13.816, 2)).toBeCloseTo(0.001, 4);
    expect(chiSquareSurvival(16.266, 3)).toBeCloseTo(0.001, 4);
    expect(sampleRatio([{ visitors: 5000, share: 50 }, { visitors: 5000, share: 50 }])?.p).toBeCloseTo(1, 6);
    expect(sampleRatio([{ visitors: 5000, share: 50 }, { visitors: 5300, share: 50 }])?.p).toBeGreaterThan(0.001);
    expect(sampleRatio([{ visitors: 5000, share: 50 }, { visitors: 5400, share: 50 }])?.p).toBeLessThan(0.001);
    // 25/75 split honoured: fine.
    expect(sampleRatio([{ visitors: 2500, share: 25 }, { visitors: 7450, share: 75 }])?.p).toBeGreaterThan(0.1);
    expect(sampleRatio([{ visitors: 10, share: 50 }, { visitors: 30, share: 50 }])).toBeNull();
  });
});

describe.each(testDatabases)('campaigns on $name', (db) => {
  const h = useHarness(db);

  it('serves each visitor one sticky variant, counts visits and leads per variant, and publishes the chosen one', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'A/B' } });
    const params = { pageId: page.id };
    expect((await h.call(C.create, { token, params, body: { name: 'Заголовок' } })).statusCode).toBe(200);
    expect((await h.fail(C.create, 409, { token, params, body: { name: 'Ещё' } })).code).toBe('campaign.exists');
    const draft = await h.ok(C.get, { token, params });
    expect(draft?.variants.map((v) => [v.name, v.is_original, v.share])).toEqual([['A', true, 50], ['B', false, 50]]);
    const b = draft?.variants[1].id ?? 0;
    const content = await h.ok(C.content, { token, params, query: { variant_id: String(b) } });
    await h.ok(C.saveVariant, { token, params, body: { variant_id: b, revision: content.revision, data: textContent('Вариант Б'), globals: {} } });
    expect((await h.fail(C.saveVariant, 409, { token, params, body: { variant_id: b, revision: content.revision, data: textContent('old'), globals: {} } })).code).toBe('draft.conflict');
    expect((await h.fail(C.update, 422, { token, params, body: { shares: [{ id: b, share: 60 }] } })).code).toBe('campaign.shares');
    // Not published yet: it cannot start.
    expect((await h.fail(C.update, 409, { token, params, body: { action: 'start' } })).code).toBe('campaign.unpublished');
    await h.ok(api.pages.publish, { token, params, body: { code: 'abtest', data: textContent('Вариант А'), globals: {} } });
    const running = await h.ok(C.update, { token, params, body: { action: 'start' } });
    expect(running.status).toBe('running');

    // 40 visitors, each twice: the same variant both times; both variants get visitors.
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i++) {
      for (let k = 0; k < 2; k++) {
        const res = await h.app.inject({ method: 'GET', url: '/', remoteAddress: `192.0.2.${i + 1}`, headers: { host: 'abtest.localhost', 'user-agent': UA } });
        const which = res.body.includes('Вариант Б') ? 'B' : 'A';
        expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
        if (k === 1) expect(which).toBe(seen.get(`${i}`));
        seen.set(`${i}`, which);
      }
    }
    // The first answer sets a first-party cookie naming the variant; with it the visitor keeps the
    // variant from any other IP (a phone changing networks), and it is not set again.
    const first = await h.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7', headers: { host: 'abtest.localhost', 'user-agent': UA } });
    const cookie = String(first.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(new RegExp(`^_ab${running.id}=\\d+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
    const kept = first.body.includes('Вариант Б') ? 'B' : 'A';
    for (let i = 0; i < 20; i++) {
      const again = await h.app.inject({ method: 'GET', url: '/', remoteAddress: `198.18.${i}.9`, headers: { host: 'abtest.localhost', 'user-agent': UA, cookie: `x=1; ${cookie.split(';')[0]}` } });
      expect(again.body.includes('Вариант Б') ? 'B' : 'A').toBe(kept);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
    const bs = [...seen.values()].filter((x) => x === 'B').length;
    expect(bs).toBeGreaterThan(5);
    expect(bs).toBeLessThan(35);
    await h.app.stats.flush();
    await h.drainJobs();
    const counted = await h.ok(C.get, { token, params });
    const [va, vb] = counted?.variants ?? [];
    // 40 visitors plus the one that came from 21 addresses (counted per address, on its one variant).
    expect(va.visitors + vb.visitors).toBe(61);
    expect(vb.visitors).toBe(bs + (kept === 'B' ? 21 : 0));
    // Each visitor came twice within minutes: one visit each.
    expect(va.visits + vb.visits).toBe(61);
    expect(counted?.winner).toBeNull();
    expect(counted?.reading).toMatchObject({ state: 'too_little' });

    // Ending publishes the chosen variant: every visitor gets it, the campaign is history.
    const ended = await h.ok(C.update, { token, params, body: { action: 'end', variant_id: b } });
    expect(ended).toMatchObject({ status: 'ended', chosen_variant_id: b });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      const res = await h.app.inject({ method: 'GET', url: '/', remoteAddress: ip, headers: { host: 'abtest.localhost', 'user-agent': UA } });
      expect(res.body).toContain('Вариант Б');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      // No test runs any more: no variant cookie.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await h.ok(C.list, { token, params })).items.map((c) => c.status)).toEqual(['ended']);
    expect(await h.ok(C.get, { token, params })).toBeNull();
    const charts = await h.ok(C.charts, { token, body: { campaign_id: ended.id } });
    expect(charts.variants.find((v) => v.id === b)?.points.reduce((s, p) => s + p.visitors, 0)).toBe(bs + (kept === 'B' ? 21 : 0));
  });

  it('says what its numbers support: no winner once the plan is reached, a winner past the boundary, a broken split', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'A/B reading' } });
    const params = { pageId: page.id };
    const made = await h.ok(C.create, { token, params, body: { name: 'Заголовок' } });
    const [a, b] = made.variants.map((v) => v.id);
    await h.ok(C.update, { token, params, body: { planned_visitors: 1000 } });
    await h.ok(api.pages.publish, { token, params, body: { code: 'abreading', data: textContent('А'), globals: {} } });
    await h.ok(C.update, { token, params, body: { action: 'start' } });
    // The variants' numbers as the rollups hold them for this hour (what the counters write).
    const counted = (rows: [number, number, number][]) => h.database.withConnection(async (c) => {
      await c.query('DELETE FROM stat_hourly WHERE page_id = $1', [page.id]);
      for (const [variant, visitors, leads] of rows) {
        await c.query(`INSERT INTO stat_hourly (account_id, hour, page_id, variant_id, visits, visitors, leads)
          SELECT account_id, date_trunc('hour', now()), id, $2, $3, $3, $4 FROM pages WHERE id = $1`, [page.id, variant, visitors, leads]);
      }
    });
    // The plan reached with a difference the test cannot tell from chance: over, without a winner.
    await counted([[a, 1000, 50], [b, 1000, 55]]);
    let read = await h.ok(C.get, { token, params });
    expect(read).toMatchObject({ reading: { state: 'no_winner', progress: 1 }, winner: null, split: { mismatch: false } });
    // Half the plan and a clear lift: B is proved better, even looked at early.
    await counted([[a, 500, 25], [b, 500, 75]]);
    read = await h.ok(C.get, { token, params });
    expect(read).toMatchObject({ reading: { state: 'winner', progress: 0.5 }, winner: { variant_id: b } });
    expect(read?.variants.map((v) => v.verdict)).toEqual([null, 'better']);
    // 50/50 shares but 1,000 against 1,300 visitors: the split itself is broken (p < 0.001).
    await counted([[a, 1000, 50], [b, 1300, 65]]);
    read = await h.ok(C.get, { token, params });
    expect(read?.split?.mismatch).toBe(true);
    expect(read?.split?.p).toBeLessThan(0.001);
  });

  it('checks a change whole before writing any of it: a refused PATCH changes nothing', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'A/B whole' } });
    const params = { pageId: page.id };
    const made = await h.ok(C.create, { token, params, body: { name: 'Исходное' } });
    // A page without traffic: the plan for a +20 % lift at 5 %.
    expect(made.planned_visitors).toBe(9900);
    const [a, b] = made.variants.map((v) => v.id);
    expect((await h.fail(C.update, 422, { token, params, body: { name: 'changed', shares: [{ id: a, share: 1 }] } })).code).toBe('campaign.shares');
    expect((await h.fail(C.update, 422, { token, params, body: { variant_id: 999_999 } })).code).toBe('campaign.variant_unknown');
    expect((await h.fail(C.update, 422, { token, params, body: { name: 'changed', variant_id: b } })).code).toBe('campaign.variant_without_end');
    expect((await h.fail(C.update, 409, { token, params, body: { name: 'changed', planned_visitors: 5000, action: 'start' } })).code).toBe('campaign.unpublished');
    const still = await h.ok(C.get, { token, params });
    expect(still).toMatchObject({ name: 'Исходное', status: 'draft', planned_visitors: 9900 });
    expect(still?.variants.map((v) => v.share)).toEqual([50, 50]);

    // A valid change is written whole; the design is fixed once the test runs.
    const changed = await h.ok(C.update, { token, params, body: { name: 'changed', shares: [{ id: a, share: 40 }, { id: b, share: 60 }], planned_visitors: 5000 } });
    expect(changed).toMatchObject({ name: 'changed', planned_visitors: 5000 });
    expect(changed.variants.map((v) => v.share)).toEqual([40, 60]);
    await h.ok(api.pages.publish, { token, params, body: { code: 'abwhole', data: textContent('А'), globals: {} } });
    expect((await h.ok(C.update, { token, params, body: { action: 'start' } })).reading).toMatchObject({ state: 'too_little', progress: 0 });
    expect((await h.fail(C.update, 409, { token, params, body: { planned_visitors: 2000 } })).code).toBe('campaign.running_design');
    expect((await h.fail(C.update, 409, { token, params, body: { name: 'again', shares: [{ id: a, share: 50 }, { id: b, share: 50 }] } })).code).toBe('campaign.running_design');
    expect((await h.fail(C.update, 422, { token, params, body: { action: 'end', variant_id: 999_999 } })).code).toBe('campaign.variant_unknown');
    expect(await h.ok(C.get, { token, params })).toMatchObject({ name: 'changed', status: 'running', planned_visitors: 5000 });
  });
});
