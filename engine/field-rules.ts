/**
 * The rule for one value of a form field, said once: the server applies it to every lead
 * (forms.ts validateLead) and the published page's script applies it in place before it sends
 * (render/script/form.ts, compiled into the page). It runs in the visitor's browser too, so it
 * keeps to what every browser has (no Array.prototype.includes).
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
export type FieldError = 'required' | 'email' | 'phone' | 'option' | 'consent';

const EMAIL = new RegExp(FIELD_PATTERNS.email);
const PHONE = new RegExp(FIELD_PATTERNS.phone);

/** What is wrong with a field's value (trimmed), or null; a dropdown without options accepts any value. */
export function fieldProblem(kind: InputType, value: string, required: boolean, options: readonly string[]): FieldError | null {
  if (value === '') return required ? 'required' : null;
  if (kind === 'email' && !EMAIL.test(value)) return 'email';
  if (kind === 'phone' && !PHONE.test(value)) return 'phone';
  if (kind === 'dropdown' && options.length > 0 && options.indexOf(value) < 0) return 'option';
  return null;
}
