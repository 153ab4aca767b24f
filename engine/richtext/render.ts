/**
 * Rich text → description nodes (render/description.ts), for the publisher and the canvas alike.
 * Marks become <strong>, <em>, <u>, <s>; a link an <a> whose target passed linkHref, with
 * rel="noopener noreferrer" when it opens a new window; every character of the text stays text, which
 * the HTML writer escapes. Published, a `{{param|fallback}}` placeholder inside a run is a marked span
 * the page script fills (engage/placeholders.ts), as in plain text.
 */
import { FILL_ATTR, parseFills } from '../engage/placeholders';
import { el, type Attrs, type DescNode } from '../render/description';
import { cleanRel, isList, linkHref, type Mark, type RichParagraph, type RichRun, type RichText } from './model';

const MARK_TAGS: Readonly<Record<Mark, string>> = { b: 'strong', i: 'em', u: 'u', s: 's' };

function textNodes(text: string, fills: boolean): DescNode[] {
  if (!fills) return [{ text, lines: true }];
  const segments = parseFills(text);
  if (!segments.some((s) => 'param' in s)) return [{ text, lines: true }];
  return segments.map((s) => ('param' in s ? el('span', [[FILL_ATTR, s.param]], { text: s.fallback }) : { text: s.text, lines: true }));
}

export function linkAttrsOf(run: { href?: string; target?: string; rel?: string }): Attrs | null {
  const href = linkHref(run.href);
  if (href === null) return null;
  const rel = cleanRel(run.rel).split(' ').filter((t) => t !== '' && t !== 'noopener' && t !== 'noreferrer');
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

export const paragraphNodes = (p: RichParagraph, fills: boolean): DescNode[] => p.flatMap((r) => runNodes(r, fills));

/** A text's blocks: paragraphs as <p>, lists as <ul>/<ol> of <li>. */
export function blockNodes(rich: RichText, fills: boolean): DescNode[] {
  return rich.map((b) => (isList(b)
    ? el(b.list, [], ...b.items.map((item) => el('li', [], ...paragraphNodes(item, fills))))
    : el('p', [], ...paragraphNodes(b, fills))));
}
