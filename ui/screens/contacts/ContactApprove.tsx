// /contact-approve/:id#token — the page the confirmation mail links to. The token is read from the
// fragment (never sent to a server in a URL) and posted in the approve call's body; no session.
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import MailX from 'lucide-react/icons/mail-x';
import { endpoints } from '../../../adapters/index';
import { errorText } from '../../i18n/index';
import { ApiError } from '../../../adapters/index';

/** A link that lost its token (401, no token sent) is as broken as an expired one, and says so the same way. */
const linkErrorCode = (err: ApiError): string | null => (err.status === 401 ? 'contact.link_invalid' : err.code);

export default function ContactApprove() {
  const { t } = useTranslation('contacts');
  const id = Number(useParams().id);
  const approve = useMutation({ mutationFn: (token: string) => endpoints.contacts.approve({ params: { id }, body: { token }, suppressErrors: true }) });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = window.location.hash.slice(1);
    // The token has done its job in the address bar: take it out (history, screenshots).
    window.history.replaceState(null, '', window.location.pathname);
    approve.mutate(token);
  }, []);
  const failed = approve.isError;
  return (
    <div className="stack" style={{ textAlign: 'center' }}>
      <div className="empty__icon" aria-hidden="true" style={{ margin: '0 auto' }}>{failed ? <MailX size={26} /> : <MailCheck size={26} />}</div>
      <h1>{t('approveTitle')}</h1>
      <p role="status" data-testid="approve-result">
        {approve.isSuccess ? t('approvedText', { email: approve.data.email })
          : failed ? (approve.error instanceof ApiError ? errorText(linkErrorCode(approve.error)) : null) ?? t('approveFailed')
            : t('approving')}
      </p>
      <Link to="/">{t('toLogin')}</Link>
    </div>
  );
}
