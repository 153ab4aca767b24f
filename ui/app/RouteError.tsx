import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { Button } from '../components/Button';
import { isChunkLoadError, UpdatedAppModal } from './UpdatedAppModal';
import { useEffect } from 'react';

/** errorElement of the routes: a failed chunk → the update modal; anything else → a calm error page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  if (chunk) return <UpdatedAppModal />;
  return (
    <div className="guest">
      <div className="guest__card empty" role="alert">
        <div className="empty__icon" aria-hidden="true">
          <AlertCircle size={26} />
        </div>
        <h2>{t('dialogs.errorTitle')}</h2>
        <p>{error instanceof Error ? error.message : t('errors:generic')}</p>
        <Button onPress={() => window.location.assign('/')}>{t('common.toHome')}</Button>
      </div>
    </div>
  );
}

