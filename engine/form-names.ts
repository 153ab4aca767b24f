/**
 * A form's fields post under their names, so two fields of one form with the same name make a
 * form whose answers cannot be told apart (a second «Телефон» named `phone` joined with the first
 * fails the phone rule on every submission). The editor keeps the names of one form unique: a new
 * field gets a free name (phone → phone2), a rename to a name another field of the form has is
 * refused, and a widget added at the end of a form goes before its consent checkbox and submit button.
 * Consent boxes post under names too: a second box added to a form gets a free one (consent2), so
 * each box is answered, checked and kept on its own.
 */
import { consentNameOf } from './consent';
import type { Widget, WidgetTree } from './model';
import { pget } from './pmap';
import { fieldName, freeFieldName } from './forms';
import { childIds, type Subtree } from './tree';

/** The form a widget is inside (its nearest form ancestor, itself when it is one), or undefined. */
export function enclosingForm(tree: WidgetTree, id: number | null): Widget | undefined {
  let cur = id === null ? undefined : pget(tree.widgets, id);
  for (let guard = 0; cur !== undefined && guard < 10_000; guard++) {
    if (cur.type === 'widget-form') return cur;
    cur = cur.parentId === null ? undefined : pget(tree.widgets, cur.parentId);
  }
  return undefined;
}

export function fieldsUnder(tree: WidgetTree, id: number, out: Widget[]): Widget[] {
  for (const child of childIds(tree, id)) {
    const w = pget(tree.widgets, child);
    if (w === undefined) continue;
    if (w.type === 'widget-input') out.push(w);
    fieldsUnder(tree, child, out);
  }
  return out;
}

/** The name a field or a consent box posts under. */
const postedName = (w: Widget): string => (w.type === 'widget-consent' ? consentNameOf(w) : fieldName(w));

/** The fields and consent boxes under `id`: whatever posts an answer of its own. */
function postingUnder(tree: WidgetTree, id: number, out: Widget[]): Widget[] {
  for (const child of childIds(tree, id)) {
    const w = pget(tree.widgets, child);
    if (w === undefined) continue;
    if (w.type === 'widget-input' || w.type === 'widget-consent') out.push(w);
    postingUnder(tree, child, out);
  }
  return out;
}

/** The names the fields and consent boxes of a form post under, but `exceptId`'s. */
export function formFieldNames(tree: WidgetTree, formId: number, exceptId?: number): Set<string> {
  return new Set(postingUnder(tree, formId, []).filter((w) => w.id !== exceptId).map(postedName));
}

/**
 * Whether naming field `id` `name` would give its form two fields of one name. An empty name is
 * never a clash (the field then posts under its own `field{id}`).
 */
export function fieldNameTaken(tree: WidgetTree, id: number, name: string): boolean {
  const trimmed = name.trim();
  if (trimmed === '') return false;
  const form = enclosingForm(tree, id);
  return form !== undefined && formFieldNames(tree, form.id, id).has(trimmed);
}

/**
 * A subtree about to be inserted under `parentId` with every field's name free in its form: the
 * form it lands in (the fields already there) or a form inside the subtree itself.
 */
export function withFreeFieldNames(tree: WidgetTree, sub: Subtree, parentId: number | null): Subtree {
  const outer = enclosingForm(tree, parentId);
  const rename = (s: Subtree, taken: Set<string> | undefined): Subtree => {
    let w = s.widget;
    let inner = taken;
    if (w.type === 'widget-form') inner = new Set<string>();
    if ((w.type === 'widget-input' || w.type === 'widget-consent') && inner !== undefined) {
      // A field without a name posts under its own field{id}; a consent box under «consent».
      const own = w.type === 'widget-consent' ? consentNameOf(w) : typeof w.cfg.name === 'string' ? w.cfg.name : '';
      const free = own === '' ? own : freeFieldName(own, inner);
      if (free !== own) w = { ...w, cfg: { ...w.cfg, name: free } };
      inner.add(postedName(w));
    }
    const children = s.children.map((c) => rename(c, inner));
    return w === s.widget && children.every((c, i) => c === s.children[i]) ? s : { widget: w, children };
  };
  return rename(sub, outer === undefined ? undefined : formFieldNames(tree, outer.id));
}

/** A form's consent checkbox or submit button among its own children (the first), where a field added at the end goes: the consent stays right above the button. */
export function submitIndex(tree: WidgetTree, formId: number): number | undefined {
  const i = childIds(tree, formId).findIndex((c) => {
    const w = pget(tree.widgets, c);
    return w?.type === 'widget-consent' || (w?.type === 'widget-button' && w.cfg.target === 'submit');
  });
  return i < 0 ? undefined : i;
}
