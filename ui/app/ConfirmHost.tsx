// Renders the confirmDialog machine (SPEC §4, §8): red confirm for danger/error, no cancel for error.
import { useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../components/AppDialog';
import { Button } from '../components/Button';
import type { ConfirmDialogActor } from '../../machines/confirmDialog/confirmDialogMachine';
import { currentConfirmActor, onConfirmActor } from './services';

/** Nothing until the first confirm creates the dialog's actor (services.ts), then the dialog. */
export function ConfirmHost() {
  const actor = useSyncExternalStore(onConfirmActor, currentConfirmActor);
  return actor === null ? null : <ConfirmView confirmActor={actor} />;
}

function ConfirmView({ confirmActor }: { confirmActor: ConfirmDialogActor }) {
  const { t } = useTranslation();
  const view = useSelector(confirmActor, (s) => s.context.view);
  if (!view) return null;
  // Labels and titles may be machine message keys ('confirm.ok') or ready texts.
  const text = (value: string) => t(`machine.${value}`, { defaultValue: value });
  const red = view.variant !== 'default';
  return (
    <AppDialog
      isOpen
      onClose={() => confirmActor.send({ type: 'CANCEL' })}
      tone={red ? 'danger' : 'info'}
      title={view.title ? text(view.title) : t('machine.confirm.ok')}
      testId="confirm-dialog"
      actions={
        <>
          {view.showCancel && (
            <Button variant="secondary" onPress={() => confirmActor.send({ type: 'CANCEL' })}>
              {text(view.cancelLabel)}
            </Button>
          )}
          <Button variant={red ? 'danger' : 'primary'} onPress={() => confirmActor.send({ type: 'CONFIRM' })} autoFocus>
            {text(view.confirmLabel)}
          </Button>
        </>
      }
    >
      {view.message && <p className="muted">{text(view.message)}</p>}
    </AppDialog>
  );
}
