/**
 * Step 1 of import: legacy short keys (i, n, c, l, s, t without the widget- prefix, v) become the
 * long form of SPEC §3. Works on untrusted JSON and never throws; validation comes later.
 */
import { show } from '../errors';

export type Raw = Record<string, unknown>;

export const isRaw = (v: unknown): v is Raw => v !== null && typeof v === 'object' && !Array.isArray(v);

const SHORT_KEYS: Readonly<Record<string, string>> = { i: 'id', n: 'name', c: 'cfg', l: 'classes', s: 'style', t: 'type' };

export function prefixType(type: unknown): unknown {
  return typeof type === 'string' && type !== '' && !type.startsWith('widget-') ? `widget-${type}` : type;
}

export function toId(value: unknown): unknown {
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}

/** A widget record in long form; unknown keys are dropped, short keys win only when long ones are absent. */
export function normalizeWidget(raw: Raw): Raw {
  const out: Raw = {};
  for (const [key, value] of Object.entries(raw)) {
    const long = SHORT_KEYS[key];
    if (long !== undefined) {
      if (!(long in raw)) out[long] = value;
    } else if (key === 'id' || key === 'name' || key === 'cfg' || key === 'classes' || key === 'style' || key === 'type'
      || key === 'parentId' || key === 'v' || key === 'contentType') {
      out[key] = value;
    }
  }
  out.id = toId(out.id);
  out.type = prefixType(out.type);
  if (typeof out.v === 'number') out.v = String(out.v);
  if (out.name === undefined) out.name = typeof out.type === 'string' ? out.type.slice('widget-'.length) : '';
  if (out.cfg === undefined || out.cfg === null) out.cfg = {};
  if (out.classes === undefined || out.classes === null) out.classes = [];
  if (out.style === undefined || out.style === null || (Array.isArray(out.style) && out.style.length === 0)) out.style = {};
  if (out.v === undefined) out.v = '0.1';
  return out;
}

/** Widgets may arrive as a map keyed by id or as a list. */
export function widgetEntries(widgets: unknown): { key: string; raw: unknown }[] | null {
  if (Array.isArray(widgets)) {
    return widgets.map((raw, i) => ({ key: isRaw(raw) ? show(raw.id ?? raw.i ?? `#${i}`) : `#${i}`, raw }));
  }
  if (isRaw(widgets)) return Object.keys(widgets).map((key) => ({ key, raw: widgets[key] }));
  return null;
}
