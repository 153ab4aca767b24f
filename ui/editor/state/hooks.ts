// Subscriptions to the engine and the view store. Every hook selects a small, identity-stable slice
// (one widget, one children list), so a change re-renders only the widgets it touched.
import { useCallback, useDeferredValue, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { childIds, pget, type EditorState, type Screen, type Widget } from '../engine';
import { currentTree } from './currentTree';
import { useEditorServices } from './EditorContext';
import type { ViewState } from './viewStore';

export { currentTree };

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

/** The screen mode being edited (owned by machines/editorScreen). */
export function useScreen(): Screen {
  const { screen } = useEditorServices();
  return useSelector(screen, (s) => s.context.screen);
}

export function useView<T>(select: (v: ViewState) => T): T {
  const { view } = useEditorServices();
  return useSyncExternalStore(view.subscribe, () => select(view.get()));
}

/**
 * The canvas has painted its first screen (ViewState.canvasReady), as a deferred value: what waits
 * for it (the right panel, the open flyout) mounts in a render React interrupts for a click, not in
 * the task after the canvas's paint.
 */
export function useCanvasReady(): boolean {
  return useDeferredValue(useView((v) => v.canvasReady));
}

/** One widget's record and children, woken only when they change (see widgetSubscriptions.ts). */
function useSlice(id: number | null) {
  const { widgets } = useEditorServices();
  const subscribe = useCallback((cb: () => void) => widgets.subscribe(id, cb), [widgets, id]);
  return useSyncExternalStore(subscribe, () => widgets.get(id));
}
export const useWidget = (id: number): Widget | undefined => useSlice(id).widget;
export const useChildIds = (id: number | null): readonly number[] => useSlice(id).children;

/** The first child of `parentId` of a type (a navbar's menu, a cookie notice's button), woken when it changes. */
export function useChildOfType(parentId: number, type: string): Widget | undefined {
  const id = useEditorSelector((s) => {
    const tree = currentTree(s);
    return childIds(tree, parentId).find((c) => pget(tree.widgets, c)?.type === type) ?? null;
  });
  const w = useWidgetOrNone(id);
  return id === null ? undefined : w;
}

const useWidgetOrNone = (id: number | null): Widget | undefined => useSlice(id).widget;

const NONE: readonly number[] = [];
export const useSelection = (): readonly number[] => useEditorSelector((s) => (s.selection.length === 0 ? NONE : s.selection));
export const useSelectedWidget = (): Widget | undefined =>
  useEditorSelector((s) => (s.selection.length === 1 ? pget(currentTree(s).widgets, s.selection[0]) : undefined));
export const useStore = () => useEditorSelector((s) => s.store);
