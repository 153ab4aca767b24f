/**
 * Description → HTML string, for publishing. Every text and attribute is escaped here (escape.ts);
 * URLs were made safe when the description was built. A `</p>` is left out where HTML allows it
 * (the next sibling starts a block, or the paragraph ends its parent): it keeps text-heavy pages
 * within their size budget.
 */
import { isChild, isElement, isRawHtml, isText, VOID_TAGS, type Attrs, type DescNode, type ElementNode } from './description';
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
  element?(node: ElementNode, root?: Attrs): void;
}

function nodeHtml(node: DescNode, writer: HtmlWriter): string {
  if (isElement(node)) return elementHtml(node, writer);
  if (isText(node)) return node.lines === true ? escapeText(node.text) : escapeHtml(node.text);
  if (isChild(node)) return writer.child(node.child);
  if (isRawHtml(node)) return node.html;
  return ''; // placeholders are the editor's
}

/** The content of `parentTag`, with optional paragraph end tags left out. */
export function childrenHtml(nodes: readonly DescNode[], parentTag: string, writer: HtmlWriter): string {
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

/**
 * An element and its content. `root` attributes (a widget's class and element id) come first, after
 * a leading `type` (so a button reads `<button type=button class=…>`).
 */
export function elementHtml(node: ElementNode, writer: HtmlWriter, root?: Attrs): string {
  writer.element?.(node, root);
  let attrs: string;
  if (root === undefined) attrs = attrsHtml(node.attrs);
  else {
    const at = node.attrs[0]?.[0] === 'type' ? 1 : 0;
    attrs = attrsHtml(node.attrs, 0, at) + attrsHtml(root) + attrsHtml(node.attrs, at);
  }
  const open = `<${node.tag}${attrs}>`;
  if (VOID_TAGS.has(node.tag)) return open;
  return `${open}${childrenHtml(node.children, node.tag, writer)}</${node.tag}>`;
}
