/**
 * describe(widget, context, mode): what every widget type is on the page, as an element tree (see
 * description.ts) — one table for the publisher and the editor canvas, made of the types' own
 * describers (engine/widgets/<type>.ts). The 'edit' branch holds the editor's affordances:
 * placeholders for empty media, iframes that cannot take the pointer, the author's HTML in a
 * sandbox, inert form fields, spoilers and burger menus held open, the tab panel and slide being
 * edited shown. The root's classes, style and element id are added by the caller.
 */
import type { Widget } from '../model';
import { WIDGET_TYPES, widgetDef } from '../widgets/registry';
import type { ElementNode, Mode } from './description';
import { box, type DescribeContext } from './describe-kit';

export type { DescribeContext, Describer } from './describe-kit';

/** Types with a describer (every type of the registry; an unknown legacy type is a plain box). */
export const DESCRIBED_TYPES: ReadonlySet<string> = new Set(WIDGET_TYPES);

const plainBox = box('div');

/** The widget as an element tree, or null when it shows nothing (an image without a picture, when published). */
export function describe(w: Widget, ctx: DescribeContext, mode: Mode): ElementNode | null {
  return (widgetDef(w.type)?.describe ?? plainBox)(w, ctx, mode);
}
