// /billing/details — requisites printed on bills: a person or a company (ИНН with its check digits,
// КПП for a company), address, the email bills go to, a phone. The rules are api/billing.ts.
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError, endpoints } from '../../../adapters/index';
import { innValid } from '../../../api/billing';
import { email as emailSchema } from '../../../api/schemas';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/States';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { useRelativeDate } from '../../lib/useRelativeDate';
import { useForm } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { RadioChoice } from '../../components/RadioChoice';
import { useDetails, useInvalidateBilling } from './data';

type Kind = 'individual' | 'company';
type Values = { name: string; inn: string; kpp: string; address: string; email: string; phone: string };
const empty: Values = { name: '', inn: '', kpp: '', address: '', email: '', phone: '' };

export default function Details() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const when = useRelativeDate();
  const details = useDetails();
  const invalidate = useInvalidateBilling();
  const [kind, setKind] = useState<Kind>('individual');
  const form = useForm<Values>(empty, {
    name: (value) => (value.trim() ? null : 'errors:field.required'),
    inn: (value) => {
      const inn = value.trim();
      if (!inn) return kind === 'company' ? 'errors:field.required' : null;
      return innValid(inn) && (kind !== 'company' || inn.length === 10) ? null : 'errors:inn.invalid';
    },
    kpp: (value) => (kind !== 'company' ? null : !value.trim() ? 'errors:field.required' : /^\d{9}$/.test(value.trim()) ? null : 'errors:kpp.invalid'),
    email: (value) => (!value.trim() || v.is(emailSchema, value) ? null : 'errors:email.invalid'),
  });
  const loaded = details.data?.details;
  useEffect(() => {
    if (!loaded) return;
    setKind(loaded.kind);
    form.reset({ name: loaded.name, inn: loaded.inn, kpp: loaded.kpp, address: loaded.address, email: loaded.email, phone: loaded.phone });
    // A one-time fill when the saved requisites arrive.
  }, [loaded]);
  const save = useMutation({
    mutationFn: () => endpoints.billing.detailsSave({ body: { kind, ...form.values }, suppressErrors: true }),
    onSuccess: () => {
      invalidate();
      toasts.show('success', t('details.saved'));
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else toasts.show('danger', (err instanceof ApiError && errorText(err.code)) || t('details.failed'));
    },
  });
  if (details.isError) return <ErrorState onRetry={() => void details.refetch()} />;
  if (details.isLoading) return <section className="card"><ListSkeleton rows={5} height={20} /></section>;
  return (
    <section className="card stack page--narrow" style={{ margin: 0 }}>
      <div>
        <h2 className="card__title">{t('details.title')}</h2>
        <p className="muted">{t('details.lead')}</p>
      </div>
      <Form className="stack" onSubmit={(e) => { e.preventDefault(); if (form.validate()) save.mutate(); }}>
        <RadioChoice label={t('details.kind')} value={kind} onChange={(k) => setKind(k as Kind)} options={[{ id: 'individual', label: t('details.individual') }, { id: 'company', label: t('details.company') }]} />
        <TextField label={t(kind === 'company' ? 'details.companyName' : 'details.personName')} field={form.field('name')} autoComplete={kind === 'company' ? 'organization' : 'name'} />
        <div className="form-grid">
          <TextField label={t('details.inn')} field={form.field('inn')} inputMode="numeric" maxLength={12} helper={t(kind === 'company' ? 'details.innCompany' : 'details.innPerson')} />
          {kind === 'company' && <TextField label={t('details.kpp')} field={form.field('kpp')} inputMode="numeric" maxLength={9} />}
        </div>
        <TextField label={t('details.address')} field={form.field('address')} autoComplete="street-address" />
        <div className="form-grid">
          <TextField label={t('details.email')} field={form.field('email')} type="email" autoComplete="email" helper={t('details.emailHelp')} />
          <TextField label={t('details.phone')} field={form.field('phone')} type="tel" autoComplete="tel" placeholder="+7 900 000-00-00" />
        </div>
        <div className="form-actions row-between">
          <span className="subtle">{loaded ? t('details.updated', { date: when(loaded.updated) }) : ''}</span>
          <Button type="submit" pending={save.isPending}>{tc('common.save')}</Button>
        </div>
      </Form>
    </section>
  );
}
