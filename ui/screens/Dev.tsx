// /dev: the mail outbox of a developer's machine (DEV_OUTBOX=1), newest first, so a person can read
// codes. Off by default: then the page says where the mail went (the server's terminal).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import Inbox from 'lucide-react/icons/inbox';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Terminal from 'lucide-react/icons/terminal';
import { ApiError, endpoints } from '../../adapters/index';
import { Button } from '../components/Button';
import { EmptyState, ErrorState } from '../components/States';
import { useRelativeDate } from '../lib/useRelativeDate';

const isOff = (err: unknown) => err instanceof ApiError && err.status === 404;

export default function Dev() {
  const { t } = useTranslation();
  const when = useRelativeDate();
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => endpoints.dev.outbox({ suppressErrors: true }),
    // Off (404) stays off until the server restarts with DEV_OUTBOX=1: no point asking again.
    refetchInterval: (q) => (isOff(q.state.error) ? false : 5000),
    retry: (n, err) => !isOff(err) && n < 2,
  });
  const items = [...(outbox.data?.items ?? [])].sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
  return (
    <div className="stack">
      <div className="row-between">
        <div>
          <h1 className="guest__title">{t('dev.title')}</h1>
          {!isOff(outbox.error) && <p className="muted">{t('dev.lead')}</p>}
        </div>
        {!isOff(outbox.error) && <Button variant="secondary" onPress={() => void outbox.refetch()} pending={outbox.isFetching}><RefreshCw size={14} aria-hidden="true" />{t('dev.refresh')}</Button>}
      </div>
      {isOff(outbox.error) ? (
        <EmptyState icon={Terminal} title={t('dev.offTitle')} text={t('dev.offText')} />
      ) : outbox.isError ? (
        <ErrorState onRetry={() => void outbox.refetch()} />
      ) : outbox.isLoading ? (
        <div className="mail"><div className="skeleton" style={{ width: '50%' }} /></div>
      ) : items.length === 0 ? (
        <EmptyState icon={Inbox} title={t('dev.emptyTitle')} text={t('dev.emptyText')} />
      ) : (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="outbox">
          {items.map((m) => (
            <li key={m.id} className="mail" data-testid="mail" data-to={m.to}>
              <div className="row-between">
                <div>
                  <div style={{ fontWeight: 600 }}>{m.subject}</div>
                  <div className="subtle">{t('dev.to', { to: m.to })} · {when(m.created)}</div>
                </div>
                {m.code && <span className="code-pill" data-testid="mail-code">{m.code}</span>}
              </div>
              <pre>{m.text}</pre>
            </li>
          ))}
        </ul>
      )}
      <Link to="/login">{t('signup.toLogin')}</Link>
    </div>
  );
}
