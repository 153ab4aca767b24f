// Input validation against the api/ schemas. Valibot issues become `fields` (dotted path → catalogue
// code) so forms can show them inline; a failure throws before the handler runs.
import * as v from 'valibot';
import type { Schema } from '../../api/define';
import type { ErrorCode } from '../../api/errors';
import { isErrorCode, validation } from './errors';

function codeFor(issue: v.BaseIssue<unknown>, key: string): ErrorCode {
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'field.required';
  // A schema's own check may name its catalogue code as the message (api/routes/domains.ts does).
  if (isErrorCode(issue.message)) return issue.message;
  if (issue.type === 'email') return 'email.invalid';
  if (issue.type === 'literal' && key.startsWith('agreements')) return 'field.required';
  if (key.endsWith('password')) return issue.type === 'min_length' ? 'password.too_short' : 'password.invalid';
  if (key === 'code') return 'code.invalid';
  return 'validation';
}

export function parseInput<S extends Schema>(schema: S, input: unknown, status = 422): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, ErrorCode> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= codeFor(issue, key);
  }
  throw validation(fields, status);
}
