// The last deliveries of a page's lead forwarder (time, lead, status, answer), each opening to its
// attempts, «Повторить» for a failed lead's, and the answer line «Отправить тест» shows.
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import History from 'lucide-react/icons/rotate-ccw-clock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ForwardDeliveryView } from '../../../../api/routes/forwarder';
import { Button } from '../../../components/Button';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/States';
import { useRelativeDate } from '../../../lib/useRelativeDate';
import { showSubmitError } from '../../../lib/submitError';
import { toasts } from '../../../lib/toasts';
import { useForwardLog, useRetryForward } from '../data/forwarder';
import { ForwardAttempts, outcomeLabel } from './ForwardAttempts';

const tone: Record<ForwardDeliveryView['state'], string> = { pending: '', retrying: 'badge--warning', delivered: 'badge--success', failed: 'badge--danger' };

/**
 * What the receiver answered: the status (or why none came), how long it took, the start of the
 * body; a failed one offers «Повторить» when the caller can send it again.
 */
export function ForwardAnswer({ delivery: d, sentTo, onRetry, retrying = false }: { delivery: ForwardDeliveryView; sentTo?: string; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation('pages');
  const ok = d.state === 'delivered';
  const excerpt = d.response_excerpt ?? d.last_error;
  return (
    <div className={`forward-answer ${ok ? 'forward-answer--ok' : 'forward-answer--failed'}`} role="status" aria-busy={retrying || undefined} data-testid="forward-answer">
      <div className="forward-answer__head">
        <div>
          <strong>{outcomeLabel(t, d)}</strong>
          {d.duration_ms !== null && <span className="muted"> · {t('forwarder.took', { ms: d.duration_ms })}</span>}
          {sentTo && <div className="muted forward-answer__target">{sentTo}</div>}
        </div>
        {!ok && onRetry && (
          <Button variant="secondary" size="sm" pending={retrying} onPress={onRetry}>
            <RotateCcw size={14} aria-hidden="true" />{t('forwarder.retryTest')}
          </Button>
        )}
      </div>
      {excerpt && <div className="forward-excerpt">{excerpt}</div>}
    </div>
  );
}

export function ForwardLog({ pageId }: { pageId: number }) {
  const { t } = useTranslation('pages');
  const when = useRelativeDate();
  const log = useForwardLog(pageId);
  const retry = useRetryForward(pageId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setOpen((was) => {
    const next = new Set(was);
    if (!next.delete(id)) next.add(id);
    return next;
  });
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
                {!log.data ? <SkeletonRows cols={5} /> : items.map((d) => {
                  const isOpen = open.has(d.id);
                  const panel = `forward-attempts-${d.id}`;
                  return (
                    <Fragment key={d.id}>
                      <tr data-testid="forward-row" className={isOpen ? 'forward-row--open' : undefined}>
                        <td className="muted forward-log__time">{when(d.created)}</td>
                        <td>{what(d)} <span className="muted">{d.method}</span></td>
                        <td>
                          <span className={`badge ${tone[d.state]}`}>{t(`forwarder.log.states.${d.state}`)}</span>
                          {d.attempts > 0 && (
                            <button type="button" className="forward-log__toggle" aria-expanded={isOpen} aria-controls={isOpen ? panel : undefined}
                              title={t('forwarder.log.showAttempts')} onClick={() => toggle(d.id)}>
                              {t('forwarder.log.attempts', { count: d.attempts })}
                              <ChevronDown size={14} aria-hidden="true" className="forward-log__chevron" />
                            </button>
                          )}
                        </td>
                        <td>
                          <div>{outcomeLabel(t, d)}</div>
                          {(d.response_excerpt || d.last_error) && <div className="forward-excerpt" title={d.response_excerpt ?? d.last_error ?? ''}>{d.response_excerpt ?? d.last_error}</div>}
                        </td>
                        <td className="table__actions">
                          {d.state === 'failed' && !d.test && d.lead_id !== null && (
                            <Button variant="secondary" size="sm" pending={retry.isPending && retry.variables === d.id}
                              onPress={() => retry.mutate(d.id, {
                                onSuccess: () => toasts.show('success', t('forwarder.log.retried')),
                                // No fields to mark: the refusal is a toast in words (too many retries, not failed any more).
                                onError: (err) => showSubmitError(err, () => undefined),
                              })}>
                              <RotateCcw size={14} aria-hidden="true" />{t('forwarder.log.retry')}
                            </Button>
                          )}
                        </td>
                      </tr>
                      {isOpen && (
                        <tr className="forward-attempts-row">
                          <td colSpan={5}><ForwardAttempts id={panel} pageId={pageId} deliveryId={d.id} attempts={d.attempts} /></td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          )}
    </section>
  );
}
