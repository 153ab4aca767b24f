// Leads screen (SPEC §2 "Leads screen"; routes leads, leads_old, leads/{pageId}): statuses with
// counts as tabs, the client's phone (tel:) and email (mailto:) in each row, filters by period, client
// and search (a phone in any format), sort by client, status and date, page sizes
// 10/25/50/100 remembered, multi-select with batch status change and delete, export of the filtered
// set, and a lead's detail. State is the one list kit's (useListState + DataTable); every rule is
// the server's or api/'s (lead-period.ts, routes/leads.ts).
import './leads.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Inbox from 'lucide-react/icons/inbox';
import Trash2 from 'lucide-react/icons/trash';
import { exportFileName } from '../../../api/today';
import { periodQuery, type Period } from '../../../api/lead-period';
import { unpaged } from '../../../api/list';
import { leadStatusName, type ExportFormat, type LeadRow, type LeadSortField, type LeadStatus, type LeadStatusFilter } from '../../../api/routes/leads';
import { storage } from '../../../adapters/index';
import { confirm } from '../../app/services';
import { useCurrentUser } from '../../app/useSession';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { DEFAULT_TIMEZONE } from '../../lib/dates';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useCurrentProject } from '../../lib/useProjects';
import { useListState } from '../../lib/useListState';
import { ContactLinks } from './ContactLinks';
import { ExportMenu } from './ExportMenu';
import { LeadDrawer } from './LeadDrawer';
import { PeriodFilter } from './PeriodFilter';
import { LeadStatusBadge } from './StatusBadge';
import { StatusMenu } from '../../components/StatusMenu';
import { StatusTabs } from './StatusTabs';
import { saveFile } from '../../lib/saveFile';
import { useLeadActions, useLeadCounts, useLeadList, useRefreshOnChange, type LeadScope } from './data';
import { usePeriod, useSettled } from './state';

export default function Leads() {
  const { t } = useTranslation('leads');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const params = useParams();
  const pageId = params.pageId && /^\d+$/.test(params.pageId) ? Number(params.pageId) : undefined;
  const user = useCurrentUser();
  // The period's days are the user's (SPEC §9); dates are shown in that zone by the session (app/services.ts).
  const zone = user?.user.timezone || DEFAULT_TIMEZONE;
  const project = useCurrentProject();
  const list = useListState<LeadSortField>('leads', { sort: { by: 'created', dir: 'desc' } });
  const [status, setStatusState] = useState<LeadStatusFilter>('all');
  const [period, setPeriodState] = usePeriod(storage, zone);
  const [client, setClientState] = useState('');
  const settledClient = useSettled(client);
  // A notification mail links here with ?lead={id}: that lead's drawer opens.
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => (/^[1-9]\d{0,14}$/.test(searchParams.get('lead') ?? '') ? Number(searchParams.get('lead')) : null));

  const scope: LeadScope = {
    ...(pageId !== undefined ? { page_id: pageId } : project ? { project_id: project.id } : {}),
    ...periodQuery(period),
    ...(settledClient.trim() ? { client: settledClient.trim() } : {}),
  };
  const ready = pageId !== undefined || project !== null;
  const counts = useLeadCounts(scope, list.query.search, ready);
  useRefreshOnChange(counts.data);
  const leads = useLeadList(list.query, scope, status, ready);
  const actions = useLeadActions();

  const setStatus = (s: LeadStatusFilter) => { setStatusState(s); list.setPage(1); };
  const setPeriod = (p: Period) => { setPeriodState(p); list.setPage(1); };
  const setClient = (c: string) => { setClientState(c); list.setPage(1); };
  const filtered = status !== 'all' || period.from !== null || period.to !== null || client.trim() !== '';
  const clearFilters = () => { setStatus('all'); setPeriod({ preset: null, from: null, to: null }); setClient(''); };

  const changeStatus = (items: number[], s: LeadStatus, done?: () => void) => actions.changeStatus.mutate({ status: s, items }, {
    onSuccess: (r) => { toasts.show('success', t('batch.changed', { count: r.updated })); done?.(); },
  });
  const remove = async (rows: LeadRow[], done: () => void) => {
    if (!(await confirm({ title: t('batch.deleteConfirm', { count: rows.length }), message: t('batch.deleteText'), variant: 'danger', confirmLabel: t('batch.delete') }))) return;
    actions.remove.mutate(rows.map((r) => r.id), { onSuccess: (r) => { toasts.show('success', t('batch.deleted', { count: r.deleted })); done(); } });
  };
  const exportAs = (format: ExportFormat, items?: number[]) => actions.exportFile.mutate(
    // The list's own query (search, sort, filters) without its page: the export holds what the list shows.
    { ...unpaged(list.query), ...scope, status, format, ...(items ? { items } : {}) },
    {
      onSuccess: (blob) => saveFile(blob, exportFileName('leads', format, new Date(), zone)),
      onError: () => toasts.show('danger', t('export.failed')),
    },
  );

  const columns: DataColumn<LeadRow, LeadSortField>[] = [
    { id: 'number', header: t('columns.number'), className: 'muted lead-col-number', cell: (l) => l.id },
    {
      id: 'client', header: t('columns.client'), sortBy: 'title',
      cell: (l) => (
        <>
          <button type="button" className="link-button lead-open" onClick={() => setOpenId(l.id)} aria-label={t('open', { name: l.title || t('untitled') })} data-testid="lead-open">
            {l.title || t('untitled')}
          </button>
          {/* A phone-sized screen has no room for the contacts column: the links sit under the name. */}
          {(l.contact.phone || l.contact.email) && <div className="lead-client-contact"><ContactLinks contact={l.contact} /></div>}
        </>
      ),
    },
    { id: 'contact', header: t('columns.contact'), className: 'lead-col-contact', cell: (l) => <ContactLinks contact={l.contact} /> },
    { id: 'status', header: t('columns.status'), sortBy: 'status', cell: (l) => <LeadStatusBadge status={l.status} /> },
    { id: 'page', header: t('columns.page'), className: 'lead-col-text', cell: (l) => (l.page ? l.page.title || t('untitled') : <span className="muted">{t('noPage')}</span>) },
    { id: 'form', header: t('columns.form'), className: 'muted lead-col-text', cell: (l) => l.form },
    { id: 'date', header: t('columns.date'), sortBy: 'created', className: 'muted lead-col-date', cell: (l) => relative(l.created) },
  ];

  const pageTitle = pageId !== undefined ? leads.data?.items[0]?.page?.title : undefined;
  return (
    <div className="page leads-page">
      <PageHeader
        title={t('title')}
        text={pageId !== undefined && pageTitle ? t('pageLead', { page: pageTitle }) : t('lead')}
        action={<ExportMenu onExport={(f) => exportAs(f)} pending={actions.exportFile.isPending} />}
      />
      {pageId !== undefined && <p><Button variant="ghost" size="sm" onPress={() => navigate('/leads')}>{t('allLeads')}</Button></p>}
      <StatusTabs value={status} counts={counts.data} onChange={setStatus} />
      <DataTable
        label={t('title')}
        list={list}
        query={leads}
        columns={columns}
        rowId={(l) => l.id}
        rowLabel={(l) => l.title || t('untitled')}
        search={{ label: t('search') }}
        filters={(
          <>
            <PeriodFilter value={period} zone={zone} onChange={setPeriod} />
            <label className="field lead-filter">
              <span className="field__label">{t('client')}</span>
              <input className="field__input" value={client} placeholder={t('clientPlaceholder')} onChange={(e) => setClient(e.target.value)} data-testid="client-filter" />
            </label>
          </>
        )}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={<EmptyState icon={Inbox} title={t('empty.title')} text={t('empty.text')} action={<Button onPress={() => navigate('/pages')}>{t('empty.action')}</Button>} />}
        batchActions={(rows, clear) => (
          <>
            <StatusMenu labelOf={(s) => t(`status.${leadStatusName(s)}`)} onChoose={(s) => changeStatus(rows.map((r) => r.id), s, clear)} testId="batch-status">{t('batch.status')}</StatusMenu>
            <ExportMenu label={t('export.selected')} onExport={(f) => exportAs(f, rows.map((r) => r.id))} pending={actions.exportFile.isPending} />
            <Button variant="danger" size="sm" onPress={() => void remove(rows, clear)}><Trash2 size={14} aria-hidden="true" />{t('batch.delete')}</Button>
          </>
        )}
        testId="leads-table"
        rowTestId="lead-row"
      />
      <LeadDrawer id={openId} onClose={() => setOpenId(null)} onStatus={(id, s) => changeStatus([id], s)} />
    </div>
  );
}
