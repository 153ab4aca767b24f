import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { ListSkeleton } from '../../components/ListSkeleton';
import type { PluginView } from './types';
import { PAGE_PICK_LIMIT } from '../../../api/routes/pages';

/** SPEC §2: the modal listing the pages a plugin is connected to. */
export function PluginPagesModal({ plugin, onClose }: { plugin: PluginView; onClose: () => void }) {
  const { t } = useTranslation('pages');
  // Only this plugin's pages are asked for (a page past the first PAGE_PICK_LIMIT shows its number).
  const ids = plugin.pages.slice(0, PAGE_PICK_LIMIT);
  const pages = useQuery({
    queryKey: ['pages-short', 'ids', ids],
    queryFn: () => endpoints.pages.short({ query: { ids: ids.join(','), limit: PAGE_PICK_LIMIT } }),
    enabled: !plugin.all_pages && ids.length > 0,
  });
  const names = new Map((pages.data?.items ?? []).map((p) => [p.id, p.name || p.title]));
  return (
    <AppDialog isOpen onClose={onClose} wide title={t('plugins.pagesTitle', { name: plugin.name || t(`plugins.kinds.${plugin.kind}`) })} testId="plugin-pages" actions={<Button onPress={onClose}>{t('common.close')}</Button>}>
      {plugin.all_pages ? (
        <p className="muted">{t('plugins.pagesAll')}</p>
      ) : plugin.pages.length === 0 ? (
        <p className="muted">{t('plugins.pagesNone')}</p>
      ) : pages.isLoading ? (
        <ListSkeleton rows={3} height={20} />
      ) : (
        <ul className="stack-sm" style={{ margin: 0, paddingLeft: 20 }}>
          {plugin.pages.map((id) => (
            <li key={id}><Link to={`/pages/${id}/settings/plugins`} onClick={onClose}>{names.get(id) ?? t('plugins.pageN', { id })}</Link></li>
          ))}
        </ul>
      )}
    </AppDialog>
  );
}
