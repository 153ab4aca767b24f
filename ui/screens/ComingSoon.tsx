import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Sparkles from 'lucide-react/icons/sparkles';
import { NAV_ITEMS } from '../app/navItems';
import { useRouteHandle } from '../app/useRouteName';

/** A real screen for sections that arrive in later issues: the title and what it will do. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const name = useRouteHandle()?.name;
  const item = NAV_ITEMS.find((i) => i.handle.name === name);
  const key = item?.key ?? 'home';
  const Icon = item?.icon ?? Sparkles;
  return (
    <div className="page">
      <div className="page-header"><h1>{t(`nav.${key}`)}</h1></div>
      <section className="card empty" data-testid="coming-soon">
        <div className="empty__icon" aria-hidden="true"><Icon size={26} /></div>
        <span className="badge badge--primary">{t('soon.badge')}</span>
        <h2>{t('soon.title', { section: t(`nav.${key}`) })}</h2>
        <p>{t(`soon.${key}`)}</p>
        <Link to="/">{t('common.toHome')}</Link>
      </section>
    </div>
  );
}
