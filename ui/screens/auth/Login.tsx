import { useEffect } from 'react';
import { Form } from 'react-aria-components';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { anyPassword, email } from '../../lib/validators';
import { sessionActor } from '../../app/services';
import { safeRedirect, useSessionForm } from './useSessionForm';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { busy, loggedIn, failureText } = useSessionForm();
  const form = useForm({ email: params.get('email') ?? '', password: '' }, { email, password: anyPassword });

  useEffect(() => {
    if (loggedIn) navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [loggedIn, navigate, params]);

  return (
    <Form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validate()) sessionActor.send({ type: 'LOGIN', credentials: { email: form.values.email.trim(), password: form.values.password } });
      }}
      validationBehavior="aria"
    >
      <div>
        <h1 className="guest__title">{t('login.title')}</h1>
        <p className="muted">{t('login.lead')}</p>
      </div>
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
