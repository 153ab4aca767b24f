/**
 * A text slot that may hold URL placeholders (engage/placeholders.ts): published, each placeholder
 * is its fallback inside a span marked with the parameter's name, which the page script (script/
 * engage.ts) fills from the URL; on the canvas the text stays as written, so it can be edited.
 */
import { FILL_ATTR, parseFills } from '../engage/placeholders';
import type { Widget } from '../model';
import { slot, str } from './describe-kit';
import { el, type DescNode, type Mode } from './description';

export function fillSlot(w: Widget, key: string, mode: Mode, fallback = ''): DescNode[] {
  if (mode === 'edit') return [slot(w, key, fallback)];
  const segments = parseFills(str(w.cfg[key], fallback));
  if (!segments.some((s) => 'param' in s)) return [slot(w, key, fallback)];
  return segments.map((s) => ('param' in s ? el('span', [[FILL_ATTR, s.param]], { text: s.fallback }) : { text: s.text, lines: true }));
}
