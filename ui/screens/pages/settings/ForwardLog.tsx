// The last deliveries of a page's lead forwarder (time, lead, status, answer), «Повторить» for a
// failed lead's, and the answer line «Отправить тест» shows.
import { useTranslation } from 'react-i18next';
import History from 'lucide-react/icons/rotate-ccw-clock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ForwardDeliveryView } from '../../../../api/routes/forwarder';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/States';
import { formatDateTime } from '../../../lib/dates';
import { toasts } from '../../../lib/toasts';
import { useForwardLog, useRetryForward } from '../data/forwarder';

const tone: Record<ForwardDeliveryView['state'], string> = { pending: '', retrying: 'badge--warning', delivered: 'badge--success', failed: 'badge--danger' };

/** What the receiver answered: the status (or that none came), how long it took, the start of the body. */
export function ForwardAnswer({ delivery: d }: { delivery: ForwardDeliveryView }) {
  const { t } = useTranslation('pages');
  const ok = d.state === 'delivered';
  const excerpt = d.response_excerpt ?? d.last_error;
  return (
    <div className={`forward-answer ${ok ? 'forward-answer--ok' : 'forward-answer--failed'}`} role="status" data-testid="forward-answer">
      <strong>{d.response_status === null ? t('forwarder.noAnswer') : t('forwarder.answer', { status: d.response_status })}</strong>
      {d.duration_ms !== null && <span className="muted"> · {t('forwarder.took', { ms: d.duration_ms })}</span>}
      {excerpt && <div className="forward-excerpt">{excerpt}</div>}
    </div>
  );
}

export function ForwardLog({ pageId }: { pageId: number }) {
  const { t } = useTranslation('pages');
  const log = useForwardLog(pageId);
  const retry = useRetryForward(pageId);
  const items = log.data?.items ?? [];
  const what = (d: ForwardDeliveryView) => (d.test ? t('forwarder.log.testLead') : d.lead_id ? t('forwarder.log.lead', { id: d.lead_id }) : t('forwarder.log.deletedLead'));
  return (
    <section className="card card--flush" aria-label={t('forwarder.log.title')}>
      <h2 className="card__title forward-log__title">{t('forwarder.log.title')}</h2>
      {log.isError ? <ErrorState onRetry={() => void log.refetch()} />
        : log.data && items.length === 0 ? <EmptyState icon={History} title={t('forwarder.log.emptyTitle')} text={t('forwarder.log.emptyText')} />
          : (
            <table className="table" aria-label={t('forwarder.log.title')} aria-busy={log.isLoading || undefined} data-testid="forward-log">
              <thead>
                <tr>
                  <th>{t('forwarder.log.time')}</th>
                  <th>{t('forwarder.log.leadColumn')}</th>
                  <th>{t('forwarder.log.state')}</th>
                  <th>{t('forwarder.log.answer')}</th>
                  <th><span className="visually-hidden">{t('common.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {!log.data ? <SkeletonRows cols={5} /> : items.map((d) => (
                  <tr key={d.id} data-testid="forward-row">
                    <td className="muted">{formatDateTime(d.created)}</td>
                    <td>{what(d)} <span className="muted">{d.method}</span></td>
                    <td><span className={`badge ${tone[d.state]}`}>{t(`forwarder.log.states.${d.state}`)}</span>{d.attempts > 1 && <span className="muted"> · {t('forwarder.log.attempts', { count: d.attempts })}</span>}</td>
                    <td>
                      <div>{d.response_status ?? t('forwarder.noAnswer')}</div>
                      {(d.response_excerpt || d.last_error) && <div className="forward-excerpt" title={d.response_excerpt ?? d.last_error ?? ''}>{d.response_excerpt ?? d.last_error}</div>}
                    </td>
                    <td className="table__actions">
                      {d.state === 'failed' && !d.test && d.lead_id !== null && (
                        <Button variant="secondary" size="sm" pending={retry.isPending && retry.variables === d.id}
                          onPress={() => retry.mutate(d.id, { onSuccess: () => toasts.show('success', t('forwarder.log.retried')) })}>
                          <RotateCcw size={14} aria-hidden="true" />{t('forwarder.log.retry')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
    </section>
  );
}
