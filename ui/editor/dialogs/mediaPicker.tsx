// Opens the media manager from anywhere in the editor and resolves with the chosen file on close
// (SPEC §4 "Media manager: opens and resolves with the chosen result on close").
import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { MediaItem } from '../data/port';

// Loaded with its first opening, not with the editor (the editor's open is measured: bench/editor-open).
const MediaManagerDialog = lazy(() => import('./MediaManagerDialog').then((m) => ({ default: m.MediaManagerDialog })));

type Pick = () => Promise<MediaItem | null>;
const Ctx = createContext<Pick>(() => Promise.resolve(null));
/** What `useMediaPicker` answers; tests give a picker that answers at once. */
export const MediaPickerContext = Ctx;

export const useMediaPicker = (): Pick => useContext(Ctx);

export function MediaPickerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((m: MediaItem | null) => void) | null>(null);
  const pick = useCallback<Pick>(() => new Promise((resolve) => {
    resolver.current?.(null);
    resolver.current = resolve;
    setOpen(true);
  }), []);
  const close = (m: MediaItem | null) => {
    setOpen(false);
    resolver.current?.(m);
    resolver.current = null;
  };
  return (
    <Ctx.Provider value={pick}>
      {children}
      {open && <Suspense fallback={null}><MediaManagerDialog onClose={close} /></Suspense>}
    </Ctx.Provider>
  );
}
