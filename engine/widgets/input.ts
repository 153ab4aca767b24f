/**
 * A form field, one catalogue entry per kind: text, phone, email, a list, a comment, a checkbox,
 * a checkbox group, a radio group, a date, a number, and a hidden field the page script fills
 * from the visit. Groups are a fieldset with a legend; every other control is wrapped by its label.
 */
import { CHECKBOX_VALUE, fieldLabel, fieldLimitsOf, fieldName, fieldOptionsOf, fileAccept, fileLimitsOf, HIDDEN_SOURCES, type HiddenSource } from '../forms';
import type { InputType } from '../constants';
import type { Widget } from '../model';
import { el, type Attrs, type ElementNode, type Mode } from '../render/description';
import { edit, str, type DescribeContext } from '../render/describe-kit';
import { fillAttrs, fillText } from '../render/fill-slot';
import type { CatalogueItem } from './define';
import { defineWidget } from './define';
import { FIELD_LOGIC_PARTS, fieldLogicAttrs } from './field-logic';
import { FLEX_COLUMN } from './shared';

const INPUT_TYPE: Readonly<Partial<Record<InputType, [string, string]>>> = {
  text: ['text', 'name'], phone: ['tel', 'tel'], email: ['email', 'email'], date: ['date', 'off'], number: ['number', 'off'],
};


/** Where a hidden field's value comes from (an unknown source: utm_source). */
export function hiddenSourceOf(w: Widget): HiddenSource {
  const s = str(w.cfg.source);
  return (HIDDEN_SOURCES as readonly string[]).includes(s) ? (s as HiddenSource) : 'utm_source';
}

/** The query parameter a 'query' hidden field reads: letters, digits, '_', '-', '.'. */
export const hiddenParamOf = (w: Widget): string => str(w.cfg.param).trim().replace(/[^\w.-]/g, '').slice(0, 100);

function hidden(w: Widget, mode: Mode): ElementNode {
  const source = hiddenSourceOf(w);
  const param = source === 'query' ? hiddenParamOf(w) : '';
  // On the canvas the marketer sees the field and where it is filled from; the visitor never does.
  if (edit(mode)) {
    return el('label', [], el('span', [], { text: fieldLabel(w) }),
      el('input', [['type', 'text'], ['value', source === 'query' ? `?${param}` : source], ['readonly', true], ['inert', true]]));
  }
  return el('input', [['type', 'hidden'], ['name', fieldName(w)], ['data-fill', source], ['data-param', param === '' ? false : param]]);
}

/** A checkbox or radio group: the legend says what is asked; each option is labelled by its own text. */
function group(w: Widget, kind: 'checkboxes' | 'radio', mode: Mode): ElementNode {
  const required = w.cfg.required === true;
  const type = kind === 'radio' ? 'radio' : 'checkbox';
  const name = fieldName(w);
  return el('fieldset', [['data-group', kind], ['data-required', required], ['inert', edit(mode)]],
    el('legend', [], { text: fieldLabel(w) }),
    ...fieldOptionsOf(w).map((o) => el('label', [['class', '_fc']],
      // A radio group's `required` is the group's; a checkbox group's is said by data-required (one box is enough).
      el('input', [['type', type], ['name', name], ['value', o], ['required', kind === 'radio' && required]]),
      el('span', [], { text: o }))));
}

/** A labelled field (the label wraps its control, so every field is labelled without ids). On the canvas the control is inert. */
function describe(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const c = w.cfg;
  const kind = str(c.inputType, 'text') as InputType;
  if (kind === 'hidden') return hidden(w, mode);
  if (kind === 'checkboxes' || kind === 'radio') return group(w, kind, mode);
  const common: Attrs = [['name', fieldName(w)], ['required', c.required === true], ['inert', edit(mode)]];
  if (kind === 'checkbox') {
    return el('label', [['class', '_fc']], el('input', [['type', 'checkbox'], ['value', CHECKBOX_VALUE], ...common]), el('span', [], { text: fieldLabel(w) }));
  }
  let control: ElementNode;
  if (kind === 'file') {
    // The picker offers the field's kinds; data-max (MB) lets the page script refuse a heavy file before it is sent.
    const { fileKinds, maxMb } = fileLimitsOf(w);
    control = el('input', [['type', 'file'], common[0], ['accept', fileAccept(fileKinds)], ['data-max', maxMb], ...common.slice(1)]);
  } else if (kind === 'dropdown') {
    control = el('select', common, ...fieldOptionsOf(w).map((o) => el('option', [], { text: o })));
  } else if (kind === 'textarea') {
    control = el('textarea', [common[0], ['rows', 4], ...fillAttrs([['placeholder', str(w.cfg.placeholder)]], mode), ...common.slice(1)]);
  } else {
    const [type, auto] = INPUT_TYPE[kind] ?? INPUT_TYPE.text ?? ['text', 'name'];
    const limits = kind === 'number' ? fieldLimitsOf(w) : {};
    control = el('input', [['type', type], common[0], ['autocomplete', auto], ...fillAttrs([['placeholder', str(w.cfg.placeholder)]], mode),
      ['min', limits.min ?? false], ['max', limits.max ?? false], ['step', limits.step ?? (kind === 'number' ? 'any' : false)],
      ['inputmode', kind === 'number' ? 'decimal' : false], ['data-phone', kind === 'phone' && !edit(mode)], ...common.slice(1)]);
  }
  return el('label', fieldLogicAttrs(w, mode), el('span', [], ...fillText(fieldLabel(w), mode)), control);
}

const CHOICE_ROW = { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '8px' };

interface KindDefaults { options?: [en: string[], ru: string[]]; cfg?: Record<string, unknown>; row?: boolean }

const kind = (inputType: InputType, name: string, en: string, ru: string, titles: CatalogueItem['titles'], more: KindDefaults = {}): CatalogueItem => ({
  key: `input-${inputType}`, category: 'form', titles,
  cfg: { inputType, name, placeholder: '', required: inputType === 'text' || inputType === 'phone' || inputType === 'email', ...more.cfg },
  en: { label: en, options: more.options?.[0] ?? [] },
  ru: { label: ru, options: more.options?.[1] ?? [] },
  style: { desktop: more.row === true ? CHOICE_ROW : FLEX_COLUMN },
});

const TWO: [string[], string[]] = [['Option 1', 'Option 2'], ['Вариант 1', 'Вариант 2']];
const THREE: [string[], string[]] = [['Option 1', 'Option 2', 'Option 3'], ['Вариант 1', 'Вариант 2', 'Вариант 3']];

export default defineWidget({
  type: 'widget-input',
  title: { en: 'Form field', ru: 'Поле формы' },
  catalogue: [
    kind('text', 'name', 'Name', 'Имя', { en: 'Field: text', ru: 'Поле: текст' }),
    kind('phone', 'phone', 'Phone', 'Телефон', { en: 'Field: phone', ru: 'Поле: телефон' }),
    kind('email', 'email', 'Email', 'Email', { en: 'Field: email', ru: 'Поле: email' }),
    kind('dropdown', 'choice', 'Choose', 'Выберите', { en: 'Field: list', ru: 'Поле: список' }, { options: TWO }),
    kind('textarea', 'comment', 'Comment', 'Комментарий', { en: 'Field: comment', ru: 'Поле: комментарий' }),
    kind('checkbox', 'agree', 'Call me back', 'Перезвоните мне', { en: 'Field: checkbox', ru: 'Поле: галочка' }, { row: true }),
    kind('checkboxes', 'interests', 'What interests you?', 'Что вас интересует?', { en: 'Field: checkboxes', ru: 'Поле: несколько вариантов' }, { options: THREE }),
    kind('radio', 'option', 'Choose one', 'Выберите один вариант', { en: 'Field: one of', ru: 'Поле: один вариант' }, { options: TWO }),
    kind('date', 'date', 'Date', 'Дата', { en: 'Field: date', ru: 'Поле: дата' }),
    kind('number', 'quantity', 'Quantity', 'Количество', { en: 'Field: number', ru: 'Поле: число' }, { cfg: { min: 1, max: null, step: 1 } }),
    kind('file', 'file', 'Attach a file', 'Приложите файл', { en: 'Field: file', ru: 'Поле: файл' }, { cfg: { accept: ['pdf', 'jpg', 'png', 'docx'], maxMb: 5 } }),
    kind('hidden', 'utm_source', 'Ad source', 'Источник рекламы', { en: 'Field: hidden (from the visit)', ru: 'Поле: скрытое (из визита)' }, { cfg: { source: 'utm_source', param: '' } }),
  ],
  editor: { textual: true, content: ['formField', 'formLogic'] },
  describe,
  // A phone field brings the phone part (the country's mask and check); other pages never carry it.
  page: [...FIELD_LOGIC_PARTS, { marker: 'data-fill', script: 'engage' }, { marker: 'data-fill-attrs', script: 'engage' }, { marker: 'data-phone', script: 'phone' }],
});
