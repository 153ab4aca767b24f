/**
 * Text that may hold URL placeholders (engage/placeholders.ts). Published, each placeholder of an
 * element's text is its fallback inside a span marked with the parameter's name, and an attribute
 * the visitor reads (a field's placeholder, the form's thank-you text) is its fallback text, with
 * its pieces in FILL_ATTRS_ATTR for the page script (script/engage.ts) to fill from the URL; on the
 * canvas the text stays as written, so it can be edited.
 */
import { FILL_ATTR, FILL_ATTRS_ATTR, parseFills, withFallbacks, type FillPiece } from '../engage/placeholders';
import type { Widget } from '../model';
import { slot, str } from './describe-kit';
import { el, type Attrs, type AttrValue, type DescNode, type Mode } from './description';

/** A text written as a string (not an editable slot): a field's label. */
export function fillText(text: string, mode: Mode): DescNode[] {
  if (mode === 'edit') return [{ text }];
  return parseFills(text).map((s) => ('param' in s ? el('span', [[FILL_ATTR, s.param]], { text: s.fallback }) : { text: s.text }));
}

export function fillSlot(w: Widget, key: string, mode: Mode, fallback = ''): DescNode[] {
  if (mode === 'edit') return [slot(w, key, fallback)];
  const segments = parseFills(str(w.cfg[key], fallback));
  if (!segments.some((s) => 'param' in s)) return [slot(w, key, fallback)];
  return segments.map((s) => ('param' in s ? el('span', [[FILL_ATTR, s.param]], { text: s.fallback }) : { text: s.text, lines: true }));
}

/**
 * Attributes whose text may hold placeholders: each as its fallback text, plus (when any has a
 * placeholder) their pieces as JSON for the page script. An empty text leaves its attribute out.
 */
export function fillAttrs(entries: readonly (readonly [name: string, text: string])[], mode: Mode): Attrs {
  const out: [string, AttrValue][] = [];
  const pieces: Record<string, FillPiece[]> = {};
  for (const [name, text] of entries) {
    if (mode === 'edit') {
      out.push([name, text === '' ? false : text]);
      continue;
    }
    const segments = parseFills(text);
    out.push([name, text === '' ? false : withFallbacks(text)]);
    if (segments.some((s) => 'param' in s)) pieces[name] = segments.map((s) => ('param' in s ? [s.param, s.fallback] : s.text));
  }
  if (Object.keys(pieces).length > 0) out.push([FILL_ATTRS_ATTR, JSON.stringify(pieces)]);
  return out;
}
