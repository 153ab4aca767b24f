// Font files cut when a page is published, to exactly the characters it shows (./page-glyphs.ts),
// with harfbuzz's subsetter (subset-font). Inter, Montserrat and JetBrains Mono come from their
// variable @fontsource-variable files, so one file draws every weight of the family (the weight
// axis is kept); PT Serif has no variable font and is cut per weight. @fontsource ships each family
// split by script (latin, cyrillic, latin-ext …) and a subsetter cannot merge fonts, so a family
// gets one cut per script file its characters fall in: a Russian page two (the Cyrillic letters;
// digits and punctuation), three when it shows «₽».
// A cut is kept in page_font_cuts under the hash of what determines its bytes, so republishing the
// same text (or another page with the same characters) reuses it; it is served by a name carrying
// the hash of its bytes (/content-files/page-fonts/<file>), cached for good. A failed cut never
// stops publishing: the page keeps the shipped range files (./font-subsets.ts) and the failure is logged.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageFontCuts as cutsTable } from '../db/schema-fonts';
import { FONT_FAMILIES, type FontFamily, type PageCutFace } from './font-face';
import { rangePoints, unicodeRange } from './unicode-range';
import { woff2CodePoints } from './woff2-cmap';

const require = createRequire(import.meta.url);

/** The script files a character is looked up in, in this order (the first that has a glyph for it draws it). */
const SCRIPTS = ['latin', 'cyrillic', 'latin-ext', 'cyrillic-ext'] as const;
/** Families with a variable font (@fontsource-variable); the rest are cut per weight. */
const VARIABLE = new Set(['inter', 'montserrat', 'jetbrains-mono']);
/** The same settings as the shipped range files, so a character looks the same from either file. */
const FEATURES = ['kern'];
/** Changing how cuts are made changes this, so no old cut is reused for a new rule. */
const CUT_VERSION = 'v1';

export type Subsetter = (font: Buffer, text: string, options: { targetFormat: 'woff2'; keepFeatures: string[]; noHinting: boolean }) => Promise<Buffer>;
type CutLog = (message: string) => void;

interface Source { family: FontFamily; script: string; weight: number | null; file: string }

const variableFile = (slug: string, script: string): string =>
  path.join(path.dirname(require.resolve(`@fontsource-variable/${slug}/package.json`)), 'files', `${slug}-${script}-wght-normal.woff2`);
const staticFile = (slug: string, script: string, weight: number): string =>
  path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files', `${slug}-${script}-${weight}-normal.woff2`);

/** A source font's bytes and the characters it maps, read once per process. */
const sources = new Map<string, Promise<{ data: Buffer; points: Set<number>; hash: string } | null>>();
function readSource(file: string) {
  let found = sources.get(file);
  if (!found) {
    found = readFile(file).then(
      (data) => ({ data, points: new Set(woff2CodePoints(data)), hash: createHash('sha256').update(data).digest('hex').slice(0, 16) }),
      () => null, // a script the family is not published in
    );
    sources.set(file, found);
  }
  return found;
}

const defaultLog: CutLog = (msg) => console.warn(JSON.stringify({ level: 40, time: Date.now(), msg }));

async function defaultSubsetter(): Promise<Subsetter> {
  const { default: subsetFont } = await import('subset-font');
  return subsetFont;
}

/** The stored cut of `points` from `source` (cut and stored now when there is none). */
async function cutOf(db: Db, source: Source, points: number[], subset: () => Promise<Subsetter>): Promise<{ file: string; unicodeRange: string } | null> {
  const src = await readSource(source.file);
  if (src === null) return null;
  const name = `${source.family.slug}-${source.script}${source.weight === null ? '' : `-${source.weight}`}`;
  const key = `${name}-${createHash('sha256').update(`${CUT_VERSION}:${src.hash}:${points.join(',')}`).digest('hex').slice(0, 24)}`;
  const [row] = await db.select({ file: cutsTable.file, unicodeRange: cutsTable.unicodeRange, unusedSince: cutsTable.unusedSince }).from(cutsTable).where(eq(cutsTable.key, key)).limit(1);
  let cut: { file: string; unicodeRange: string } | undefined = row;
  // A cut the clean-up found unreferenced is taken back before this page refers to it; one the
  // clean-up deleted meanwhile is cut again (./font-cut-sweep.ts).
  if (row?.unusedSince) {
    const [kept] = await db.update(cutsTable).set({ unusedSince: null }).where(eq(cutsTable.key, key)).returning({ key: cutsTable.key });
    if (!kept) cut = undefined;
  }
  if (!cut) {
    const data = await (await subset())(src.data, String.fromCodePoint(...points), { targetFormat: 'woff2', keepFeatures: FEATURES, noHinting: true });
    const wanted = new Set(points);
    // What the file really maps of the asked characters (the subsetter may keep a glyph reached through another).
    const range = unicodeRange(woff2CodePoints(data).filter((c) => wanted.has(c)));
    const file = `${name}.${createHash('sha256').update(data).digest('hex').slice(0, 10)}.woff2`;
    await db.insert(cutsTable).values({ key, file, unicodeRange: range, data }).onConflictDoNothing();
    cut = { file, unicodeRange: range };
  }
  return cut;
}

/**
 * The cuts of a page: for each family in `weights` (the families its styles name, with the weights
 * they use), the page's characters (`glyphs`: all families the same, or per family) cut from the family's files. A cut that fails is left
 * out and logged: the page then draws those characters from the range files.
 */
export async function pageFontCuts(
  db: Db, weights: ReadonlyMap<string, ReadonlySet<number>>, glyphs: readonly number[] | ReadonlyMap<string, readonly number[]>,
  opts: { subset?: Subsetter; log?: CutLog } = {},
): Promise<PageCutFace[]> {
  const subset = opts.subset ? async () => opts.subset as Subsetter : defaultSubsetter;
  const log = opts.log ?? defaultLog;
  const out: PageCutFace[] = [];
  for (const family of FONT_FAMILIES) {
    const used = weights.get(family.family);
    if (!used || used.size === 0) continue;
    const variable = VARIABLE.has(family.slug);
    for (const weight of variable ? [null] : [...used].sort()) {
      let left = [...(Array.isArray(glyphs) ? glyphs : (glyphs as ReadonlyMap<string, readonly number[]>).get(family.family) ?? [])];
      for (const script of SCRIPTS) {
        if (left.length === 0) break;
        const file = weight === null ? variableFile(family.slug, script) : staticFile(family.slug, script, weight);
        const src = await readSource(file);
        if (src === null) continue;
        const mine = left.filter((p) => src.points.has(p));
        if (mine.length === 0) continue;
        left = left.filter((p) => !src.points.has(p));
        try {
          const cut = await cutOf(db, { family, script, weight, file }, mine, subset);
          if (cut && cut.unicodeRange !== '') out.push({ family: family.family, weight, file: cut.file, unicodeRange: cut.unicodeRange, points: new Set(rangePoints(cut.unicodeRange)) });
        } catch (err) {
          log(`page fonts: cutting ${family.family} ${script}${weight === null ? '' : ` ${weight}`} failed, the page keeps the range files: ${(err as Error).message}`);
        }
      }
    }
  }
  return out;
}

/** A stored cut's bytes by its file name (the published pages' font route), or null. */
export async function pageFontCutFile(db: Db, file: string): Promise<Buffer | null> {
  if (!/^[a-z0-9-]+\.[0-9a-f]{10}\.woff2$/.test(file)) return null;
  const [row] = await db.select({ data: cutsTable.data }).from(cutsTable).where(eq(cutsTable.file, file)).limit(1);
  return row?.data ?? null;
}
