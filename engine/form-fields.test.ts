// The form field kinds beyond text, phone, email and list: how each renders (labelled; groups as a
// fieldset with a legend), the rule each value meets (one rule for server and page script), how a
// checkbox group's answers arrive, and that a page made before these kinds renders as it did.
import { describe, expect, it } from 'vitest';
import { apply } from './apply';
import { catalogueEntry } from './catalogue';
import { answersByField, CHECKBOX_VALUE, fieldMessage, fieldProblem, FIELD_MESSAGES, fileKindOf, formsOf, validateLead } from './forms';
import type { Widget } from './model';
import { pget } from './pmap';
import { renderPage } from './render';
import { describe as describeWidget } from './render/describe';
import { addInside, addRoot, docWith } from './test-fixtures';
import { childIds } from './tree';

function formWith(...fields: [key: string, cfg: Record<string, unknown>][]) {
  let doc = docWith(addRoot('form', { cfg: { formName: 'Запись' } }));
  const formId = childIds(doc.page, null)[0];
  // The catalogue's form comes with name, phone and a button: keep only the fields asked for.
  for (const id of childIds(doc.page, formId)) doc = apply(doc, { type: 'widget.delete', id }).doc;
  for (const [key, cfg] of fields) doc = apply(doc, addInside(formId, key, { cfg: { inputType: key.slice('input-'.length), ...cfg } })).doc;
  return { doc, rules: formsOf(doc, 'ru').forms[String(formId)] };
}

const html = (doc: ReturnType<typeof formWith>['doc']) => renderPage(doc, { leadUrl: '/__lead', pageId: 1 }).html;

describe('form field kinds', () => {
  it('has a catalogue entry with Russian and English titles for every kind', () => {
    for (const k of ['textarea', 'checkbox', 'checkboxes', 'radio', 'date', 'number', 'hidden', 'file']) {
      const e = catalogueEntry(`input-${k}`);
      expect(e?.titles.ru).toMatch(/^Поле: /);
      expect(e?.titles.en).toMatch(/^Field: /);
    }
  });

  it('renders a checkbox group and a radio group as a fieldset with a legend, each option labelled', () => {
    const { doc } = formWith(
      ['input-checkboxes', { label: 'Услуги', name: 'services', required: true, options: ['Стрижка', 'Окрашивание'] }],
      ['input-radio', { label: 'Мастер', name: 'master', required: true, options: ['Анна', 'Ольга'] }],
    );
    const out = html(doc);
    expect(out).toMatch(/<fieldset class=\w+ data-group=checkboxes data-required><legend>/);
    expect(out).toContain('<legend>Услуги</legend><label class=_fc><input type=checkbox name=services value="Стрижка"><span>Стрижка</span></label>');
    // A radio group's required is the browser's own (one of the group); a box of a checkbox group is never required alone.
    expect(out).toContain('<label class=_fc><input type=radio name=master value="Анна" required><span>Анна</span></label>');
    expect(renderPage(doc, {}).css).toContain('fieldset');
  });

  it('renders a comment, a checkbox, a date and a number with their attributes', () => {
    const { doc } = formWith(
      ['input-textarea', { label: 'Комментарий', name: 'comment', required: false, placeholder: 'Пожелания' }],
      ['input-checkbox', { label: 'Перезвоните мне', name: 'call', required: false }],
      ['input-date', { label: 'Дата визита', name: 'day', required: true }],
      ['input-number', { label: 'Гостей', name: 'guests', required: false, min: 1, max: 10, step: 1 }],
    );
    const out = html(doc);
    expect(out).toContain('<span>Комментарий</span><textarea name=comment rows=4 placeholder="Пожелания"></textarea>');
    expect(out).toContain(`<input type=checkbox value=${CHECKBOX_VALUE} name=call><span>Перезвоните мне</span>`);
    expect(out).toContain('<input type=date name=day autocomplete=off required>');
    expect(out).toContain('<input type=number name=guests autocomplete=off min=1 max=10 step=1 inputmode=decimal>');
  });

  it('publishes a hidden field as a hidden input filled from the visit, shown (inert) only on the canvas', () => {
    const { doc } = formWith(
      ['input-hidden', { label: 'Кампания', name: 'campaign', source: 'utm_campaign' }],
      ['input-hidden', { label: 'Промокод', name: 'promo', source: 'query', param: 'promo"><x' }],
    );
    const out = html(doc);
    expect(out).toMatch(/<input type=hidden class=\w+ name=campaign data-fill=utm_campaign>/);
    // The parameter name is cleaned to a query parameter's characters: nothing else reaches the markup.
    expect(out).toMatch(/<input type=hidden class=\w+ name=promo data-fill=query data-param=promox>/);
    expect(out).not.toContain('Кампания');
    const formId = childIds(doc.page, null)[0];
    const first = pget(doc.page.widgets, childIds(doc.page, formId)[0]) as Widget;
    const canvas = describeWidget(first, { tree: doc.page }, 'edit');
    expect(canvas?.tag).toBe('label');
    expect(JSON.stringify(canvas)).toContain('"text":"Кампания"');
    expect(JSON.stringify(canvas)).toContain('["value","utm_campaign"],["readonly",true],["inert",true]');
  });

  it('renders a page made before these kinds exactly as before', () => {
    const { doc } = formWith(
      ['input-text', { label: 'Имя', name: 'name', required: true }],
      ['input-dropdown', { inputType: 'dropdown', label: 'Тариф', name: 'plan', required: false, options: ['Старт', 'Бизнес'] }],
    );
    const { html: out, css } = renderPage(doc, { leadUrl: '/__lead', pageId: 1 });
    expect(out).toContain('<label class=b><span>Имя</span><input type=text name=name autocomplete=name required></label>'
      + '<label class=b><span>Тариф</span><select name=plan><option>Старт</option><option>Бизнес</option></select></label>');
    // No choice controls: no fieldset rules either.
    expect(css).not.toContain('fieldset');
  });
});

describe('file fields', () => {
  it('offer the kinds they take in the picker and say their limit (at most 10 MB)', () => {
    const { doc, rules } = formWith(['input-file', { label: 'Резюме', name: 'cv', required: true, accept: ['pdf', 'png', 'exe'], maxMb: 50 }]);
    expect(html(doc)).toContain('<span>Резюме</span><input type=file name=cv accept=".pdf,.png" data-max=10 required>');
    expect(rules.fields[0]).toMatchObject({ kind: 'file', fileKinds: ['pdf', 'png'], maxMb: 10, options: ['pdf', 'png'] });
  });

  it('know a kind by its name and first bytes together', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
    expect(fileKindOf('CV.PDF', pdf, ['pdf', 'png'])).toBe('pdf');
    expect(fileKindOf('cv.png', pdf, ['pdf', 'png'])).toBeNull();
    expect(fileKindOf('cv.pdf', new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0]), ['pdf'])).toBeNull();
    expect(fieldProblem('file', 'cv.pdf', true, ['pdf'])).toBeNull();
    expect(fieldProblem('file', 'cv.exe', true, ['pdf'])).toBe('fileType');
    expect(fieldProblem('file', '', true, ['pdf'])).toBe('required');
  });
});

describe('the rule of each kind', () => {
  it('judges values kind by kind', () => {
    expect(fieldProblem('date', '2026-02-28', true, [])).toBeNull();
    expect(fieldProblem('date', '2026-02-30', true, [])).toBe('date');
    expect(fieldProblem('date', '28.02.2026', false, [])).toBe('date');
    expect(fieldProblem('number', '3,5', true, [], {})).toBeNull();
    expect(fieldProblem('number', 'три', true, [], {})).toBe('number');
    expect(fieldProblem('number', '0', true, [], { min: 1, max: 10, step: 1 })).toBe('min');
    expect(fieldProblem('number', '11', true, [], { min: 1, max: 10, step: 1 })).toBe('max');
    expect(fieldProblem('number', '2.5', true, [], { min: 1, max: 10, step: 1 })).toBe('step');
    expect(fieldProblem('number', '1.5', true, [], { min: 0.5, step: 0.5 })).toBeNull();
    expect(fieldProblem('checkbox', CHECKBOX_VALUE, true, [])).toBeNull();
    expect(fieldProblem('checkbox', '', true, [])).toBe('required');
    expect(fieldProblem('checkbox', 'да', false, [])).toBe('option');
    expect(fieldProblem('radio', 'Анна', true, ['Анна', 'Ольга'])).toBeNull();
    expect(fieldProblem('radio', 'Мария', true, ['Анна', 'Ольга'])).toBe('option');
    expect(fieldProblem('checkboxes', 'Стрижка\nОкрашивание', true, ['Стрижка', 'Окрашивание'])).toBeNull();
    expect(fieldProblem('checkboxes', 'Стрижка\nМаникюр', true, ['Стрижка', 'Окрашивание'])).toBe('option');
    expect(fieldProblem('textarea', 'строка 1\nстрока 2', true, [])).toBeNull();
    expect(fieldProblem('hidden', 'yandex', false, [])).toBeNull();
  });

  it('words bounds into the message', () => {
    expect(fieldMessage(FIELD_MESSAGES.ru.min, { min: 1 })).toBe('Введите число не меньше 1');
    expect(fieldMessage(FIELD_MESSAGES.en.step, { step: 0.5 })).toBe('Enter a number in steps of 0.5');
  });

  it('takes every ticked option of a checkbox group as its answer, one per line, and checks each against the options', () => {
    const { rules } = formWith(
      ['input-checkboxes', { label: 'Услуги', name: 'services', required: true, options: ['Стрижка', 'Окрашивание'] }],
      ['input-number', { label: 'Гостей', name: 'guests', required: false, min: 1, max: 10, step: 1 }],
      ['input-hidden', { label: 'Кампания', name: 'campaign', source: 'utm_campaign', required: true }],
    );
    expect(rules.fields.map((f) => [f.kind, f.required])).toEqual([['checkboxes', true], ['number', false], ['hidden', false]]);
    const ok = answersByField(rules, { services: ['Стрижка', 'Окрашивание'], guests: ['3'] });
    expect(ok.answers.services).toBe('Стрижка\nОкрашивание');
    expect(validateLead(ok.form, ok.answers)).toEqual({});
    const bad = answersByField(rules, { services: ['Маникюр'], guests: ['12'] });
    expect(validateLead(bad.form, bad.answers)).toEqual({ services: 'option', guests: 'max' });
    expect(validateLead(rules, {})).toEqual({ services: 'required' });
  });
});
