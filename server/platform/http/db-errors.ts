// The last line of defence behind validation: database errors that only bad input can cause become
// client errors with a clear message instead of a 500. Every case the sweep
// (tests/malformed-input.test.ts) found is refused earlier, at validation; reaching this mapping
// means a check is missing, so the app's error handler logs it.
import { sqlState } from '../../db/errors';
import { ApiError } from './errors';

/** SQLSTATE → the answer. Class 22 (data exception) not listed falls back to 400 input.invalid. */
const BY_STATE: Record<string, () => ApiError> = {
  '22P05': () => new ApiError(400, 'input.invalid_text', { error: 'validation' }), // untranslatable character (NUL in jsonb)
  '22021': () => new ApiError(400, 'input.invalid_text', { error: 'validation' }), // character not in repertoire (NUL in text)
  '22003': () => new ApiError(400, 'input.out_of_range', { error: 'validation' }), // numeric value out of range
  '22001': () => new ApiError(400, 'input.too_large', { error: 'validation' }), // string too long for the column
  '54000': () => new ApiError(400, 'input.too_large', { error: 'validation' }), // program limit (e.g. an index row too large)
  '54001': () => new ApiError(400, 'input.too_deep', { error: 'validation' }), // stack depth limit (deep jsonb)
  '23505': () => new ApiError(409, 'input.taken', { error: 'conflict' }), // unique violation: the value is taken
  '23503': () => new ApiError(409, 'conflict', { error: 'conflict' }), // a referenced row went away meanwhile
  '23502': () => new ApiError(422, 'validation'), // not-null violation
  '23514': () => new ApiError(422, 'validation'), // check violation
};

/** The client error a database error stands for, with its SQLSTATE; null when it is the server's fault. */
export function clientErrorFromDatabase(err: unknown): { error: ApiError; state: string } | null {
  const state = sqlState(err);
  if (!state) return null;
  const make = BY_STATE[state] ?? (state.startsWith('22') ? () => new ApiError(400, 'input.invalid', { error: 'validation' }) : undefined);
  return make ? { error: make(), state } : null;
}
