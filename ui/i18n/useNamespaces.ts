// A part of a screen that shows another screen's texts (the editor's A/B switch, 'stats') loads that
// catalogue when it is about to show, not with the route: the route does not wait for texts it may
// never show, and the part shows nothing until its texts are in (never keys, never English in ru).
import { useEffect, useState } from 'react';
import { i18next, loadNamespaces, type ScreenNamespace } from './index';

const present = (namespaces: readonly ScreenNamespace[]): boolean => namespaces.every((ns) => i18next.hasResourceBundle(i18next.language, ns));

/** True once `namespaces` are loaded; they are asked for while `wanted` (a part that may never show asks for nothing). */
export function useNamespaces(namespaces: readonly ScreenNamespace[], wanted = true): boolean {
  const key = namespaces.join(',');
  const [loaded, setLoaded] = useState<string | null>(() => (present(namespaces) ? key : null));
  useEffect(() => {
    if (!wanted || loaded === key) return;
    let live = true;
    loadNamespaces(key.split(',') as ScreenNamespace[]).then(
      () => live && setLoaded(key),
      () => undefined, // a catalogue that failed to load keeps the part hidden; the next mount asks again
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, key]);
  return loaded === key;
}
