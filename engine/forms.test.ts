import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { cleanText, formsOf, pickForm, validateLead } from './forms';
import { addInside, addRoot, docWith } from './test-fixtures';
import { childIds } from './tree';
import { DEFAULT_SUBMIT_TEXT } from './constants';

/** A form with the catalogue's name + phone fields, plus an optional email and a dropdown. */
function pageWithForm() {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Заказ звонка', submitText: 'Ждите звонка' } }));
  const formId = childIds(doc.page, null)[0];
  doc = apply(doc, addInside(formId, 'input-email', { cfg: { inputType: 'email', label: 'Почта', name: 'email', required: false } })).doc;
  doc = apply(doc, addInside(formId, 'input-dropdown', { cfg: { inputType: 'dropdown', label: 'Тариф', name: 'plan', required: false, options: ['Старт', ' Бизнес ', ''] } })).doc;
  return { doc, formId };
}

describe('form rules', () => {
  it('keeps the form\'s «Email для заявок» lower-cased, and none when it is not an address', () => {
    const rules = (email: unknown) => Object.values(formsOf(docWith(addRoot('form', { cfg: { formName: 'F', email } })), 'ru').forms)[0];
    expect(rules(' Sales@Shop.RU ').email).toBe('sales@shop.ru');
    expect(rules('not an address').email).toBe('');
    expect(rules(undefined).email).toBe('');
  });

  it('lists every form of the page and its modals with their fields, as rendered', () => {
    const { doc, formId } = pageWithForm();
    let withModal = apply(doc, { type: 'fragment.create', title: 'Call me' }).doc;
    withModal = apply(withModal, { type: 'widget.add', fragmentId: 1, at: { where: 'inside', target: null }, widget: { type: 'form' } }).doc;
    const { lang, forms } = formsOf(withModal, undefined);
    expect(lang).toBe('ru');
    expect(Object.keys(forms)).toHaveLength(2);
    const form = forms[String(formId)];
    expect(form).toMatchObject({ id: formId, name: 'Заказ звонка', submitText: 'Ждите звонка', email: '' });
    expect(form.fields.map((f) => [f.name, f.label, f.kind, f.required])).toEqual([
      ['name', 'Name', 'text', true], ['phone', 'Phone', 'phone', true], ['email', 'Почта', 'email', false], ['plan', 'Тариф', 'dropdown', false],
    ]);
    expect(form.fields[3].options).toEqual(['Старт', 'Бизнес']);
    // The modal's form keeps the catalogue's (English) default text: the page language's default.
    const modalForm = Object.values(forms).find((f) => f.id !== formId);
    expect(modalForm?.submitText).toBe('Спасибо! Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.');
    expect(Object.values(formsOf(withModal, 'en').forms).find((f) => f.id !== formId)?.submitText).toBe(DEFAULT_SUBMIT_TEXT);
  });

  it('judges values with the field rules: required, email, phone, the dropdown options', () => {
    const { doc, formId } = pageWithForm();
    const form = formsOf(doc, 'ru').forms[String(formId)];
    // The catalogue's form asks for consent (its own tests: consent.test.ts); given in every case here.
    expect(validateLead(form, { consent: 'yes',  name: 'Иван', phone: '+7 (900) 123-45-67' })).toEqual({});
    expect(validateLead(form, { consent: 'yes',  name: '   ', phone: '' })).toEqual({ name: 'required', phone: 'required' });
    expect(validateLead(form, { consent: 'yes',  name: 'Иван', phone: '12-34', email: 'ivan@', plan: 'Премиум' })).toEqual({ phone: 'phone', email: 'email', plan: 'option' });
    expect(validateLead(form, { consent: 'yes',  name: 'Иван', phone: '8 900 123 45 67', email: 'ivan@mail.ru', plan: 'Бизнес' })).toEqual({});
    for (const bad of ['+7 900 abc 45 67', '123456', '1234567890123456', 'телефон']) expect(validateLead(form, { consent: 'yes',  name: 'A', phone: bad }), bad).toEqual({ phone: 'phone' });
    for (const bad of ['a b@c.ru', 'a@b', 'a@.ru', '@c.ru']) expect(validateLead(form, { consent: 'yes',  name: 'A', phone: '+79001234567', email: bad }), bad).toEqual({ email: 'email' });
  });

  it('finds the submitted form by id, else by a unique name, else the only form', () => {
    const { doc, formId } = pageWithForm();
    const page = formsOf(doc, 'ru');
    expect(pickForm(page, String(formId), undefined)?.id).toBe(formId);
    expect(pickForm(page, '999', 'Заказ звонка')?.id).toBe(formId);
    expect(pickForm(page, undefined, undefined)?.id).toBe(formId);
    expect(pickForm({ lang: 'ru', forms: {} }, String(formId), 'x')).toBeUndefined();
  });

  it('cleans NUL, control characters and lone surrogates but keeps tabs, line breaks and emoji', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(cleanText('line\r\nnext\tcol 😀 Привет')).toBe('line\r\nnext\tcol 😀 Привет');
    expect(cleanText('x\ud800y\udc00z')).toBe('xyz');
  });
});
