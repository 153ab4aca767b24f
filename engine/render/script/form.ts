/**
 * The form part of the published page's script. The visitor is told "thank you" only once the
 * server has stored the lead. It checks every field in place with the server's own rule
 * (field-rules.ts, the same messages in the page's language) and sends the form with fetch,
 * carrying an idempotency key made once per submission (crypto.randomUUID, or getRandomValues where
 * a page is not a secure context) plus the visit's UTM tags and referrer, kept in sessionStorage
 * from the landing URL. A network failure or a 5xx is retried with exponential backoff and jitter
 * under the same key, so a lead whose answer was lost is stored once. Without fetch the browser's
 * own POST runs (the hidden context fields are then absent and the server reads the Referer instead).
 * Once the server says it STORED the lead (not a repeat, not a refusal), the form announces a
 * `goal` event for the counters (goal.ts), then shows the thank-you text, opens the form's popup,
 * or goes to its address — with the visit's UTM tags when the form asks (the same rule as
 * engine/after-submit.ts withUtm) — a moment later, so the counters' own requests get out first.
 */
import type { InputType } from '../../constants';
import { consentProblem } from '../../consent';
import { fieldMessage, fieldProblem, GROUP_JOIN, type FieldError, type FieldLimits } from '../../field-rules';
import { ownValue } from '../../own';
import type { SteppedForm } from './steps';

export interface FormScriptConfig {
  /** Field messages in the page's language. */
  readonly messages: Readonly<Record<FieldError, string>>;
  readonly failed: string;
  readonly tooMany: string;
  /** The ad tags (utm_* and click ids) kept from the landing URL. */
  readonly tags: readonly string[];
  /** Names of the hidden fields the script adds (forms.ts FORM_META) and the prefix of the tags' fields. */
  readonly key: string;
  readonly ref: string;
  readonly honeypot: string;
  readonly tagPrefix: string;
}

/** The visit's landing context: its ad tags, the referrer that brought it, and whether it was set. */
interface Visit {
  u: Record<string, string>;
  r: string;
  s?: number;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface LeadForm extends SteppedForm {
  /** Sending now. */
  _b?: boolean;
  /** This submission's idempotency key (kept across retries, dropped once stored). */
  _k?: string | null;
}

const STORE = '_lead';

function loadVisit(tags: readonly string[]): Visit {
  let visit: Visit = { u: {}, r: '' };
  try {
    visit = (JSON.parse(sessionStorage.getItem(STORE) as string) as Visit | null) || visit;
  } catch { /* storage off or spoiled: start afresh */ }
  // A visit's first page (or any page arriving with ad tags) sets the context for the visit.
  const query = new URLSearchParams(location.search);
  const landed: Record<string, string> = {};
  let tagged = false;
  let ref = document.referrer;
  tags.forEach((k) => {
    const v = query.get(k);
    if (v) { landed[k] = v.slice(0, 500); tagged = true; }
  });
  if (ref && ref.indexOf(location.origin + '/') === 0) ref = '';
  if (tagged || !visit.s) {
    visit = { u: tagged ? landed : visit.u, r: ref || visit.r, s: 1 };
    try { sessionStorage.setItem(STORE, JSON.stringify(visit)); } catch { /* private mode: kept for this page only */ }
  }
  return visit;
}

function newKey(): string {
  const c = window.crypto;
  if (c && c.randomUUID) return c.randomUUID();
  const b = new Uint8Array(16);
  if (c && c.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.random() * 256;
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  let h = '';
  for (let i = 0; i < 16; i++) h += (b[i] + 256).toString(16).slice(1);
  return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
}

function put(f: HTMLFormElement, name: string, value: string): void {
  let x = f.querySelector<HTMLInputElement>('input[type=hidden][name="' + name + '"]');
  if (!x) {
    x = document.createElement('input');
    x.type = 'hidden';
    x.name = name;
    f.appendChild(x);
  }
  x.value = value;
}

/**
 * One question of a form as the visitor answers it: one control, or the boxes of a checkbox or
 * radio group (one name, one fieldset). The per-field API of this part: fieldUnits lists them,
 * unitValue reads one the way the server will (field-rules.ts), unitProblem judges it, markUnit
 * shows or clears its message.
 */
export interface FieldUnit {
  readonly name: string;
  readonly kind: InputType;
  readonly required: boolean;
  readonly controls: Control[];
  /** Where its message goes: the label around the control, or the group's fieldset. */
  readonly box: HTMLElement;
  readonly limits: FieldLimits;
}

function kindOf(c: Control): InputType {
  if (c.tagName === 'SELECT') return 'dropdown';
  if (c.tagName === 'TEXTAREA') return 'textarea';
  switch (c.type) {
    case 'email': return 'email';
    case 'tel': return 'phone';
    case 'date': return 'date';
    case 'number': return 'number';
    case 'checkbox': return 'checkbox';
    case 'file': return 'file';
    default: return 'text';
  }
}

const limit = (c: Control, a: string): number | undefined => {
  const v = c.getAttribute(a);
  return v !== null && v !== '' && isFinite(+v) ? +v : undefined;
};

/** The questions of a form (not the hidden context, not the honeypot), in the order they are on it. */
export function fieldUnits(f: HTMLFormElement, honeypot: string): FieldUnit[] {
  const out: FieldUnit[] = [];
  const groups: Record<string, FieldUnit> = {};
  [].forEach.call(f.elements, (c: Control) => {
    // A field its condition hides is disabled (conditions.ts): neither checked nor sent.
    if (!c.name || c.type === 'hidden' || c.disabled || c.name === honeypot || !/^(INPUT|SELECT|TEXTAREA)$/.test(c.tagName)) return;
    const set = c.closest('fieldset[data-group]') as HTMLFieldSetElement | null;
    if (set) {
      const key = c.name;
      if (groups[key]) { groups[key].controls.push(c); return; }
      groups[key] = {
        name: c.name, kind: set.getAttribute('data-group') === 'radio' ? 'radio' : 'checkboxes',
        required: set.hasAttribute('data-required'), controls: [c], box: set, limits: {},
      };
      out.push(groups[key]);
      return;
    }
    out.push({
      name: c.name, kind: kindOf(c), required: c.required, controls: [c], box: (c.closest('label') || c.parentNode) as HTMLElement,
      limits: { min: limit(c, 'min'), max: limit(c, 'max'), step: limit(c, 'step') },
    });
  });
  return out;
}

/** A question's answer as the server reads it: a group's ticked options a line each, an unticked box ''. */
export function unitValue(u: FieldUnit): string {
  const c = u.controls[0];
  if (u.kind === 'file') { const file = chosenFile(c); return file ? file.name : ''; }
  if (u.kind === 'checkbox') return (c as HTMLInputElement).checked ? c.value : '';
  if (u.kind === 'checkboxes' || u.kind === 'radio') {
    const picked: string[] = [];
    u.controls.forEach((x) => { if ((x as HTMLInputElement).checked) picked.push(x.value.trim()); });
    return picked.join(GROUP_JOIN);
  }
  return (c.value || '').trim();
}

const chosenFile = (c: Control): File | null => ((c as HTMLInputElement).files && (c as HTMLInputElement).files![0]) || null;

/** A file field's allowed name endings, from its picker's accept list (`.pdf,.jpg`). */
const endings = (c: Control): string[] => (c.getAttribute('accept') || '').split(',').map((e) => e.replace('.', '').trim()).filter((e) => !!e);

/** What is wrong with a question's answer (field-rules.ts, as the server checks it), '' when nothing. */
export function unitProblem(u: FieldUnit): FieldError | '' {
  const c = u.controls[0];
  if (u.kind === 'file') {
    const file = chosenFile(c);
    if (file && file.size > (limit(c, 'data-max') || 10) * 1048576) return 'fileSize';
    return fieldProblem('file', unitValue(u), u.required, endings(c)) || '';
  }
  const options = c.tagName === 'SELECT' ? [].map.call((c as HTMLSelectElement).options, (o: HTMLOptionElement) => o.value.trim()) as string[]
    : u.kind === 'checkboxes' || u.kind === 'radio' ? u.controls.map((x) => x.value.trim()) : [];
  // Each consent box of the form on its own: it posts its text's version when ticked, and a required one left unticked is the server's refusal too.
  if (c.hasAttribute('data-consent')) return consentProblem(u, unitValue(u)) || '';
  // The phone part (phone.ts, on pages with a phone field) marks a number its country cannot have.
  return fieldProblem(u.kind, unitValue(u), u.required, options, { min: u.limits.min, max: u.limits.max, step: u.limits.step, phone: () => !c.hasAttribute('data-phone-bad') }) || '';
}

/** Shows a question's message under it (or clears it); its controls say they are invalid. */
export function markUnit(u: FieldUnit, message: string): void {
  const box = u.box;
  let e = box.querySelector<HTMLElement>('._fe');
  u.controls.forEach((c) => { if (message) c.setAttribute('aria-invalid', 'true'); else c.removeAttribute('aria-invalid'); });
  if (!message) {
    if (e) box.removeChild(e);
    return;
  }
  if (!e) {
    e = document.createElement('span');
    e.className = '_fe';
    e.setAttribute('role', 'alert');
    // Its own line under the field, in a column label and in a row one (the consent box) alike.
    e.style.cssText = 'color:#b91c1c;font-size:.875em;width:100%';
    box.appendChild(e);
  }
  e.textContent = message;
}

/** The hidden fields filled from the visit: an ad tag kept from the landing URL, the referrer, a query parameter. */
function fill(f: HTMLFormElement, visit: Visit): void {
  const query = new URLSearchParams(location.search);
  [].forEach.call(f.querySelectorAll('input[data-fill]'), (x: HTMLInputElement) => {
    const source = x.getAttribute('data-fill') as string;
    const value = source === 'referrer' ? visit.r : source === 'query' ? query.get(x.getAttribute('data-param') || '') : visit.u[source] || query.get(source);
    x.value = (value || '').slice(0, 500);
  });
}

/** withUtm's rule: the visit's utm_* tags the address does not name yet, before its #fragment. */
function withTags(url: string, visit: Visit, tags: readonly string[]): string {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const add: string[] = [];
  tags.forEach((k) => {
    const v = visit.u[k];
    if (v && k.indexOf('utm_') === 0 && !new RegExp('[?&]' + k + '=').test(base)) add.push(k + '=' + encodeURIComponent(v));
  });
  if (!add.length) return url;
  return base + (base.indexOf('?') < 0 ? '?' : /[?&]$/.test(base) ? '' : '&') + add.join('&') + (hash < 0 ? '' : url.slice(hash));
}

/** Focuses a field, showing its step first when the form has steps (steps.ts). */
function focusOn(f: LeadForm, c: Control): void {
  if (f._show) f._show(c);
  c.focus();
}

export function run(c: FormScriptConfig): void {
  if (!window.fetch || !window.URLSearchParams || !window.FormData) return;
  const visit = loadVisit(c.tags);
  const message = (u: FieldUnit): string => {
    const k = unitProblem(u);
    return k ? fieldMessage(c.messages[k], { min: u.limits.min, max: u.limits.max, step: u.limits.step, maxMb: limit(u.controls[0], 'data-max') }) : '';
  };
  document.querySelectorAll<LeadForm>('form[data-form]').forEach((f) => {
    f.noValidate = true;
    /** Marks every question inside `scope` (the whole form when absent); true when none fails, else the first failing one has the focus. */
    const check = (scope?: readonly HTMLElement[]): boolean => {
      let first: Control | null = null;
      fieldUnits(f, c.honeypot).forEach((u) => {
        if (scope && !scope.some((s) => s === u.box || s.contains(u.box))) return;
        const m = message(u);
        markUnit(u, m);
        if (m && !first) first = u.controls[0];
      });
      if (first) focusOn(f, first);
      return !first;
    };
    f._check = check;
    f.addEventListener('input', (e) => {
      const t = e.target as Control;
      if (!t.getAttribute || !t.getAttribute('aria-invalid')) return;
      fieldUnits(f, c.honeypot).forEach((u) => { if (u.name === t.name) markUnit(u, message(u)); });
    });
    f.addEventListener('submit', (e) => {
      e.preventDefault();
      if (f._b || (f._next && f._next())) return;
      const status = f.querySelector<HTMLElement>('[role=status]');
      const button = f.querySelector<HTMLButtonElement>('[type=submit]');
      if (!check()) return;
      if (!f._k) f._k = newKey();
      put(f, c.key, f._k);
      put(f, c.ref, visit.r || '');
      c.tags.forEach((k) => put(f, c.tagPrefix + k, visit.u[k] || ''));
      fill(f, visit);
      // A form with a file goes as multipart (the browser sets its boundary); any other as a short urlencoded body.
      const withFile = fieldUnits(f, c.honeypot).some((u) => u.kind === 'file' && !!chosenFile(u.controls[0]));
      const body = withFile ? new FormData(f) : new URLSearchParams(new FormData(f) as unknown as Record<string, string>).toString();
      f._b = true;
      if (button) button.disabled = true;
      if (status) status.hidden = true;
      const end = (text?: string, ok?: boolean): void => {
        f._b = false;
        if (button) button.disabled = false;
        if (status && text) {
          status.textContent = text;
          status.style.color = ok ? '' : '#b91c1c';
          status.hidden = false;
        }
      };
      const done = (): void => {
        let next = f.getAttribute('data-next');
        const popup = document.getElementById('modal-' + f.getAttribute('data-popup')) as HTMLDialogElement | null;
        if (next) {
          if (f.hasAttribute('data-utm')) next = withTags(next, visit, c.tags);
          end();
          const to = next;
          setTimeout(() => { location.href = to; }, 300);
          return;
        }
        if (popup && popup.showModal) {
          end();
          if (!popup.open) popup.showModal();
          return;
        }
        end(f.getAttribute('data-success') as string, true);
      };
      const send = (n: number): void => {
        const headers: Record<string, string> = withFile ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
        fetch(f.action, { method: 'POST', body, headers }).then((res) => {
          if (res.ok) {
            return res.json().then(null, () => ({})).then((j: { stored?: boolean } | null) => {
              f._k = null;
              f.reset();
              fieldUnits(f, c.honeypot).forEach((u) => markUnit(u, ''));
              if (j && j.stored) try { f.dispatchEvent(new CustomEvent('goal', { bubbles: true })); } catch { /* an old browser: no counters told */ }
              done();
            });
          }
          if (res.status === 422) {
            return res.json().then((j: { fields?: Record<string, string> }) => {
              const refused = j.fields || {};
              let focus: Control | null = null;
              fieldUnits(f, c.honeypot).forEach((u) => {
                // By own key: a field named `constructor` is not refused by the object's member.
                const refusal = ownValue(refused, u.name) || '';
                markUnit(u, refusal);
                if (refusal && !focus) focus = u.controls[0];
              });
              end();
              if (focus) focusOn(f, focus);
            });
          }
          if (res.status === 429) return end(c.tooMany);
          if (res.status >= 500) throw res;
          return end(c.failed);
        }).catch(() => {
          // Lost or refused on the way (a restart, a 502): again after about 1, 2, 4, 8, 16 s, same key.
          if (n < 5) setTimeout(() => send(n + 1), 1000 * Math.pow(2, n) * (0.75 + Math.random() / 2));
          else end(c.failed);
        });
      };
      send(0);
    });
  });
}
