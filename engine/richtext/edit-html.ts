/**
 * Rich text as the HTML the inline editor (ui/editor/canvas/InlineText.tsx) starts from: the same
 * elements the page gets (<strong>, <em>, <u>, <s>, <a>, <br>, lists), every text escaped and every
 * link checked, written by the publisher's own writer so there is one way to turn it into markup.
 * What the person then does to it comes back through the paste sanitiser (paste.ts).
 */
import { childrenHtml } from '../render/html';
import { inlineOnly, readRich } from './model';
import { blockNodes, paragraphNodes } from './render';

export function richEditHtml(value: unknown, kind: 'inline' | 'block'): string {
  const read = readRich(value);
  const rich = kind === 'inline' ? inlineOnly(read) : read;
  const single = rich.length === 1 && Array.isArray(rich[0]);
  const nodes = single ? paragraphNodes(rich[0] as Parameters<typeof paragraphNodes>[0], false) : blockNodes(rich, false);
  // Paragraph end tags written out: the editor's element is a <span>, which no </p> may be left to close.
  return childrenHtml(nodes, 'a', { child: () => '' });
}
