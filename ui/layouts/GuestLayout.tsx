// Guest layout: a centered card on a calm background, with the legal links and the language switch.
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import { LanguageSwitch } from '../components/LanguageSwitch';

export function GuestLayout({ wide }: { wide?: boolean }) {
  const { t, i18n } = useTranslation();
  const suffix = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <div className="guest">
      <Link to="/" className="guest__brand">
        <span className="logo" aria-hidden="true">
          <LayoutTemplate size={18} />
        </span>
        {t('app.name')}
      </Link>
      <main className={wide ? 'guest__card guest__card--wide' : 'guest__card'}>
        <Outlet />
      </main>
      <footer className="guest__footer">
        <Link to={`/terms-${suffix}`}>{t('legal.termsLink')}</Link>
        <Link to={`/privacy-${suffix}`}>{t('legal.privacyLink')}</Link>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
