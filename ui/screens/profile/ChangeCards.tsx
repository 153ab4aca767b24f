// Email, phone and password changes: a first step that mails a code, then CodeStep.
import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, endpoints, type CallOutput } from '../../../adapters/index';
import type { api } from '../../../api/index';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { useForm } from '../../lib/useForm';
import { anyPassword, email, password, phone, sameAs } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { errorText } from '../../i18n/index';
import { CodeStep } from './CodeStep';

type Profile = CallOutput<typeof api.profile.get>;

function fieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fields : {};
}

function Status({ ok, okText, noText }: { ok: boolean; okText: string; noText: string }) {
  return <span className={ok ? 'badge badge--success' : 'badge badge--warning'}>{ok ? okText : noText}</span>;
}

type Step = 'view' | 'edit' | 'code';

/**
 * The three-step flow every change shares: view → edit (fields, then a code is mailed) → code.
 * Each card supplies its header, fields, the start call and the confirm call.
 */
function ChangeCard({ header, openLabel, step, setStep, fields, onSubmit, pending, confirm, onConfirmed }: {
  header: ReactNode;
  openLabel: string;
  step: Step;
  setStep: (step: Step) => void;
  fields: ReactNode;
  /** Validates and starts the change; its success moves to the code step. */
  onSubmit: () => void;
  pending: boolean;
  confirm: (code: string) => Promise<unknown>;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card stack">
      <div className="row-between">
        <div>{header}</div>
        {step === 'view' && <Button variant="secondary" onPress={() => setStep('edit')}>{openLabel}</Button>}
      </div>
      {step === 'edit' && (
        <Form className="stack" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
          {fields}
          <div className="row">
            <Button type="submit" pending={pending}>{t('profile.sendCode')}</Button>
            <Button variant="ghost" onPress={() => setStep('view')}>{t('common.cancel')}</Button>
          </div>
        </Form>
      )}
      {step === 'code' && (
        <CodeStep
          confirm={confirm}
          onCancel={() => setStep('view')}
          onDone={() => {
            onConfirmed();
            setStep('view');
          }}
        />
      )}
    </section>
  );
}

export function EmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>('view');
  const form = useForm({ email: '', password: '' }, { email, password: anyPassword });
  const start = useMutation({
    mutationFn: () => endpoints.profile.changeEmail({ body: { email: form.values.email.trim(), password: form.values.password }, suppressErrors: true }),
    onSuccess: () => setStep('code'),
    onError: (err) => form.setErrors({ password: errorText(err instanceof ApiError ? err.code : null) ?? (err as Error).message, ...fieldErrors(err) }),
  });
  return (
    <ChangeCard
      header={<>
        <h2 className="card__title">{t('fields.email')}</h2>
        <div className="row"><span>{profile.email}</span><Status ok={profile.email_confirmed} okText={t('profile.confirmed')} noText={t('profile.notConfirmed')} /></div>
      </>}
      openLabel={t('profile.changeEmail')}
      step={step}
      setStep={setStep}
      fields={
        <div className="form-grid">
          <TextField label={t('fields.newEmail')} field={form.field('email')} type="email" autoFocus />
          <TextField label={t('fields.currentPassword')} field={form.field('password')} type="password" autoComplete="current-password" />
        </div>
      }
      onSubmit={() => { if (form.validate()) start.mutate(); }}
      pending={start.isPending}
      confirm={(c) => endpoints.profile.confirmEmail({ body: { code: c }, suppressErrors: true })}
      onConfirmed={() => {
        void qc.invalidateQueries({ queryKey: ['profile'] });
        toasts.show('success', t('profile.emailChanged'));
      }}
    />
  );
}

export function PhoneCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>('view');
  const form = useForm({ phone: profile.phone ?? '' }, { phone });
  const start = useMutation({
    mutationFn: () => endpoints.profile.changePhone({ body: { phone: form.values.phone.trim() }, suppressErrors: true }),
    onSuccess: () => setStep('code'),
    onError: (err) => form.setErrors({ phone: errorText(err instanceof ApiError ? err.code : null) ?? t('profile.phoneInvalid') }),
  });
  return (
    <ChangeCard
      header={<>
        <h2 className="card__title">{t('fields.phone')}</h2>
        <div className="row">
          <span>{profile.phone ?? t('profile.noPhone')}</span>
          {profile.phone && <Status ok={profile.phone_confirmed} okText={t('profile.confirmed')} noText={t('profile.notConfirmed')} />}
        </div>
      </>}
      openLabel={profile.phone ? t('profile.changePhone') : t('profile.addPhone')}
      step={step}
      setStep={setStep}
      fields={<TextField label={t('fields.newPhone')} field={form.field('phone')} type="tel" placeholder="+7 900 000-00-00" helper={t('profile.phoneHelp')} autoFocus />}
      onSubmit={() => { if (form.validate()) start.mutate(); }}
      pending={start.isPending}
      confirm={(c) => endpoints.profile.confirmPhone({ body: { code: c }, suppressErrors: true })}
      onConfirmed={() => {
        void qc.invalidateQueries({ queryKey: ['profile'] });
        toasts.show('success', t('profile.phoneChanged'));
      }}
    />
  );
}

export function PasswordCard() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('view');
  const form = useForm({ current: '', password: '', repeat: '' }, { current: anyPassword, password, repeat: sameAs('password') });
  const start = useMutation({
    mutationFn: () => endpoints.profile.changePassword({ body: { password: form.values.current, new_password: form.values.password }, suppressErrors: true }),
    onSuccess: () => setStep('code'),
    onError: (err) => form.setErrors({ current: errorText(err instanceof ApiError ? err.code : null) ?? (err as Error).message }),
  });
  return (
    <ChangeCard
      header={<>
        <h2 className="card__title">{t('fields.password')}</h2>
        <p className="muted">{t('profile.passwordText')}</p>
      </>}
      openLabel={t('profile.changePassword')}
      step={step}
      setStep={setStep}
      fields={<>
        <TextField label={t('fields.currentPassword')} field={form.field('current')} type="password" autoComplete="current-password" autoFocus />
        <div className="form-grid">
          <TextField label={t('fields.newPassword')} field={form.field('password')} type="password" autoComplete="new-password" helper={t('password.hint')}>
            <PasswordStrengthMeter password={form.values.password} />
          </TextField>
          <TextField label={t('fields.passwordRepeat')} field={form.field('repeat')} type="password" autoComplete="new-password" />
        </div>
      </>}
      onSubmit={() => { if (form.validate()) start.mutate(); }}
      pending={start.isPending}
      confirm={(c) => endpoints.profile.confirmPassword({ body: { code: c }, suppressErrors: true })}
      onConfirmed={() => {
        toasts.show('success', t('profile.passwordChanged'));
        form.reset();
      }}
    />
  );
}
