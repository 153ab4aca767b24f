/**
 * A published page carries the script and the fixed CSS of what its markup uses, and nothing else:
 * a dialog opener needs the modal script, a slider its script and dots, a menu link the link
 * colour rule, a field the field rules, an animation class its keyframes. Read from the described
 * elements as they are written, so no second list of widget types decides it.
 */
import { FORM_META } from '../forms';
import type { PagePart } from '../widgets/define';
import { WIDGET_TYPES, WIDGETS } from '../widgets/registry';
import type { Attrs, ElementNode } from './description';
import type { Need } from './script-parts';
import type { CssFeature } from './stylesheet';

export interface PageFeatures {
  readonly needs: Set<Need>;
  readonly css: Set<CssFeature>;
}

/** What each marker attribute asks for: the widget types' own (their `page` parts), and the goal part. */
const MARKERS: ReadonlyMap<string, PagePart> = new Map([
  ...WIDGET_TYPES.flatMap((t) => (WIDGETS[t].page ?? []).map((p) => [p.marker, p] as const)),
  // Kept by the renderer only when the page carries a counter (RenderOptions.counters).
  ['data-goal', { marker: 'data-goal', script: 'goal' satisfies Need }],
]);

/** Notes what these class names use (menu links, hidden ranges, animations). */
export function noteClasses(classes: readonly string[], into: PageFeatures): void {
  for (const c of classes) {
    if (c.charCodeAt(0) !== 95) continue; // '_'
    if (c === '_l') into.css.add('links');
    else if (c.startsWith('_h-') || c.startsWith('_an-')) into.css.add(c as CssFeature);
    if (c === '_an-ripple') into.needs.add('ripple');
  }
}

function noteAttrs(attrs: Attrs, into: PageFeatures): void {
  for (const [name, value] of attrs) {
    if (value === false) continue;
    const part = MARKERS.get(name);
    if (part?.script !== undefined) into.needs.add(part.script);
    if (part?.css !== undefined) into.css.add(part.css);
    if (name === 'class' && typeof value === 'string') noteClasses(value.split(' '), into);
  }
}

/** Notes what an element about to be written uses (a widget's own classes are noted by the renderer: noteClasses). */
export function noteFeatures(node: ElementNode, into: PageFeatures): void {
  if (node.attrs.length > 0) noteAttrs(node.attrs, into);
  // A field a person fills in: not a form's hidden context, not its honeypot.
  if (node.tag === 'fieldset' || (node.tag === 'input' && node.attrs.some(([n, v]) => n === 'type' && (v === 'checkbox' || v === 'radio')))) into.css.add('choices');
  if (node.tag === 'select' || node.tag === 'textarea' || node.tag === 'fieldset' || (node.tag === 'input' && !node.attrs.some(([n, v]) => (n === 'type' && v === 'hidden') || (n === 'name' && v === FORM_META.honeypot)))) into.css.add('fields');
}
