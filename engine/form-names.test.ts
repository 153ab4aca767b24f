import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { formsOf, validateLead, answersByField, freeFieldName, type FormRules } from './forms';
import type { PageDocument } from './model';
import { pget } from './pmap';
import type { DocEvent } from './events';
import { caught, docWith } from './test-fixtures';
import { childIds } from './tree';

const run = (doc: PageDocument, ...events: Parameters<typeof apply>[1][]): PageDocument => events.reduce((d, e) => apply(d, e).doc, doc);
const cfgOf = (doc: PageDocument, id: number) => pget(doc.page.widgets, id)?.cfg ?? {};
const typeOf = (doc: PageDocument, id: number) => pget(doc.page.widgets, id)?.type;

/** What the add-widget panel sends: a catalogue key, in the interface language. */
const add = (target: number | null, type: string): DocEvent => ({ type: 'widget.add', at: { where: 'inside', target }, widget: { type }, lang: 'ru' });

/** «Форма» from the panel (fields 2, 3, consent 4, button 5), then «Поле: текст», «Поле: email», «Поле: телефон» with the form selected. */
function builtFromPanel(): PageDocument {
  return run(docWith(add(null, 'form')), add(1, 'input-text'), add(1, 'input-email'), add(1, 'input-phone'));
}

describe('fields of one form', () => {
  it('a field added to a form goes before its consent and submit button and gets a name no other field has', () => {
    const doc = builtFromPanel();
    const order = childIds(doc.page, 1);
    expect(order.map((id) => typeOf(doc, id))).toEqual(['widget-input', 'widget-input', 'widget-input', 'widget-input', 'widget-input', 'widget-consent', 'widget-button']);
    expect(order.slice(0, 5).map((id) => cfgOf(doc, id).name)).toEqual(['name', 'phone', 'name2', 'email', 'phone2']);
    const form = formsOf(doc, 'ru').forms['1'];
    expect(new Set(form.fields.map((f) => f.name)).size).toBe(5);
  });

  it('the form built that way takes a submission with every field filled', () => {
    const form = formsOf(builtFromPanel(), 'ru').forms['1'];
    const values = { name: 'Анна', phone: '+7 900 123-45-67', name2: 'Анна', email: 'anna@example.ru', phone2: '8 (900) 765-43-21' };
    expect(validateLead(form, values)).toEqual({ consent: 'consent' });
    expect(validateLead(form, { ...values, consent: form.consents?.[0].version ?? '' })).toEqual({});
  });

  it('refuses renaming a field to a name another field of its form has, and allows a free one', () => {
    const doc = builtFromPanel();
    const phone2 = childIds(doc.page, 1)[4];
    const err = caught(() => apply(doc, { type: 'widget.param.set', id: phone2, path: 'name', value: 'phone' }));
    expect(err.code).toBe('widget.duplicateFieldName');
    expect(err.reasons).toEqual(['В этой форме уже есть поле с таким именем']);
    expect(cfgOf(run(doc, { type: 'widget.param.set', id: phone2, path: 'name', value: 'mobile' }), phone2).name).toBe('mobile');
  });

  it('names are unique per form: a second form starts again from its own names', () => {
    const doc = run(builtFromPanel(), add(null, 'form'));
    const second = childIds(doc.page, null)[1];
    expect(childIds(doc.page, second).slice(0, 2).map((id) => cfgOf(doc, id).name)).toEqual(['name', 'phone']);
  });

  it('a cloned or pasted field gets a free name too, and undo restores the form as it was', () => {
    const doc = builtFromPanel();
    const phone = childIds(doc.page, 1)[1];
    const cloned = apply(doc, { type: 'widget.clone', id: phone });
    const fields = childIds(cloned.doc.page, 1).slice(0, 6).map((id) => cfgOf(cloned.doc, id).name);
    expect(fields).toEqual(['name', 'phone', 'phone3', 'name2', 'email', 'phone2']);
    expect(run(cloned.doc, ...cloned.inverse).page).toEqual(doc.page);
  });

  it('a widget added inside a form at an explicit index stays there (undo of a delete, a drop)', () => {
    const doc = run(docWith(add(null, 'form')), { type: 'widget.add', at: { where: 'inside', target: 1, index: 3 }, widget: { type: 'text' } });
    expect(typeOf(doc, childIds(doc.page, 1)[3])).toBe('widget-text');
  });
});

describe('a submission to a form published with a repeated name', () => {
  const form: FormRules = {
    id: 1, name: 'Форма 1', submitText: '', fields: [
      { name: 'name', label: 'Имя', kind: 'text', required: true, options: [] },
      { name: 'phone', label: 'Телефон', kind: 'phone', required: true, options: [] },
      { name: 'phone', label: 'Телефон', kind: 'phone', required: true, options: [] },
    ],
  };

  it('gives each field its own value and name, so a correct phone in each passes', () => {
    const { form: judged, answers } = answersByField(form, { name: ['Анна'], phone: ['+7 900 123-45-67', '+7 900 765-43-21'], extra: ['a', 'b'] });
    expect(answers).toEqual({ name: 'Анна', phone: '+7 900 123-45-67', phone2: '+7 900 765-43-21', extra: 'a, b' });
    expect(validateLead(judged, answers)).toEqual({});
  });

  it('still names the field that is wrong', () => {
    const { form: judged, answers } = answersByField(form, { name: ['Анна'], phone: ['+7 900 123-45-67', 'не телефон'] });
    expect(validateLead(judged, answers)).toEqual({ phone2: 'phone' });
  });

  it('free names count on from a trailing number', () => {
    expect(freeFieldName('phone', new Set(['phone', 'phone2']))).toBe('phone3');
    expect(freeFieldName('field7', new Set(['field7']))).toBe('field8');
    expect(freeFieldName('email', new Set())).toBe('email');
  });
});
