/**
 * The conditions part of the published page's script: a field whose condition is unmet
 * (engine/forms-conditions.ts, the rule the server applies to the lead) is hidden and its control
 * disabled, so it is neither checked nor sent; it shows again, with what was typed, once the
 * condition is met. Re-judged on every input and change of the form, and after a reset.
 */
import { fieldShown, type FieldCondition } from '../../forms-conditions';
import { OFF_BY_CONDITION, setOff } from './form-display';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's answer as the server reads it: its value, a group's ticked choices joined by ', '. */
function answerOf(f: HTMLFormElement, name: string): string {
  const out: string[] = [];
  [].forEach.call(f.elements, (c: Control) => {
    if (c.name !== name || c.type === 'hidden') return;
    if ((c.type === 'checkbox' || c.type === 'radio') && !(c as HTMLInputElement).checked) return;
    out.push((c.value || '').trim());
  });
  return out.join(', ');
}

function update(f: HTMLFormElement): void {
  const boxes = f.querySelectorAll<HTMLElement>('[data-if-field]');
  const conditions: Record<string, FieldCondition> = {};
  const names: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    const control = boxes[i].querySelector<Control>('input,select,textarea');
    names.push(control ? control.name : '');
    if (control) conditions[control.name] = { field: boxes[i].getAttribute('data-if-field') || '', value: boxes[i].getAttribute('data-if-value') || '' };
  }
  for (let i = 0; i < boxes.length; i++) {
    const shown = fieldShown(names[i], (n) => conditions[n], (n) => answerOf(f, n));
    setOff(boxes[i], OFF_BY_CONDITION, !shown);
    [].forEach.call(boxes[i].querySelectorAll('input,select,textarea'), (c: Control) => { c.disabled = !shown; });
  }
}

export function run(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-form]').forEach((f) => {
    if (!f.querySelector('[data-if-field]')) return;
    const again = (): void => update(f);
    f.addEventListener('input', again);
    f.addEventListener('change', again);
    f.addEventListener('reset', () => { setTimeout(again, 0); });
    again();
  });
}
