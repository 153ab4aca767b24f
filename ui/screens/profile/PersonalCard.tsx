import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpoints, type CallOutput } from '../../../adapters/index';
import type { api } from '../../../api/index';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { required } from '../../lib/validators';
import { toasts } from '../../lib/toasts';
import { changeLocale } from '../../i18n/index';
import { sessionActor } from '../../app/services';
import { PROFILE_ZONES, zoneLabelKey } from './zones';

type Profile = CallOutput<typeof api.profile.get>;


export function PersonalCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm({ name: profile.name }, { name: required });
  const [zone, setZone] = useState(profile.timezone);
  const [locale, setLocale] = useState<'ru' | 'en'>(profile.locale);
  const zones = PROFILE_ZONES.includes(zone) ? PROFILE_ZONES : [zone, ...PROFILE_ZONES];
  const save = useMutation({
    mutationFn: () => endpoints.profile.update({ body: { name: form.values.name.trim(), timezone: zone, locale } }),
    onSuccess: (next) => {
      qc.setQueryData(['profile'], next);
      void changeLocale(next.locale);
      sessionActor.send({ type: 'REFRESH' });
      toasts.show('success', t('profile.saved'));
    },
  });
  return (
    <section className="card">
      <Form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validate()) save.mutate();
        }}
      >
        <div>
          <h2 className="card__title">{t('profile.personal')}</h2>
          <p className="muted">{t('profile.personalText')}</p>
        </div>
        <TextField label={t('fields.name')} field={form.field('name')} autoComplete="name" />
        <div className="form-grid">
          <SelectField label={t('fields.timezone')} value={zone} onChange={setZone} options={zones.map((z) => ({ id: z, label: t(zoneLabelKey(z), { defaultValue: z.replace('_', ' ') }) }))} helper={t('profile.timezoneHelp')} />
          <SelectField label={t('fields.language')} value={locale} onChange={(v) => setLocale(v === 'en' ? 'en' : 'ru')} options={[{ id: 'ru', label: 'Русский' }, { id: 'en', label: 'English' }]} />
        </div>
        <div className="row">
          <Button type="submit" pending={save.isPending}>{t('common.save')}</Button>
        </div>
      </Form>
    </section>
  );
}
