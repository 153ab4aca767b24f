/**
 * The steps part of the published page's script, carried only by pages whose forms have steps: a
 * form whose fields include one that starts a step (`data-step`) is shown a step at a time, with a
 * progress line, Back and Next. Next checks the step's fields with the form part's own check (the
 * field rules the server applies) before it moves on; Back keeps every answer (the other steps
 * are only hidden, and still sent). The submit button shows on the last step only; Enter on an
 * earlier step moves to the next one. Without this script every field shows at once.
 */
import { OFF_BY_STEP, setOff } from './form-display';

export interface StepsScriptConfig {
  readonly next: string;
  readonly back: string;
  /** 'Шаг {n} из {total}'. */
  readonly progress: string;
}

/** What the form part (form.ts) and this one tell each other through the form element. */
export interface SteppedForm extends HTMLFormElement {
  /** The form part's check of the fields inside these elements: true when all pass (the first failing one is marked and focused). */
  _check?: (scope: readonly HTMLElement[]) => boolean;
  /** Moves to the next step when not on the last one (true), so a submit there is a Next. */
  _next?: () => boolean;
  /** Shows the step that holds this element (a field the server refused). */
  _show?: (x: Element) => void;
}

const isMeta = (x: HTMLElement): boolean =>
  (x.tagName === 'INPUT' && (x as HTMLInputElement).type === 'hidden') || x.getAttribute('role') === 'status' || x.getAttribute('aria-hidden') === 'true';

const holds = (x: HTMLElement, selector: string): boolean => !!x.querySelector(selector) || (x.matches ? x.matches(selector) : false);

function button(text: string, className: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.className = className;
  return b;
}

function split(f: SteppedForm): { steps: HTMLElement[][]; tail: HTMLElement[] } {
  const steps: HTMLElement[][] = [[]];
  const tail: HTMLElement[] = [];
  [].forEach.call(f.children, (x: HTMLElement) => {
    if (isMeta(x)) return;
    if (holds(x, '[type=submit]')) { tail.push(x); return; }
    if (holds(x, '[data-step]') && steps[steps.length - 1].length > 0) steps.push([]);
    steps[steps.length - 1].push(x);
  });
  return { steps, tail };
}

function steps(f: SteppedForm, c: StepsScriptConfig): void {
  const { steps: parts, tail } = split(f);
  const last = parts.length - 1;
  if (last < 1) return;
  const progress = document.createElement('div');
  const label = document.createElement('p');
  label.setAttribute('aria-live', 'polite');
  label.style.cssText = 'margin:0;font-size:.875em;opacity:.8';
  const track = document.createElement('div');
  track.style.cssText = 'height:4px;margin-top:6px;border-radius:2px;background:rgba(127,127,127,.25);overflow:hidden';
  const bar = document.createElement('div');
  bar.style.cssText = 'height:100%;background:currentColor;transition:width .2s';
  track.appendChild(bar);
  progress.appendChild(label);
  progress.appendChild(track);
  f.insertBefore(progress, parts[0][0]);
  const submit = tail.length > 0 ? (tail[0].matches('[type=submit]') ? tail[0] : tail[0].querySelector('[type=submit]')) : null;
  const nav = document.createElement('div');
  nav.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap';
  const back = button(c.back, '');
  back.style.cssText = 'font:inherit;padding:8px 16px;border:1px solid currentColor;border-radius:6px;background:transparent;color:inherit;cursor:pointer';
  const next = button(c.next, submit ? submit.className : '');
  nav.appendChild(back);
  nav.appendChild(next);
  f.insertBefore(nav, tail.length > 0 ? tail[0] : f.querySelector('[role=status]'));
  let at = 0;
  const show = (i: number, focus?: boolean): void => {
    at = i;
    parts.forEach((s, j) => s.forEach((x) => setOff(x, OFF_BY_STEP, j !== i)));
    tail.forEach((x) => setOff(x, OFF_BY_STEP, i !== last));
    back.style.display = i > 0 ? '' : 'none';
    next.style.display = i < last ? '' : 'none';
    label.textContent = c.progress.replace('{n}', String(i + 1)).replace('{total}', String(last + 1));
    bar.style.width = Math.round(((i + 1) / (last + 1)) * 100) + '%';
    if (!focus) return;
    const first = parts[i].length > 0 ? (parts[i][0].matches('input,select,textarea') ? parts[i][0] : parts[i][0].querySelector<HTMLElement>('input:not([disabled]),select:not([disabled]),textarea:not([disabled])')) : null;
    if (first) first.focus();
  };
  const forward = (): void => {
    if (f._check && !f._check(parts[at])) return;
    show(at + 1, true);
  };
  next.addEventListener('click', forward);
  back.addEventListener('click', () => show(at - 1, true));
  f._next = () => {
    if (at >= last) return false;
    forward();
    return true;
  };
  f._show = (x) => parts.forEach((s, j) => s.forEach((y) => { if (y === x || y.contains(x)) show(j); }));
  f.addEventListener('reset', () => show(0));
  show(0);
}

export function run(c: StepsScriptConfig): void {
  document.querySelectorAll<SteppedForm>('form[data-form]').forEach((f) => {
    if (f.querySelector('[data-step]')) steps(f, c);
  });
}
