// /trash (owner only): deleted pages wait here until the owner restores them (SPEC §2, §4). Paged,
// sorted and searched on the server (api/list.ts); one page or a selection is restored at once.
import '../../styles/pages.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import type { ResponseOf } from '../../../api/define';
import type { list as trashList } from '../../../api/routes/trash';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { pagesKey } from '../../lib/queryKeys';

export const trashKey = ['trash'] as const;

type Trashed = ResponseOf<typeof trashList>['items'][number];
type TrashSort = 'deleted_at' | 'name';

export default function Trash() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const relative = useRelativeDate();
  const qc = useQueryClient();
  const list = useListState<TrashSort>('trash', { sort: { by: 'deleted_at', dir: 'desc' } });
  const trash = useQuery({
    queryKey: [...trashKey, list.query],
    queryFn: () => endpoints.trash.list({ query: list.query }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: trashKey });
    void qc.invalidateQueries({ queryKey: pagesKey });
  };
  const restore = useMutation({
    mutationFn: (id: number) => endpoints.trash.restore({ params: { id } }),
    onSuccess: (page) => toasts.show('success', t('trash.restored', { name: page.name || page.title })),
    onSettled: refresh,
  });
  // One call per page: a page that cannot come back (the tariff's page limit) stops the rest, and
  // the ones restored before it stay restored.
  const restoreMany = useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await endpoints.trash.restore({ params: { id } });
      return ids.length;
    },
    onSuccess: (count) => toasts.show('success', t('trash.restoredMany', { count })),
    onSettled: refresh,
  });

  const columns: DataColumn<Trashed, TrashSort>[] = [
    {
      id: 'page',
      header: t('list.page'),
      sortBy: 'name',
      cell: (p) => (
        <>
          <div className="page-cell__name">{p.name || p.title || t('list.untitled')}</div>
          <div className="page-cell__url">{p.code}{p.uri ? `/${p.uri}` : ''}</div>
        </>
      ),
    },
    { id: 'deleted', header: t('trash.deleted'), sortBy: 'deleted_at', className: 'muted', cell: (p) => relative(p.deleted_at) },
    {
      id: 'actions',
      header: t('common.actions'),
      hiddenHeader: true,
      className: 'table__actions',
      cell: (p) => (
        <Button variant="secondary" size="sm" pending={restore.isPending && restore.variables === p.id} onPress={() => restore.mutate(p.id)}>
          <RotateCcw size={14} aria-hidden="true" />{t('trash.restore')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader title={t('trash.title')} text={t('trash.lead')} />
      <DataTable
        label={t('trash.title')}
        list={list}
        query={trash}
        columns={columns}
        rowId={(p) => p.id}
        rowLabel={(p) => p.name || p.title}
        search={{ label: t('trash.search') }}
        empty={<EmptyState icon={Trash2} title={t('trash.emptyTitle')} text={t('trash.emptyText')} action={<Button variant="secondary" onPress={() => navigate('/pages')}>{t('trash.toPages')}</Button>} />}
        batchActions={(rows, clear) => (
          <Button variant="secondary" size="sm" pending={restoreMany.isPending} onPress={() => restoreMany.mutate(rows.map((p) => p.id), { onSettled: clear })}>
            <RotateCcw size={14} aria-hidden="true" />{t('trash.restoreSelected')}
          </Button>
        )}
        testId="trash-table"
        rowTestId="trash-row"
      />
    </div>
  );
}
