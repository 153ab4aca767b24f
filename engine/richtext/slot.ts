/**
 * A textual widget's rich text slot as its root element: a plain string as before (fill-slot.ts);
 * marked text as runs inside the widget's own tag when it is one paragraph, else as paragraphs and
 * lists inside a <div> (a <p> or heading cannot hold a list). An 'inline' slot (a heading) shows
 * lists and paragraphs as lines. On the canvas the slot is one text node carrying the marked nodes,
 * so the inline editor can take its place.
 */
import type { Widget } from '../model';
import { NONE } from '../render/describe-kit';
import { el, type ElementNode, type Mode } from '../render/description';
import { fillSlot } from '../render/fill-slot';
import { inlineOnly, isList, plainText, readRich, type RichParagraph } from './model';
import { blockNodes, paragraphHtml, paragraphNodes } from './render';

export function richSlot(w: Widget, key: string, mode: Mode, tag: string, kind: 'inline' | 'block'): ElementNode {
  const value = w.cfg[key];
  if (!Array.isArray(value)) return el(tag, NONE, ...fillSlot(w, key, mode));
  const read = readRich(value);
  const rich = kind === 'inline' ? inlineOnly(read) : read;
  const single = rich.length <= 1 && (rich.length === 0 || !isList(rich[0]));
  const fills = mode === 'publish';
  const root = single ? tag : 'div';
  if (fills && single && rich.length === 1) {
    const html = paragraphHtml(rich[0] as RichParagraph);
    if (html !== null) return el(root, NONE, { html });
  }
  const nodes = single ? (rich.length === 0 ? [] : paragraphNodes(rich[0] as RichParagraph, fills)) : blockNodes(rich, fills);
  if (mode === 'edit') return el(root, NONE, { text: plainText(value), lines: true, edit: key, rich: nodes });
  return el(root, NONE, ...nodes);
}
