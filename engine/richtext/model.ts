/**
 * Rich text as data: what a text widget's `cfg.text` holds. A plain string is rich text without
 * marks (the stored form of most texts, so readers of plain text and the compact stored shape are
 * unchanged); marked text is a list of blocks — a paragraph (a list of runs) or a bulleted or
 * numbered list (items, each a list of runs). A run is a string, or `{ t, m?, href?, target?, rel? }`
 * with its marks. A newline inside a run is a line break. No HTML is ever stored: the renderer
 * (render.ts) writes every character of it as text.
 */

/** Bold, italic, underline, strikethrough. */
export type Mark = 'b' | 'i' | 'u' | 's';
export const MARKS: readonly Mark[] = ['b', 'i', 'u', 's'];

interface MarkedRun {
  readonly t: string;
  /** In MARKS order, without repeats; left out when none. */
  readonly m?: readonly Mark[];
  /** A link: only http(s), mailto, tel and #anchor targets are kept (linkHref). */
  readonly href?: string;
  readonly target?: '_blank';
  /** Extra link relations (nofollow, sponsored, ugc); noopener noreferrer go with a new window anyway. */
  readonly rel?: string;
}
export type RichRun = string | MarkedRun;
export type RichParagraph = readonly RichRun[];
export interface RichList {
  readonly list: 'ul' | 'ol';
  readonly items: readonly RichParagraph[];
}
export type RichBlock = RichParagraph | RichList;
export type RichText = readonly RichBlock[];
/** What a textual widget's text slot holds. */
export type RichValue = string | RichText;

export const isList = (b: RichBlock): b is RichList => !Array.isArray(b);
const runText = (r: RichRun): string => (typeof r === 'string' ? r : r.t);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Relations a link may carry besides noopener/noreferrer (which a new window always gets). */
const REL_TOKENS: ReadonlySet<string> = new Set(['nofollow', 'sponsored', 'ugc', 'noopener', 'noreferrer']);

export function cleanRel(rel: unknown): string {
  if (typeof rel !== 'string') return '';
  const seen: string[] = [];
  for (const token of rel.toLowerCase().split(/\s+/)) if (REL_TOKENS.has(token) && !seen.includes(token)) seen.push(token);
  return seen.join(' ');
}

/**
 * A link target as the browser will read it, or null when it is not one a text may link to:
 * http(s), mailto and tel URLs and in-page anchors only (no javascript:, data:, relative paths).
 */
export function linkHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // The URL parser strips C0 controls and spaces around, and tabs and newlines inside, before it reads the scheme.
  // eslint-disable-next-line no-control-regex -- exactly the characters the browser ignores
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (url.startsWith('#')) return url.length > 1 ? url : null;
  return /^(https?:\/\/[^\s/]|mailto:[^\s]|tel:[+\d(])/i.test(url) ? url : null;
}

const MARK_SET: ReadonlySet<unknown> = new Set(MARKS);

/** A run already in the model's shape (what the editor and the sanitiser write): read as it is. */
function validRun(v: Record<string, unknown>): boolean {
  for (const k in v) if (k !== 't' && k !== 'm' && k !== 'href' && k !== 'target' && k !== 'rel') return false;
  if (v.m !== undefined) {
    if (!Array.isArray(v.m) || v.m.length === 0) return false;
    // In MARKS order without repeats: each mark after the one before it.
    let last = -1;
    for (const k of v.m) {
      const at = MARK_SET.has(k) ? MARKS.indexOf(k as Mark) : -1;
      if (at <= last) return false;
      last = at;
    }
  }
  if (v.href === undefined) return v.target === undefined && v.rel === undefined;
  return linkHref(v.href) === v.href && (v.target === undefined || v.target === '_blank') && (v.rel === undefined || (cleanRel(v.rel) === v.rel && v.rel !== ''));
}

function readRun(v: unknown): RichRun | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (!isRecord(v) || typeof v.t !== 'string') return null;
  if (validRun(v)) return v as unknown as MarkedRun;
  const m = Array.isArray(v.m) ? MARKS.filter((k) => (v.m as unknown[]).includes(k)) : [];
  const href = linkHref(v.href);
  const run: { t: string; m?: Mark[]; href?: string; target?: '_blank'; rel?: string } = { t: v.t };
  if (m.length > 0) run.m = m;
  if (href !== null) {
    run.href = href;
    if (v.target === '_blank') run.target = '_blank';
    const rel = cleanRel(v.rel);
    if (rel !== '') run.rel = rel;
  }
  return run;
}

const readParagraph = (v: unknown): RichRun[] => (Array.isArray(v) ? v.map(readRun).filter((r): r is RichRun => r !== null) : typeof v === 'string' ? [v] : []);

/**
 * Any stored value as rich text: a string is one paragraph; blocks keep only what the model has
 * (unknown marks, unsafe links and foreign keys are dropped), so imported content cannot smuggle
 * anything to the renderer.
 */
export function readRich(value: unknown): RichText {
  if (typeof value === 'string') return value === '' ? [] : [[value]];
  if (typeof value === 'number') return [[String(value)]];
  if (!Array.isArray(value)) return [];
  const out: RichBlock[] = [];
  for (const b of value) {
    if (isRecord(b)) {
      if (b.list !== 'ul' && b.list !== 'ol') continue;
      out.push({ list: b.list, items: (Array.isArray(b.items) ? b.items : []).map(readParagraph) });
    } else out.push(readParagraph(b));
  }
  return out;
}

/** The text without marks: paragraphs and list items one per line (placeholders, search, describers, previews). */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  const lines: string[] = [];
  for (const b of readRich(value)) {
    if (isList(b)) for (const item of b.items) lines.push(item.map(runText).join(''));
    else lines.push(b.map(runText).join(''));
  }
  return lines.join('\n');
}

const sameLook = (a: RichRun, b: RichRun): boolean => {
  if (typeof a === 'string' || typeof b === 'string') return typeof a === 'string' && typeof b === 'string';
  return a.href === b.href && a.target === b.target && a.rel === b.rel && (a.m ?? []).join('') === (b.m ?? []).join('');
};

function withText(r: RichRun, t: string): RichRun {
  if (typeof r === 'string') return t;
  return { ...r, t };
}

/** Adjacent runs of the same look merged, empty runs dropped, a run without marks or link a plain string. */
function tidyParagraph(runs: readonly RichRun[]): RichRun[] {
  const out: RichRun[] = [];
  for (const raw of runs) {
    const r = typeof raw !== 'string' && raw.m === undefined && raw.href === undefined ? raw.t : raw;
    if (runText(r) === '') continue;
    const last = out.at(-1);
    if (last !== undefined && sameLook(last, r)) out[out.length - 1] = withText(last, runText(last) + runText(r));
    else out.push(r);
  }
  return out;
}

/**
 * The stored form of rich text: tidy, and a single paragraph without marks or links as its plain
 * string, so unmarked text stays what every reader of plain text reads.
 */
export function canonicalRich(rich: RichText): RichValue {
  const blocks: RichBlock[] = [];
  for (const b of rich) {
    if (isList(b)) {
      const items = b.items.map(tidyParagraph);
      if (items.length > 0) blocks.push({ list: b.list, items });
    } else blocks.push(tidyParagraph(b));
  }
  // Empty paragraphs at the ends carry nothing a visitor sees.
  while (blocks.length > 0 && !isList(blocks[0]) && blocks[0].length === 0) blocks.shift();
  while (blocks.length > 0 && !isList(blocks[blocks.length - 1]) && (blocks[blocks.length - 1] as RichParagraph).length === 0) blocks.pop();
  if (blocks.length === 0) return '';
  if (blocks.length === 1 && !isList(blocks[0]) && blocks[0].every((r) => typeof r === 'string')) return blocks[0].join('');
  return blocks;
}

/** The same value with lists turned into lines (what an inline-only slot such as a heading shows). */
export function inlineOnly(rich: RichText): RichText {
  if (rich.length <= 1 && !rich.some(isList)) return rich;
  const runs: RichRun[] = [];
  const line = (p: RichParagraph): void => {
    if (runs.length > 0) runs.push('\n');
    runs.push(...p);
  };
  for (const b of rich) {
    if (isList(b)) b.items.forEach(line);
    else line(b);
  }
  return [runs];
}
