/**
 * Two parts of the page script hide parts of a form: the conditions (a field whose condition is
 * unmet) and the steps (the fields of the other steps). Each sets its own mark; an element is shown
 * only while it carries neither, so one part never shows what the other hides. Inline display
 * wins over the widget's own display rule (a label is display:flex), which the hidden attribute would not.
 */
export const OFF_BY_CONDITION = 'data-c-off';
export const OFF_BY_STEP = 'data-s-off';

export function setOff(x: HTMLElement, mark: string, off: boolean): void {
  if (off) x.setAttribute(mark, '');
  else x.removeAttribute(mark);
  x.style.display = x.hasAttribute(OFF_BY_CONDITION) || x.hasAttribute(OFF_BY_STEP) ? 'none' : '';
}
