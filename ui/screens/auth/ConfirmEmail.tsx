import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import { useSelector } from '@xstate/react';
import { endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { code, email } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { sessionActor } from '../../app/services';
import { useSessionForm } from './useSessionForm';

/**
 * Enter the mailed code; the mail's link (?email=&token=, a one-time confirmation token) or a link
 * with ?email=&code= confirms at once. The session token is never put in the URL: the HTTP client
 * sends it in its header, and the server keeps that session when it is this user's.
 */
export default function ConfirmEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { busy, failureText } = useSessionForm();
  const linkToken = params.get('token') ?? '';
  const loggedIn = useSelector(sessionActor, (s) => s.matches('loggedIn'));
  const settled = useSelector(sessionActor, (s) => s.matches('loggedIn') || s.matches('loggedOut'));
  const sent = useRef(false);
  // True between an accepted CONFIRM_EMAIL and the session settling again.
  const [waiting, setWaiting] = useState(false);
  const form = useForm({ email: params.get('email') ?? '', code: params.get('code') ?? '' }, { email, code });

  const submit = (values: { email: string; code: string }) => {
    sent.current = true;
    sessionActor.send({ type: 'CONFIRM_EMAIL', query: { email: values.email.trim(), code: values.code.trim(), token: linkToken } });
    // The machine ignores the event while it is still checking the stored session.
    setWaiting(sessionActor.getSnapshot().matches('confirmingEmail'));
  };

  // A link from the letter carries the email and its token (or a code).
  useEffect(() => {
    const e = params.get('email');
    const c = params.get('code') ?? '';
    if (e && (c || linkToken) && settled && !sent.current) submit({ email: e, code: c });
    // Only once, as soon as the stored session is known.
  }, [settled]);

  const failed = Boolean(failureText) && !busy && sent.current;
  useEffect(() => {
    if (!waiting || !settled) return;
    setWaiting(false);
    if (loggedIn && !failureText) {
      toasts.show('success', t('confirm.done'));
      navigate('/', { replace: true });
    }
  }, [waiting, settled, loggedIn, failureText, navigate, t]);

  const resend = useMutation({
    mutationFn: () => endpoints.profile.sendConfirmEmail(),
    onSuccess: () => toasts.show('success', t('confirm.resent')),
  });

  return (
    <Form
      className="stack"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validate()) submit(form.values);
      }}
    >
      <div className="empty__icon" aria-hidden="true"><MailCheck size={26} /></div>
      <div>
        <h1 className="guest__title">{t('confirm.title')}</h1>
        <p className="muted">{t('confirm.lead')}</p>
      </div>
      {failed && <div className="alert alert--danger" role="alert">{failureText}</div>}
      <TextField label={t('fields.email')} field={form.field('email')} type="email" autoComplete="email" />
      <TextField label={t('fields.code')} field={form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} helper={t('confirm.codeHelp')} autoFocus />
      <Button type="submit" block pending={waiting}>{t('confirm.submit')}</Button>
      <div className="row-between">
        {loggedIn ? (
          <Button variant="ghost" size="sm" pending={resend.isPending} onPress={() => resend.mutate()}>{t('confirm.resend')}</Button>
        ) : (
          <Link to="/login">{t('signup.toLogin')}</Link>
        )}
        <Link to="/dev">{t('confirm.devOutbox')}</Link>
      </div>
    </Form>
  );
}
