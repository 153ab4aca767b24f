import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Monitor from 'lucide-react/icons/monitor';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { ErrorState, SkeletonRows } from '../../components/States';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { toasts } from '../../lib/toasts';
import { confirm } from '../../app/services';

export function SessionsCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const sessions = useQuery({ queryKey: ['sessions'], queryFn: () => endpoints.profile.sessions() });
  const endOthers = useMutation({
    mutationFn: () => endpoints.profile.endOtherSessions(),
    onSuccess: (r) => {
      toasts.show('success', t('profile.sessionsEnded', { count: r.removed }));
      void qc.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
  const relative = useRelativeDate();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  return (
    <section className="card card--flush" id="sessions" aria-labelledby="sessions-title">
      <div className="row-between" style={{ padding: 'var(--space-6)' }}>
        <div>
          <h2 className="card__title" id="sessions-title">{t('profile.sessions')}</h2>
          <p className="muted">{t('profile.sessionsText')}</p>
        </div>
        <Button
          variant="danger"
          isDisabled={others === 0}
          pending={endOthers.isPending}
          onPress={async () => {
            if (await confirm({ title: t('profile.endOthersConfirm'), variant: 'danger', confirmLabel: t('profile.endOthers') })) endOthers.mutate();
          }}
        >
          {t('profile.endOthers')}
        </Button>
      </div>
      {sessions.isError ? (
        <ErrorState onRetry={() => void sessions.refetch()} />
      ) : (
        <table className="table">
          <thead>
            {/* The device column is wide (a long user agent); the short headers keep to one line beside it. */}
            <tr><th>{t('profile.device')}</th><th style={{ whiteSpace: 'nowrap' }}>{t('profile.ip')}</th><th style={{ whiteSpace: 'nowrap' }}>{t('profile.lastSeen')}</th></tr>
          </thead>
          <tbody>
            {sessions.isLoading ? <SkeletonRows cols={3} rows={2} /> : items.map((s) => (
              <tr key={s.id}>
                <td>
                  <div className="row">
                    <Monitor size={16} aria-hidden="true" />
                    <span style={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{s.user_agent ?? t('profile.unknownDevice')}</span>
                    {s.current && <span className="badge badge--success">{t('profile.thisDevice')}</span>}
                  </div>
                </td>
                <td className="muted">{s.ip ?? '—'}</td>
                <td className="muted">{relative(s.last_seen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
