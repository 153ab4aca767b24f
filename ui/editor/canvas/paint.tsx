// The engine describes, the canvas paints: a widget's description (engine describe, mode 'edit') as
// React elements. The painter knows no widget type; it maps attributes to React props, puts child
// widgets, the inline text editor and the editor's placeholders where the description says.
import { createElement, Fragment, type ReactNode, type SyntheticEvent } from 'react';
import type { AttrValue, ChildNode, DescNode, ElementNode, PlaceholderNode, TextNode } from '../engine';
import { parseStyle } from './reactStyle';

/** What the painter cannot know by itself: how to paint a child widget, the text slot, a placeholder. */
export interface Slots {
  child(node: ChildNode): ReactNode;
  /** The text being edited in place, or null to paint it as text. */
  editor(node: TextNode): ReactNode | null;
  placeholder(node: PlaceholderNode): ReactNode;
}

const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className', tabindex: 'tabIndex', readonly: 'readOnly', autocomplete: 'autoComplete', allowfullscreen: 'allowFullScreen',
  srcdoc: 'srcDoc', playsinline: 'playsInline', for: 'htmlFor', colspan: 'colSpan', rowspan: 'rowSpan', maxlength: 'maxLength',
};

/** A sandboxed frame (the author's HTML) takes the height of what it shows. */
function fitFrame(e: SyntheticEvent<HTMLIFrameElement>): void {
  const frame = e.currentTarget;
  const doc = frame.contentDocument;
  if (doc !== null) frame.style.height = `${Math.ceil(doc.documentElement.getBoundingClientRect().height)}px`;
}

function props(node: ElementNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of node.attrs) {
    if (value === false) continue;
    if (name === 'style') out.style = parseStyle(String(value));
    else out[PROP_NAMES[name] ?? name] = attrValue(name, value);
  }
  if (node.tag === 'iframe' && out['data-fit'] !== undefined) out.onLoad = fitFrame;
  return out;
}

// React writes `true` as "true" on data- and aria- attributes; a bare attribute is "".
const attrValue = (name: string, value: AttrValue): AttrValue =>
  value === true && (name.startsWith('data-') || name.startsWith('aria-')) ? '' : value;

function textLines(text: string): ReactNode {
  const lines = text.split(/\r?\n/);
  return lines.length === 1 ? text : lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]));
}

function paintNode(node: DescNode, key: number, slots: Slots): ReactNode {
  if ('tag' in node) return paintElement(node, { key }, slots);
  if ('text' in node) {
    const editor = node.edit === undefined ? null : slots.editor(node);
    if (editor !== null) return <Fragment key={key}>{editor}</Fragment>;
    if (node.rich !== undefined) return <Fragment key={key}>{node.rich.map((n, i) => paintNode(n, i, slots))}</Fragment>;
    return <Fragment key={key}>{node.lines === true ? textLines(node.text) : node.text}</Fragment>;
  }
  if ('child' in node) return <Fragment key={key}>{slots.child(node)}</Fragment>;
  if ('placeholder' in node) return <Fragment key={key}>{slots.placeholder(node)}</Fragment>;
  return null; // raw HTML is published only; the canvas shows it in a sandboxed frame
}

/** An element and its content. `root` props (the widget's frame: class, style, data-wid, …) go on top. */
export function paintElement(node: ElementNode, root: Record<string, unknown>, slots: Slots): ReactNode {
  const own = props(node);
  const className = [own.className, root.className].filter(Boolean).join(' ');
  const merged = { ...own, ...root, ...(className === '' ? {} : { className }) };
  const children = node.children.map((c, i) => paintNode(c, i, slots));
  return createElement(node.tag, merged, ...(children.length === 0 ? [] : children));
}
