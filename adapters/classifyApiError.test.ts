import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { classifyApiError } from './classifyApiError';
import type { ApiErrorBody } from '../api/errors';

const body = (b: Partial<ApiErrorBody>): ApiErrorBody => ({ error: 'generic', code: 'generic', message: 'boom', status: 500, ...b });

describe('classifyApiError (SPEC §8)', () => {
  it('401 is auth', () => {
    expect(classifyApiError(new ApiError(401, body({ error: 'AuthError', status: 401 }), 'x'))).toEqual({ kind: 'auth' });
    expect(classifyApiError(new ApiError(401, null, 'Unauthorized'))).toEqual({ kind: 'auth' });
  });

  it('an AuthError body is auth whatever the status', () => {
    expect(classifyApiError(new ApiError(400, body({ error: 'AuthError' }), 'x'))).toEqual({ kind: 'auth' });
  });

  it('403 auth.unauthorized opens the permissions modal', () => {
    expect(classifyApiError(new ApiError(403, body({ error: 'auth.unauthorized', status: 403 }), 'x'))).toEqual({ kind: 'permissions' });
  });

  it('other 403 is a denied toast with params.type', () => {
    expect(classifyApiError(new ApiError(403, body({ error: 'access.denied', params: { type: 'domains' } }), 'x'))).toEqual({
      kind: 'denied',
      feature: 'domains',
    });
    expect(classifyApiError(new ApiError(403, null, 'Forbidden'))).toEqual({ kind: 'denied', feature: '' });
  });

  it('402 tariff.limit and billing.expired open the limit dialog with which limit and its numbers (SPEC §6)', () => {
    const limit = body({ error: 'tariff.limit', code: 'tariff.limit.pages', message: 'Ваш тариф не позволяет добавить еще страницы', status: 402, params: { type: 'pages', limit: 5, used: 5 } });
    expect(classifyApiError(new ApiError(402, limit, 'x'))).toEqual({ kind: 'limit', reason: 'pages', limit: 5, used: 5, message: 'Ваш тариф не позволяет добавить еще страницы' });
    const expired = body({ error: 'billing.expired', code: 'billing.expired', message: 'Оплаченный период закончился', status: 402, params: { type: 'expired' } });
    expect(classifyApiError(new ApiError(402, expired, 'x'))).toEqual({ kind: 'limit', reason: 'expired', limit: null, used: null, message: 'Оплаченный период закончился' });
    // A payment failure is 402 too, but it is the caller's to show (the modal when not suppressed).
    expect(classifyApiError(new ApiError(402, body({ error: 'payment.failed', status: 402, message: 'Оплата не прошла.' }), 'x')).kind).toBe('modal');
  });

  it('anything else is the modal with the body message', () => {
    expect(classifyApiError(new ApiError(500, body({ message: 'Домен занят' }), 'Internal'))).toEqual({
      kind: 'modal',
      status: 500,
      message: 'Домен занят',
    });
  });

  it('falls back to the client message without a body', () => {
    expect(classifyApiError(new ApiError(502, null, 'Bad Gateway'))).toEqual({ kind: 'modal', status: 502, message: 'Bad Gateway' });
    expect(classifyApiError(new ApiError(null, null, 'Request timed out'))).toEqual({ kind: 'modal', status: null, message: 'Request timed out' });
  });

  it('plain errors become the modal; a thrown AuthError is auth', () => {
    expect(classifyApiError(new TypeError('Failed to fetch'))).toEqual({ kind: 'modal', status: null, message: 'Failed to fetch' });
    const e = new Error('expired');
    e.name = 'AuthError';
    expect(classifyApiError(e)).toEqual({ kind: 'auth' });
  });
});
