// settings/searchOptimization: the page title and description as a search result snippet shows
// them; the share card messengers and social networks show for a link (its own title, description
// and image, else the SEO ones); hiding from search engines; the canonical address.
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { useForm } from '../../../lib/useForm';
import { TextArea } from '../../../components/TextArea';
import { DescriptionHelp } from '../components/DescriptionHelp';
import { PageImageField } from '../components/PageImageField';
import { useUnsavedGuard } from '../components/useUnsavedGuard';
import { useSavePage } from '../data/page';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

export default function SearchOptimization() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const initial = {
    title: page.title, description: page.description, share_title: page.share_title, share_description: page.share_description, canonical_url: page.canonical_url,
  };
  const form = useForm(initial, {});
  const [noindex, setNoindex] = useState(page.noindex);
  const save = useSavePage(page.id, (fields) => form.setErrors(fields));
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form.values[k] !== initial[k]) || noindex !== page.noindex;
  useUnsavedGuard(dirty && !save.isPending);
  const v = form.values;
  const host = page.url.replace(/^https?:\/\//, '').split('/')[0];
  return (
    <section className="card">
      <Form
        className="stack"
        aria-label={t('settings.nav.searchOptimization')}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...form.values, noindex }, {
            onSuccess: (p) => {
              form.reset({ title: p.title, description: p.description, share_title: p.share_title, share_description: p.share_description, canonical_url: p.canonical_url });
              setNoindex(p.noindex);
            },
          });
        }}
      >
        <h2 className="card__title">{t('seo.title')}</h2>
        <p className="muted">{t('seo.lead')}</p>
        <div className="mail" aria-label={t('seo.snippet')} data-testid="seo-snippet">
          <div className="subtle">{page.url}</div>
          <div style={{ color: '#1a0dab', fontSize: 18 }}>{v.title || t('seo.noTitle')}</div>
          <div className="muted">{v.description || t('seo.noDescription')}</div>
        </div>
        <TextField label={t('other.pageTitle')} field={form.field('title')} helper={t('other.pageTitleHelp')} />
        <TextArea label={t('other.description')} field={form.field('description')} helper={<DescriptionHelp length={v.description.length} />} />

        <h3 className="card__title">{t('share.title')}</h3>
        <p className="muted">{t('share.lead')}</p>
        <div className="share-card" aria-label={t('share.preview')} data-testid="share-preview">
          <div className="share-card__body">
            <span className="subtle">{host}</span>
            <span className="share-card__title">{v.share_title || v.title || t('seo.noTitle')}</span>
            <span className="muted">{v.share_description || v.description}</span>
          </div>
        </div>
        <PageImageField page={page} kind="share" />
        <TextField label={t('share.shareTitle')} field={form.field('share_title')} helper={t('share.shareTitleHelp')} />
        <TextArea label={t('share.shareDescription')} field={form.field('share_description')} helper={t('share.shareDescriptionHelp')} />

        <h3 className="card__title">{t('search.title')}</h3>
        <div className="field">
          <Switch isSelected={noindex} onChange={setNoindex}>{t('search.noindex')}</Switch>
          <span className="field__help">{t('search.noindexHelp')}</span>
        </div>
        <TextField label={t('search.canonical')} field={form.field('canonical_url')} helper={t('search.canonicalHelp')} />
        <div className="form-actions">
          <Button type="submit" pending={save.isPending} isDisabled={!dirty}>{t('common.save')}</Button>
        </div>
      </Form>
    </section>
  );
}
