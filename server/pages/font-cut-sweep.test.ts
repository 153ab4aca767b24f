// The clean-up of publish-time font cuts, against real PGlite (and PostgreSQL with TEST_DATABASE_URL),
// with real publishing (harfbuzz's subsetter): a cut a served document refers to stays however old,
// an A/B variant's included; one nothing refers to goes, its file with it, once it has stayed
// unreferenced for the grace period; publishing takes back a cut the clean-up had marked.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/index';
import { rowsOf } from '../db/rows';
import { testDatabases } from '../testing/db';
import { useHarness, type Harness } from '../testing/harness';
import { textContent } from '../testing/pages-fixtures';
import { FONT_CUT_GRACE_MS, sweepFontCuts } from './font-cut-sweep';

const HOUR = 3_600_000;
const C = api.campaigns;

async function cutFiles(h: Harness): Promise<Map<string, Date | null>> {
  const rows = await rowsOf<{ file: string; unused_since: string | Date | null }>(h.database.db, sql`SELECT file, unused_since FROM page_font_cuts`);
  return new Map(rows.map((r) => [r.file, r.unused_since === null ? null : new Date(r.unused_since)]));
}

/** The cut files a stored document of the page refers to, as a browser would load them. */
async function servedFiles(h: Harness, host: string): Promise<string[]> {
  const res = await h.app.inject({ method: 'GET', url: '/', headers: { host } });
  expect(res.statusCode).toBe(200);
  return [...new Set([...res.body.matchAll(/\/content-files\/page-fonts\/([a-z0-9.-]+\.woff2)/g)].map((m) => m[1]))];
}

const fontStatus = async (h: Harness, file: string) => (await h.app.inject({ method: 'GET', url: `/content-files/page-fonts/${file}` })).statusCode;

describe.each(testDatabases)('font cut clean-up on $name', (target) => {
  const h = useHarness(target);

  it('keeps the cuts served documents use, however old, and deletes the others with their files once unreferenced for the grace period', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Шрифты' } });
    const params = { pageId: page.id };
    await h.ok(api.pages.publish, { token, params, body: { code: 'fontsweep', data: textContent('Весна'), globals: {} } });
    const first = await servedFiles(h, 'fontsweep.localhost');
    expect(first.length).toBeGreaterThan(0);

    // An A/B variant with words of its own, served while the campaign runs.
    await h.ok(C.create, { token, params, body: { name: 'Заголовок' } });
    const variant = (await h.ok(C.get, { token, params }))?.variants[1].id ?? 0;
    const content = await h.ok(C.content, { token, params, query: { variant_id: String(variant) } });
    await h.ok(C.saveVariant, { token, params, body: { variant_id: variant, revision: content.revision, data: textContent('Щука и ёж'), globals: {} } });
    // The text changes and the page publishes again: the first document is gone.
    await h.ok(api.pages.publish, { token, params, body: { code: 'fontsweep', data: textContent('Зима'), globals: {} } });
    const current = await servedFiles(h, 'fontsweep.localhost');
    await h.ok(C.update, { token, params, body: { action: 'start' } });
    const [variantHtml] = await rowsOf<{ html: Buffer | Uint8Array }>(h.database.db, sql`SELECT html FROM campaign_variants WHERE id = ${variant}`);
    const ofVariant = [...Buffer.from(variantHtml.html).toString('utf8').matchAll(/\/content-files\/page-fonts\/([a-z0-9.-]+\.woff2)/g)].map((m) => m[1]);
    const inUse = new Set([...current, ...ofVariant]);
    const stale = first.filter((f) => !inUse.has(f));
    expect(stale.length).toBeGreaterThan(0);
    expect(ofVariant.some((f) => !current.includes(f))).toBe(true);
    // The cuts in use were made long ago: their age does not matter.
    await h.database.db.execute(sql`UPDATE page_font_cuts SET created = now() - interval '400 days'`);

    const t0 = new Date();
    const firstPass = await sweepFontCuts(h.database.db, { now: t0 });
    expect(firstPass).toMatchObject({ marked: stale.length, deleted: 0 });
    let cuts = await cutFiles(h);
    for (const f of stale) expect(cuts.get(f)).toEqual(t0);
    for (const f of inUse) expect(cuts.get(f)).toBeNull();
    // Unreferenced but within the grace period (a cached copy of the old page may ask): still served.
    expect(await sweepFontCuts(h.database.db, { now: new Date(t0.getTime() + FONT_CUT_GRACE_MS - HOUR) })).toMatchObject({ marked: 0, deleted: 0 });
    for (const f of stale) expect(await fontStatus(h, f)).toBe(200);

    // Past the grace period: the stale cuts go, with their bytes; the used ones stay.
    const last = await sweepFontCuts(h.database.db, { now: new Date(t0.getTime() + FONT_CUT_GRACE_MS + HOUR) });
    expect(last).toMatchObject({ deleted: stale.length });
    cuts = await cutFiles(h);
    expect([...cuts.keys()].sort()).toEqual([...inUse].sort());
    // A fresh app, so no file is answered from the memory of the one that served it before.
    await h.app.close();
    const { buildApp } = await import('../app');
    const { testConfig } = await import('../config');
    const fresh = await buildApp({ db: h.database.db, config: testConfig({}) });
    try {
      for (const f of stale) expect((await fresh.inject({ method: 'GET', url: `/content-files/page-fonts/${f}` })).statusCode).toBe(404);
      for (const f of inUse) expect((await fresh.inject({ method: 'GET', url: `/content-files/page-fonts/${f}` })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('a cut marked unreferenced and then used again by a publish stays', async () => {
    const { token } = await h.signUp();
    const page = await h.ok(api.pages.create, { token, body: { title: 'Шрифты' } });
    const params = { pageId: page.id };
    await h.ok(api.pages.publish, { token, params, body: { code: 'fontback', data: textContent('Весна') } });
    const spring = await servedFiles(h, 'fontback.localhost');
    await h.ok(api.pages.publish, { token, params, body: { code: 'fontback', data: textContent('Зима') } });
    const winter = await servedFiles(h, 'fontback.localhost');
    const springOnly = spring.filter((f) => !winter.includes(f));
    expect(springOnly.length).toBeGreaterThan(0);
    const t0 = new Date();
    await sweepFontCuts(h.database.db, { now: t0 });
    for (const f of springOnly) expect((await cutFiles(h)).get(f)).toEqual(t0);
    // The old text comes back: its cuts are reused, taken back from the clean-up.
    await h.ok(api.pages.publish, { token, params, body: { code: 'fontback', data: textContent('Весна') } });
    expect(await servedFiles(h, 'fontback.localhost')).toEqual(spring);
    const cuts = await cutFiles(h);
    for (const f of spring) expect(cuts.get(f)).toBeNull();
    const later = await sweepFontCuts(h.database.db, { now: new Date(t0.getTime() + FONT_CUT_GRACE_MS + HOUR) });
    // Nothing is deleted: the spring cuts are used again, and «Зима»'s own are only now found unreferenced.
    expect(later).toMatchObject({ marked: winter.filter((f) => !spring.includes(f)).length, deleted: 0 });
    for (const f of spring) expect(await fontStatus(h, f)).toBe(200);
  });
});
