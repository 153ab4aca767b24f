// Conditional fields as the server judges them: a field whose condition is unmet is neither
// required nor kept; met, it is asked like any other. The page script uses the same functions
// (render/form-steps.test.ts shows it in a page).
import { describe, expect, it } from 'vitest';
import { answersByField, formsOf, validateLead, type FormRules } from './forms';
import { conditionMet, conditionOf, fieldShown, hiddenFieldNames, type FieldCondition } from './forms-conditions';
import { addInside, addRoot, docWith } from './test-fixtures';

const rule = (field: string, value: string): FieldCondition => ({ field, value });

describe('field conditions', () => {
  it('meets a condition by the answer, one of several choices, or any answer when it names none', () => {
    expect(conditionMet(rule('kind', 'Доставка'), 'доставка ')).toBe(true);
    expect(conditionMet(rule('kind', 'Доставка'), 'Самовывоз')).toBe(false);
    expect(conditionMet(rule('extras', 'Упаковка'), 'Открытка, Упаковка')).toBe(true);
    expect(conditionMet(rule('extras', 'Упаковка'), 'Упаковка подарочная')).toBe(false);
    expect(conditionMet(rule('comment', ''), 'что-то')).toBe(true);
    expect(conditionMet(rule('comment', ''), '  ')).toBe(false);
  });

  it('reads a condition from a field\'s cfg, and none from a broken one', () => {
    expect(conditionOf({ showIf: { field: ' kind ', value: 'Да' } })).toEqual({ field: 'kind', value: 'Да' });
    expect(conditionOf({ showIf: { field: 'kind' } })).toEqual({ field: 'kind', value: '' });
    for (const showIf of [null, 'kind', [], { field: '' }, { value: 'x' }]) expect(conditionOf({ showIf })).toBeUndefined();
  });

  it('hides a field whose controlling field is itself hidden, and a loop of conditions', () => {
    const conditions: Record<string, FieldCondition> = { b: rule('a', 'да'), c: rule('b', 'да'), x: rule('y', ''), y: rule('x', '') };
    const answers: Record<string, string> = { a: 'нет', b: 'да', c: '', x: '1', y: '1' };
    const shown = (n: string) => fieldShown(n, (k) => conditions[k], (k) => answers[k] ?? '');
    expect(shown('a')).toBe(true);
    expect(shown('b')).toBe(false);
    expect(shown('c')).toBe(false);
    answers.a = 'да';
    expect(shown('c')).toBe(true);
    expect(shown('x')).toBe(false);
  });
});

describe('validateLead with conditions', () => {
  /** Delivery: an address asked only when «Доставка» is chosen, required then. */
  function form(): FormRules {
    // The catalogue's form without its name, phone and consent (widgets 2–4): only the fields below.
    const doc = docWith(addRoot('form'), { type: 'widget.delete', id: 2 }, { type: 'widget.delete', id: 3 }, { type: 'widget.delete', id: 4 },
      addInside(1, 'input-dropdown', { cfg: { inputType: 'dropdown', name: 'how', label: 'Как получить', required: true, options: ['Самовывоз', 'Доставка'] } }),
      addInside(1, 'input-text', { cfg: { inputType: 'text', name: 'address', label: 'Адрес', required: true, showIf: { field: 'how', value: 'Доставка' } } }));
    return formsOf(doc, 'ru').forms['1'];
  }

  it('does not require a hidden required field, and requires it once its condition is met', () => {
    const f = form();
    expect(f.fields.find((x) => x.name === 'address')?.showIf).toEqual({ field: 'how', value: 'Доставка' });
    expect(validateLead(f, { how: 'Самовывоз', address: '' })).toEqual({});
    expect(validateLead(f, { how: 'Доставка', address: '' })).toEqual({ address: 'required' });
    expect(validateLead(f, { how: 'Доставка', address: 'Тверская, 1' })).toEqual({});
  });

  it('keeps no answer of a hidden field, even when a hand-made POST sends one', () => {
    const f = form();
    expect(answersByField(f, { how: ['Самовывоз'], address: ['Тверская, 1'] }).answers).toEqual({ how: 'Самовывоз' });
    expect(answersByField(f, { how: ['Доставка'], address: ['Тверская, 1'] }).answers).toEqual({ how: 'Доставка', address: 'Тверская, 1' });
    expect([...hiddenFieldNames(f.fields, { how: 'Самовывоз' })]).toEqual(['address']);
  });
});
