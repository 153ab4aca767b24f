// NoSupportedMobileModal: the unsupportedDevice machine decides; we feed it route names and widths.
import { lazy, Suspense, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { unsupportedDeviceMachine } from '../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { useRouteHandle } from './useRouteName';

// Loaded only when the machine opens it (issue 16: the entry's chunk stays without React Aria's dialogs).
const UnsupportedDeviceDialog = lazy(() => import('./UnsupportedDeviceDialog'));

export function UnsupportedDevice() {
  const routeName = useRouteHandle()?.name ?? null;
  const actor = useActorRef(unsupportedDeviceMachine, { input: { width: window.innerWidth, routeName } });
  const open = useSelector(actor, (s) => s.matches('open'));

  useEffect(() => actor.send({ type: 'ROUTE_CHANGED', routeName }), [actor, routeName]);
  useEffect(() => {
    const onResize = () => actor.send({ type: 'RESIZED', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [actor]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UnsupportedDeviceDialog />
    </Suspense>
  );
}
