// A/B campaigns on a real database: variants edited as whole contents, served per visitor before
// any HTML is sent (sticky), counted per variant, and ended by publishing the chosen variant.
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { testDatabases } from '../testing/db';
import { useHarness } from '../testing/harness';
import { textContent } from '../routes/pages-fixtures';
import { confidence, winnerOf } from './significance';
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

  it('names a winner only when the data supports one', () => {
    expect(confidence({ id: 1, visitors: 1000, leads: 100 }, { id: 2, visitors: 1000, leads: 150 })).toBeGreaterThan(0.99);
    expect(winnerOf([{ id: 1, visitors: 1000, leads: 100 }, { id: 2, visitors: 1000, leads: 150 }])).toMatchObject({ id: 2 });
    // The same rates on little data, or a small difference: no winner.
    expect(winnerOf([{ id: 1, visitors: 50, leads: 5 }, { id: 2, visitors: 50, leads: 8 }])).toBeNull();
    expect(winnerOf([{ id: 1, visitors: 1000, leads: 100 }, { id: 2, visitors: 1000, leads: 108 }])).toBeNull();
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
    const bs = [...seen.values()].filter((x) => x === 'B').length;
    expect(bs).toBeGreaterThan(5);
    expect(bs).toBeLessThan(35);
    await h.app.stats.flush();
    await h.drainJobs();
    const counted = await h.ok(C.get, { token, params });
    const [va, vb] = counted?.variants ?? [];
    expect(va.visitors + vb.visitors).toBe(40);
    expect(vb.visitors).toBe(bs);
    expect(va.visits + vb.visits).toBe(80);
    expect(counted?.winner).toBeNull();

    // Ending publishes the chosen variant: every visitor gets it, the campaign is history.
    const ended = await h.ok(C.update, { token, params, body: { action: 'end', variant_id: b } });
    expect(ended).toMatchObject({ status: 'ended', chosen_variant_id: b });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      const res = await h.app.inject({ method: 'GET', url: '/', remoteAddress: ip, headers: { host: 'abtest.localhost', 'user-agent': UA } });
      expect(res.body).toContain('Вариант Б');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
    expect((await h.ok(C.list, { token, params })).items.map((c) => c.status)).toEqual(['ended']);
    expect(await h.ok(C.get, { token, params })).toBeNull();
    const charts = await h.ok(C.charts, { token, body: { campaign_id: ended.id } });
    expect(charts.variants.find((v) => v.id === b)?.points.reduce((s, p) => s + p.visitors, 0)).toBe(bs);
  });
});
