// settings/searchOptimization: the page title and description as a search result snippet shows them.
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useForm } from '../../../lib/useForm';
import { TextArea } from '../../../components/TextArea';
import { DescriptionHelp } from '../components/DescriptionHelp';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { useSavePage } from '../data/page';
import { useSettingsPage } from './SettingsLayout';

export default function SearchOptimization() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const initial = { title: page.title, description: page.description };
  const form = useForm(initial, {});
  const save = useSavePage(page.id, (fields) => form.setErrors(fields));
  const dirty = form.values.title !== initial.title || form.values.description !== initial.description;
  useUnsavedGuard(dirty && !save.isPending);
  return (
    <section className="card">
      <Form
        className="stack"
        aria-label={t('settings.nav.searchOptimization')}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...form.values }, { onSuccess: (p) => form.reset({ title: p.title, description: p.description }) });
        }}
      >
        <h2 className="card__title">{t('seo.title')}</h2>
        <p className="muted">{t('seo.lead')}</p>
        <div className="mail" aria-label={t('seo.snippet')} data-testid="seo-snippet">
          <div className="subtle">{page.url}</div>
          <div style={{ color: '#1a0dab', fontSize: 18 }}>{form.values.title || t('seo.noTitle')}</div>
          <div className="muted">{form.values.description || t('seo.noDescription')}</div>
        </div>
        <TextField label={t('other.pageTitle')} field={form.field('title')} helper={t('other.pageTitleHelp')} />
        <TextArea label={t('other.description')} field={form.field('description')} helper={<DescriptionHelp length={form.values.description.length} />} />
        <div className="form-actions">
          <Button type="submit" pending={save.isPending} isDisabled={!dirty}>{t('common.save')}</Button>
        </div>
      </Form>
    </section>
  );
}
