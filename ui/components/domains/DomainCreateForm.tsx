import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, endpoints, reportLimit } from '../../../adapters/index';
import type { ResponseOf } from '../../../api/define';
import type { api } from '../../../api/index';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { errorText } from '../../i18n/index';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { TariffLimitAlert } from '../TariffLimitAlert';
import { ListSkeleton } from '../ListSkeleton';
import { domainsKey, useDomainAllowance } from '../../lib/useDomains';
import { accountKey } from '../../lib/useAccount';

export type CreatedDomain = ResponseOf<typeof api.domains.create>;

/**
 * Domain name → POST /domains. The server normalises and validates the name ('Некорректный домен',
 * 'Домен занят'). Over the tariff's limit the form is not offered: SPEC §6's message says why first.
 */
export function DomainCreateForm(props: { projectId: number | null; onCreated: (d: CreatedDomain) => void }) {
  const canAdd = useDomainAllowance();
  if (canAdd === undefined) return <ListSkeleton rows={2} />;
  return canAdd ? <NameForm {...props} /> : <TariffLimitAlert kind="domains" />;
}

function NameForm({ projectId, onCreated }: { projectId: number | null; onCreated: (d: CreatedDomain) => void }) {
  const { t } = useTranslation('pages');
  const qc = useQueryClient();
  const form = useForm({ name: '' }, { name: required });
  const create = useMutation({
    mutationFn: () => endpoints.domains.create({ body: { name: form.values.name, project_id: projectId }, suppressErrors: true }),
    onSuccess: (d) => {
      toasts.show('success', t('domains.created', { name: d.name }));
      void qc.invalidateQueries({ queryKey: domainsKey });
      void qc.invalidateQueries({ queryKey: accountKey });
      onCreated(d);
    },
    onError: (err) => {
      // A tariff limit opens the limit dialog with the way to a bigger tariff or a packet.
      if (reportLimit(err)) return;
      const code = err instanceof ApiError ? err.code : null;
      const text = (err instanceof ApiError && (err.fields.name ?? err.fields.domain)) || errorText(code);
      if (text && err instanceof ApiError && err.status !== null && err.status < 500 && err.status !== 403) form.setErrors({ name: errorText(text) ?? text });
      else toasts.show('danger', text || t('common.createFailed'));
    },
  });
  return (
    <Form className="stack" onSubmit={(e) => { e.preventDefault(); if (form.validate()) create.mutate(); }}>
      <TextField label={t('domains.name')} field={form.field('name')} placeholder="example.ru" helper={t('domains.nameHelp')} autoFocus />
      <div className="form-actions">
        <Button type="submit" pending={create.isPending}>{t('domains.connect')}</Button>
      </div>
    </Form>
  );
}
