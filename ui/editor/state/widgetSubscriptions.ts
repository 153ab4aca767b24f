// Per-widget-id subscriptions (the bench target: click → selection painted in < 16 ms on 1,000
// widgets). One editor subscription compares, on each document change, the record and children
// list of every mounted widget with what it last saw and wakes only the widgets that changed; a
// selection change (document untouched) wakes none of them.
import { childIds, pget, type Editor, type EditorState, type Widget, type WidgetTree } from '../engine';
import { currentTree } from './currentTree';

export interface WidgetSlice {
  readonly widget: Widget | undefined;
  readonly children: readonly number[];
}

export interface WidgetSubscriptions {
  subscribe(id: number | null, fn: () => void): () => void;
  get(id: number | null): WidgetSlice;
  dispose(): void;
}

const ROOT = -1;

export function createWidgetSubscriptions(editor: Editor): WidgetSubscriptions {
  const listeners = new Map<number, Set<() => void>>();
  const slices = new Map<number, WidgetSlice>();
  let tree: WidgetTree = currentTree(editor.getState());
  let lastDoc = editor.getState().doc;
  let lastStore = editor.getState().store;

  const read = (key: number): WidgetSlice => {
    const id = key === ROOT ? null : key;
    return { widget: id === null ? undefined : pget(tree.widgets, id), children: childIds(tree, id) };
  };

  const onState = (s: EditorState) => {
    if (s.doc === lastDoc && s.store === lastStore) return;
    lastDoc = s.doc;
    lastStore = s.store;
    const next = currentTree(s);
    if (next === tree) return;
    tree = next;
    // Slices read before their widget subscribed would otherwise go stale.
    for (const key of slices.keys()) if (!listeners.has(key)) slices.delete(key);
    const woken: (() => void)[] = [];
    for (const [key, fns] of listeners) {
      const prev = slices.get(key);
      const cur = read(key);
      if (prev !== undefined && prev.widget === cur.widget && prev.children === cur.children) continue;
      slices.set(key, cur);
      woken.push(...fns);
    }
    for (const fn of woken) fn();
  };
  const sub = editor.subscribe({ next: onState });

  return {
    subscribe(id, fn) {
      const key = id ?? ROOT;
      let set = listeners.get(key);
      if (set === undefined) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(fn);
      // What the subscriber sees now is the baseline the next change is compared with.
      if (!slices.has(key)) slices.set(key, read(key));
      return () => {
        set.delete(fn);
        if (set.size === 0) {
          listeners.delete(key);
          slices.delete(key);
        }
      };
    },
    get(id) {
      const key = id ?? ROOT;
      let slice = slices.get(key);
      if (slice === undefined) {
        slice = read(key);
        slices.set(key, slice);
      }
      return slice;
    },
    dispose: () => sub.unsubscribe(),
  };
}
