/**
 * Description → HTML string, for publishing. Every text and attribute is escaped here (escape.ts);
 * URLs were made safe when the description was built. A `</p>` is left out where HTML allows it
 * (the next sibling starts a block, or the paragraph ends its parent): it keeps text-heavy pages
 * within their size budget.
 */
import { VOID_TAGS, type Attrs, type DescNode, type ElementNode } from './description';
import { attr, escapeHtml, escapeText } from './escape';

const P_CLOSERS = /^<(address|article|aside|blockquote|details|dialog|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|main|menu|nav|ol|p|pre|section|table|ul)[\s>]/;
const NO_OMIT_PARENTS: ReadonlySet<string> = new Set(['a', 'audio', 'del', 'ins', 'map', 'noscript', 'video']);

function attrsHtml(attrs: Attrs, from = 0, to = attrs.length): string {
  let out = '';
  for (let i = from; i < to; i++) {
    const [name, value] = attrs[i];
    if (value === false) continue;
    out += value === true ? ` ${name}` : attr(name, value);
  }
  return out;
}

/** Where a child widget's HTML comes from (the renderer walks the widget tree), and who sees each element written. */
export interface HtmlWriter {
  child(id: number): string;
  element?(node: ElementNode): void;
}

// The hot path of publishing (every node of every page): plain `in` checks, no helper calls.
function nodeHtml(node: DescNode, writer: HtmlWriter): string {
  if ('tag' in node) return elementHtml(node, writer);
  if ('text' in node) return node.lines === true ? escapeText(node.text) : escapeHtml(node.text);
  if ('child' in node) return writer.child(node.child);
  if ('html' in node) return node.html;
  return ''; // placeholders are the editor's
}

/** The content of `parentTag`, with optional paragraph end tags left out. */
export function childrenHtml(nodes: readonly DescNode[], parentTag: string, writer: HtmlWriter): string {
  if (nodes.length === 0) return '';
  // Most elements hold one text: no paragraph of their own to end.
  if (nodes.length === 1 && 'text' in nodes[0]) return nodeHtml(nodes[0], writer);
  const parts = nodes.map((n) => nodeHtml(n, writer));
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i];
    if (part.endsWith('</p>') && (part.startsWith('<p>') || part.startsWith('<p '))) {
      let j = i + 1;
      while (j < parts.length && parts[j] === '') j++;
      const next = parts[j];
      if (next === undefined ? !NO_OMIT_PARENTS.has(parentTag) : P_CLOSERS.test(next)) part = part.slice(0, -4);
    }
    out += part;
  }
  return out;
}

/** A widget's class and element id attributes, written as they go on its root element. */
export function rootAttrsHtml(classes: readonly string[], elementId: unknown): string {
  return (classes.length === 0 ? '' : attr('class', classes.join(' '))) + (typeof elementId === 'string' && elementId !== '' ? attr('id', elementId) : '');
}

/**
 * An element and its content. `root` attributes (a widget's class and element id, rootAttrsHtml)
 * come first, after a leading `type` (so a button reads `<button type=button class=…>`).
 */
export function elementHtml(node: ElementNode, writer: HtmlWriter, root = ''): string {
  // A responsive image's <picture> (describe.ts image) only offers sources: its <img> is the widget.
  if (root !== '' && node.tag === 'picture') {
    const img = node.children.at(-1);
    if (img !== undefined && 'tag' in img) return elementHtml({ ...node, children: node.children.slice(0, -1) }, writer).slice(0, -'</picture>'.length) + elementHtml(img, writer, root) + '</picture>';
  }
  writer.element?.(node);
  let attrs: string;
  if (root === '') attrs = attrsHtml(node.attrs);
  else {
    const at = node.attrs.length > 0 && node.attrs[0][0] === 'type' ? 1 : 0;
    attrs = attrsHtml(node.attrs, 0, at) + root + attrsHtml(node.attrs, at);
  }
  const open = `<${node.tag}${attrs}>`;
  if (VOID_TAGS.has(node.tag)) return open;
  return `${open}${childrenHtml(node.children, node.tag, writer)}</${node.tag}>`;
}
