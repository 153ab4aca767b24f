// Subscriptions to the engine and the view store. Every hook selects a small, identity-stable slice
// (one widget, one children list), so a change re-renders only the widgets it touched.
import { useCallback, useSyncExternalStore } from 'react';
import { childIds, pget, treeOf, type EditorState, type Widget, type WidgetTree } from '../engine';
import { useEditorServices } from './EditorContext';
import type { ViewState } from './viewStore';

export const currentTree = (s: EditorState): WidgetTree => treeOf(s.doc, s.store === 'page' ? undefined : s.store);

export function useEditorSelector<T>(select: (s: EditorState) => T): T {
  const { editor } = useEditorServices();
  const subscribe = useCallback(
    (cb: () => void) => {
      const sub = editor.subscribe({ next: cb });
      return () => sub.unsubscribe();
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => select(editor.getState()));
}

export function useView<T>(select: (v: ViewState) => T): T {
  const { view } = useEditorServices();
  return useSyncExternalStore(view.subscribe, () => select(view.get()));
}

export const useWidget = (id: number): Widget | undefined => useEditorSelector((s) => pget(currentTree(s).widgets, id));
export const useChildIds = (id: number | null): readonly number[] => useEditorSelector((s) => childIds(currentTree(s), id));

const NONE: readonly number[] = [];
export const useSelection = (): readonly number[] => useEditorSelector((s) => (s.selection.length === 0 ? NONE : s.selection));
export const useSelectedWidget = (): Widget | undefined =>
  useEditorSelector((s) => (s.selection.length === 1 ? pget(currentTree(s).widgets, s.selection[0]) : undefined));
export const useStore = () => useEditorSelector((s) => s.store);
