// Effects are provided by the caller, so a failure can arrive as a ky HTTPError, an ApiErrorBody
// (api/errors.ts), or a plain Error. Machines only need the HTTP status and the catalogue code, read
// structurally so machines/ depends on no adapter.

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** HTTP status of a failure, looking at `status`, `response.status` and `body.status`. */
export function errorStatus(err: unknown): number | undefined {
  for (const candidate of [field(err, 'status'), field(field(err, 'response'), 'status'), field(field(err, 'body'), 'status')]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

/** Catalogue code of a failure (`code`, `body.code`, `error`), if any. */
export function errorCode(err: unknown): string | undefined {
  for (const candidate of [field(err, 'code'), field(field(err, 'body'), 'code'), field(err, 'error')]) {
    if (typeof candidate === 'string') return candidate;
  }
  return undefined;
}

/** Human message of a failure, if it carries one. */
export function errorMessage(err: unknown): string | undefined {
  for (const candidate of [field(field(err, 'body'), 'message'), field(err, 'message')]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return undefined;
}

export function isAuthError(err: unknown): boolean {
  return errorStatus(err) === 401 || errorCode(err) === 'AuthError' || field(err, 'name') === 'AuthError';
}
