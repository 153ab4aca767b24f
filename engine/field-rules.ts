/**
 * The rule for one value of a form field, said once: the server applies it to every lead
 * (forms.ts validateLead) and the published page's script applies it in place before it sends
 * (render/script/form.ts, compiled into the page). It runs in the visitor's browser too, so it
 * keeps to what every browser has (no Array.prototype.includes, no Number.isFinite).
 */
import type { InputType } from './constants';

/**
 * Email: something@something.tld without spaces. Phone: digits with the usual separators
 * (+, spaces, brackets, dots, dashes) and 7 to 15 digits in all (E.164 allows 15).
 */
export const FIELD_PATTERNS = {
  email: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$',
  phone: '^(?=(?:\\D*\\d){7,15}\\D*$)\\+?[\\d\\s().-]+$',
} as const;

/** 'consent': a required consent checkbox left unticked (consent.ts). */
export type FieldError = 'required' | 'email' | 'phone' | 'option' | 'date' | 'number' | 'min' | 'max' | 'step' | 'fileType' | 'fileSize' | 'consent';

/** How the answers of a checkbox group travel and are kept: one chosen option per line. */
export const GROUP_JOIN = '\n';
/** What a ticked single checkbox answers (its value attribute; the lead drawer reads it as «Да»). */
export const CHECKBOX_VALUE = 'yes';

/** Where a hidden field takes its value from: an ad tag, the referrer, or a query parameter (cfg.param). */
export const HIDDEN_SOURCES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'referrer', 'query'] as const;
export type HiddenSource = (typeof HIDDEN_SOURCES)[number];

/** A number field's bounds and step (absent: none). */
export interface FieldLimits {
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/**
 * What a field is judged by besides its value: a number's bounds, and the country-aware phone
 * check where one is at hand (the server's full check, engine/phone-rule.ts; on a page, the phone
 * part's verdict on its account country's numbers). Without it a phone is judged by its shape.
 */
export interface FieldChecks extends FieldLimits {
  readonly phone?: (value: string) => boolean;
}

const EMAIL = new RegExp(FIELD_PATTERNS.email);
const PHONE = new RegExp(FIELD_PATTERNS.phone);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** YYYY-MM-DD naming a day that exists (what <input type=date> sends). */
function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (m === null) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

function numberProblem(value: string, limits: FieldLimits): FieldError | null {
  if (!NUMBER.test(value)) return 'number';
  const n = +value.replace(',', '.');
  if (limits.min !== undefined && n < limits.min) return 'min';
  if (limits.max !== undefined && n > limits.max) return 'max';
  if (limits.step !== undefined && limits.step > 0) {
    const steps = (n - (limits.min === undefined ? 0 : limits.min)) / limits.step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return 'step';
  }
  return null;
}

/** Whether every chosen value is one of the options (no options: anything). */
function chosen(values: readonly string[], options: readonly string[]): boolean {
  if (options.length === 0) return true;
  for (let i = 0; i < values.length; i++) if (options.indexOf(values[i]) < 0) return false;
  return true;
}

/**
 * What is wrong with a field's value (trimmed), or null. A list or group without options accepts
 * any value; a hidden field and a free text accept anything the visitor (or the visit) sent.
 */
export function fieldProblem(kind: InputType, value: string, required: boolean, options: readonly string[], limits: FieldChecks = {}): FieldError | null {
  if (value === '') return required ? 'required' : null;
  switch (kind) {
    case 'email': return EMAIL.test(value) ? null : 'email';
    case 'phone': return PHONE.test(value) && (!limits.phone || limits.phone(value)) ? null : 'phone';
    case 'dropdown':
    case 'radio': return chosen([value], options) ? null : 'option';
    case 'checkboxes': return chosen(value.split(GROUP_JOIN), options) ? null : 'option';
    case 'checkbox': return value === CHECKBOX_VALUE ? null : 'option';
    case 'date': return isDate(value) ? null : 'date';
    case 'number': return numberProblem(value, limits);
    // A file's name ends as one of its kinds (options: the allowed endings); its bytes are the server's to check.
    case 'file': return options.length === 0 || options.indexOf((/\.([a-z0-9]{1,8})$/i.exec(value) || ['', ''])[1].toLowerCase()) >= 0 ? null : 'fileType';
    default: return null;
  }
}

/** A message with the field's bounds in place of {min}, {max}, {step}. */
export function fieldMessage(template: string, limits: FieldLimits & { readonly maxMb?: number }): string {
  return template.replace(/\{(min|max|step|maxMb)\}/g, (_all, k: 'min' | 'max' | 'step' | 'maxMb') => String(limits[k] === undefined ? '' : limits[k]));
}
