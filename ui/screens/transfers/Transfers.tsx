// /transfers (owner only): pages offered to other accounts and offered to this one; accept or cancel.
// Paged, searched, sorted and filtered by the server (GET /pages/transfer, the one list contract).
import '../../styles/pages.css';
import './transfers.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Check from 'lucide-react/icons/check';
import Send from 'lucide-react/icons/send';
import X from 'lucide-react/icons/x';
import type * as v from 'valibot';
import { transferDirections, transferStatuses, type transferSchema, type TransferSort } from '../../../api/routes/page-transfers';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState, PageHeader } from '../../components/States';
import { FilterSelect } from '../../components/FilterSelect';
import { confirm } from '../../app/services';
import { useListState } from '../../lib/useListState';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { pagesKey } from '../../lib/queryKeys';
import { useCurrentProject } from '../../lib/useProjects';

export const transfersKey = ['transfers'] as const;
const STATUS_TONE = { pending: 'badge--warning', accepted: 'badge--success', cancelled: '' } as const;
type Transfer = v.InferOutput<typeof transferSchema>;
type Direction = (typeof transferDirections)[number];
type Status = (typeof transferStatuses)[number];

export default function Transfers() {
  const { t } = useTranslation('pages');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useListState<TransferSort>('transfers', { sort: { by: 'created', dir: 'desc' } });
  const [direction, setDirectionFilter] = useState<Direction | null>(null);
  const [status, setStatusFilter] = useState<Status | null>(null);
  const transfers = useQuery({
    queryKey: [...transfersKey, list.query, direction, status],
    queryFn: () => endpoints.pageTransfers.list({ query: { ...list.query, direction: direction ?? undefined, status: status ?? undefined } }),
    placeholderData: keepPreviousData,
  });
  const setDirection = (value: Direction | null) => { setDirectionFilter(value); list.setPage(1); };
  const setStatus = (value: Status | null) => { setStatusFilter(value); list.setPage(1); };
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: transfersKey });
    void qc.invalidateQueries({ queryKey: pagesKey });
  };
  const project = useCurrentProject();
  // The page joins the project the user is looking at, so the pages list shows it at once.
  const accept = useMutation({
    mutationFn: (id: number) => endpoints.pageTransfers.accept({ params: { transferId: id }, body: { project_id: project?.id ?? null } }),
    onSuccess: (tr) => {
      const title = tr.page_title || t('list.untitled');
      toasts.show('success', project ? t('transfers.acceptedIn', { title, project: project.title }) : t('transfers.accepted', { title }));
      refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (id: number) => endpoints.pageTransfers.cancel({ params: { transferId: id } }),
    onSuccess: () => {
      toasts.show('success', t('transfers.cancelled'));
      refresh();
    },
  });
  const send = <Button onPress={() => navigate('/transfers/form')}><Send size={16} aria-hidden="true" />{t('transfers.send')}</Button>;
  const columns: DataColumn<Transfer, TransferSort>[] = [
    {
      id: 'direction', header: t('transfers.direction'),
      cell: (tr) => (
        <span className="row">
          {tr.direction === 'incoming' ? <ArrowDownLeft size={16} color="var(--color-primary)" aria-hidden="true" /> : <ArrowUpRight size={16} color="var(--color-text-muted)" aria-hidden="true" />}
          {t(`transfers.${tr.direction}`)}
        </span>
      ),
    },
    { id: 'page', header: t('list.page'), cell: (tr) => <span style={{ fontWeight: 550 }}>{tr.page_title || t('list.untitled')}</span> },
    { id: 'who', header: t('transfers.who'), className: 'muted', cell: (tr) => tr.email },
    { id: 'status', header: t('transfers.status'), sortBy: 'status', cell: (tr) => <span className={`badge ${STATUS_TONE[tr.status]}`}>{t(`transfers.statuses.${tr.status}`)}</span> },
    { id: 'created', header: t('transfers.date'), sortBy: 'created', className: 'muted transfers-date', cell: (tr) => relative(tr.created) },
    {
      id: 'actions', header: t('common.actions'), hiddenHeader: true, className: 'table__actions',
      cell: (tr) => (
        <>
          {tr.status === 'pending' && tr.direction === 'incoming' && (
            <Button size="sm" pending={accept.isPending && accept.variables === tr.transferId} onPress={() => accept.mutate(tr.transferId)}><Check size={14} aria-hidden="true" />{t('transfers.accept')}</Button>
          )}
          {tr.status === 'pending' && (
            <Button
              variant="ghost"
              size="sm"
              pending={cancel.isPending && cancel.variables === tr.transferId}
              onPress={async () => {
                const title = tr.direction === 'incoming' ? t('transfers.declineConfirm', { title: tr.page_title }) : t('transfers.cancelConfirm', { title: tr.page_title });
                if (await confirm({ title, confirmLabel: tr.direction === 'incoming' ? t('transfers.decline') : t('transfers.cancel'), variant: 'danger' })) cancel.mutate(tr.transferId);
              }}
            >
              <X size={14} aria-hidden="true" />{tr.direction === 'incoming' ? t('transfers.decline') : t('transfers.cancel')}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader title={t('transfers.title')} text={t('transfers.lead')} action={send} />
      <DataTable
        label={t('transfers.title')} list={list} query={transfers} columns={columns} rowId={(tr) => tr.transferId} search={{ label: t('transfers.search') }}
        filters={(
          <>
            <FilterSelect
              label={t('transfers.direction')} anyLabel={t('transfers.anyDirection')} value={direction} onChange={setDirection} className="transfers-filter"
              testId="transfer-direction-filter" options={transferDirections.map((d) => ({ value: d, label: t(`transfers.${d}`) }))}
            />
            <FilterSelect
              label={t('transfers.status')} anyLabel={t('transfers.anyStatus')} value={status} onChange={setStatus} className="transfers-filter"
              testId="transfer-status-filter" options={transferStatuses.map((st) => ({ value: st, label: t(`transfers.statuses.${st}`) }))}
            />
          </>
        )}
        filtered={direction !== null || status !== null}
        onClearFilters={() => { setDirection(null); setStatus(null); }}
        empty={<EmptyState icon={Send} title={t('transfers.emptyTitle')} text={t('transfers.emptyText')} action={send} />}
        testId="transfers-table" rowTestId="transfer-row"
      />
    </div>
  );
}
