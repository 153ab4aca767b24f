// /trash (owner only): deleted pages wait here until the owner restores them (SPEC §2, §4).
import '../pages/pages.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { formatDateTime } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { SearchBox } from '../pages/components/SearchBox';
import { FilteredEmpty } from '../pages/components/FilteredEmpty';
import { pagesKey } from '../pages/data/pages';

export const trashKey = ['trash'] as const;

export default function Trash() {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const trash = useQuery({ queryKey: trashKey, queryFn: () => endpoints.trash.list() });
  const restore = useMutation({
    mutationFn: (id: number) => endpoints.trash.restore({ params: { id } }),
    onSuccess: (page) => {
      toasts.show('success', t('trash.restored', { name: page.name || page.title }));
      void qc.invalidateQueries({ queryKey: trashKey });
      void qc.invalidateQueries({ queryKey: pagesKey });
    },
  });
  const q = search.trim().toLowerCase();
  const all = trash.data?.items ?? [];
  const items = q ? all.filter((p) => `${p.name} ${p.title} ${p.code} ${p.uri}`.toLowerCase().includes(q)) : all;
  return (
    <div className="page">
      <PageHeader title={t('trash.title')} text={t('trash.lead')} />
      {all.length > 0 && <div className="toolbar"><SearchBox value={search} onChange={setSearch} label={t('trash.search')} /></div>}
      <ListCard
        query={trash}
        isEmpty={items.length === 0}
        empty={all.length === 0 ? <EmptyState icon={Trash2} title={t('trash.emptyTitle')} text={t('trash.emptyText')} /> : <FilteredEmpty onClear={() => setSearch('')} />}
      >
        <table className="table">
          <thead><tr><th>{t('list.page')}</th><th>{t('trash.deleted')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr></thead>
          <tbody>
            {trash.isLoading ? <SkeletonRows cols={3} /> : items.map((p) => (
              <tr key={p.id} data-testid="trash-row">
                <td><div className="page-cell__name">{p.name || p.title || t('list.untitled')}</div><div className="page-cell__url">{p.code}{p.uri ? `/${p.uri}` : ''}</div></td>
                <td className="muted">{formatDateTime(p.deleted_at)}</td>
                <td className="table__actions">
                  <Button variant="secondary" size="sm" pending={restore.isPending && restore.variables === p.id} onPress={() => restore.mutate(p.id)}>
                    <RotateCcw size={14} aria-hidden="true" />{t('trash.restore')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
    </div>
  );
}
