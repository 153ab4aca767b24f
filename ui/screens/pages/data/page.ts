// One page's settings save with SPEC §8 messages, and its favicon and share image (the page itself: ui/lib/usePage.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, call, endpoints } from '../../../../adapters/index';
import { api } from '../../../../api/index';
import type { BodyInputOf } from '../../../../api/define';
import type { PageView } from '../../../../api/routes/pages';
import { errorText } from '../../../i18n/index';
import { toasts } from '../../../lib/toasts';
import { pageKey, pagesKey } from '../../../lib/queryKeys';

export type PageSettingsBody = BodyInputOf<typeof api.pages.update>;

/** Server messages per field (ApiErrorBody.fields), else the catalogue text of the code. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([k, m]) => [k, errorText(m) ?? m]));
}

/**
 * PATCH /pages/:pageId. Errors are the form's to show (inline per field + the SPEC §8 failure toast),
 * so the global error modal is suppressed.
 */
export function useSavePage(pageId: number, onFieldErrors?: (fields: Record<string, string>) => void) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PageSettingsBody) => endpoints.pages.update({ params: { pageId }, body, suppressErrors: true }),
    onSuccess: (page: PageView) => {
      qc.setQueryData(pageKey(pageId), page);
      void qc.invalidateQueries({ queryKey: pagesKey });
      toasts.show('success', t('common.saved'));
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      onFieldErrors?.(fields);
      const code = err instanceof ApiError ? err.code : null;
      // A known catalogue code ('Указанный тестовый поддомен занят', …) says more than the generic text.
      toasts.show('danger', (Object.keys(fields).length === 0 && errorText(code)) || t('common.saveFailed'));
    },
  });
}

/** SPEC §5 / §9 favicon limits. The server enforces them; checked here too only to spare a useless upload. */
export const FAVICON_MAX_BYTES = 500 * 1024;
export const FAVICON_TYPES = ['image/x-icon', 'image/vnd.microsoft.icon', 'image/gif', 'image/jpeg', 'image/png'] as const;

/** The favicon is a multipart upload (FormData body); both answers are the page, checked by the adapter. */
export async function uploadFavicon(pageId: number, file: File): Promise<PageView> {
  const form = new FormData();
  form.append('file', file);
  return call(api.pages.faviconUpload, { params: { pageId }, body: form, suppressErrors: true });
}

export async function removeFavicon(pageId: number): Promise<PageView> {
  return call(api.pages.faviconRemove, { params: { pageId }, suppressErrors: true });
}

/** The share image limit (server/pages/pages-share.ts enforces it; checked here to spare a useless upload). */
export const SHARE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export async function uploadShareImage(pageId: number, file: File): Promise<PageView> {
  const form = new FormData();
  form.append('file', file);
  return call(api.pages.shareImageUpload, { params: { pageId }, body: form, suppressErrors: true });
}

export async function removeShareImage(pageId: number): Promise<PageView> {
  return call(api.pages.shareImageRemove, { params: { pageId }, suppressErrors: true });
}
