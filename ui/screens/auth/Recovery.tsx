import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError, endpoints } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { code, email, password, sameAs } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { errorText } from '../../i18n/index';

/** Two steps: the email gets a code; the code and a new password set it. */
export default function Recovery() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const form = useForm({ email: '', code: '', password: '', repeat: '' }, { email, code, password, repeat: sameAs('password') });

  const request = useMutation({
    mutationFn: (address: string) => endpoints.session.forgot({ body: { email: address } }),
    onSuccess: () => setStep('code'),
  });
  const submit = useMutation({
    mutationFn: () =>
      endpoints.session.forgotSubmit({
        body: { email: form.values.email.trim(), code: form.values.code.trim(), password: form.values.password },
        suppressErrors: true,
      }),
    onSuccess: () => {
      toasts.show('success', t('recovery.done'));
      navigate(`/login?email=${encodeURIComponent(form.values.email.trim())}`);
    },
    onError: (err) => {
      // A wrong code belongs next to the code field; anything else to the form.
      if (err instanceof ApiError && (err.code === 'code.wrong' || err.code === 'code.invalid')) form.setErrors({ code: errorText(err.code) ?? err.message });
    },
  });
  const submitError = submit.error instanceof ApiError && !['code.wrong', 'code.invalid'].includes(submit.error.code ?? '') ? (errorText(submit.error.code) ?? submit.error.message) : null;

  if (step === 'email') {
    return (
      <Form
        className="stack"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          const ok = form.field('email').value.trim() && !email(form.values.email, form.values);
          form.field('email').onBlur();
          if (ok) request.mutate(form.values.email.trim());
        }}
      >
        <div>
          <h1 className="guest__title">{t('recovery.title')}</h1>
          <p className="muted">{t('recovery.lead')}</p>
        </div>
        <TextField label={t('fields.email')} field={form.field('email')} type="email" autoComplete="email" autoFocus />
        <Button type="submit" block pending={request.isPending}>{t('recovery.send')}</Button>
        <p className="muted" style={{ textAlign: 'center' }}><Link to="/login">{t('recovery.back')}</Link></p>
      </Form>
    );
  }

  return (
    <Form
      className="stack"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        if (form.validate()) submit.mutate();
      }}
    >
      <div>
        <h1 className="guest__title">{t('recovery.newTitle')}</h1>
        <p className="muted">{t('recovery.codeSent', { email: form.values.email })}</p>
      </div>
      {submitError && <div className="alert alert--danger" role="alert">{submitError}</div>}
      <TextField label={t('fields.code')} field={form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus helper={t('confirm.codeHelp')} />
      <TextField label={t('fields.newPassword')} field={form.field('password')} type="password" autoComplete="new-password" helper={t('password.hint')}>
        <PasswordStrengthMeter password={form.values.password} />
      </TextField>
      <TextField label={t('fields.passwordRepeat')} field={form.field('repeat')} type="password" autoComplete="new-password" />
      <Button type="submit" block pending={submit.isPending}>{t('recovery.save')}</Button>
      <div className="row-between">
        <Button variant="ghost" size="sm" onPress={() => setStep('email')}>{t('recovery.otherEmail')}</Button>
        <Link to="/dev">{t('confirm.devOutbox')}</Link>
      </div>
    </Form>
  );
}
