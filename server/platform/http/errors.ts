// Errors thrown by handlers and services. The app's error handler turns each into ApiErrorBody
// with the message in the caller's locale; nothing else reaches the client.
import { errorMessages, formatMessage, type ApiErrorBody, type ErrorCode, type Locale } from '../../../api/errors';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly opts: {
      /** `error` field when it differs from the code (AuthError, access.denied, tariff.limit). */
      error?: string;
      args?: (string | number)[];
      params?: Record<string, unknown>;
      /** field → catalogue code */
      fields?: Record<string, ErrorCode>;
    } = {},
  ) {
    super(code);
  }

  toBody(locale: Locale): ApiErrorBody {
    const body: ApiErrorBody = {
      error: this.opts.error ?? this.code,
      code: this.code,
      message: formatMessage(this.code, locale, this.opts.args),
      status: this.statusCode,
    };
    if (this.opts.params) body.params = this.opts.params;
    if (this.opts.fields) {
      body.fields = Object.fromEntries(Object.entries(this.opts.fields).map(([k, c]) => [k, formatMessage(c, locale)]));
    }
    return body;
  }
}

export const authRequired = () => new ApiError(401, 'auth.required', { error: 'AuthError' });
export const tokenInvalid = () => new ApiError(401, 'auth.token_invalid', { error: 'AuthError' });
/** Missing rights: the UI shows its permissions modal. */
export const unauthorized = () => new ApiError(403, 'auth.unauthorized');
/** A feature outside the tariff (SPEC §6): the UI shows a toast with params.type. */
export const accessDenied = (type: string) => new ApiError(403, 'access.denied', { args: [type], params: { type } });
/** Another account's id answers exactly like a missing one: existence is never leaked. */
export const notFound = () => new ApiError(404, 'not_found');
/**
 * Tariff limit reached. 402 (not 403) so the UI shows the SPEC §6 text with its way out (a bigger
 * tariff or a packet) instead of the feature-access toast; params say which limit, its size and
 * how many are used.
 */
export const tariffLimit = (type: 'pages' | 'domains' | 'users', limit: number, used?: number) =>
  new ApiError(402, `tariff.limit.${type}`, { error: 'tariff.limit', params: { type, limit, ...(used === undefined ? {} : { used }) } });
export const validation = (fields: Record<string, ErrorCode>, status = 422) => new ApiError(status, 'validation', { fields });

export function isErrorCode(x: string): x is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorMessages, x);
}
