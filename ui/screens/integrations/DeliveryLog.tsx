// The delivery log of an integration (status, answer excerpt, attempts, next try), with
// «Отправить тест» and a manual resend. While a delivery waits or retries, the log refreshes.
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import History from 'lucide-react/icons/rotate-ccw-clock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Send from 'lucide-react/icons/send';
import type { DeliveryView, IntegrationView } from '../../../api/routes/integrations';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { useListState } from '../../lib/useListState';
import { deliveriesKey } from './data';

const tone: Record<DeliveryView['state'], string> = { pending: '', retrying: 'badge--warning', delivered: 'badge--success', failed: 'badge--danger' };

export function DeliveryLog({ integration }: { integration: IntegrationView }) {
  const { t } = useTranslation('integrations');
  const when = useRelativeDate();
  const qc = useQueryClient();
  const list = useListState<'created'>('integration-deliveries', { sort: { by: 'created', dir: 'desc' } });
  const key = deliveriesKey(integration.id);
  const log = useQuery({
    queryKey: [...key, list.query],
    queryFn: () => endpoints.integrations.deliveries({ params: { id: integration.id }, query: list.query }),
    placeholderData: keepPreviousData,
    // New leads arrive on their own: look again every 10 s, every 2 s while a delivery waits or retries.
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.state === 'pending' || d.state === 'retrying') ? 2000 : 10_000),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: key });
  const test = useMutation({ mutationFn: () => endpoints.integrations.test({ params: { id: integration.id } }), onSuccess: () => toasts.show('success', t('log.testQueued')), onSettled: refresh });
  const resend = useMutation({
    mutationFn: (deliveryId: number) => endpoints.integrations.resend({ params: { id: integration.id, deliveryId } }),
    onSuccess: () => toasts.show('success', t('log.resent')),
    onSettled: refresh,
  });
  const columns: DataColumn<DeliveryView, 'created'>[] = [
    { id: 'time', header: t('log.time'), sortBy: 'created', className: 'muted', cell: (d) => when(d.created) },
    { id: 'what', header: t('log.message'), cell: (d) => (d.event === 'test' ? t('log.testLead') : d.lead_id ? t('log.lead', { id: d.lead_id }) : t('log.deletedLead')) },
    { id: 'state', header: t('log.state'), cell: (d) => <span className={`badge ${tone[d.state]}`} data-testid="delivery-state">{t(`log.states.${d.state}`)}</span> },
    { id: 'attempts', header: t('log.attempts'), cell: (d) => <span data-testid="delivery-attempts">{d.attempts}</span> },
    {
      id: 'answer', header: t('log.answer'),
      cell: (d) => (
        <div>
          <div>{d.response_status ?? t('log.noAnswer')}</div>
          {(d.response_excerpt || d.last_error) && <div className="log-excerpt" title={d.response_excerpt ?? d.last_error ?? ''}>{d.response_excerpt ?? d.last_error}</div>}
        </div>
      ),
    },
    { id: 'next', header: t('log.next'), className: 'muted', cell: (d) => (d.next_attempt_at ? when(d.next_attempt_at) : '—') },
    {
      id: 'actions', header: t('log.resend'), hiddenHeader: true, className: 'table__actions',
      cell: (d) => d.state !== 'pending' && (
        <Button variant="secondary" size="sm" pending={resend.isPending && resend.variables === d.id} onPress={() => resend.mutate(d.id)}>
          <RotateCcw size={14} aria-hidden="true" />{t('log.resend')}
        </Button>
      ),
    },
  ];
  const testButton = (
    <Button variant="secondary" pending={test.isPending} isDisabled={integration.missing.length > 0} onPress={() => test.mutate()}>
      <Send size={14} aria-hidden="true" />{t('log.test')}
    </Button>
  );
  return (
    <section className="stack" aria-label={t('log.title')}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 className="card__title">{t('log.title')}</h2>
        {testButton}
      </div>
      <DataTable
        label={t('log.title')}
        list={list}
        query={log}
        columns={columns}
        rowId={(d) => d.id}
        empty={<EmptyState icon={History} title={t('log.emptyTitle')} text={t('log.emptyText')} />}
        testId="delivery-log"
        rowTestId="delivery-row"
      />
    </section>
  );
}
