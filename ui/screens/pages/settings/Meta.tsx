// settings/meta: the <head> tags the published page gets from its settings, read-only, so the owner
// sees exactly what search engines and messengers receive. Plugins add their own tags (verification).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { publishedHead } from '../../../../api/pageHead';
import { useSettingsPage } from './SettingsLayout';

export default function Meta() {
  const { t } = useTranslation('pages');
  const page = useSettingsPage();
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // The tags the published page gets (api/pageHead.ts), as the server writes them.
  const head = publishedHead(page);
  const lines = [
    `<title>${esc(head.title)}</title>`,
    ...(head.description === undefined ? [] : [`<meta name="description" content="${esc(head.description)}">`]),
    ...(head.favicon === undefined ? [] : [`<link rel="icon" href="${esc(head.favicon)}">`]),
  ];
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
