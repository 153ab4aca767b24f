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
import { fieldProblem, type FieldError } from '../../field-rules';
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

const kindOf = (c: Control): InputType =>
  c.tagName === 'SELECT' ? 'dropdown' : c.type === 'email' ? 'email' : c.type === 'tel' ? 'phone' : 'text';

/** What is wrong with a control's value (field-rules.ts, as the server checks it), '' when nothing. */
function problem(c: Control): FieldError | '' {
  const options = c.tagName === 'SELECT' ? [].map.call((c as HTMLSelectElement).options, (o: HTMLOptionElement) => o.value.trim()) as string[] : [];
  // A checkbox posts its value only when ticked; an unticked consent box is the consent missing (engine/consent.ts).
  const value = c.type === 'checkbox' && !(c as HTMLInputElement).checked ? '' : (c.value || '').trim();
  const p = fieldProblem(kindOf(c), value, c.required, options);
  return p === 'required' && c.hasAttribute('data-consent') ? 'consent' : p || '';
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

/** The fields a visitor fills in (not the hidden context, not the honeypot, not a field its condition hides: form-conditions.ts disables it). */
const fields = (f: HTMLFormElement, honeypot: string): Control[] =>
  [].filter.call(f.elements, (c: Control) => !!c.name && c.type !== 'hidden' && !c.disabled && c.name !== honeypot && /^(INPUT|SELECT|TEXTAREA)$/.test(c.tagName)) as Control[];

/** Focuses a field, showing its step first when the form has steps (steps.ts). */
function focusOn(f: LeadForm, c: Control): void {
  if (f._show) f._show(c);
  c.focus();
}

/** Shows a field's message under it (or clears it). */
function mark(c: Control, message: string): void {
  const label = (c.closest('label') || c.parentNode) as HTMLElement;
  let e = label.querySelector<HTMLElement>('._fe');
  if (!message) {
    c.removeAttribute('aria-invalid');
    if (e) label.removeChild(e);
    return;
  }
  c.setAttribute('aria-invalid', 'true');
  if (!e) {
    e = document.createElement('span');
    e.className = '_fe';
    e.setAttribute('role', 'alert');
    // Its own line under the field, in a column label and in a row one (the consent box) alike.
    e.style.cssText = 'color:#b91c1c;font-size:.875em;width:100%';
    label.appendChild(e);
  }
  e.textContent = message;
}

export function run(c: FormScriptConfig): void {
  if (!window.fetch || !window.URLSearchParams || !window.FormData) return;
  const visit = loadVisit(c.tags);
  const message = (c0: Control): string => { const k = problem(c0); return k ? c.messages[k] : ''; };
  document.querySelectorAll<LeadForm>('form[data-form]').forEach((f) => {
    f.noValidate = true;
    /** Marks every field inside `scope` (the whole form when absent); true when none fails, else the first failing one has the focus. */
    const check = (scope?: readonly HTMLElement[]): boolean => {
      let first: Control | null = null;
      fields(f, c.honeypot).forEach((x) => {
        if (scope && !scope.some((s) => s === x || s.contains(x))) return;
        const m = message(x);
        mark(x, m);
        if (m && !first) first = x;
      });
      if (first) focusOn(f, first);
      return !first;
    };
    f._check = check;
    f.addEventListener('input', (e) => {
      const t = e.target as Control;
      if (t.getAttribute && t.getAttribute('aria-invalid')) mark(t, message(t));
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
      const body = new URLSearchParams(new FormData(f) as unknown as Record<string, string>).toString();
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
        fetch(f.action, { method: 'POST', body, headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } }).then((res) => {
          if (res.ok) {
            return res.json().then(null, () => ({})).then((j: { stored?: boolean } | null) => {
              f._k = null;
              f.reset();
              fields(f, c.honeypot).forEach((x) => mark(x, ''));
              if (j && j.stored) try { f.dispatchEvent(new CustomEvent('goal', { bubbles: true })); } catch { /* an old browser: no counters told */ }
              done();
            });
          }
          if (res.status === 422) {
            return res.json().then((j: { fields?: Record<string, string> }) => {
              const refused = j.fields || {};
              let focus: Control | null = null;
              fields(f, c.honeypot).forEach((x) => {
                // By own key: a field named `constructor` is not refused by the object's member.
                const message = ownValue(refused, x.name) || '';
                mark(x, message);
                if (message && !focus) focus = x;
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
