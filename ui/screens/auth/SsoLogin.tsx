// /auth/sso-login (SPEC §2): the customer area opened from the builder with a one-time sign-in link.
// The token is in the URL fragment; it is taken out of the address bar at once, posted once to
// POST /session/sso, and the session it answers becomes the active one (the session machine checks
// it); then the person lands where the link points (the persons list by default). An expired, used
// or broken link says so and offers the login form.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, endpoints } from '../../../adapters/index';
import { sessionActor } from '../../app/services';
import { useSessionStatus } from '../../app/useSession';
import { errorText } from '../../i18n/index';
import { readSsoFragment } from './ssoFragment';

type Phase = { kind: 'signingIn'; next: string } | { kind: 'received'; token: string; next: string } | { kind: 'adopted'; next: string } | { kind: 'failed'; message: string; next: string };

export default function SsoLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useSessionStatus();
  const [phase, setPhase] = useState<Phase>(() => ({ kind: 'signingIn', next: readSsoFragment(window.location.hash).next }));
  const started = useRef(false);

  useEffect(() => {
    // The token works once: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    const { token, next } = readSsoFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token) {
      setPhase({ kind: 'failed', message: errorText('sso.token_invalid') ?? '', next });
      return;
    }
    endpoints.cdp.ssoLogin({ body: { token }, suppressErrors: true }).then(
      (answer) => setPhase({ kind: 'received', token: answer.token, next }),
      (err: unknown) => {
        const code = err instanceof ApiError ? err.code : null;
        setPhase({ kind: 'failed', message: errorText(code === 'validation' ? 'sso.token_invalid' : code) ?? errorText('generic') ?? '', next });
      },
    );
  }, []);

  useEffect(() => {
    // The session machine takes the new session once it has settled (it may still be checking the stored ones).
    if (phase.kind === 'received' && (status === 'loggedIn' || status === 'loggedOut')) {
      sessionActor.send({ type: 'ADOPT_TOKEN', token: phase.token });
      setPhase({ kind: 'adopted', next: phase.next });
    }
    if (phase.kind === 'received' && status === 'unavailable') setPhase({ kind: 'failed', message: errorText('generic') ?? '', next: phase.next });
    if (phase.kind === 'adopted' && status === 'loggedIn') navigate(phase.next, { replace: true });
    if (phase.kind === 'adopted' && (status === 'loggedOut' || status === 'unavailable')) {
      setPhase({ kind: 'failed', message: errorText('generic') ?? '', next: phase.next });
    }
  }, [phase, status, navigate]);

  if (phase.kind !== 'failed') {
    return (
      <div className="stack" aria-busy="true" data-testid="sso-login">
        <h1>{t('sso.title')}</h1>
        <p className="muted" role="status"><span className="spinner" aria-hidden="true" /> {t('sso.signingIn')}</p>
      </div>
    );
  }
  return (
    <div className="stack" data-testid="sso-login">
      <h1>{t('sso.failedTitle')}</h1>
      <p role="alert" data-testid="sso-error">{phase.message}</p>
      <p className="muted">{t('sso.failedText')}</p>
      <div><Link to={`/login?redirect=${encodeURIComponent(phase.next)}`} className="btn">{t('sso.toLogin')}</Link></div>
    </div>
  );
}
