/**
 * What a form field says about its form's flow, besides its own value: the condition that shows it
 * (forms-conditions.ts, «Показывать, если…») and whether a new step of the form starts with it.
 * Published, these are marker attributes on the field's label; the page then carries the
 * conditions part or the steps part of the script (render/script/form-conditions.ts,
 * form-steps.ts) — only a page whose forms use them.
 */
import type { PageLang } from '../forms';
import { conditionOf } from '../forms-conditions';
import type { Widget } from '../model';
import type { Attrs, Mode } from '../render/description';
import type { StepsScriptConfig } from '../render/script/steps';
import type { PagePart } from './define';

/** The cfg key of «С этого поля начинается новый шаг». */
export const STEP_START_CFG = 'stepStart';

export const FIELD_LOGIC_PARTS: readonly PagePart[] = [
  { marker: 'data-if-field', script: 'conditions' },
  { marker: 'data-step', script: 'steps' },
];

/** The label's markers of a published field (none on the canvas, where every field stays in view to be edited). */
export function fieldLogicAttrs(w: Widget, mode: Mode): Attrs {
  if (mode === 'edit') return [];
  const condition = conditionOf(w.cfg);
  return [
    ...(condition === undefined ? [] : [['data-if-field', condition.field], ['data-if-value', condition.value]] as const),
    ...(w.cfg[STEP_START_CFG] === true ? [['data-step', true]] as const : []),
  ];
}

/** The steps' buttons and progress line in each page language (script/steps.ts). */
export const STEP_TEXTS: Readonly<Record<PageLang, StepsScriptConfig>> = {
  ru: { next: 'Далее', back: 'Назад', progress: 'Шаг {n} из {total}' },
  en: { next: 'Next', back: 'Back', progress: 'Step {n} of {total}' },
};
