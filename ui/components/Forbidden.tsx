import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ShieldOff from 'lucide-react/icons/shield-off';

export default function Forbidden() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="card empty" data-testid="forbidden">
        <div className="empty__icon" aria-hidden="true"><ShieldOff size={26} /></div>
        <span className="badge">403</span>
        <h1>{t('forbidden.title')}</h1>
        <p>{t('forbidden.text')}</p>
        <Link to="/">{t('common.toHome')}</Link>
      </section>
    </div>
  );
}
