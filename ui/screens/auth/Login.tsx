import { useEffect, useRef } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { anyPassword, email } from '../../lib/validators';
import { sessionActor } from '../../app/services';
import { useCurrentUser } from '../../app/useSession';
import { safeRedirect, useSessionForm } from './useSessionForm';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { busy, loggedIn, failureText } = useSessionForm();
  const current = useCurrentUser();
  const form = useForm({ email: params.get('email') ?? '', password: '' }, { email, password: anyPassword });
  // Signed in already, the form adds another account (SPEC §4: several stored sessions); the screen
  // moves on only after a login sent from it succeeded.
  const submitted = useRef(false);
  const continueTo = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (submitted.current && loggedIn && !failureText) navigate(continueTo, { replace: true });
  }, [loggedIn, failureText, navigate, continueTo]);

  return (
    <Form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.validate()) return;
        submitted.current = true;
        sessionActor.send({ type: 'LOGIN', credentials: { email: form.values.email.trim(), password: form.values.password } });
      }}
      validationBehavior="aria"
    >
      <div>
        <h1 className="guest__title">{loggedIn && current ? t('login.addTitle') : t('login.title')}</h1>
        <p className="muted">{loggedIn && current ? t('login.addLead') : t('login.lead')}</p>
      </div>
      {loggedIn && current && !busy && (
        <div className="alert" role="status" data-testid="signed-in-as">
          <div className="stack-sm grow" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <span>{t('login.signedInAs', { name: current.user.name || current.user.email, email: current.user.email })}</span>
            <div><Button variant="secondary" size="sm" onPress={() => navigate(continueTo)}>{t('login.continue')}</Button></div>
          </div>
        </div>
      )}
      {failureText && !busy && (
        <div className="alert alert--danger" role="alert" data-testid="login-error">
          {failureText}
        </div>
      )}
      <TextField label={t('fields.email')} field={form.field('email')} type="email" autoComplete="email" autoFocus />
      <TextField label={t('fields.password')} field={form.field('password')} type="password" autoComplete="current-password" />
      <div className="row-between">
        <Link to="/recovery">{t('login.forgot')}</Link>
      </div>
      <Button type="submit" block pending={busy}>
        {t('login.submit')}
      </Button>
      <p className="muted" style={{ textAlign: 'center' }}>
        {t('login.noAccount')} <Link to="/signup">{t('login.toSignup')}</Link>
      </p>
    </Form>
  );
}
