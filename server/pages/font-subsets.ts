// Published pages' font files, cut at build time (`npm run fonts`, harfbuzz's subsetter through
// subset-font, a development package) to the characters Russian and English pages show, and
// committed to server/data/fonts/ with a manifest: the server only reads them, so a production
// install needs no subsetter. @fontsource ships each face as script files of 8–36 KB (latin
// alone holds accented letters, arrows and stylistic alternates, and «₽» comes only in a 36 KB
// latin-ext file); what is kept here is the two alphabets, digits, typographic punctuation and
// «₽», with kerning as the only layout feature and no hinting. Characters outside these fall back to the next
// font of the page's stack (each face's unicode-range says what it covers). A test checks the
// committed files are what this produces from the installed packages.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamily } from './font-face';
import { unicodeRange } from './unicode-range';
import { woff2CodePoints } from './woff2-cmap';

const require = createRequire(import.meta.url);

const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface SubsetGroup {
  /** The name in file names and the manifest. */
  readonly name: string;
  /** The @fontsource script file the glyphs come from. */
  readonly source: string;
  readonly codePoints: readonly number[];
}

/**
 * Four files per face, each loaded only by a page whose text (in that family and weight) has one
 * of its characters: a Russian page needs the signs and the Cyrillic, an English one the signs and
 * the Latin letters, and «₽» costs its few hundred bytes only where a price shows it. Signs: the
 * space, digits and ASCII punctuation, and the typographic ones Russian and English text uses (no-
 * break space, «», §, ©, ®, °, ±, ·, ×, ÷, dashes, quotes, bullet, ellipsis, primes, €, ™, minus).
 * Letters and signs apart cost the kerning between them (as Cyrillic already did in @fontsource's
 * files); the signs kept whole would make every Russian page load all of Latin's kerning.
 */
export const SUBSET_GROUPS: readonly SubsetGroup[] = [
  {
    name: 'signs', source: 'latin',
    codePoints: [...span(0x20, 0x40), ...span(0x5b, 0x60), ...span(0x7b, 0x7e), 0xa0, 0xa7, 0xa9, 0xab, 0xae, 0xb0, 0xb1, 0xb7, 0xbb, 0xd7, 0xf7,
      0x2013, 0x2014, ...span(0x2018, 0x201a), ...span(0x201c, 0x201e), 0x2022, 0x2026, 0x2032, 0x2033, 0x20ac, 0x2122, 0x2212],
  },
  { name: 'latin', source: 'latin', codePoints: [...span(0x41, 0x5a), ...span(0x61, 0x7a)] },
  // The Russian alphabet with Ё and the numero sign.
  { name: 'cyrillic', source: 'cyrillic', codePoints: [0x401, ...span(0x410, 0x44f), 0x451, 0x2116] },
  { name: 'ruble', source: 'latin-ext', codePoints: [0x20bd] },
];

/** Layout features kept: kerning (the rest, alternates and contextual forms, is half of a latin file). */
const FEATURES = ['kern'];
/**
 * TrueType hinting is dropped: it is 60 % of PT Serif's and a third of Montserrat's bytes, and only
 * Windows at small sizes still uses it (Inter, the body font, ships unhinted anyway).
 */
const NO_HINTING = true;

export interface SubsetFace {
  readonly family: string;
  readonly slug: string;
  readonly weight: number;
  readonly group: string;
  /** `inter-700-cyrillic.<hash>.woff2`: the content hash lets it be cached for good. */
  readonly file: string;
  /** CSS unicode-range of exactly the characters the file has glyphs for. */
  readonly unicodeRange: string;
  readonly bytes: number;
}

export { unicodeRange } from './unicode-range';

const sourceFile = (f: FontFamily, group: SubsetGroup, weight: number): string =>
  path.join(path.dirname(require.resolve(`@fontsource/${f.slug}/package.json`)), 'files', `${f.slug}-${group.source}-${weight}-normal.woff2`);

/** Every face of every served family and weight, cut; a group the family has no glyph of is left out. */
export async function buildSubsets(): Promise<{ face: SubsetFace; data: Buffer }[]> {
  const { default: subsetFont } = await import('subset-font');
  const out: { face: SubsetFace; data: Buffer }[] = [];
  for (const family of FONT_FAMILIES) {
    for (const weight of family.weights) {
      for (const group of SUBSET_GROUPS) {
        const source = await readFile(sourceFile(family, group, weight));
        const has = new Set(woff2CodePoints(source));
        const wanted = group.codePoints.filter((c) => has.has(c));
        if (wanted.length === 0) continue;
        const data = await subsetFont(source, String.fromCodePoint(...wanted), { targetFormat: 'woff2', keepFeatures: FEATURES, noHinting: NO_HINTING });
        // What the file really maps (the subsetter may keep a glyph reached through another).
        const mapped = woff2CodePoints(data).filter((c) => group.codePoints.includes(c));
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
        out.push({
          face: { family: family.family, slug: family.slug, weight, group: group.name, file: `${family.slug}-${weight}-${group.name}.${hash}.woff2`, unicodeRange: unicodeRange(mapped), bytes: data.length },
          data,
        });
      }
    }
  }
  return out;
}
