import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../app/services';

/** SPEC §8: leaving a form with unsaved changes asks 'Вы хотите уйти? …' (Leave / Stay). */
export function useUnsavedGuard(dirty: boolean): void {
  const { t } = useTranslation('pages');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: t('common.unsaved'), confirmLabel: t('common.leave'), cancelLabel: t('common.stay'), variant: 'danger' }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, t]);
}
