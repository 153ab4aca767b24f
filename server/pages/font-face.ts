// The fonts we serve ourselves (from @fontsource packages, at /content-files/fonts/): Inter, the
// product's own font and the body of most font pairs, and the families the shipped font pairs use
// (server/content/design-defaults.ts). Editor screens load whole stylesheets (the canvas shows any
// pair); a published page gets only the @font-face rules of the families and weights its styles
// name, inlined in its head: no render-blocking stylesheet request before the first paint, and a
// page that names none of them carries none.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export interface FontFamily {
  /** The CSS family name the font pairs use. */
  readonly family: string;
  /** The @fontsource package and the prefix of its file names. */
  readonly slug: string;
  /** The weights served (the files of these are shipped). */
  readonly weights: readonly number[];
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  { family: 'Inter', slug: 'inter', weights: [400, 500, 600, 700, 800] },
  { family: 'PT Serif', slug: 'pt-serif', weights: [400, 700] },
  { family: 'Montserrat', slug: 'montserrat', weights: [400, 500, 600, 700, 800, 900] },
  { family: 'JetBrains Mono', slug: 'jetbrains-mono', weights: [400, 500, 600, 700, 800] },
];

/** Russian and English text (the browser downloads a subset only when a page uses its characters). */
const PAGE_SUBSETS = new Set(['cyrillic-ext', 'cyrillic', 'latin-ext', 'latin']);
const FONT_URL = '/content-files/fonts/';

const packageDir = (f: FontFamily): string => path.dirname(require.resolve(`@fontsource/${f.slug}/package.json`));

/** The file of a font's face (`pt-serif-cyrillic-400-normal.woff2`), or null for anything else. */
export function fontFile(file: string): string | null {
  if (!/^[a-z0-9-]+-\d{3}-(normal|italic)\.woff2?$/.test(file)) return null;
  const family = FONT_FAMILIES.find((f) => file.startsWith(`${f.slug}-`));
  return family === undefined ? null : path.join(packageDir(family), 'files', file);
}

interface Face { family: FontFamily; subset: string; weight: number; css: string }
let faces: Promise<Face[]> | undefined;

/** Every @font-face rule of the shipped families and weights, as @fontsource writes them, with our URLs. */
function loadFaces(): Promise<Face[]> {
  faces ??= (async () => {
    const out: Face[] = [];
    for (const family of FONT_FAMILIES) {
      const dir = packageDir(family);
      const rule = new RegExp(`/\\* ${family.slug}-([a-z-]+)-\\d{3}-normal \\*/\\s*(@font-face\\s*\\{[^}]*\\})`, 'g');
      for (const weight of family.weights) {
        const text = await readFile(path.join(dir, `${weight}.css`), 'utf8');
        for (const m of text.matchAll(rule)) out.push({ family, subset: m[1], weight, css: m[2].replaceAll('url(./files/', `url(${FONT_URL}`) });
      }
    }
    return out;
  })();
  return faces;
}

const sheet = (list: Face[]): string => list.map((f) => f.css).join('\n');

/** The product's own font, whole (/content-files/fonts/inter.css, for the app). */
export async function interCss(): Promise<string> {
  return sheet((await loadFaces()).filter((f) => f.family.family === 'Inter'));
}

/** Every served family, whole (/content-files/fonts/families.css, for the editor canvas). */
export async function familiesCss(): Promise<string> {
  return sheet(await loadFaces());
}

/** A rule without its whitespace and its woff fallback (every browser that runs the page has woff2). */
function compact(css: string): string {
  return css.replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/, '').replace(/\s*([{};:,])\s*/g, '$1').replace(/;}/g, '}').replace(/'Inter'/, 'Inter');
}

/** The nearest shipped weight to a CSS weight (the browser picks the same face). */
function nearest(family: FontFamily, weight: number): number {
  return family.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), family.weights[0]);
}

/** Whether the styles name the family (`Inter`, `"PT Serif"`; not `Inter Tight`). */
const names = (styles: string, family: FontFamily): boolean =>
  new RegExp(`(^|[\\s,:"'(])${family.family.replace(/ /g, '\\s+')}(?![\\w -])`).test(styles);

/**
 * The @font-face rules a rendered page needs: for every served family its styles name, regular and
 * bold (body text and headings by default) and every numeric weight its styles set.
 */
export async function pageFontFaces(html: string): Promise<string> {
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  const used = FONT_FAMILIES.filter((f) => names(styles, f));
  if (used.length === 0) return '';
  const cssWeights = [...styles.matchAll(/font-weight:\s*(\d{3})\b/g)].map((m) => Number(m[1]));
  const wanted = new Map(used.map((f) => [f, new Set([400, 700, ...cssWeights].map((w) => nearest(f, w)))]));
  return (await loadFaces()).filter((f) => wanted.get(f.family)?.has(f.weight) === true && PAGE_SUBSETS.has(f.subset)).map((f) => compact(f.css)).join('');
}
