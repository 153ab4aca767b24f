// One delivery of the forwarder's log opened: every kept attempt, oldest first (time, the answer's
// status or why none came, how long it took, the answer's first bytes), and what an outcome means
// in words (used by the log's rows and the test's answer too).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ForwardErrorKind } from '../../../../api/routes/forwarder';
import { ErrorState } from '../../../components/States';
import { useRelativeDate } from '../../../lib/useRelativeDate';
import { useForwardAttempts } from '../data/forwarder';

/** «Ответ: 500», or why no answer came («Сервер отклонил соединение»), or «Нет ответа». */
export function outcomeLabel(t: TFunction<'pages'>, o: { response_status: number | null; error_kind: ForwardErrorKind | null }): string {
  if (o.response_status !== null) return t('forwarder.answer', { status: o.response_status });
  return o.error_kind ? t(`forwarder.errors.${o.error_kind}`) : t('forwarder.noAnswer');
}

export function ForwardAttempts({ pageId, deliveryId, attempts, id }: { pageId: number; deliveryId: number; attempts: number; id: string }) {
  const { t } = useTranslation('pages');
  const when = useRelativeDate();
  const q = useForwardAttempts(pageId, deliveryId, attempts);
  const items = q.data?.items ?? [];
  return (
    <div className="forward-attempts" id={id} aria-label={t('forwarder.attempts.title')} role="region" aria-busy={q.isLoading || undefined} data-testid="forward-attempts">
      {q.isError ? <ErrorState onRetry={() => void q.refetch()} />
        : !q.data ? <div className="skeleton" style={{ height: 48 }} />
          : items.length === 0 ? <p className="muted">{t('forwarder.attempts.empty')}</p>
            : (
              <>
                {attempts > items.length && <p className="muted">{t('forwarder.attempts.kept', { shown: items.length, total: attempts })}</p>}
                <ol className="forward-attempts__list">
                  {items.map((a) => {
                    const ok = a.response_status !== null && a.error_kind === null;
                    return (
                      <li key={a.n} data-testid="forward-attempt" className={ok ? 'forward-attempt forward-attempt--ok' : 'forward-attempt forward-attempt--failed'}>
                        <div>
                          <strong>{t('forwarder.attempts.n', { n: a.n })}</strong>
                          <span className="muted"> · {when(a.at)}</span>
                          {' · '}<span>{outcomeLabel(t, a)}</span>
                          {a.duration_ms !== null && <span className="muted"> · {t('forwarder.took', { ms: a.duration_ms })}</span>}
                        </div>
                        {(a.response_excerpt || a.error) && <div className="forward-excerpt">{a.response_excerpt ?? a.error}</div>}
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
    </div>
  );
}
