// Server state of the plugins board: plugins of the account, or those that apply to one page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '../../../adapters/index';
import type { BodyInputOf } from '../../../api/define';
import type { api } from '../../../api/index';
import { toasts } from '../../lib/toasts';

export const pluginsKey = ['plugins'] as const;
export type PluginUpdate = BodyInputOf<typeof api.plugins.update>;

export function usePlugins(pageId?: number) {
  return useQuery({
    queryKey: [...pluginsKey, pageId ?? 'all'],
    queryFn: () => endpoints.plugins.list({ query: pageId === undefined ? {} : { has_page_id: pageId } }),
  });
}

export function usePluginMutations() {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: pluginsKey });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PluginUpdate }) => endpoints.plugins.update({ params: { pluginId: id }, body, suppressErrors: true }),
    onSuccess: refresh,
    onError: () => toasts.show('danger', t('plugins.saveFailed')),
  });
  const clone = useMutation({
    mutationFn: (id: number) => endpoints.plugins.clone({ params: { pluginId: id }, suppressErrors: true }),
    onSuccess: () => {
      toasts.show('success', t('plugins.cloned'));
      refresh();
    },
    onError: () => toasts.show('danger', t('plugins.createFailed')),
  });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.plugins.remove({ params: { pluginId: id } }),
    onSuccess: () => {
      toasts.show('success', t('plugins.removed'));
      refresh();
    },
  });
  const positions = useMutation({ mutationFn: (items: { id: number; position: number }[]) => endpoints.plugins.positions({ body: { items } }), onSuccess: refresh });
  return { update, clone, remove, positions };
}
