/**
 * Rich text → description nodes (render/description.ts), for the publisher and the canvas alike.
 * Marks become <strong>, <em>, <u>, <s>; a link an <a> whose target passed linkHref, with
 * rel="noopener noreferrer" when it opens a new window; every character of the text stays text, which
 * the HTML writer escapes. Published, a `{{param|fallback}}` placeholder inside a run is a marked span
 * the page script fills (engage/placeholders.ts), as in plain text.
 */
import { FILL_ATTR, parseFills } from '../engage/placeholders';
import { el, type Attrs, type DescNode } from '../render/description';
import { attr, escapeText } from '../render/escape';
import { cleanRel, isList, linkHref, type Mark, type RichParagraph, type RichRun, type RichText } from './model';

const MARK_TAGS: Readonly<Record<Mark, string>> = { b: 'strong', i: 'em', u: 'u', s: 's' };

function textNodes(text: string, fills: boolean): DescNode[] {
  // Most runs hold no placeholder: no parse for them (publishing walks every run of every page).
  if (!fills || !text.includes('{{')) return [{ text, lines: true }];
  const segments = parseFills(text);
  if (!segments.some((s) => 'param' in s)) return [{ text, lines: true }];
  return segments.map((s) => ('param' in s ? el('span', [[FILL_ATTR, s.param]], { text: s.fallback }) : { text: s.text, lines: true }));
}

function linkAttrsOf(run: { href?: string; target?: string; rel?: string }): Attrs | null {
  const href = linkHref(run.href);
  if (href === null) return null;
  const rel = run.rel === undefined ? [] : cleanRel(run.rel).split(' ').filter((t) => t !== '' && t !== 'noopener' && t !== 'noreferrer');
  if (run.target !== '_blank') return rel.length > 0 ? [['href', href], ['rel', rel.join(' ')]] : [['href', href]];
  return [['href', href], ['target', '_blank'], ['rel', ['noopener', 'noreferrer', ...rel].join(' ')]];
}

function runNodes(run: RichRun, fills: boolean): DescNode[] {
  if (typeof run === 'string') return textNodes(run, fills);
  let nodes = textNodes(run.t, fills);
  for (const m of run.m ?? []) nodes = [el(MARK_TAGS[m], [], ...nodes)];
  const link = run.href === undefined ? null : linkAttrsOf(run);
  return link === null ? nodes : [el('a', link, ...nodes)];
}

export function paragraphNodes(p: RichParagraph, fills: boolean): DescNode[] {
  const out: DescNode[] = [];
  for (const r of p) for (const n of runNodes(r, fills)) out.push(n);
  return out;
}

/** A text's blocks: paragraphs as <p>, lists as <ul>/<ol> of <li>. */
export function blockNodes(rich: RichText, fills: boolean): DescNode[] {
  return rich.map((b) => (isList(b)
    ? el(b.list, [], ...b.items.map((item) => el('li', [], ...paragraphNodes(item, fills))))
    : el('p', [], ...paragraphNodes(b, fills))));
}

/**
 * A published paragraph straight to HTML, written with the publisher's own escaping (escape.ts):
 * the same markup as paragraphNodes without a node per run, so a page of rich texts publishes about
 * as fast as plain ones. Null when a run holds a placeholder: that needs the marked span the page
 * script is carried for (the node path notes it).
 */
export function paragraphHtml(p: RichParagraph): string | null {
  let out = '';
  for (const r of p) {
    const text = typeof r === 'string' ? r : r.t;
    if (text.includes('{{')) return null;
    let html = escapeText(text);
    if (typeof r !== 'string') {
      for (const m of r.m ?? []) html = `<${MARK_TAGS[m]}>${html}</${MARK_TAGS[m]}>`;
      const link = r.href === undefined ? null : linkAttrsOf(r);
      if (link !== null) {
        let attrs = '';
        for (const [name, value] of link) attrs += attr(name, value);
        html = `<a${attrs}>${html}</a>`;
      }
    }
    out += html;
  }
  return out;
}
