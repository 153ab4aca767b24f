// Leaving with unsaved changes (SPEC §2 navigation): an in-app navigation asks
// 'Вы хотите уйти? У вас есть несохранённые изменения!' (Leave / Stay) and flushes the save first;
// closing or reloading the tab gets the browser's own beforeunload prompt.
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';

export function LeaveGuard({ dirty, flush }: { dirty: boolean; flush: () => Promise<unknown> }) {
  const { t } = useTranslation('editor');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // The save finished while the question was open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <AppDialog isOpen tone="warning" title={t('leave.title')} onClose={() => blocker.reset()} testId="leave-guard"
      actions={<>
        <button type="button" className="btn btn--secondary" onClick={() => blocker.reset()}>{t('leave.stay')}</button>
        <button type="button" className="btn btn--danger" disabled={leaving} onClick={() => {
          setLeaving(true);
          // Try to store what is there; leave either way, as the person asked.
          void flush().finally(() => blocker.proceed());
        }}>{t('leave.leave')}</button>
      </>}>
      <p>{t('leave.text')}</p>
    </AppDialog>
  );
}
