// /transfers (owner only): pages offered to other accounts and offered to this one; accept or cancel.
import '../pages/pages.css';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, Check, Send, X } from 'lucide-react';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { EmptyState, ListCard, PageHeader, SkeletonRows } from '../../components/States';
import { confirm } from '../../app/services';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { pagesKey } from '../pages/data/pages';
import { useCurrentProject } from '../../lib/useProjects';

export const transfersKey = ['transfers'] as const;
const STATUS_TONE = { pending: 'badge--warning', accepted: 'badge--success', cancelled: '' } as const;

export default function Transfers() {
  const { t } = useTranslation('pages');
  const relative = useRelativeDate();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: transfersKey, queryFn: () => endpoints.pageTransfers.list() });
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
  const items = [...(list.data?.items ?? [])].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.created.localeCompare(a.created));
  const send = <Button onPress={() => navigate('/transfers/form')}><Send size={16} aria-hidden="true" />{t('transfers.send')}</Button>;
  return (
    <div className="page">
      <PageHeader title={t('transfers.title')} text={t('transfers.lead')} action={send} />
      <ListCard query={list} isEmpty={items.length === 0} empty={<EmptyState icon={Send} title={t('transfers.emptyTitle')} text={t('transfers.emptyText')} action={send} />}>
        <table className="table">
          <thead><tr><th>{t('transfers.direction')}</th><th>{t('list.page')}</th><th>{t('transfers.who')}</th><th>{t('transfers.status')}</th><th>{t('transfers.date')}</th><th><span className="visually-hidden">{t('common.actions')}</span></th></tr></thead>
          <tbody>
            {list.isLoading ? <SkeletonRows cols={6} rows={3} /> : items.map((tr) => (
              <tr key={tr.transferId} data-testid="transfer-row" data-direction={tr.direction}>
                <td>
                  <span className="row">
                    {tr.direction === 'incoming' ? <ArrowDownLeft size={16} color="var(--color-primary)" aria-hidden="true" /> : <ArrowUpRight size={16} color="var(--color-text-muted)" aria-hidden="true" />}
                    {t(`transfers.${tr.direction}`)}
                  </span>
                </td>
                <td style={{ fontWeight: 550 }}>{tr.page_title || t('list.untitled')}</td>
                <td className="muted">{tr.email}</td>
                <td><span className={`badge ${STATUS_TONE[tr.status]}`}>{t(`transfers.statuses.${tr.status}`)}</span></td>
                <td className="muted">{relative(tr.created)}</td>
                <td className="table__actions">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListCard>
    </div>
  );
}
