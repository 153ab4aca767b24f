import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Signup } from '../../../api/routes/sales';
import { formatDate, formatTime } from '../../lib/dates';
import { WebinarStateBadge } from './WebinarStateBadge';

/** What a signup is for: its webinar (a link while it exists, with its start), else its title (a product's or its own). */
export function SignupWhat({ s }: { s: Signup }) {
  const { t } = useTranslation('webinars');
  if (!s.webinar) return <span>{s.title || s.product?.title || t('signups.untitled')}</span>;
  return (
    <span className="signup-what">
      <Link to={`/webinars/${s.webinar.id}`}>{s.webinar.title}</Link>
      <span className="muted"> · {`${formatDate(s.webinar.starts_at)} ${formatTime(s.webinar.starts_at)}`}</span>
    </span>
  );
}

/** A signup's status: its webinar's state (upcoming / live / over); other signups are simply registered. */
export function SignupStatus({ s }: { s: Signup }) {
  const { t } = useTranslation('webinars');
  return s.webinar ? <WebinarStateBadge state={s.webinar.state} /> : <span className="badge">{t('signups.registered')}</span>;
}
