// Large pages: a 10,050-widget page, 1.6 MB stored (2.8 MB before the compact shape), saves as a draft,
// publishes and opens again unchanged; the larger body limit is only on the calls that carry a
// whole page. Timings are measured in bench/content.bench.ts, not here.
import { describe, expect, it } from 'vitest';
import { api } from '../api/index';
import { PAGE_CONTENT_BODY_LIMIT } from '../api/routes/pages';
import { exportContent, importContent } from '../engine/index';
import { countWidgets, legacyPage, SHAPE_10K } from '../bench/lib/engine-pages';
import { testDatabases, useHarness } from './helpers/db';

describe.each(testDatabases)('a 10,000-widget page on $name', (db) => {
  const h = useHarness(db);

  it('saves, publishes and reopens; other routes keep the 1 MiB limit', { timeout: 120_000 }, async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Big' } });
    const params = { pageId: page.id };
    const { globals, ...data } = exportContent(importContent(legacyPage(SHAPE_10K)));
    const body = JSON.stringify({ revision: 1, data, globals });
    expect(countWidgets(SHAPE_10K)).toBe(10_050);
    // Beyond the 1 MiB every other route takes.
    expect(body.length).toBeGreaterThan(1_500_000);
    expect(body.length).toBeLessThan(PAGE_CONTENT_BODY_LIMIT);

    const saved = await h.app.inject({ method: 'POST', url: `/api/pages/${page.id}/draft`, headers: { 'x-token': token, 'content-type': 'application/json' }, payload: body });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const published = await h.ok(api.pages.publish, { token, params, body: { data, globals } });
    expect(published.revision).toBe(3);
    const reopened = await h.ok(api.pages.content, { token, params });
    expect(reopened.revision).toBe(3);
    expect(reopened.data).toEqual(data);
    const visitor = await h.app.inject({ method: 'GET', url: '/', headers: { host: `${published.page.code}.localhost` } });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body.includes('alt="Picture 10050"'), 'the last widget is on the published page').toBe(true);

    // The same bytes to a route without a page in it: 413 with a clear message, nothing created.
    const big = await h.app.inject({ method: 'POST', url: '/api/folders', headers: { 'x-token': token, 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'x', pad: body }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'input.too_large', message: 'Слишком большой объём данных' });
    expect((await h.ok(api.folders.list, { token })).items).toEqual([]);
  });
});
