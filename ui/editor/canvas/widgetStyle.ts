// Turns the engine's resolved declarations (engine/styles resolveStyle: desktop → laptop → tablet →
// mobile inheritance) into a React style object. Values stay strings, as the published CSS has them.
import type { CSSProperties } from 'react';
import { resolveStyle, type Design, type Screen, type TextStyle, type Widget } from '../engine';

const camelCache = new Map<string, string>();
function camel(prop: string): string {
  let c = camelCache.get(prop);
  if (c === undefined) {
    c = prop.startsWith('--') ? prop : prop.replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase());
    camelCache.set(prop, c);
  }
  return c;
}

export function toReactStyle(decl: Readonly<Record<string, string | number>>): CSSProperties {
  const out: Record<string, string> = {};
  for (const key of Object.keys(decl)) {
    const value = decl[key];
    if (value === '' || value === null || value === undefined) continue;
    out[camel(key)] = String(value);
  }
  return out as CSSProperties;
}

/** Design-class and text-style declarations first, the widget's own on top (as in the published cascade). */
export function widgetStyle(w: Widget, screen: Screen, design: Design | undefined, textStyles: readonly TextStyle[]): CSSProperties {
  let decl: Record<string, string | number> = {};
  if (design !== undefined && w.classes.length > 0) {
    for (const c of w.classes) {
      const dc = design.classes.find((x) => x.id === c);
      if (dc !== undefined) decl = { ...decl, ...resolveStyle(dc.style, screen) };
    }
  }
  const code = w.cfg.textStyle;
  if (typeof code === 'number') {
    const ts = textStyles.find((t) => t.code === code);
    if (ts !== undefined) decl = { ...decl, ...ts.params };
  }
  const own = resolveStyle(w.style, screen);
  return toReactStyle(Object.keys(decl).length === 0 ? own : { ...decl, ...own });
}
