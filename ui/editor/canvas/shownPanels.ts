// Which tab panel or slide the canvas shows for each tabs widget and slider (the engine's describe
// reads it as context.shown). Canvas-local view state: a person clicks a tab, an arrow or a dot,
// or selects a widget inside another panel; nothing of it is saved with the page.
import { useCallback, useSyncExternalStore } from 'react';

export interface ShownPanels {
  get(id: number): number;
  set(id: number, index: number): void;
  subscribe(id: number, fn: () => void): () => void;
}

export function createShownPanels(): ShownPanels {
  const shown = new Map<number, number>();
  const listeners = new Map<number, Set<() => void>>();
  return {
    get: (id) => shown.get(id) ?? 0,
    set(id, index) {
      if ((shown.get(id) ?? 0) === index) return;
      shown.set(id, index);
      for (const fn of [...(listeners.get(id) ?? [])]) fn();
    },
    subscribe(id, fn) {
      let set = listeners.get(id);
      if (set === undefined) {
        set = new Set();
        listeners.set(id, set);
      }
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(id);
      };
    },
  };
}

/** The panel shown for widget `id` (null: none is asked for). */
export function useShown(panels: ShownPanels, id: number | null): number {
  const subscribe = useCallback((fn: () => void) => (id === null ? () => undefined : panels.subscribe(id, fn)), [panels, id]);
  return useSyncExternalStore(subscribe, () => (id === null ? 0 : panels.get(id)));
}
