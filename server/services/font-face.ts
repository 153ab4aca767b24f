// The product's own font (Inter, from @fontsource/inter, served at /content-files/fonts/). Editor
// screens load the whole stylesheet; a published page gets only the @font-face rules it uses,
// inlined in its head: no render-blocking stylesheet request before the first paint, and a page
// without Inter carries none.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const fontDir = (): string => path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');

/** The weights the font presets use; the files of these are shipped. */
export const FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;
/** Russian and English text (the browser downloads a subset only when a page uses its characters). */
const PAGE_SUBSETS = new Set(['cyrillic-ext', 'cyrillic', 'latin-ext', 'latin']);
const FONT_URL = '/content-files/fonts/';

interface Face { subset: string; weight: number; css: string }
let faces: Promise<Face[]> | undefined;

/** Every @font-face rule of the shipped weights, as @fontsource writes them, with our URLs. */
function loadFaces(): Promise<Face[]> {
  faces ??= (async () => {
    const root = path.dirname(fontDir());
    const out: Face[] = [];
    for (const weight of FONT_WEIGHTS) {
      const text = await readFile(path.join(root, `${weight}.css`), 'utf8');
      for (const m of text.matchAll(/\/\* inter-([a-z-]+)-\d{3}-normal \*\/\s*(@font-face\s*\{[^}]*\})/g)) {
        out.push({ subset: m[1], weight, css: m[2].replaceAll('url(./files/', `url(${FONT_URL}`) });
      }
    }
    return out;
  })();
  return faces;
}

/** The whole stylesheet (/content-files/fonts/inter.css, for the editor and the app). */
export async function interCss(): Promise<string> {
  return (await loadFaces()).map((f) => f.css).join('\n');
}

/** A rule without its whitespace and its woff fallback (every browser that runs the page has woff2). */
function compact(css: string): string {
  return css.replace(/,\s*url\([^)]*\.woff\) format\('woff'\)/, '').replace(/\s*([{};:,])\s*/g, '$1').replace(/;}/g, '}').replace(/'Inter'/, 'Inter');
}

/** The nearest shipped weight to a CSS weight (the browser picks the same face). */
function nearest(weight: number): number {
  return FONT_WEIGHTS.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), FONT_WEIGHTS[0]);
}

/**
 * The @font-face rules a rendered page needs: none unless its styles name Inter; else regular and
 * bold (body text and headings by default) and every numeric weight its styles set.
 */
export async function pageFontFaces(html: string): Promise<string> {
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  if (!/\bInter\b/.test(styles)) return '';
  const weights = new Set<number>([400, 700]);
  for (const m of styles.matchAll(/font-weight:\s*(\d{3})\b/g)) weights.add(nearest(Number(m[1])));
  return (await loadFaces()).filter((f) => weights.has(f.weight) && PAGE_SUBSETS.has(f.subset)).map((f) => compact(f.css)).join('');
}
