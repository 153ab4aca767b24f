/**
 * apply(doc, event) → { doc, inverse }: the only way a document changes. Pure: the input document
 * is never modified, and an impossible event throws an EngineError leaving nothing half-applied.
 */
import { fail, show } from '../errors';
import type { DocEvent } from '../events';
import type { PageDocument } from '../model';
import type { ApplyResult } from './context';
import { applyDesign } from './design';
import { createFragment, deleteFragment, renameFragment, setFragmentTrigger } from './fragment';
import { applyFontPreset, applyGlobals, applyPalette, applyTextStyle } from './system';
import { addClass, deleteParam, removeClass, renameWidget, setHidden, setParam, setStyle } from './widget-props';
import { addWidget, cloneWidget, deleteWidget, moveWidget, pasteWidget, replaceWidget } from './widget-tree';

export type { ApplyResult } from './context';

export function apply(doc: PageDocument, event: DocEvent): ApplyResult {
  if (event === null || typeof event !== 'object' || typeof event.type !== 'string') fail('event.invalid', 'An event needs a type');
  switch (event.type) {
    case 'widget.add': return addWidget(doc, event);
    case 'widget.delete': return deleteWidget(doc, event);
    case 'widget.move': return moveWidget(doc, event);
    case 'widget.clone': return cloneWidget(doc, event);
    case 'widget.paste': return pasteWidget(doc, event);
    case 'widget.replace': return replaceWidget(doc, event);
    case 'widget.rename': return renameWidget(doc, event);
    case 'widget.param.set': return setParam(doc, event);
    case 'widget.param.delete': return deleteParam(doc, event);
    case 'widget.style.set': return setStyle(doc, event);
    case 'widget.class.add': return addClass(doc, event);
    case 'widget.class.remove': return removeClass(doc, event);
    case 'widget.hide':
    case 'widget.show': return setHidden(doc, event);
    case 'fragment.create': return createFragment(doc, event);
    case 'fragment.rename': return renameFragment(doc, event);
    case 'fragment.delete': return deleteFragment(doc, event);
    case 'fragment.trigger.set': return setFragmentTrigger(doc, event);
    case 'textStyle.create':
    case 'textStyle.update':
    case 'textStyle.delete': return applyTextStyle(doc, event);
    case 'palette.create':
    case 'palette.update':
    case 'palette.clone':
    case 'palette.delete': return applyPalette(doc, event);
    case 'fontPreset.create':
    case 'fontPreset.update':
    case 'fontPreset.clone':
    case 'fontPreset.delete': return applyFontPreset(doc, event);
    case 'globals.set': return applyGlobals(doc, event);
    case 'design.create':
    case 'design.update':
    case 'design.clone':
    case 'design.delete':
    case 'design.set':
    case 'design.class.add':
    case 'design.class.update':
    case 'design.class.delete':
    case 'design.class.reparent': return applyDesign(doc, event);
    default: return fail('event.invalid', `Unknown event type '${show((event as { type: unknown }).type)}'`);
  }
}

/** Applies events in order; the inverse undoes all of them (last change first). */
export function applyAll(doc: PageDocument, events: readonly DocEvent[]): ApplyResult {
  let cur = doc;
  const inverses: DocEvent[][] = [];
  for (const e of events) {
    const r = apply(cur, e);
    cur = r.doc;
    inverses.push(r.inverse);
  }
  return { doc: cur, inverse: inverses.reverse().flat() };
}
