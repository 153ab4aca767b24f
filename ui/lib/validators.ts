// Field validators for forms: the api/ valibot schemas decide, this file only picks which catalogue
// message to show (SPEC §5 texts: 'Обязательное поле', 'Пароли не совпадают', 'Некорректный email').
import * as v from 'valibot';
import { code as codeSchema, email as emailSchema, newPassword, PASSWORD_MIN_LENGTH } from '../../api/schemas';
import { meetsPasswordHint } from '../../adapters/index';
import type { Validator } from './useForm';

/** Required treats empty and whitespace-only values as missing (SPEC §5). */
export const required: Validator<Record<string, string>> = (value) => (value.trim() ? null : 'errors:field.required');

export const email: Validator<Record<string, string>> = (value) =>
  !value.trim() ? 'errors:field.required' : v.is(emailSchema, value) ? null : 'errors:email.invalid';

export const code: Validator<Record<string, string>> = (value) =>
  !value.trim() ? 'errors:field.required' : v.is(codeSchema, value) ? null : 'errors:code.invalid';

/** A new password: the server schema (too short says so) plus the SPEC §5 hint (digits and Latin letters). */
export const password: Validator<Record<string, string>> = (value) =>
  !value ? 'errors:field.required'
    : value.length < PASSWORD_MIN_LENGTH ? 'errors:password.too_short'
      : v.is(newPassword, value) && meetsPasswordHint(value) ? null : 'password.hint';

export const anyPassword: Validator<Record<string, string>> = (value) => (value ? null : 'errors:field.required');

/** Repeat field: must equal `other`. */
export function sameAs(other: string): Validator<Record<string, string>> {
  return (value, values) => (!value ? 'errors:field.required' : value === values[other] ? null : 'errors:password.mismatch');
}
