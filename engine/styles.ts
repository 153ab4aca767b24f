/**
 * Responsive style resolution: desktop is the base and every smaller screen inherits from the one
 * above it (desktop → laptop → tablet → mobile), overriding only what it declares.
 */
import { SCREENS, type Cfg, type Screen, type StyleDecl, type Widget, type WidgetStyle } from './model';

/** The widget's effective declarations on `screen`. */
export function resolveStyle(style: WidgetStyle, screen: Screen): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const s of SCREENS) {
    Object.assign(out, style[s]);
    if (s === screen) break;
  }
  return out;
}

export const resolveWidgetStyle = (w: Widget, screen: Screen): Record<string, string | number> => resolveStyle(w.style, screen);

/** Whether a widget is hidden on `screen`: cfg.hidden holds per-screen flags, inherited downward. */
export function isHiddenOn(cfg: Cfg, screen: Screen): boolean {
  const hidden = cfg.hidden;
  if (hidden === null || typeof hidden !== 'object') return false;
  let result = false;
  for (const s of SCREENS) {
    const flag = (hidden as Record<string, unknown>)[s];
    if (typeof flag === 'boolean') result = flag;
    if (s === screen) break;
  }
  return result;
}

const kebabCache = new Map<string, string>();
/** backgroundColor → background-color; custom properties and kebab names pass through. */
export function kebab(prop: string): string {
  let k = kebabCache.get(prop);
  if (k === undefined) {
    // Sanitised once here: anything but letters, digits and '-' could break out of a rule.
    k = (prop.startsWith('--') ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).replace(/[^a-z0-9-]/gi, '');
    if (kebabCache.size < 5000) kebabCache.set(prop, k);
  }
  return k;
}

const UNSAFE_VALUE = /[{};<>]/;

/** Declarations as CSS text; values are stripped of characters that could break out of a rule. */
export function declText(decl: StyleDecl): string {
  let out = '';
  for (const key of Object.keys(decl)) {
    const value = decl[key];
    if (value === '' || value === undefined || value === null) continue;
    const prop = kebab(key);
    const raw = typeof value === 'string' ? value : String(value);
    const text = UNSAFE_VALUE.test(raw) ? raw.replace(/[{};<>]/g, '') : raw;
    if (prop === '' || text === '') continue;
    out += (out === '' ? '' : ';') + prop + ':' + text;
  }
  return out;
}

/** Drops empty screens so `{}` and a missing screen never differ (keeps undo exact). */
export function compactStyle(style: WidgetStyle): WidgetStyle {
  let changed = false;
  const out: Partial<Record<Screen, StyleDecl>> = {};
  for (const s of SCREENS) {
    const d: unknown = style[s];
    if (d === undefined) continue;
    // Non-objects are left for validation to report; only empty declarations are dropped.
    if (d !== null && typeof d === 'object' && Object.keys(d).length === 0) changed = true;
    else out[s] = d as StyleDecl;
  }
  return changed ? out : style;
}
