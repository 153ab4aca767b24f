// A save refused because someone saved the same thing since this screen read it (a 409): the
// server's message, and «Обновить» to read what is stored now. Nothing was written, so nothing of
// the other save is lost; the screen puts back what did not conflict, the rest is redone on fresh data.
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function StaleAlert({ message, onReload, pending }: { message: string; onReload: () => void; pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--warning" role="alert" data-testid="stale-alert">
      <AlertTriangle size={18} aria-hidden="true" />
      <div className="stack-sm grow">
        <span>{message}</span>
        <div className="row">
          <Button size="sm" variant="secondary" pending={pending} onPress={onReload}>{t('common.reload')}</Button>
        </div>
      </div>
    </div>
  );
}
