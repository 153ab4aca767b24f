// What adapters report (SPEC §8): the error modal, the permissions modal, the denied toast.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiBus } from '../../adapters/index';
import { AppDialog } from '../components/AppDialog';
import { Button } from '../components/Button';
import { toasts } from '../lib/toasts';
import { LimitDialog, type LimitShown } from './LimitDialog';

type Shown = { type: 'error'; status: number | null; message: string } | { type: 'permissions' } | ({ type: 'limit' } & LimitShown) | null;

export function GlobalDialogs() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(null);

  useEffect(
    () =>
      uiBus.subscribe((event) => {
        switch (event.type) {
          case 'toast':
            toasts.show(event.theme, event.message);
            break;
          case 'denied':
            // A tariff feature reads as its name ('произвольный код'), anything else as the server's type.
            toasts.show('warning', t('errors:access.denied', { 0: t(`features.${event.feature}`, { defaultValue: event.feature }) }));
            break;
          case 'limit':
          case 'permissions':
          case 'error':
            // One modal at a time: the first error explains the most; later ones would only stack.
            setShown((current) => current ?? event);
            break;
        }
      }),
    [t],
  );

  const close = () => setShown(null);
  if (!shown) return null;
  if (shown.type === 'limit') return <LimitDialog shown={shown} onClose={close} />;
  if (shown.type === 'permissions') {
    return (
      <AppDialog isOpen onClose={close} tone="warning" title={t('dialogs.permissionsTitle')} testId="permissions-modal"
        actions={<Button onPress={close}>{t('dialogs.understood')}</Button>}>
        <p className="muted">{t('errors:auth.unauthorized')}</p>
      </AppDialog>
    );
  }
  return (
    <AppDialog isOpen onClose={close} tone="danger" title={t('dialogs.errorTitle')} testId="error-modal"
      actions={<Button variant="danger" onPress={close}>{t('dialogs.understood')}</Button>}>
      {shown.status !== null && <p className="subtle">{t('dialogs.status', { status: shown.status })}</p>}
      <p className="muted">{shown.message || t('errors:generic')}</p>
    </AppDialog>
  );
}
