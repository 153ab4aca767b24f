// The visible loading flag of the delayedLoading machine: shown only after 300 ms (SPEC §4).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isLoading } from '../../machines/delayedLoading/delayedLoadingMachine';
import { loadingActor } from './services';

export function LoaderOverlay() {
  const { t } = useTranslation();
  const visible = useSelector(loadingActor, isLoading);
  if (!visible) return null;
  return <div className="loader-bar" role="progressbar" aria-label={t('common.loading')} data-testid="loader" />;
}
