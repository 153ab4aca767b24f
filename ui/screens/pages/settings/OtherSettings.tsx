// settings/other: internal name, page title, description, address, test subdomain, language, favicon, delete.
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import { endpoints } from '../../../../adapters/index';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { confirm } from '../../../app/services';
import { useForm } from '../../../lib/useForm';
import { pageCode, pageUri, required } from '../../../lib/validators';
import { toasts } from '../../../lib/toasts';
import { TextArea } from '../../../components/TextArea';
import { PageImageField } from '../components/PageImageField';
import { DescriptionHelp } from '../components/DescriptionHelp';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { useSavePage } from '../data/page';
import { pagesKey } from '../../../lib/queryKeys';
import { previewUrl } from '../data/pageUrl';
import { useCan } from '../../../lib/useCan';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';
import { PageLanguageField } from './PageLanguageField';
import { isLang } from '../../../../engine/index';

export default function OtherSettings() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const canDelete = useCan('page.delete');
  const initial = { name: page.name, title: page.title, description: page.description, uri: page.uri, code: page.code, lang: page.lang as string };
  const form = useForm(initial, { code: (value, values) => required(value, values) ?? pageCode(value, values), uri: pageUri });
  const save = useSavePage(page.id, (fields) => form.setErrors(fields));
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form.values[k] !== initial[k]);
  useUnsavedGuard(dirty && !save.isPending);
  const remove = useMutation({
    mutationFn: () => endpoints.pages.remove({ params: { pageId: page.id } }),
    onSuccess: () => {
      toasts.show('success', t('list.removed', { count: 1 }));
      void qc.invalidateQueries({ queryKey: pagesKey });
      navigate('/pages');
    },
  });
  const v = form.values;
  return (
    <div className="stack">
      <section className="card">
        <Form
          className="stack"
          aria-label={t('settings.nav.other')}
          onSubmit={(e) => {
            e.preventDefault();
            if (form.validate()) {
              save.mutate({ name: v.name, title: v.title, description: v.description, uri: v.uri, code: v.code, ...(isLang(v.lang) ? { lang: v.lang } : {}) }, {
                onSuccess: (p) => form.reset({ name: p.name, title: p.title, description: p.description, uri: p.uri, code: p.code, lang: p.lang }),
              });
            }
          }}
        >
          <h2 className="card__title">{t('settings.nav.other')}</h2>
          <TextField label={t('other.name')} field={form.field('name')} helper={t('other.nameHelp')} />
          <TextField label={t('other.pageTitle')} field={form.field('title')} helper={t('other.pageTitleHelp')} />
          <TextArea label={t('other.description')} field={form.field('description')} helper={<DescriptionHelp length={v.description.length} />} />
          <div className="form-grid">
            <TextField label={t('other.uri')} field={form.field('uri')} helper={t('other.uriHelp', { url: previewUrl(page, { code: v.code, uri: v.uri }) })} placeholder="promo" />
            <TextField label={t('other.code')} field={form.field('code')} helper={t('other.codeHelp')} />
          </div>
          <PageLanguageField value={isLang(v.lang) ? v.lang : 'ru'} onChange={form.field('lang').onChange} error={form.field('lang').error} />
          <PageImageField page={page} kind="favicon" />
          <div className="form-actions">
            <Button variant="secondary" isDisabled={!dirty} onPress={() => form.reset(initial)}>{t('common.cancel')}</Button>
            <Button type="submit" pending={save.isPending}>{t('common.save')}</Button>
          </div>
        </Form>
      </section>
      {canDelete && (
        <section className="card danger-zone row-between">
          <div>
            <h2 className="card__title">{t('other.deleteTitle')}</h2>
            <p className="muted">{t('list.removeText')}</p>
          </div>
          <Button
            variant="danger"
            pending={remove.isPending}
            onPress={async () => {
              if (await confirm({ title: t('list.removeConfirm', { name: page.name || page.title }), message: t('list.removeText'), variant: 'danger', confirmLabel: t('list.remove') })) remove.mutate();
            }}
          >
            <Trash2 size={16} aria-hidden="true" />{t('other.delete')}
          </Button>
        </section>
      )}
    </div>
  );
}
