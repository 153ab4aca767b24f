// SPEC §8 handling rules as a pure function, so they are tested without a browser.
import { ApiError } from './apiError';
import type { LimitReason } from './bus';

export type ApiErrorClass =
  | { kind: 'auth' }
  | { kind: 'permissions' }
  | { kind: 'denied'; feature: string }
  | { kind: 'limit'; reason: LimitReason; limit: number | null; used: number | null; message: string }
  | { kind: 'modal'; status: number | null; message: string };

export function classifyApiError(err: unknown): ApiErrorClass {
  if (err instanceof ApiError) {
    const body = err.body;
    if (body?.error === 'AuthError' || err.status === 401) return { kind: 'auth' };
    if (err.status === 403) {
      if (body?.error === 'auth.unauthorized') return { kind: 'permissions' };
      const type = body?.params?.type;
      return { kind: 'denied', feature: typeof type === 'string' || typeof type === 'number' ? String(type) : '' };
    }
    if (err.status === 402 && (body?.error === 'tariff.limit' || body?.error === 'billing.expired')) {
      const p = body.params ?? {};
      const reason = (['pages', 'domains', 'users'] as const).find((k) => k === p.type) ?? 'expired';
      const num = (x: unknown) => (typeof x === 'number' ? x : null);
      return { kind: 'limit', reason, limit: num(p.limit), used: num(p.used), message: body.message };
    }
    // Message from the body, falling back to the client's own message.
    return { kind: 'modal', status: err.status, message: body?.message || err.message };
  }
  if (err instanceof Error) {
    if (err.name === 'AuthError') return { kind: 'auth' };
    return { kind: 'modal', status: null, message: err.message };
  }
  return { kind: 'modal', status: null, message: String(err) };
}
