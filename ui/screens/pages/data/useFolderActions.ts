import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../adapters/index';
import { toasts } from '../../../lib/toasts';
import { foldersKey, pagesKey } from './pages';
import type { FolderItem } from './types';

/** Folder delete and reorder (create/rename live in FolderDialog). */
export function useFolderActions() {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: pagesKey });
    void qc.invalidateQueries({ queryKey: foldersKey });
  };
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.folders.remove({ params: { folderId: id } }),
    onSuccess: () => {
      toasts.show('success', t('folders.deleted'));
      refresh();
    },
  });
  const sort = useMutation({ mutationFn: (items: { id: number; sort: number }[]) => endpoints.folders.sort({ body: { items } }), onSuccess: refresh });
  /** Swaps a folder with its neighbour and renumbers the whole list, so equal sort values cannot stick. */
  const move = (folders: readonly FolderItem[], id: number, delta: -1 | 1) => {
    const order = folders.map((f) => f.id);
    const i = order.indexOf(id);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    sort.mutate(order.map((fid, index) => ({ id: fid, sort: index + 1 })));
  };
  return { remove, move };
}
