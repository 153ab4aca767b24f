// Published pages' own font cuts against real PGlite (and PostgreSQL with TEST_DATABASE_URL), with
// harfbuzz's real subsetter: what the cut holds, the cache, the head's rules and the failure path.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { pageFontCuts as pageFontCutsTable } from '../db/schema-fonts';
import { testDatabases } from '../testing/db';
import { CUT_URL, familyClasses, pageFontHead, pageFontWeights } from './font-face';
import { pageFontCutFile, pageFontCuts, type Subsetter } from './font-cut';
import { registerPageFontFiles } from './font-cut-http';
import { familyGlyphs, pageGlyphs } from './page-glyphs';
import { rangePoints } from './unicode-range';
import { woff2CodePoints } from './woff2-cmap';

const STYLES = ':root{--font-heading:Inter, sans-serif;--font-body:Inter, sans-serif}body{margin:0;font-family:var(--font-body)}.h{font-family:var(--font-heading);font-weight:800}';
const page = (body: string) => `<!doctype html><html lang=ru><head><style>${STYLES}</style><script>var x="Zebra"</script></head><body>${body}<script>var y="Quiz"</script></body></html>`;
const TEXT = page('<h1 class="h">Скидка 50%</h1><p>Мир и ₽</p><input placeholder="Имя"><button>Жми</button>');
const points = (s: string) => new Set([...s].map((c) => c.codePointAt(0) ?? 0));

async function realSubset(): Promise<Subsetter> {
  return (await import('subset-font')).default;
}

describe('the characters of a page', () => {
  it('are its text, shown attributes and the script\'s signs, not its code; a form adds its messages in the page\'s language', () => {
    const got = new Set(pageGlyphs(TEXT, 'ru'));
    for (const c of points('Скидка50%МиряИм₽Жм')) expect(got.has(c), String.fromCodePoint(c)).toBe(true);
    for (const c of points('ZebQuz')) expect(got.has(c), String.fromCodePoint(c)).toBe(false);
    expect(got.has('Щ'.codePointAt(0) ?? 0)).toBe(false);
    // The renderer leaves a one-word attribute unquoted.
    const unquoted = new Set(pageGlyphs(page('<input placeholder=Щука><form data-success=Ёж><input type=hidden name=form_name value=Zebra></form>'), 'en'));
    for (const c of points('ЩукаЁж')) expect(unquoted.has(c), String.fromCodePoint(c)).toBe(true);
    expect(unquoted.has('Z'.codePointAt(0) ?? 0)).toBe(false);
    // «Обязательное поле» and the rest appear only when the page has a form.
    const withForm = new Set(pageGlyphs(page('<form><input></form>'), 'ru'));
    expect(withForm.has('О'.codePointAt(0) ?? 0)).toBe(true);
    expect(new Set(pageGlyphs(page('<form><input></form>'), 'en')).has('О'.codePointAt(0) ?? 0)).toBe(false);
  });
});

describe('the characters of each family', () => {
  it('a heading family gets its headings\' characters only, the body\'s family the whole page', () => {
    const styles = ':root{--font-heading:Montserrat, sans-serif;--font-body:Inter, sans-serif}body{margin:0;font-family:var(--font-body)}.h,.k{font-family:var(--font-heading);font-weight:800}.k{text-transform:uppercase}';
    const html = `<!doctype html><html><head><style>${styles}</style></head><body><h1 class="h">Окна <b>Ёлки</b></h1><p>Юг и жара</p><h2 class=k>Ура</h2><p class=k>Цена <b>Ф</b><p>Щи</body></html>`;
    const scopes = familyClasses(html);
    expect(scopes.get('Inter')).toBeNull();
    expect([...(scopes.get('Montserrat') ?? [])].sort()).toEqual(['h', 'k']);
    const glyphs = familyGlyphs(html, 'ru', scopes);
    const heading = new Set(glyphs.get('Montserrat'));
    for (const c of points('ОкнаЁлиУрЦеФ')) expect(heading.has(c), String.fromCodePoint(c)).toBe(true);
    // «Цена» in a class set in capitals is drawn «ЦЕНА».
    for (const c of points('ЕНА')) expect(heading.has(c), String.fromCodePoint(c)).toBe(true);
    expect(heading.has('Ю'.codePointAt(0) ?? 0)).toBe(false);
    // A paragraph without its closing tag ends where the next one starts.
    for (const c of points('ЮжжЩщ')) expect(heading.has(c), String.fromCodePoint(c)).toBe(false);
    const body = new Set(glyphs.get('Inter'));
    for (const c of points('ОкнаЁлиЮжУр')) expect(body.has(c), String.fromCodePoint(c)).toBe(true);
  });
});

describe.each(testDatabases)('font cuts on $name', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = (await target.open()).db;
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE page_font_cuts`);
  });

  async function cut(html: string, subset?: Subsetter, log?: (m: string) => void) {
    return pageFontCuts(db, pageFontWeights(html), pageGlyphs(html, 'ru'), { subset: subset ?? (await realSubset()), log });
  }

  it('cut one variable file per script of the family, holding the page\'s characters and no others', async () => {
    const cuts = await cut(TEXT);
    expect(cuts.map((c) => [c.family, c.weight])).toEqual([['Inter', null], ['Inter', null], ['Inter', null]]);
    const shown = new Set(pageGlyphs(TEXT, 'ru'));
    const all = new Set<number>();
    for (const c of cuts) {
      const data = await pageFontCutFile(db, c.file);
      expect(data, c.file).not.toBeNull();
      const mapped = woff2CodePoints(data as Buffer).filter((p) => p >= 0x20);
      // Exactly what the head says it covers, all of it on the page.
      expect(new Set(mapped)).toEqual(new Set(rangePoints(c.unicodeRange)));
      for (const p of mapped) { expect(shown.has(p), `U+${p.toString(16)}`).toBe(true); all.add(p); }
      // The weight axis is kept: one file draws the heading's 800 and the body's 400.
      expect((data as Buffer).length).toBeLessThan(20_000);
    }
    for (const c of points('Скидка50%МиряИм₽Жм')) expect(all.has(c), String.fromCodePoint(c)).toBe(true);
    expect(all.has('Щ'.codePointAt(0) ?? 0)).toBe(false);
    expect(all.has('Q'.codePointAt(0) ?? 0)).toBe(false);
    expect(cuts.find((c) => c.points.has(0x20bd))?.unicodeRange).toBe('U+20BD');
  });

  it('are cut once for a glyph set: republishing the same text reads the stored cut', async () => {
    const real = await realSubset();
    let calls = 0;
    const counting: Subsetter = async (...args) => { calls++; return real(...args); };
    const first = await cut(TEXT, counting);
    expect(calls).toBe(3);
    const again = await cut(TEXT, counting);
    expect(calls).toBe(3);
    expect(again.map((c) => c.file)).toEqual(first.map((c) => c.file));
    expect(await db.select({ key: pageFontCutsTable.key }).from(pageFontCutsTable)).toHaveLength(3);
    // Another letter on the page is another glyph set: the Cyrillic file is cut again, the others are kept.
    await cut(page('<h1 class="h">Скидка 50%</h1><p>Мир и ₽ Щ</p><input placeholder="Имя"><button>Жми</button>'), counting);
    expect(calls).toBe(4);
  });

  it('a failed cut is logged and leaves the page on the range files', async () => {
    const logged: string[] = [];
    const failing: Subsetter = async () => { throw new Error('harfbuzz ran out of memory'); };
    const cuts = await cut(page('<h1 class="h">Ёлка</h1>'), failing, (m) => logged.push(m));
    expect(cuts).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toContain('harfbuzz ran out of memory');
    const html = page('<h1 class="h">Ёлка</h1>');
    expect(await pageFontHead(html, cuts)).toBe(await pageFontHead(html));
    expect(await pageFontHead(html)).toContain('/content-files/fonts/inter-400-cyrillic.');
  });

  it('head: the cuts first with exactly their characters, the range files after them for any other character, the heading\'s cut preloaded', async () => {
    const cuts = await cut(TEXT);
    const head = await pageFontHead(TEXT, cuts);
    const rules = [...head.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]);
    const w800 = rules.filter((r) => r.includes('font-weight:800'));
    // Per weight: the cuts, then the range files.
    expect(w800.slice(0, 3).every((r) => r.includes(CUT_URL))).toBe(true);
    expect(w800.slice(3).every((r) => r.includes('/content-files/fonts/'))).toBe(true);
    // A range file never lists a character a cut has, so the two never compete for one.
    const cyrCut = cuts.find((c) => c.points.has('С'.codePointAt(0) ?? 0));
    const cyrRange = w800.find((r) => r.includes('inter-800-cyrillic.'));
    expect(cyrRange).toBeDefined();
    const rest = new Set(rangePoints(/unicode-range:([^;}]*)/.exec(cyrRange as string)?.[1] ?? ''));
    expect(rest.has('С'.codePointAt(0) ?? 0)).toBe(false);
    expect(rest.has('Щ'.codePointAt(0) ?? 0)).toBe(true);
    // The heading (weight 800, «Скидка 50%») preloads the cuts its characters are in, no range file.
    const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toContain(`${CUT_URL}${cyrCut?.file}`);
    expect(preloads.every((h) => h.startsWith(CUT_URL))).toBe(true);
  });

  it('are served by name with immutable caching; an unknown or malformed name is a 404', async () => {
    const [first] = await cut(TEXT);
    const app = Fastify();
    registerPageFontFiles(app, db);
    try {
      const res = await app.inject({ url: `${CUT_URL}${first.file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals((await pageFontCutFile(db, first.file)) as Buffer)).toBe(true);
      expect((await app.inject({ url: `${CUT_URL}inter-latin.0123456789.woff2` })).statusCode).toBe(404);
      expect((await app.inject({ url: `${CUT_URL}..%2Fmanifest.json` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
