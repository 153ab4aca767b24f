// A failed call, with the server's error body when it sent one (api/errors.ts ApiErrorBody).
import type { ApiErrorBody } from '../api/errors';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; null when the request never got an answer (network, timeout). */
    readonly status: number | null,
    readonly body: ApiErrorBody | null,
    clientMessage: string,
  ) {
    super(clientMessage);
  }

  /** The server's catalogue code, e.g. 'login.wrong'; null for network failures. */
  get code(): string | null {
    return this.body?.code ?? this.body?.error ?? null;
  }

  /** Per-field messages for forms. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.error === 'string' && typeof v.message === 'string';
}
