// Mutations of the pages list. Success toasts here; failures are shown by the adapters (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../adapters/index';
import { toasts } from '../../../lib/toasts';
import { accountKey } from '../../../lib/useAccount';
import { pagesKey } from '../../../lib/queryKeys';
import { foldersKey } from './pages';

export function usePageActions() {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  // A copy or a removal changes how many pages the account uses: the «N из M» beside the list too.
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pagesKey });
    void qc.invalidateQueries({ queryKey: foldersKey });
    void qc.invalidateQueries({ queryKey: accountKey });
  };
  const done = (message: string) => () => {
    toasts.show('success', message);
    refresh();
  };
  const stop = useMutation({ mutationFn: (id: number) => endpoints.pages.stop({ params: { pageId: id } }), onSuccess: done(t('list.stopped')) });
  const clone = useMutation({ mutationFn: (id: number) => endpoints.pages.clone({ params: { pageId: id } }), onSuccess: done(t('list.copied')) });
  const remove = useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await endpoints.pages.remove({ params: { pageId: id } });
    },
    onSuccess: (_r, ids) => done(t('list.removed', { count: ids.length }))(),
  });
  const move = useMutation({
    mutationFn: async ({ ids, folder }: { ids: readonly number[]; folder: number | null }) => {
      for (const id of ids) await endpoints.pages.update({ params: { pageId: id }, body: { folder } });
    },
    onSuccess: done(t('list.moved')),
  });
  return { stop, clone, remove, move, refresh };
}
