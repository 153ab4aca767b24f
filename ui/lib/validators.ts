// Field validators for forms: the api/ valibot schemas decide, this file only picks which catalogue
// message to show (SPEC §5 texts: 'Обязательное поле', 'Пароли не совпадают', 'Некорректный email').
// One message per form kind (SPEC §5): every form says 'Обязательное поле' for an empty required
// field; only the plugin form says 'Заполните поле' (its own messages, ui/screens/plugins/kinds.ts).
import * as v from 'valibot';
import { pageCodeError, pageUriError } from '../../api/pageAddress';
import { code as codeSchema, email as emailSchema, newPassword, PASSWORD_MIN_LENGTH, phone as phoneSchema } from '../../api/schemas';
import { recordValueError, type RecordType } from '../../api/dnsRecords';
import { forwardUrl as forwardUrlSchema } from '../../api/forwarder';
import { meetsPasswordHint } from '../../adapters/index';
import type { Validator } from './useForm';

/** Required treats empty and whitespace-only values as missing (SPEC §5). */
export const required: Validator<Record<string, string>> = (value) => (value.trim() ? null : 'errors:field.required');

export const email: Validator<Record<string, string>> = (value) =>
  !value.trim() ? 'errors:field.required' : v.is(emailSchema, value) ? null : 'errors:email.invalid';

export const code: Validator<Record<string, string>> = (value) =>
  !value.trim() ? 'errors:field.required' : v.is(codeSchema, value) ? null : 'errors:code.invalid';

/** A page's test-subdomain code and address (api/pageAddress.ts, the rule the server applies). */
export const pageCode: Validator<Record<string, string>> = (value) => {
  const error = pageCodeError(value);
  return error === null ? null : `errors:${error}`;
};
export const pageUri: Validator<Record<string, string>> = (value) => {
  const error = pageUriError(value);
  return error === null ? null : `errors:${error}`;
};

/** A new password: the server schema (too short says so) plus the SPEC §5 hint (digits and Latin letters). */
export const password: Validator<Record<string, string>> = (value) =>
  !value ? 'errors:field.required'
    : value.length < PASSWORD_MIN_LENGTH ? 'errors:password.too_short'
      : v.is(newPassword, value) && meetsPasswordHint(value) ? null : 'password.hint';

export const anyPassword: Validator<Record<string, string>> = (value) => (value ? null : 'errors:field.required');

export const phone: Validator<Record<string, string>> = (value) =>
  !value.trim() ? 'errors:field.required' : v.is(phoneSchema, value) ? null : 'errors:phone.invalid';

/** An optional whole number (TTL, priority). */
export const wholeNumber: Validator<Record<string, string>> = (value) => (value.trim() === '' || /^\d+$/.test(value.trim()) ? null : 'errors:field.whole_number');

/** A required DNS record value that fits its type (api/dnsRecords.ts). */
export function recordValue(type: RecordType): Validator<Record<string, string>> {
  return (value) => {
    if (!value.trim()) return 'errors:field.required';
    const invalid = recordValueError(type, value);
    return invalid ? `errors:${invalid}` : null;
  };
}

/** Repeat field: must equal `other`. */
export function sameAs(other: string): Validator<Record<string, string>> {
  return (value, values) => (!value ? 'errors:field.required' : value === values[other] ? null : 'errors:password.mismatch');
}

/** A lead forwarder's target (api/forwarder.ts): needed while forwarding is on; http(s) only. */
export const forwardUrl: Validator<{ enabled: string }> = (value, values) =>
  !value.trim() ? (values.enabled === 'on' ? 'errors:forwarder.url_required' : null) : v.is(forwardUrlSchema, value) ? null : 'errors:webhook.url';
