// /domains/register — check a name's availability and price with the registrar, then buy it.
import '../../styles/pages.css';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Search from 'lucide-react/icons/search';
import XCircle from 'lucide-react/icons/circle-x';
import { ApiError, endpoints, reportLimit } from '../../../adapters/index';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/States';
import { TariffLimitAlert } from '../../components/TariffLimitAlert';
import { ListSkeleton } from '../../components/ListSkeleton';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { useForm } from '../../lib/useForm';
import { email, phone, required } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { useCurrentProject } from '../../lib/useProjects';
import { domainsKey, useDomainAllowance } from '../../lib/useDomains';
import { formatPrice } from '../../../api/format';
import { accountKey } from '../../lib/useAccount';

const YEARS = ['1', '2', '3', '5'];

function serverMessage(err: unknown): string | null {
  return err instanceof ApiError ? errorText(err.code) ?? err.message : null;
}

export default function DomainRegister() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const project = useCurrentProject();
  // The tariff's limit is checked before anything is filled in (SPEC §6 message with its advice).
  const canAdd = useDomainAllowance();
  const lookup = useForm({ domain: '' }, { domain: required });
  const admin = useForm({ name: '', email: '', phone: '' }, { name: required, email, phone });
  const [years, setYears] = useState('1');
  const check = useMutation({
    mutationFn: (domain: string) => endpoints.domains.registerCheck({ query: { domain }, suppressErrors: true }),
    onError: (err) => {
      // A limit met or a paid period over: the limit dialog with its way out, not a field error.
      if (!reportLimit(err)) lookup.setErrors({ domain: serverMessage(err) ?? t('common.format') });
    },
  });
  const offer = check.data;
  const register = useMutation({
    mutationFn: () =>
      endpoints.domains.register({
        body: { domain: offer?.domain ?? '', years: Number(years), admin: admin.values, project_id: project?.id ?? null },
        suppressErrors: true,
      }),
    onSuccess: (r) => {
      toasts.show('success', t('register.done', { domain: r.domain }));
      void qc.invalidateQueries({ queryKey: domainsKey });
      void qc.invalidateQueries({ queryKey: accountKey });
      navigate(r.domain_id ? `/domains/${r.domain_id}` : '/domains');
    },
    onError: (err) => {
      if (reportLimit(err)) return;
      const fields = err instanceof ApiError ? err.fields : {};
      admin.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k.replace(/^admin\./, ''), errorText(m) ?? m])));
      toasts.show('danger', serverMessage(err) ?? t('common.createFailed'));
    },
  });
  return (
    <div className="page page--narrow">
      <Link to="/domains" className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('domains.title')}</Link>
      <PageHeader title={t('register.title')} text={t('register.lead')} />
      {canAdd === false && <TariffLimitAlert kind="domains" />}
      {canAdd === undefined && <section className="card"><ListSkeleton rows={2} /></section>}
      {canAdd === true && <section className="card">
        <Form className="row" style={{ alignItems: 'flex-start' }} onSubmit={(e) => { e.preventDefault(); if (lookup.validate()) check.mutate(lookup.values.domain); }}>
          <div className="grow"><TextField label={t('domains.name')} field={lookup.field('domain')} placeholder="my-brand.ru" autoFocus /></div>
          <Button type="submit" pending={check.isPending} style={{ marginTop: 26 }}>
            <Search size={16} aria-hidden="true" />{t('register.check')}
          </Button>
        </Form>
      </section>}
      {offer && canAdd && (
        <section className="card stack" data-testid="register-offer">
          <div className={offer.available ? 'alert alert--success' : 'alert alert--warning'} role="status">
            {offer.available ? <CheckCircle2 size={18} aria-hidden="true" /> : <XCircle size={18} aria-hidden="true" />}
            <div>
              <strong>{offer.available ? t('register.available', { domain: offer.domain }) : t('register.taken', { domain: offer.domain })}</strong>
              {offer.available && <div>{t('register.price', { price: formatPrice(offer.price, offer.currency), years: offer.years })}</div>}
            </div>
          </div>
          {offer.available && (
            <Form className="stack" onSubmit={(e) => { e.preventDefault(); if (admin.validate()) register.mutate(); }}>
              <h2 className="card__title">{t('register.admin')}</h2>
              <p className="muted">{t('register.adminLead')}</p>
              <TextField label={t('register.adminName')} field={admin.field('name')} autoComplete="name" />
              <div className="form-grid">
                <TextField label={t('register.adminEmail')} field={admin.field('email')} type="email" autoComplete="email" />
                <TextField label={t('register.adminPhone')} field={admin.field('phone')} type="tel" autoComplete="tel" placeholder="+7 900 000-00-00" />
              </div>
              <div style={{ maxWidth: 200 }}>
                <SelectField label={t('register.years')} value={years} onChange={setYears} options={YEARS.map((y) => ({ id: y, label: t('register.yearsN', { count: Number(y) }) }))} />
              </div>
              <div className="form-actions">
                <Button type="submit" pending={register.isPending}>{t('register.buy', { price: formatPrice(offer.price * Number(years), offer.currency) })}</Button>
              </div>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}
