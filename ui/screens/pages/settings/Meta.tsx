// settings/meta: the <head> tags the published page gets from its settings, read-only, so the owner
// sees exactly what search engines and messengers receive. Plugins add their own tags (verification).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { headLines, publishedHead } from '../../../../api/pageHead';
import { useSettingsPage } from '../../../components/page-settings/SettingsLayout';

export default function Meta() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  // The tags the published page gets (api/pageHead.ts), as the server writes them.
  const lines = headLines(publishedHead({
    id: page.id, title: page.title, description: page.description, favicon: page.favicon,
    shareTitle: page.share_title, shareDescription: page.share_description, shareImage: page.share_image,
    noindex: page.noindex, canonicalUrl: page.canonical_url, url: page.url, lang: page.lang,
  }));
  return (
    <section className="card stack">
      <h2 className="card__title">{t('meta.title')}</h2>
      <p className="muted">{t('meta.lead')}</p>
      <pre className="mail" style={{ overflowX: 'auto', margin: 0 }} data-testid="meta-tags">{lines.join('\n')}</pre>
      <p className="muted">
        {t('meta.editHint')} <Link to={`/pages/${page.id}/settings/searchOptimization`}>{t('settings.nav.searchOptimization')}</Link>
        {' · '}<Link to={`/pages/${page.id}/settings/plugins`}>{t('settings.nav.plugins')}</Link>
      </p>
    </section>
  );
}
