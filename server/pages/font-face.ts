// The fonts we serve ourselves (from @fontsource packages, at /content-files/fonts/): Inter, the
// product's own font and the body of most font pairs, and the families the shipped font pairs use
// (server/content/design-defaults.ts). Editor screens load whole stylesheets (the canvas shows any
// pair); a published page gets only the @font-face rules of the families and weights its styles
// name, inlined in its head: no render-blocking stylesheet request before the first paint, and a
// page that names none of them carries none. Its faces are the cut files of server/data/fonts/
// (./font-subsets.ts: the two alphabets, signs and «₽», a few KB each), and the browser fetches a
// file only when the page shows one of the characters its unicode-range lists.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rangeHas, rangePoints, unicodeRange } from './unicode-range';

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

const FONT_URL = '/content-files/fonts/';
/** Where published pages load their own cuts from (./font-cut.ts). */
export const CUT_URL = '/content-files/page-fonts/';

/** A page's own cut of a family (./font-cut.ts): `weight` null for a variable one, which draws every weight. */
export interface PageCutFace {
  readonly family: string;
  readonly weight: number | null;
  readonly file: string;
  readonly unicodeRange: string;
  readonly points: ReadonlySet<number>;
}

const packageDir = (f: FontFamily): string => path.dirname(require.resolve(`@fontsource/${f.slug}/package.json`));

/** The cut faces published pages use (written by `npm run fonts`, see ./font-subsets.ts). */
export const SUBSET_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/fonts');

export interface SubsetFaceEntry { family: string; slug: string; weight: number; group: string; file: string; unicodeRange: string; bytes: number }
let subsets: SubsetFaceEntry[] | undefined;

/** The manifest of the cut faces, read once. */
export function subsetFaces(): SubsetFaceEntry[] {
  subsets ??= (JSON.parse(readFileSync(path.join(SUBSET_DIR, 'manifest.json'), 'utf8')) as { faces: SubsetFaceEntry[] }).faces;
  return subsets;
}

/**
 * The file of a font's face: a whole @fontsource one (`pt-serif-cyrillic-400-normal.woff2`) or a
 * cut one of the manifest (`inter-400-cyrillic.<hash>.woff2`); null for anything else.
 */
export function fontFile(file: string): string | null {
  if (/^[a-z0-9-]+-\d{3}-[a-z]+\.[0-9a-f]{10}\.woff2$/.test(file)) return subsetFaces().some((f) => f.file === file) ? path.join(SUBSET_DIR, file) : null;
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

/** The nearest shipped weight to a CSS weight (the browser picks the same face). */
function nearest(family: FontFamily, weight: number): number {
  return family.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), family.weights[0]);
}

/** Whether the styles name the family (`Inter`, `"PT Serif"`; not `Inter Tight`). */
const names = (styles: string, family: FontFamily): boolean =>
  new RegExp(`(^|[\\s,:"'(])${family.family.replace(/ /g, '\\s+')}(?![\\w -])`).test(styles);

const faceRule = (f: { family: string; weight: number; file: string; unicodeRange: string }, url = FONT_URL): string =>
  `@font-face{font-family:${f.family.includes(' ') ? `'${f.family}'` : f.family};font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${url}${f.file}) format('woff2');unicode-range:${f.unicodeRange}}`;

const stylesOf = (html: string): string => [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');

/** For every served family a rendered page's styles name, the weights it may use: regular and bold and every numeric weight its styles set (each the nearest shipped one). */
export function pageFontWeights(html: string): Map<string, Set<number>> {
  const styles = stylesOf(html);
  const used = FONT_FAMILIES.filter((f) => names(styles, f));
  const cssWeights = [...styles.matchAll(/font-weight:\s*(\d{3})\b/g)].map((m) => Number(m[1]));
  return new Map(used.map((f) => [f.family, new Set([400, 700, ...cssWeights].map((w) => nearest(f, w)))]));
}

/** The cut faces a rendered page may need: for every served family its styles name, regular and bold and every numeric weight its styles set. */
function pageFaces(html: string): SubsetFaceEntry[] {
  const wanted = pageFontWeights(html);
  if (wanted.size === 0) return [];
  return subsetFaces().filter((f) => wanted.get(f.family)?.has(f.weight) === true);
}

/**
 * The @font-face rules a rendered page needs, of the cut faces: for every served family its styles
 * name, regular and bold (body text and headings by default) and every numeric weight its styles
 * set. A rule the page's text never uses costs its bytes in the head only: the browser downloads
 * a face when a character of its unicode-range is drawn in it.
 */
export async function pageFontFaces(html: string): Promise<string> {
  return pageFaces(html).map((f) => faceRule(f)).join('');
}

/** The declarations of a class rule (`.q{…}`) in the page's styles, outside media queries first. */
function declarations(styles: string, cls: string): string {
  const m = new RegExp(`(?:^|[}\\s])\\.${cls.replace(/[^\w-]/g, '')}\\{([^}]*)\\}`).exec(styles);
  return m?.[1] ?? '';
}

/**
 * What the first heading is drawn in, to preload its files: the heading is usually the first
 * screen's largest text, so its font must not wait for the layout that discovers it. Its family
 * and weight come from its classes (a family variable is looked up in the page's variables); its
 * own characters pick the files, so nothing preloaded goes unused. Null when it has none we serve.
 */
function headingOf(html: string, styles: string): { family: string; weight: number; points: Set<number> } | null {
  const h1 = /<h1\b[^>]*?class="([^"]*)"[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (h1 === null) return null;
  // Without a class naming one, the heading has the body's family.
  let family = /(?:^|})body\{[^}]*?font-family:([^;}]+)/.exec(styles)?.[1] ?? '';
  let weight = 700; // a heading's default weight
  for (const cls of h1[1].split(/\s+/)) {
    const decl = declarations(styles, cls);
    family = /font-family:([^;]+)/.exec(decl)?.[1] ?? family;
    weight = Number(/font-weight:(\d{3})/.exec(decl)?.[1] ?? weight);
  }
  const variable = /^var\(--([\w-]+)/.exec(family.trim());
  if (variable !== null) family = new RegExp(`--${variable[1]}:([^;}]+)`).exec(styles)?.[1] ?? '';
  // The first family of the stack draws it when it is one we serve.
  const first = family.split(',')[0].trim().replace(/^["']|["']$/g, '');
  const served = FONT_FAMILIES.find((f) => f.family === first);
  if (served === undefined) return null;
  const text = h1[2].replace(/<[^>]*>/g, '').replace(/&nbsp;/g, '\u00a0').replace(/&[a-z]+;|&#\d+;/g, '');
  return { family: served.family, weight: nearest(served, weight), points: new Set([...text].map((c) => c.codePointAt(0) ?? 0)) };
}

/**
 * What a published page's head carries for its fonts: a preload of the first heading's faces and
 * the @font-face rules it may use (`font-display: swap`); empty for a page whose styles name none
 * of the served families. With the page's own cuts (./font-cut.ts), each weight's rules are the
 * cuts first, with exactly their characters, then the range files for any other character (a
 * value filled in from the address, say), their ranges less the cut's: the ranges never overlap,
 * so which file draws a character does not depend on the order of the rules, and a range file is
 * fetched only when such a character shows. The cuts are the same family, so nothing changes font
 * mid-word. A variable cut is declared once per weight (one file, one download): each weight's
 * rules then stay one composite face, as with static files.
 */
export async function pageFontHead(html: string, cuts: readonly PageCutFace[] = []): Promise<string> {
  const styles = stylesOf(html);
  const faces = pageFaces(html);
  if (faces.length === 0) return '';
  const rules: string[] = [];
  const preload = new Set<string>();
  const heading = headingOf(html, styles);
  for (const [family, weights] of pageFontWeights(html)) {
    for (const weight of [...weights].sort((a, b) => a - b)) {
      const mine = cuts.filter((c) => c.family === family && (c.weight === null || c.weight === weight));
      const covered = new Set(mine.flatMap((c) => [...c.points]));
      for (const c of mine) {
        rules.push(faceRule({ family, weight, file: c.file, unicodeRange: c.unicodeRange }, CUT_URL));
        if (heading?.family === family && heading.weight === weight && [...heading.points].some((p) => c.points.has(p))) preload.add(`${CUT_URL}${c.file}`);
      }
      for (const f of faces.filter((x) => x.family === family && x.weight === weight)) {
        const rest = covered.size === 0 ? f.unicodeRange : unicodeRange(rangePoints(f.unicodeRange).filter((p) => !covered.has(p)));
        if (rest === '') continue;
        rules.push(faceRule({ ...f, unicodeRange: rest }));
        if (heading?.family === family && heading.weight === weight && [...heading.points].some((p) => !covered.has(p) && rangeHas(rest, new Set([p])))) preload.add(`${FONT_URL}${f.file}`);
      }
    }
  }
  const links = [...preload].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`);
  return `${links.join('')}<style>${rules.join('')}</style>`;
}

/** The first family of a font-family value we serve (a variable like `var(--font-heading)` looked up in the page's styles). */
function servedFamilyOf(value: string, styles: string): string | null {
  let stack = value.trim();
  const variable = /^var\(--([\w-]+)/.exec(stack);
  if (variable !== null) stack = new RegExp(`--${variable[1]}:([^;}]+)`).exec(styles)?.[1] ?? '';
  const first = stack.split(',')[0].trim().replace(/^["']|["']$/g, '');
  return FONT_FAMILIES.find((f) => f.family === first)?.family ?? null;
}

/**
 * Which text of the page each used family draws, to cut each family to its own characters: the
 * body's family (or a family no class names) the whole page; another family the elements of the
 * classes that set it (a heading font: the headings). Nested text in another family's class is
 * counted for both; a character a family's cut lacks still draws, from its range file.
 */
export function familyClasses(html: string): Map<string, ReadonlySet<string> | null> {
  const styles = stylesOf(html);
  const bodyFamily = servedFamilyOf(/(?:^|})body\{[^}]*?font-family:([^;}]+)/.exec(styles)?.[1] ?? '', styles);
  const classes = new Map<string, Set<string>>();
  for (const rule of styles.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const value = /(?:^|;)font-family:([^;]+)/.exec(rule[2])?.[1];
    const family = value === undefined ? null : servedFamilyOf(value, styles);
    if (family === null) continue;
    const own = classes.get(family) ?? new Set<string>();
    for (const selector of rule[1].split(',')) {
      const last = /\.([\w-]+)[^.\s>+~]*$/.exec(selector.trim());
      if (last) own.add(last[1]);
    }
    classes.set(family, own);
  }
  const out = new Map<string, ReadonlySet<string> | null>();
  for (const family of pageFontWeights(html).keys()) {
    const own = classes.get(family);
    out.set(family, family === bodyFamily || own === undefined || own.size === 0 ? null : own);
  }
  return out;
}
