// The app-wide API client. The session (machines/session, run by the UI) tells it the current token
// and the interface language through providers, so adapters never reach into React state.
import type { MultipartRoute } from '../api/define';
import { createApiClient, type AnyRoute, type CallInput, type CallOutput, type UploadProgress } from './http';
import { classifyApiError } from './classifyApiError';

let tokenProvider: () => string | null = () => null;
let localeProvider: () => string | null = () => null;

export function setTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

export function setLocaleProvider(provider: () => string | null): void {
  localeProvider = provider;
}

export const apiClient = createApiClient({
  getToken: () => tokenProvider(),
  getLocale: () => localeProvider(),
});

export function call<R extends AnyRoute>(route: R, input: CallInput<R>): Promise<CallOutput<R>> {
  return apiClient.call(route, input);
}

/** A multipart route (images, video, favicon) with upload progress (XMLHttpRequest under the hood). */
export function upload<R extends AnyRoute & MultipartRoute>(route: R, input: CallInput<R>, onProgress?: UploadProgress): Promise<CallOutput<R>> {
  return apiClient.upload(route, input, onProgress);
}

/**
 * For callers that show their own errors (suppressErrors): a tariff limit or an expired account
 * still opens the limit dialog with its way out. True when it did.
 */
export function reportLimit(err: unknown): boolean {
  if (classifyApiError(err).kind !== 'limit') return false;
  apiClient.report(err);
  return true;
}
