import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, SUBSET_DIR, subsetFaces } from './font-face';
import { buildSubsets, unicodeRange } from './font-subsets';
import { woff2CodePoints } from './woff2-cmap';

/** Each cut file stays small: the largest, a serif's Cyrillic with its kerning, is about 6 KB. */
const FILE_BUDGET = 8 * 1024;
const chars = (s: string) => [...s].map((c) => c.codePointAt(0) ?? 0);
const RUSSIAN = chars('АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя№');
const ENGLISH = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const SIGNS = chars(' 0123456789.,:;!?%()-"\'«»—–…„“”\u00a0©×');

describe('the cut font files of published pages', () => {
  const faces = subsetFaces();

  it('hold, for every served family and weight, the Russian and English alphabets, digits, punctuation and «₽»', () => {
    for (const family of FONT_FAMILIES) {
      for (const weight of family.weights) {
        const mine = faces.filter((f) => f.family === family.family && f.weight === weight);
        const points = new Set(mine.flatMap((f) => woff2CodePoints(readFileSync(path.join(SUBSET_DIR, f.file)))));
        for (const c of [...RUSSIAN, ...ENGLISH, ...SIGNS, 0x20bd]) expect(points.has(c), `${family.family} ${weight} U+${c.toString(16)}`).toBe(true);
      }
    }
  });

  it('are each under the budget, and say in their unicode-range exactly the characters their glyphs map', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const f of faces) {
      const data = readFileSync(path.join(SUBSET_DIR, f.file));
      expect(data.length, f.file).toBe(f.bytes);
      expect(data.length, f.file).toBeLessThanOrEqual(FILE_BUDGET);
      const mapped = woff2CodePoints(data).filter((c) => c >= 0x20);
      expect(unicodeRange(mapped), f.file).toBe(f.unicodeRange);
    }
    // The ruble is a file of its own: a page without a price never loads it.
    for (const f of faces.filter((x) => x.group === 'ruble')) expect(f.unicodeRange).toBe('U+20BD');
  });

  it('are what `npm run fonts` cuts from the installed packages (run it and commit when this fails)', async () => {
    const built = await buildSubsets();
    expect(built.map((b) => b.face)).toEqual(faces);
    for (const { face, data } of built) expect(data.equals(readFileSync(path.join(SUBSET_DIR, face.file))), face.file).toBe(true);
  }, 120_000);
});

describe('unicodeRange', () => {
  it('writes consecutive code points as ranges', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x410, 0x411])).toBe('U+20-22,U+41,U+410-411');
    expect(unicodeRange([])).toBe('');
  });
});
