/**
 * Step 1 of import: legacy short keys (i, n, c, l, s, t without the widget- prefix, v) become the
 * long form of SPEC §3. Works on untrusted JSON and never throws; validation comes later.
 */
import { show } from '../errors';

export type Raw = Record<string, unknown>;

export const isRaw = (v: unknown): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v);

export function prefixType(type: unknown): unknown {
  return typeof type === 'string' && type !== '' && !type.startsWith('widget-') ? `widget-${type}` : type;
}

export function toId(value: unknown): unknown {
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}

const pick = (raw: Raw, long: string, short: string): unknown => (raw[long] !== undefined ? raw[long] : raw[short]);

/**
 * What a record left out means in the compact stored shape (compact.ts): `v` is its type's version at
 * the content's schema, `name` is its type's title in the content's names language.
 */
export interface CompactDefaults {
  readonly version: (type: string) => string;
  readonly name: (type: string) => string;
}

/**
 * A widget record in long form; unknown keys are dropped, short keys count only when long ones are
 * absent. Without `compact` (content from before the compact shape) a missing `v` is 0.1 and a
 * missing name the type without its prefix.
 */
export function normalizeWidget(raw: Raw, compact?: CompactDefaults): Raw {
  // One fixed-shape object: on big pages this is much cheaper than walking the keys.
  const type = prefixType(pick(raw, 'type', 't'));
  const name = pick(raw, 'name', 'n');
  const cfg = pick(raw, 'cfg', 'c');
  const classes = pick(raw, 'classes', 'l');
  const style = pick(raw, 'style', 's');
  const v = raw.v;
  return {
    id: toId(pick(raw, 'id', 'i')),
    type,
    name: name !== undefined ? name : typeof type !== 'string' ? '' : compact ? compact.name(type) : type.slice('widget-'.length),
    cfg: cfg === undefined || cfg === null ? {} : cfg,
    classes: classes === undefined || classes === null ? [] : classes,
    style: style === undefined || style === null || (Array.isArray(style) && style.length === 0) ? {} : style,
    parentId: raw.parentId,
    v: v === undefined ? (compact && typeof type === 'string' ? compact.version(type) : '0.1') : typeof v === 'number' ? String(v) : v,
    contentType: raw.contentType,
  };
}

/** Widgets may arrive as a map keyed by id or as a list. */
export function widgetEntries(widgets: unknown): { key: string; raw: unknown }[] | null {
  if (Array.isArray(widgets)) {
    return widgets.map((raw, i) => ({ key: isRaw(raw) ? show(raw.id ?? raw.i ?? `#${i}`) : `#${i}`, raw }));
  }
  if (isRaw(widgets)) return Object.keys(widgets).map((key) => ({ key, raw: widgets[key] }));
  return null;
}
