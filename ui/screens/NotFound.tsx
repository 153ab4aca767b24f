import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Compass from 'lucide-react/icons/compass';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="empty" data-testid="not-found">
      <div className="empty__icon" aria-hidden="true"><Compass size={26} /></div>
      <span className="badge">404</span>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('common.toHome')}</Link>
    </div>
  );
}
