// The characters a published page can show, collected from its rendered document when it is
// published, so its fonts can be cut to them (./font-cut.ts): the text of every element of the
// body (popups, the thank-you text and tabs not shown yet included), the words the visitor reads in
// attributes (a field's placeholder, a button's value), the messages the page script writes in the
// page's language when the page has a form, and the digits and punctuation the script may show
// (counters, a value filled in from the address). Script and style bodies are code, not text.
import { FIELD_MESSAGES, INTAKE_TEXTS, type PageLang } from '../../engine/forms';

/** What the page script may write besides the page's own text: numbers, prices and their signs. */
const SCRIPT_SIGNS = ' \u00a00123456789.,:;!?%+-–—()«»"\'/№₽';

/** Attributes whose value is shown as text (data-success: the form's thank-you text). */
const SHOWN_ATTRS = /\s(?:placeholder|value|data-success)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»', mdash: '—', ndash: '–', hellip: '…' };

/** HTML character references decoded (the renderer writes few; unknown named ones are left out). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (_, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? '';
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const bodyOf = (html: string): string => {
  const bodyAt = html.search(/<body[\s>]/i);
  return (bodyAt < 0 ? html : html.slice(bodyAt))
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ');
};

/** Elements whose closing tag HTML lets a document leave out. */
const OPTIONAL_CLOSE = new Set(['p', 'li', 'dt', 'dd', 'option']);
/** A tag that ends such an element's text: any but an inline one's. */
const PHRASING_END = '<(/?)(?!(?:a|abbr|b|bdi|bdo|br|cite|code|data|dfn|em|i|img|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\\b)[a-z][a-z0-9]*\\b[^>]*>';

/** The markup of the elements carrying one of the classes (each from its opening tag to its own closing one). */
function elementsWith(body: string, classes: ReadonlySet<string>): string {
  const out: string[] = [];
  for (const open of body.matchAll(/<([a-z][a-z0-9]*)\b[^>]*?\sclass=(?:"([^"]*)"|([^\s>]+))[^>]*>/gi)) {
    if (!(open[2] ?? open[3]).split(/\s+/).some((c) => classes.has(c))) continue;
    const name = open[1].toLowerCase();
    const from = open.index + open[0].length;
    // The renderer leaves out the closing tags HTML lets it (a paragraph's): its text then ends at
    // the first tag that is not phrasing content.
    const tags = OPTIONAL_CLOSE.has(name) ? new RegExp(PHRASING_END, 'gi') : new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    tags.lastIndex = from;
    let depth = 1;
    let end = body.length;
    for (let m = tags.exec(body); m !== null; m = tags.exec(body)) {
      depth += m[1] === '/' ? -1 : 1;
      if (depth === 0 || OPTIONAL_CLOSE.has(name)) { end = m.index; break; }
    }
    out.push(body.slice(open.index, end));
  }
  return out.join(' ');
}

/**
 * The code points each family draws: `scopes` says, per family, the classes whose elements it
 * draws (null: the whole page). See pageGlyphs for what counts.
 */
export function familyGlyphs(html: string, lang: PageLang, scopes: ReadonlyMap<string, ReadonlySet<string> | null>): Map<string, number[]> {
  const body = bodyOf(html);
  // Text a class sets in capitals is drawn in capitals: those letters are added to every family.
  const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  const upper = new Set<string>();
  for (const rule of styles.matchAll(/([^{}]+)\{([^{}]*text-transform:uppercase[^{}]*)\}/g)) {
    for (const selector of rule[1].split(',')) {
      const last = /\.([\w-]+)[^.\s>+~]*$/.exec(selector.trim());
      if (last) upper.add(last[1]);
    }
  }
  const capitals = upper.size === 0 ? [] : glyphsOf(elementsWith(body, upper).replace(/>[^<]*/g, (t) => t.toUpperCase()), lang, false);
  const merge = (points: number[]) => (capitals.length === 0 ? points : [...new Set([...points, ...capitals])].sort((a, b) => a - b));
  const whole = merge(pageGlyphs(html, lang));
  return new Map([...scopes].map(([family, classes]) => [family, classes === null ? whole : merge(glyphsOf(elementsWith(body, classes), lang, false))]));
}

/** The code points the page shows, sorted, without control characters. */
export function pageGlyphs(html: string, lang: PageLang): number[] {
  return glyphsOf(bodyOf(html), lang);
}

/** `script`: with what the page script may write (the whole page's family draws that). */
function glyphsOf(body: string, lang: PageLang, script = true): number[] {
  const parts: string[] = script ? [SCRIPT_SIGNS] : [];
  for (const tag of body.match(/<[^>]*>/g) ?? []) {
    // A hidden field's value (the form's name and id) is never shown.
    if (/\stype=(["']?)hidden\1[\s>/]/i.test(tag)) continue;
    for (const m of tag.matchAll(SHOWN_ATTRS)) parts.push(m[1] ?? m[2] ?? m[3]);
  }
  parts.push(body.replace(/<[^>]*>/g, ' '));
  if (script && /<form[\s>]/i.test(body)) parts.push(...Object.values(FIELD_MESSAGES[lang]), ...Object.values(INTAKE_TEXTS[lang]));
  const points = new Set<number>();
  for (const ch of decodeEntities(parts.join(' '))) {
    const p = ch.codePointAt(0) ?? 0;
    if (p >= 0x20 && !(p >= 0x7f && p < 0xa0)) points.add(p);
  }
  return [...points].sort((a, b) => a - b);
}
