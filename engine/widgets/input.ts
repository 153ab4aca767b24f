/** A form field: text, phone, email or a dropdown (one catalogue entry per kind). */
import { fieldLabel, fieldName } from '../forms';
import type { Widget } from '../model';
import { el, type Attrs, type ElementNode, type Mode } from '../render/description';
import { edit, list, str, type DescribeContext } from '../render/describe-kit';
import { fillAttrs, fillText } from '../render/fill-slot';
import type { CatalogueItem } from './define';
import { defineWidget } from './define';
import { FIELD_LOGIC_PARTS, fieldLogicAttrs } from './field-logic';
import { FLEX_COLUMN } from './shared';

const INPUT_TYPE: Readonly<Record<string, [string, string]>> = {
  text: ['text', 'name'], phone: ['tel', 'tel'], email: ['email', 'email'],
};

/** A labelled field (the label wraps its control, so every field is labelled without ids). On the canvas the control is inert. */
function describe(w: Widget, _ctx: DescribeContext, mode: Mode): ElementNode {
  const c = w.cfg;
  const common: Attrs = [['name', fieldName(w)], ['required', c.required === true], ['inert', edit(mode)]];
  let control: ElementNode;
  if (c.inputType === 'dropdown') {
    control = el('select', common, ...list(c.options).map((o) => el('option', [], { text: str(o) })));
  } else {
    const [type, auto] = INPUT_TYPE[str(c.inputType, 'text')] ?? INPUT_TYPE.text;
    control = el('input', [['type', type], common[0], ['autocomplete', auto], ...fillAttrs([['placeholder', str(c.placeholder)]], mode), ...common.slice(1)]);
  }
  return el('label', fieldLogicAttrs(w, mode), el('span', [], ...fillText(fieldLabel(w), mode)), control);
}

const kind = (inputType: string, name: string, en: string, ru: string, titles: CatalogueItem['titles']): CatalogueItem => ({
  key: `input-${inputType}`, category: 'form', titles,
  cfg: { inputType, name, placeholder: '', required: inputType !== 'dropdown' },
  en: { label: en, options: inputType === 'dropdown' ? ['Option 1', 'Option 2'] : [] },
  ru: { label: ru, options: inputType === 'dropdown' ? ['Вариант 1', 'Вариант 2'] : [] },
  style: { desktop: FLEX_COLUMN },
});

export default defineWidget({
  type: 'widget-input',
  title: { en: 'Form field', ru: 'Поле формы' },
  catalogue: [
    kind('text', 'name', 'Name', 'Имя', { en: 'Field: text', ru: 'Поле: текст' }),
    kind('phone', 'phone', 'Phone', 'Телефон', { en: 'Field: phone', ru: 'Поле: телефон' }),
    kind('email', 'email', 'Email', 'Email', { en: 'Field: email', ru: 'Поле: email' }),
    kind('dropdown', 'choice', 'Choose', 'Выберите', { en: 'Field: list', ru: 'Поле: список' }),
  ],
  editor: { textual: true, content: ['formField', 'formLogic'] },
  describe,
  page: [...FIELD_LOGIC_PARTS, { marker: 'data-fill', script: 'engage' }, { marker: 'data-fill-attrs', script: 'engage' }],
});
