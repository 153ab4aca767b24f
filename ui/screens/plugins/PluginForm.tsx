// settings/plugins/:kind/create and settings/plugins/:id — the connect / edit form of a plugin with the
// SPEC fields: name, counter number, webvisor, location (start or end of body), alternative CDN,
// version 1.0 or 2.0; plus the scope (this page or all pages) and, for custom code, the code.
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { ApiError, endpoints } from '../../../adapters/index';
import { pluginKinds, type PluginKind } from '../../../api/routes/plugins';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import { ErrorState } from '../../components/States';
import { useForm } from '../../lib/useForm';
import { toasts } from '../../lib/toasts';
import { errorText } from '../../i18n/index';
import { ListSkeleton } from '../../components/ListSkeleton';
import { RadioChoice } from '../../components/RadioChoice';
import { TextArea } from '../../components/TextArea';
import { useSettingsPage } from '../../components/page-settings/SettingsLayout';
import { KIND_LAYOUT } from './kinds';
import { pluginsKey } from './data';
import type { PluginView } from './types';

const required = (value: string) => (value.trim() ? null : 'pages:common.required');

function isKind(value: string | undefined): value is PluginKind {
  return (pluginKinds as readonly string[]).includes(value ?? '');
}

export default function PluginForm() {
  const params = useParams();
  const { t } = useTranslation('pages');
  const kindParam = params.pluginKind;
  const pluginId = Number(params.pluginId);
  const existing = useQuery({
    queryKey: [...pluginsKey, 'one', pluginId],
    queryFn: () => endpoints.plugins.get({ params: { pluginId } }),
    enabled: !isKind(kindParam) && pluginId > 0,
  });
  if (isKind(kindParam)) return <PluginFormBody kind={kindParam} plugin={null} />;
  if (existing.isError) return <section className="card"><ErrorState onRetry={() => void existing.refetch()} /></section>;
  if (!existing.data) return <section className="card" aria-label={t('plugins.title')}><ListSkeleton rows={5} /></section>;
  return <PluginFormBody kind={existing.data.kind} plugin={existing.data} />;
}

function PluginFormBody({ kind, plugin }: { kind: PluginKind; plugin: PluginView | null }) {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const layout = KIND_LAYOUT[kind];
  const base = `/pages/${page.id}/settings/plugins`;
  const form = useForm(
    { name: plugin?.name ?? t(`plugins.kinds.${kind}`), counter: plugin?.counter ?? '', code: plugin?.code ?? '' },
    { name: required, ...(layout.counter ? { counter: required } : {}), ...(layout.code ? { code: required } : {}) },
  );
  const [webvisor, setWebvisor] = useState(plugin?.webvisor ?? false);
  const [cdn, setCdn] = useState(plugin?.cdn ?? false);
  const [location, setLocation] = useState<'start' | 'end'>(plugin?.location ?? 'end');
  const [version, setVersion] = useState<'1.0' | '2.0'>(plugin?.version ?? '2.0');
  const [allPages, setAllPages] = useState(plugin?.all_pages ?? false);
  const [enabled, setEnabled] = useState(plugin?.enabled ?? true);

  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: form.values.name,
        counter: layout.counter ? form.values.counter : undefined,
        code: layout.code ? form.values.code : undefined,
        webvisor: layout.webvisor ? webvisor : undefined,
        cdn: layout.cdn ? cdn : undefined,
        version: layout.version ? version : undefined,
        location: layout.location ? location : undefined,
        all_pages: allPages,
        enabled,
        // A new plugin starts on the page it is connected from; an edited one keeps its pages.
        pages: plugin ? undefined : [page.id],
      };
      return plugin
        ? endpoints.plugins.update({ params: { pluginId: plugin.id }, body, suppressErrors: true })
        : endpoints.plugins.create({ body: { kind, ...body }, suppressErrors: true });
    },
    onSuccess: () => {
      toasts.show('success', plugin ? t('plugins.saved') : t('plugins.created'));
      void qc.invalidateQueries({ queryKey: pluginsKey });
      navigate(base);
    },
    onError: (err) => {
      // Field messages are the SPEC §5 ones ('Заполните поле', 'Заполните поле в указанном формате').
      const fields = err instanceof ApiError ? err.fields : {};
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, errorText(m) ?? m])));
      toasts.show('danger', plugin ? t('plugins.saveFailed') : t('plugins.createFailed'));
    },
  });

  return (
    <section className="card stack">
      <Link to={base} className="row muted"><ArrowLeft size={14} aria-hidden="true" />{t('plugins.title')}</Link>
      <h2 className="card__title">{plugin ? plugin.name || t(`plugins.kinds.${kind}`) : t('plugins.connectKind', { kind: t(`plugins.kinds.${kind}`) })}</h2>
      <Form className="stack" aria-label={t(`plugins.kinds.${kind}`)} onSubmit={(e) => { e.preventDefault(); if (form.validate()) save.mutate(); }}>
        <TextField label={t('pluginForm.name')} field={form.field('name')} helper={t('pluginForm.nameHelp')} />
        {layout.counter && <TextField label={t(`pluginForm.counter.${kind}`)} field={form.field('counter')} helper={t('pluginForm.counterHelp')} inputMode={kind === 'yandex_metrika' ? 'numeric' : 'text'} />}
        {layout.code && <TextArea label={t('pluginForm.code')} field={form.field('code')} helper={t('pluginForm.codeHelp')} placeholder="<script>…</script>" />}
        {layout.webvisor && <Checkbox isSelected={webvisor} onChange={setWebvisor}>{t('pluginForm.webvisor')}</Checkbox>}
        {layout.cdn && <Checkbox isSelected={cdn} onChange={setCdn}>{t('pluginForm.cdn')}</Checkbox>}
        {layout.version && (
          <RadioChoice label={t('pluginForm.version')} value={version} onChange={(v) => setVersion(v as '1.0' | '2.0')} options={[{ id: '1.0', label: '1.0' }, { id: '2.0', label: '2.0' }]} />
        )}
        {layout.location && (
          <RadioChoice
            label={t('pluginForm.location')}
            value={location}
            onChange={(v) => setLocation(v as 'start' | 'end')}
            options={[{ id: 'start', label: t('pluginForm.start') }, { id: 'end', label: t('pluginForm.end') }]}
          />
        )}
        <RadioChoice
          label={t('pluginForm.scope')}
          value={allPages ? 'all' : 'page'}
          onChange={(v) => setAllPages(v === 'all')}
          options={[{ id: 'page', label: plugin ? t('pluginForm.scopeListed') : t('pluginForm.scopePage') }, { id: 'all', label: t('pluginForm.scopeAll') }]}
        />
        <Checkbox isSelected={enabled} onChange={setEnabled}>{t('pluginForm.enabled')}</Checkbox>
        <div className="form-actions">
          <Button variant="secondary" onPress={() => navigate(base)}>{t('common.cancel')}</Button>
          <Button type="submit" pending={save.isPending}>{plugin ? t('common.save') : t('plugins.connect')}</Button>
        </div>
      </Form>
    </section>
  );
}
