// /domains/:domainId/records/create and /records/:recordId — one DNS record. The api/ schema checks
// the host and value; its messages come back per field.
import '../../styles/pages.css';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { ApiError, endpoints } from '../../../adapters/index';
import { recordTypes, type RecordType } from '../../../api/dnsRecords';
import { Button } from '../../components/Button';
import { ErrorState, PageHeader } from '../../components/States';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { useForm } from '../../lib/useForm';
import { recordValue, wholeNumber } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { ListSkeleton } from '../../components/ListSkeleton';
import { domainKey, useDomain } from '../../lib/useDomains';

type Values = { host: string; value: string; ttl: string; priority: string };


export default function RecordForm() {
  const { t } = useTranslation('pages');
  const params = useParams();
  const domainId = Number(params.domainId);
  const recordId = params.recordId ? Number(params.recordId) : null;
  const domain = useDomain(domainId);
  if (domain.isError) return <div className="page page--narrow"><section className="card"><ErrorState onRetry={() => void domain.refetch()} /></section></div>;
  if (!domain.data) return <div className="page page--narrow"><section className="card"><ListSkeleton rows={4} /></section></div>;
  const record = recordId === null ? null : domain.data.records.find((r) => r.id === recordId) ?? null;
  if (recordId !== null && !record) return <div className="page page--narrow"><section className="card"><p>{t('records.notFound')}</p><Link to={`/domains/${domainId}/records`}>{t('records.title')}</Link></section></div>;
  return <RecordFormBody domainId={domainId} domainName={domain.data.name} record={record} />;
}

function RecordFormBody({ domainId, domainName, record }: { domainId: number; domainName: string; record: { id: number; type: RecordType; host: string; value: string; ttl: number; priority: number | null } | null }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [type, setType] = useState<RecordType>(record?.type ?? 'A');
  const form = useForm<Values>(
    { host: record?.host ?? '@', value: record?.value ?? '', ttl: String(record?.ttl ?? 3600), priority: record?.priority === null || record === null ? '' : String(record.priority) },
    { value: recordValue(type), ttl: wholeNumber, priority: wholeNumber },
  );
  const back = `/domains/${domainId}/records`;
  const save = useMutation({
    mutationFn: () => {
      const v = form.values;
      const body = { type, host: v.host.trim() || '@', value: v.value, ttl: v.ttl.trim() ? Number(v.ttl) : undefined, priority: type === 'MX' && v.priority.trim() ? Number(v.priority) : null };
      return record
        ? endpoints.domains.recordUpdate({ params: { recordId: record.id }, body, suppressErrors: true })
        : endpoints.domains.recordCreate({ params: { domainId }, body, suppressErrors: true });
    },
    onSuccess: () => {
      toasts.show('success', record ? t('records.saved') : t('records.created'));
      void qc.invalidateQueries({ queryKey: domainKey(domainId) });
      navigate(back);
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? err.fields : {};
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, errorText(m) ?? m])));
      if (Object.keys(fields).length === 0) toasts.show('danger', (err instanceof ApiError && errorText(err.code)) || (record ? t('plugins.saveFailed') : t('common.createFailed')));
    },
  });
  return (
    <div className="page page--narrow">
      <Link to={back} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('records.title')}</Link>
      <PageHeader title={record ? t('records.editTitle') : t('records.createTitle')} text={domainName} />
      <section className="card">
        <Form className="stack" onSubmit={(e) => { e.preventDefault(); if (form.validate()) save.mutate(); }}>
          <div className="form-grid">
            <SelectField label={t('dns.type')} value={type} onChange={(v) => setType(v as RecordType)} options={recordTypes.map((r) => ({ id: r, label: r }))} />
            <TextField label={t('dns.host')} field={form.field('host')} helper={t('records.hostHelp', { domain: domainName })} />
          </div>
          <TextField label={t('dns.value')} field={form.field('value')} helper={t(`records.valueHelp.${type}`)} />
          <div className="form-grid">
            <TextField label="TTL" field={form.field('ttl')} inputMode="numeric" helper={t('records.ttlHelp')} />
            {type === 'MX' && <TextField label={t('records.priority')} field={form.field('priority')} inputMode="numeric" />}
          </div>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => navigate(back)}>{t('common.cancel')}</Button>
            <Button type="submit" pending={save.isPending}>{record ? t('common.save') : t('records.add')}</Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
