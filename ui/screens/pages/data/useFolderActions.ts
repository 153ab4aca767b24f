import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../../adapters/index';
import { toasts } from '../../../lib/toasts';
import { pagesKey } from '../../../lib/queryKeys';
import { foldersKey } from './pages';

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
  /**
   * One place up or down: the server renumbers the project's whole order, so the folders the column
   * has not loaded yet keep their places.
   */
  const move = useMutation({ mutationFn: ({ id, to }: { id: number; to: 'up' | 'down' }) => endpoints.folders.move({ params: { folderId: id }, body: { to } }), onSuccess: refresh });
  return { remove, move };
}
