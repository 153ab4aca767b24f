// AppDialog for the app-wide hosts (confirm, error, limit, updated app), loaded when a dialog first
// shows or when the browser is idle after start-up (issue 16, start-up cost). React Aria's Dialog
// module brings its Menu, Popover and overlay code with it (about a third of React Aria in the
// entry's chunk); kept out of the entry, the login page and every first paint skip it. The hosts
// themselves (their subscriptions and state) stay in the entry, so no event is missed while the
// chunk loads.
import { lazy, Suspense, useEffect } from 'react';
import type { AppDialogProps } from './AppDialog';

type AppDialogModule = typeof import('./AppDialog');
let loading: Promise<AppDialogModule> | null = null;

/** Starts (once) loading the dialog's chunk; a failed load is tried again on the next call. */
export function preloadAppDialog(): Promise<AppDialogModule> {
  loading ??= import('./AppDialog').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const Dialog = lazy(() => preloadAppDialog().then((m) => ({ default: m.AppDialog })));

export function LazyAppDialog(props: AppDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * Loads the dialog's chunk once the browser is idle, so that the first confirm of a signed-in
 * session opens at once (the sign-in screens, which show no such dialog, never ask for it).
 */
export function usePreloadAppDialog(): void {
  useEffect(() => {
    const start = () => void preloadAppDialog().catch(() => undefined); // shown on demand then
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start);
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, []);
}
