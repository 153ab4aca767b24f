/**
 * Where a widget's declaration on a screen comes from, for an editor that shows inherited values
 * (a placeholder "52px — class «Heading H1»"): its own value on that screen, its own value on a
 * bigger screen (desktop → laptop → tablet → mobile), its text style, or one of its design classes
 * (later classes over earlier ones; a class over the class it sits in, whose declarations it takes
 * unless it sets its own). Own values win over the text style, the text style over classes.
 */
import { SCREENS, type DesignClass, type DesignClassId, type Screen, type StyleDecl, type TextStyle, type Widget } from './model';

export type StyleSource =
  | { readonly kind: 'own'; readonly screen: Screen }
  | { readonly kind: 'class'; readonly id: DesignClassId; readonly name: string; readonly screen: Screen }
  | { readonly kind: 'textStyle'; readonly code: number; readonly title: string };

export interface SourcedValue {
  readonly value: string | number;
  readonly from: StyleSource;
}

/** The nearest screen at or above `screen` whose declarations set `prop`. */
function nearest(style: Partial<Record<Screen, StyleDecl>>, prop: string, screen: Screen): { value: string | number; screen: Screen } | undefined {
  let found: { value: string | number; screen: Screen } | undefined;
  for (const s of SCREENS) {
    const v = style[s]?.[prop];
    if (v !== undefined && v !== '') found = { value: v, screen: s };
    if (s === screen) break;
  }
  return found;
}

/**
 * What `prop` is on `screen` and where that comes from, leaving out the widget's own value on that
 * very screen when `inheritedOnly` (what the field would show if the person cleared it).
 */
export function styleSource(
  w: Widget, prop: string, screen: Screen, classes: ReadonlyMap<DesignClassId, DesignClass>, textStyles: readonly TextStyle[], inheritedOnly = false,
): SourcedValue | undefined {
  const own = nearest(inheritedOnly ? { ...w.style, [screen]: undefined } : w.style, prop, screen);
  if (own !== undefined) return { value: own.value, from: { kind: 'own', screen: own.screen } };
  const code = w.cfg.textStyle;
  const ts = typeof code === 'number' ? textStyles.find((t) => t.code === code) : undefined;
  const tv = ts?.params[prop];
  if (ts !== undefined && tv !== undefined && tv !== '') return { value: tv, from: { kind: 'textStyle', code: ts.code, title: ts.title } };
  for (let i = w.classes.length - 1; i >= 0; i--) {
    const seen = new Set<DesignClassId>();
    for (let cls = classes.get(w.classes[i]); cls !== undefined && !seen.has(cls.id); cls = cls.parentId === null ? undefined : classes.get(cls.parentId)) {
      seen.add(cls.id);
      const found = nearest(cls.style, prop, screen);
      if (found !== undefined) return { value: found.value, from: { kind: 'class', id: cls.id, name: cls.name, screen: found.screen } };
    }
  }
  return undefined;
}
