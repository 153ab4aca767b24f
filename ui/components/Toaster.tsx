import { useEffect, useState } from 'react';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import XCircle from 'lucide-react/icons/circle-x';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { toasts, type Toast } from '../lib/toasts';
import { Button } from './Button';

const icons = { success: CheckCircle2, danger: XCircle, warning: AlertTriangle } as const;

/** Toasts at the top (SPEC §9 "Toast position: top"). */
export function Toaster() {
  const { t } = useTranslation();
  const [items, setItems] = useState<readonly Toast[]>(toasts.list());
  useEffect(() => toasts.subscribe(setItems), []);
  return (
    <div className="toasts" role="region" aria-label={t('common.notifications')}>
      {items.map((toast) => {
        const Icon = icons[toast.theme];
        return (
          <div key={toast.id} className={`toast toast--${toast.theme}`} role={toast.theme === 'success' ? 'status' : 'alert'}>
            <Icon size={18} className="toast__icon" aria-hidden="true" />
            <div className="toast__text">{toast.message}</div>
            <Button variant="ghost" size="sm" icon aria-label={t('common.close')} onPress={() => toasts.dismiss(toast.id)}>
              <X size={14} />
            </Button>
          </div>
        );
      })}
    </div>
  );
}
