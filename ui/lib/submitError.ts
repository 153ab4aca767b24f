// What a form shows when the server refuses it (SPEC §8): the server's field messages under their
// fields, anything else as a toast in the user's language.
import { ApiError } from '../../adapters/index';
import { errorText } from '../i18n/index';
import { toasts } from './toasts';

export function showSubmitError(err: unknown, setFieldErrors: (fields: Record<string, string>) => void): void {
  if (err instanceof ApiError && Object.keys(err.fields).length > 0) setFieldErrors(err.fields);
  else toasts.show('danger', (err instanceof ApiError ? errorText(err.code) : null) ?? errorText('generic') ?? '');
}
