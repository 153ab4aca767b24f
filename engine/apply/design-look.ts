/**
 * How a widget added from the catalogue takes the page's design (`widget.add` with `design: true`):
 * it gets the default class of its type from the page's design — the first class of the type at the
 * top of the class tree (by order), for a heading the one of its level — and the catalogue's own
 * declarations that the class sets are dropped, so the class (with the palette and font variables it
 * uses) decides the look. What the class leaves alone stays, and the widget gets room around it.
 */
import type { AnyWidgetType, Cfg, DesignClass, DesignClassId, PageDocument, Screen, StyleDecl, WidgetStyle } from '../model';
import { SCREENS } from '../model';
import { fitBetweenMargins } from '../margins';
import { widgetDef } from '../widgets/registry';
import { designClasses } from './design';

export interface Look {
  readonly classes: readonly (string | number)[];
  readonly style: WidgetStyle;
}

export type DesignLook = (type: AnyWidgetType, cfg: Cfg, style: WidgetStyle, topLevel: boolean) => Look;

/** Room at the sides of a widget placed straight on the page, which has no padding of its own. */
const PAGE_GUTTER = { marginLeft: '24px', marginRight: '24px' };
/** The class a new widget of `type` gets from `classes`, or undefined when the design has none for it. */
export function defaultClassFor(classes: readonly DesignClass[], type: string, cfg: Cfg): DesignClass | undefined {
  const own = classes
    .filter((c) => c.type === type && c.parentId === null && !c.hideInAddingWidgets)
    .sort((a, b) => a.order - b.order);
  if (own.length === 0) return undefined;
  if (type === 'widget-heading') {
    const level = Math.min(5, Math.max(1, Math.round(Number(cfg.level) || 2)));
    return own[Math.min(level, own.length) - 1];
  }
  return own[0];
}

function without(style: WidgetStyle, cls: DesignClass): WidgetStyle {
  const out: Partial<Record<Screen, Record<string, string | number>>> = {};
  for (const screen of SCREENS) {
    const own = style[screen];
    if (own === undefined) continue;
    const taken = cls.style[screen] ?? {};
    const kept = Object.fromEntries(Object.entries(own).filter(([prop]) => !(prop in taken)));
    if (Object.keys(kept).length > 0) out[screen] = kept;
  }
  return out;
}

export function pageDesignLook(doc: PageDocument): DesignLook {
  const classes = designClasses(doc.library.designs, doc.globals.designId);
  return (type, cfg, style, topLevel) => {
    const cls = defaultClassFor(classes, type, cfg);
    const ids: DesignClassId[] = cls === undefined ? [] : [cls.id];
    let next = cls === undefined ? style : without(style, cls);
    const look = widgetDef(type)?.look ?? {};
    // Room under a text-like widget, so widgets added one after another do not stick together.
    if (look.spaced === true) next = { ...next, desktop: { marginBottom: '16px', ...next.desktop } };
    if (topLevel && look.ownPadding !== true) {
      const desktop: StyleDecl = { ...PAGE_GUTTER, ...next.desktop };
      next = fitBetweenMargins({ ...next, desktop }, cls?.style);
    }
    return { classes: ids, style: next };
  };
}
