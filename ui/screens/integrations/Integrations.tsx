// /integrations: the account's connected services with their status («Подключено» / «Не подключено»
// / error), scope and switch; the primary action opens the catalogue. Paged, searched, sorted and
// filtered (kind, status) by the server (GET /integrations, the one list contract).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Blocks from 'lucide-react/icons/blocks';
import Copy from 'lucide-react/icons/copy';
import Plus from 'lucide-react/icons/plus';
import Settings2 from 'lucide-react/icons/settings-2';
import Trash2 from 'lucide-react/icons/trash';
import { INTEGRATION_KINDS, INTEGRATION_TYPES } from '../../../api/integrationCatalogue';
import { integrationStatuses, type IntegrationSort, type IntegrationView } from '../../../api/routes/integrations';
import { endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { FilterSelect } from '../../components/FilterSelect';
import { EmptyState, PageHeader } from '../../components/States';
import { formatDate } from '../../lib/dates';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { integrationsKey, statusTone, useIntegrationsPage, type IntegrationFilters } from './data';
import '../../styles/integrations.css';

const noFilters: IntegrationFilters = { kind: null, status: null };

export default function Integrations() {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useListState<IntegrationSort>('integrations', { sort: { by: 'created', dir: 'asc' } });
  const [filters, setFiltersState] = useState<IntegrationFilters>(noFilters);
  const page = useIntegrationsPage(list.query, filters);
  const setFilters = (next: Partial<IntegrationFilters>) => { setFiltersState((f) => ({ ...f, ...next })); list.setPage(1); };
  const [removing, setRemoving] = useState<IntegrationView | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: integrationsKey });
  const copy = useMutation({ mutationFn: (id: number) => endpoints.integrations.copy({ params: { id } }), onSuccess: () => toasts.show('success', t('copied')), onSettled: refresh });
  const remove = useMutation({
    mutationFn: (id: number) => endpoints.integrations.remove({ params: { id } }),
    onSuccess: () => { toasts.show('success', t('deleted')); setRemoving(null); },
    onSettled: refresh,
  });
  const connect = <Button onPress={() => navigate('/integrations/create')}><Plus size={16} aria-hidden="true" />{t('connect')}</Button>;
  const columns: DataColumn<IntegrationView, IntegrationSort>[] = [
    {
      id: 'title', header: t('columns.title'), sortBy: 'title',
      cell: (i) => (
        <>
          <Link to={`/integrations/${i.id}/edit`} className="integration-row__title">{i.title}</Link>
          <div className="muted">{INTEGRATION_TYPES[i.type].name}{i.kind === 'webhook' ? '' : ` · ${t(`kinds.${i.kind}`)}`} · {i.all_pages ? t('allPages') : i.pages.length > 0 ? t('pagesCount', { count: i.pages.length }) : t('noPages')}</div>
        </>
      ),
    },
    { id: 'status', header: t('columns.status'), sortBy: 'status', cell: (i) => <span className={`badge ${statusTone(i.status)}`}>{t(`status.${i.status}`)}</span> },
    { id: 'enabled', header: t('columns.enabled'), cell: (i) => <span className={`badge ${i.enabled ? 'badge--primary' : ''}`}>{i.enabled ? t('enabled') : t('disabled')}</span> },
    { id: 'created', header: t('columns.created'), sortBy: 'created', className: 'muted', cell: (i) => formatDate(i.created) },
    {
      id: 'actions', header: t('columns.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (i) => (
        <div className="row">
          <Button variant="secondary" size="sm" onPress={() => navigate(`/integrations/${i.id}/edit`)}><Settings2 size={14} aria-hidden="true" />{t('edit')}</Button>
          <Button variant="ghost" size="sm" icon aria-label={`${t('copy')}: ${i.title}`} pending={copy.isPending && copy.variables === i.id} onPress={() => copy.mutate(i.id)}><Copy size={14} aria-hidden="true" /></Button>
          <Button variant="ghost" size="sm" icon aria-label={`${t('delete')}: ${i.title}`} onPress={() => setRemoving(i)}><Trash2 size={14} aria-hidden="true" /></Button>
        </div>
      ),
    },
  ];

  return (
    <div className="page">
      <PageHeader title={t('title')} text={t('lead')} action={connect} />
      <DataTable
        label={t('title')} list={list} query={page} columns={columns} rowId={(i) => i.id} rowLabel={(i) => i.title} search={{ label: t('search') }}
        filters={(
          <div className="row">
            <FilterSelect
              label={t('columns.kind')} anyLabel={t('anyKind')} value={filters.kind} onChange={(kind) => setFilters({ kind })} className="integrations-filter" testId="integration-kind-filter"
              options={INTEGRATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
            <FilterSelect
              label={t('columns.status')} anyLabel={t('anyStatus')} value={filters.status} onChange={(status) => setFilters({ status })} className="integrations-filter" testId="integration-status-filter"
              options={integrationStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </div>
        )}
        filtered={filters.kind !== null || filters.status !== null}
        onClearFilters={() => setFilters(noFilters)}
        empty={<EmptyState icon={Blocks} title={t('emptyTitle')} text={t('emptyText')} action={connect} />}
        testId="integrations-list" rowTestId="integration-row"
      />
      <AppDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('deleteTitle')}
        tone="danger"
        actions={<>
          <Button variant="secondary" onPress={() => setRemoving(null)}>{t('common.cancel', { ns: 'pages' })}</Button>
          <Button variant="danger" pending={remove.isPending} onPress={() => removing && remove.mutate(removing.id)}>{t('delete')}</Button>
        </>}
      >
        <p>{t('deleteText', { title: removing?.title ?? '' })}</p>
      </AppDialog>
    </div>
  );
}
