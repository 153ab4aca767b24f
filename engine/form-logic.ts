/**
 * What the editor offers for a field's condition («Показывать, если…»): the other fields of its
 * form, with the answers each can have when it has a fixed list. Kept out of forms-conditions.ts,
 * which the published page's script bundles.
 */
import { fieldLabel, fieldName } from './forms';
import { enclosingForm, fieldsUnder } from './form-names';
import type { WidgetTree } from './model';

export interface ConditionChoice {
  /** The name the field posts under (what a condition names). */
  readonly name: string;
  readonly label: string;
  /** Its fixed answers (a list's options); empty when any text can be typed. */
  readonly options: readonly string[];
}

/** The fields of `id`'s form but itself, in form order, that a condition of `id` may name. */
export function conditionChoices(tree: WidgetTree, id: number): ConditionChoice[] {
  const form = enclosingForm(tree, id);
  if (form === undefined) return [];
  return fieldsUnder(tree, form.id, []).filter((w) => w.id !== id).map((w) => ({
    name: fieldName(w), label: fieldLabel(w),
    options: Array.isArray(w.cfg.options) ? w.cfg.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '') : [],
  }));
}
