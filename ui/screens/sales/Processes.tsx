// Processes (SPEC §7 /cdp/process): the account's written procedures — onboarding a client, handling
// a refund — each a list of steps. The list is paged, searched and sorted on the server (the list
// contract); a title opens the process with its steps.
import './sales.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import ListChecks from 'lucide-react/icons/list-checks';
import Plus from 'lucide-react/icons/plus';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import Forbidden from '../../components/Forbidden';
import { useProcessActions, useProcessList } from './processData';
import { SalesTabs } from './SalesTabs';
import { TitleDialog } from './TitleDialog';
import { useCdpRights } from '../../lib/useCdpRights';

type ProcessRow = NonNullable<ReturnType<typeof useProcessList>['data']>['items'][number];

export default function Processes() {
  const { t } = useTranslation('pipelines');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const rights = useCdpRights();
  const list = useListState<'title' | 'created'>('processes', { sort: { by: 'created', dir: 'desc' } });
  const processes = useProcessList(list.query);
  const { create } = useProcessActions();
  const [adding, setAdding] = useState(false);
  if (!rights.view) return <Forbidden />;

  const columns: DataColumn<ProcessRow, 'title' | 'created'>[] = [
    { id: 'title', header: t('processes.columns.title'), sortBy: 'title', cell: (p) => <Link to={`/sales/processes/${p.id}`} className="person-link">{p.title}</Link> },
    { id: 'steps', header: t('processes.columns.steps'), className: 'muted', cell: (p) => p.steps_count },
    { id: 'created', header: t('processes.columns.created'), sortBy: 'created', className: 'muted', cell: (p) => relative(p.created) },
  ];
  const add = rights.edit ? <Button onPress={() => setAdding(true)}><Plus size={16} aria-hidden="true" />{t('processes.create')}</Button> : undefined;
  return (
    <div className="page sales-page">
      <PageHeader title={t('tabs.processes')} text={t('processes.lead')} action={add} />
      <SalesTabs />
      <DataTable
        label={t('tabs.processes')}
        list={list}
        query={processes}
        columns={columns}
        rowId={(p) => p.id}
        search={{ label: t('processes.search') }}
        empty={<EmptyState icon={ListChecks} title={t('processes.empty.title')} text={t('processes.empty.text')} action={add} />}
        testId="processes-table"
        rowTestId="process-row"
      />
      {adding && (
        <TitleDialog
          title={t('processes.createTitle')}
          initial={{ title: '', description: '' }}
          labels={{ title: t('processes.name'), description: t('processes.description') }}
          submitLabel={t('processes.create')}
          pending={create.isPending}
          onSubmit={(values) => create.mutateAsync(values).then((p) => { toasts.show('success', t('processes.created')); navigate(`/sales/processes/${p.id}`); })}
          onClose={() => setAdding(false)}
          testId="process-dialog"
        />
      )}
    </div>
  );
}
