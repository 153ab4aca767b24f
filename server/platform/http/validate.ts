// Input validation against the api/ schemas. Valibot issues become `fields` (dotted path → catalogue
// code) so forms can show them inline; a failure throws before the handler runs. Before the schema,
// every string and key is checked for what no database text can hold (see input-text.ts): that is
// a 400 like unparsable JSON, whatever the route, so no handler ever sees it.
import * as v from 'valibot';
import type { Schema } from '../../../api/define';
import type { ErrorCode } from '../../../api/errors';
import { ApiError, isErrorCode, validation } from './errors';
import { findInputProblem } from './input-text';

/** Fields whose every wrong value has its own message (payment and requisites forms). */
const fieldCodes: Record<string, ErrorCode> = {
  'card.number': 'card.number_invalid', 'card.exp_month': 'card.expiry_invalid', 'card.exp_year': 'card.expiry_invalid',
  'card.cvc': 'card.cvc_invalid', exp_month: 'card.expiry_invalid', exp_year: 'card.expiry_invalid', inn: 'inn.invalid', kpp: 'kpp.invalid', email: 'email.invalid',
};

function codeFor(issue: v.BaseIssue<unknown>, key: string): ErrorCode {
  // A cross-field check (v.forward) reports the whole object as input; the field's own value is on the path.
  const value = issue.path && issue.path.length > 0 ? (issue.path[issue.path.length - 1] as { value?: unknown }).value : issue.input;
  if (issue.input === undefined || issue.input === null || issue.input === '' || value === '') return 'field.required';
  // A schema's own check may name its catalogue code as the message (api/routes/domains.ts does).
  if (isErrorCode(issue.message)) return issue.message;
  if (fieldCodes[key]) return fieldCodes[key];
  if (issue.type === 'email') return 'email.invalid';
  if (issue.type === 'literal' && key.startsWith('agreements')) return 'field.required';
  if (key.endsWith('password')) return issue.type === 'min_length' ? 'password.too_short' : 'password.invalid';
  if (key === 'code') return 'code.invalid';
  if ((issue.type === 'max_value' || issue.type === 'min_value') && typeof issue.input === 'number') return 'input.out_of_range';
  return 'validation';
}

/** Refuses input no database could store, with the field that holds it. */
export function assertStorable(input: unknown): void {
  const problem = findInputProblem(input);
  if (problem) throw new ApiError(400, problem.code, { error: 'validation', fields: { [problem.path || '_']: problem.code } });
}

export function parseInput<S extends Schema>(schema: S, input: unknown, status = 422): v.InferOutput<S> {
  assertStorable(input);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, ErrorCode> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= codeFor(issue, key);
  }
  throw validation(fields, status);
}
