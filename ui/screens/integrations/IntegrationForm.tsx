// /integrations/create?type=ID and /integrations/:id/edit: the form of one service, drawn from the
// catalogue in api/ (its fields, which are secret, which come from the service). Secrets are never
// shown again after saving; a webhook's signing secret is shown once, in a dialog. Services that
// receive leads show their delivery log with «Отправить тест».
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { INTEGRATION_TYPES, LEAD_RECEIVING_KINDS, type IntegrationType } from '../../../api/integrationCatalogue';
import type { IntegrationView } from '../../../api/routes/integrations';
import { ApiError, endpoints } from '../../../adapters/index';
import { AppDialog } from '../../components/AppDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ListSkeleton } from '../../components/ListSkeleton';
import { RadioChoice } from '../../components/RadioChoice';
import { SelectField } from '../../components/SelectField';
import { ErrorState } from '../../components/States';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/index';
import { toasts } from '../../lib/toasts';
import { useForm } from '../../lib/useForm';
import { DeliveryLog } from './DeliveryLog';
import { integrationsKey, statusTone } from './data';
import '../../styles/integrations.css';

export default function IntegrationEdit() {
  const { t } = useTranslation('integrations');
  const id = Number(useParams().id);
  const one = useQuery({ queryKey: [...integrationsKey, 'one', id], queryFn: () => endpoints.integrations.get({ params: { id } }), enabled: id > 0 });
  if (one.isError) return <div className="page"><section className="card"><ErrorState onRetry={() => void one.refetch()} /></section></div>;
  if (!one.data) return <div className="page"><section className="card" aria-label={t('title')}><ListSkeleton rows={5} /></section></div>;
  return (
    <div className="page stack">
      <IntegrationFormBody key={one.data.id} type={INTEGRATION_TYPES[one.data.type]} integration={one.data} />
      {LEAD_RECEIVING_KINDS.includes(one.data.kind) ? <DeliveryLog integration={one.data} /> : <p className="muted">{t('log.notLeads')}</p>}
    </div>
  );
}

type Choices = { lists: { id: string; title: string }[]; pipelines: { id: string; title: string }[] };

export function IntegrationFormBody({ type, integration }: { type: IntegrationType; integration: IntegrationView | null }) {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const plain = type.fields.filter((f) => !f.secret && f.input !== 'select');
  const secrets = type.fields.filter((f) => f.secret);
  const selects = type.fields.filter((f) => f.input === 'select');
  const initial: Record<string, string> = { title: integration?.title ?? type.name };
  for (const f of [...plain, ...secrets]) initial[f.key] = f.secret ? '' : integration?.settings[f.key] ?? '';
  const required = (message: string) => (value: string) => (value.trim() ? null : message);
  const form = useForm(initial, Object.fromEntries(type.fields
    .filter((f) => f.required && f.input !== 'select' && !(f.secret && integration?.credentials[f.key]))
    .map((f) => [f.key, required(errorText('field.required') ?? '')])));
  const [selected, setSelected] = useState<Record<string, string>>(Object.fromEntries(selects.map((f) => [f.key, integration?.settings[f.key] ?? ''])));
  const [allPages, setAllPages] = useState(integration?.all_pages ?? true);
  const [enabled, setEnabled] = useState(integration?.enabled ?? true);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [secret, setSecret] = useState<{ value: string; id: number } | null>(null);
  const [rotating, setRotating] = useState(false);
  const refresh = () => void qc.invalidateQueries({ queryKey: integrationsKey });

  const save = useMutation({
    mutationFn: (rotate: boolean) => {
      const settings = Object.fromEntries([...plain.map((f) => [f.key, form.values[f.key]]), ...selects.map((f) => [f.key, selected[f.key] ?? ''])]);
      // Only secrets typed anew are sent: an empty field keeps the saved one.
      const credentials = Object.fromEntries(secrets.map((f) => [f.key, form.values[f.key]]).filter(([, v]) => v !== ''));
      const body = { title: form.values.title, settings, credentials, all_pages: allPages, enabled };
      return integration
        ? endpoints.integrations.update({ params: { id: integration.id }, body: { ...body, ...(rotate && { rotate_secret: true }) }, suppressErrors: true })
        : endpoints.integrations.create({ body: { type: type.id, ...body }, suppressErrors: true });
    },
    onSuccess: (saved) => {
      refresh();
      toasts.show('success', integration ? t('form.saved') : t('form.created'));
      setRotating(false);
      if (saved.signing_secret) setSecret({ value: saved.signing_secret, id: saved.id });
      else if (!integration) navigate(`/integrations/${saved.id}/edit`, { replace: true });
      for (const f of secrets) form.set(f.key, '');
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? err.fields : {};
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k.replace(/^(settings|credentials)\./, ''), errorText(m) ?? m])));
      toasts.show('danger', t('form.saveFailed'));
    },
  });
  const load = useMutation({
    mutationFn: (id: number) => endpoints.integrations.load({ params: { id }, suppressErrors: true }),
    onSuccess: (r) => {
      setChoices({ lists: r.lists, pipelines: r.pipelines });
      refresh();
      if (r.integration.status === 'connected') toasts.show('success', t('form.checked'));
      else toasts.show('danger', r.integration.status_error ? t('form.checkFailed', { error: r.integration.status_error }) : t('form.notConnectedHelp'));
    },
  });

  const base = '/integrations';
  return (
    <section className="card stack">
      <Link to={integration ? base : `${base}/create`} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{integration ? t('back') : t('catalogueTitle')}</Link>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1 className="card__title">{integration ? integration.title : `${t('connect')}: ${type.name}`}</h1>
        {integration && <span className={`badge ${statusTone(integration.status)}`} data-testid="integration-status">{t(`status.${integration.status}`)}</span>}
      </div>
      <p className="muted">{t(`kindHelp.${type.kind}`)}</p>
      {integration && integration.missing.length > 0 && <p className="muted">{t('form.notConnectedHelp')}</p>}
      <Form className="stack" aria-label={type.name} onSubmit={(e) => { e.preventDefault(); if (form.validate()) save.mutate(false); }}>
        <TextField label={t('form.title')} field={form.field('title')} helper={t('form.titleHelp')} />
        {plain.map((f) => (
          <TextField key={f.key} label={t(`fields.${f.key}`)} field={form.field(f.key)} helper={f.key === 'url' ? t('webhook.urlHelp') : undefined} placeholder={f.input === 'url' ? 'https://' : undefined} />
        ))}
        {secrets.map((f) => (
          <TextField key={f.key} label={t(`fields.${f.key}`)} field={form.field(f.key)} type="password" autoComplete="off"
            helper={integration?.credentials[f.key] ? t('form.secretSet', { mask: integration.credentials[f.key] }) : t('form.secretHelp')} />
        ))}
        {selects.map((f) => {
          const options = (choices?.[f.load ?? 'lists'] ?? []).map((c) => ({ id: c.id, label: c.title }));
          const current = selected[f.key];
          if (current && !options.some((o) => o.id === current)) options.unshift({ id: current, label: current });
          return (
            <SelectField key={f.key} label={t(`fields.${f.key}`)} options={options} value={current || null} placeholder={t('form.choose')}
              helper={choices ? undefined : integration ? t('form.loadFirst') : t('form.loadAfterCreate')} onChange={(v) => setSelected((s) => ({ ...s, [f.key]: v }))} />
          );
        })}
        {integration?.credentials.signing_secret && <p className="muted">{t('webhook.secretSaved', { mask: integration.credentials.signing_secret })}</p>}
        {LEAD_RECEIVING_KINDS.includes(type.kind) && (
          <RadioChoice label={t('form.scope')} value={allPages ? 'all' : 'listed'} onChange={(v) => setAllPages(v === 'all')}
            options={[{ id: 'all', label: t('form.scopeAll') }, { id: 'listed', label: t('form.scopeListed') }]} />
        )}
        <Checkbox isSelected={enabled} onChange={setEnabled}>{t('form.enabled')}</Checkbox>
        <div className="form-actions">
          {integration && (
            <Button variant="secondary" pending={load.isPending} onPress={() => load.mutate(integration.id)}><RefreshCw size={14} aria-hidden="true" />{t('form.check')}</Button>
          )}
          {integration?.kind === 'webhook' && <Button variant="secondary" onPress={() => setRotating(true)}>{t('webhook.rotate')}</Button>}
          <Button type="submit" pending={save.isPending && !rotating}>{integration ? t('form.save') : t('form.create')}</Button>
        </div>
      </Form>
      <AppDialog isOpen={rotating} onClose={() => setRotating(false)} title={t('webhook.rotateTitle')} tone="warning"
        actions={<>
          <Button variant="secondary" onPress={() => setRotating(false)}>{t('common.cancel', { ns: 'pages' })}</Button>
          <Button pending={save.isPending} onPress={() => save.mutate(true)}>{t('webhook.rotate')}</Button>
        </>}>
        <p>{t('webhook.rotateText')}</p>
      </AppDialog>
      <AppDialog isOpen={secret !== null} dismissable={false} onClose={() => undefined} title={t('webhook.secretTitle')} testId="webhook-secret"
        actions={<Button onPress={() => { const id = secret?.id; setSecret(null); if (!integration && id) navigate(`/integrations/${id}/edit`, { replace: true }); }}>{t('webhook.secretDone')}</Button>}>
        <p>{t('webhook.secretText')}</p>
        <p className="secret-box" data-testid="webhook-secret-value">{secret?.value}</p>
      </AppDialog>
    </section>
  );
}
