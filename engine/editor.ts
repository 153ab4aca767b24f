/**
 * The editor: a document plus the state around it (selection, current store, clipboard) and the
 * undo/redo stores. Small on purpose: dispatch, undo, redo, transactions, subscribe. It is
 * observable-compatible, so `from(editor)` in RxJS yields every new state.
 */
import { apply, applyAll } from './apply';
import { fragmentIndex, treeOf } from './apply/context';
import { newTextStyleCode } from './apply/system';
import { HISTORY_LIMIT } from './constants';
import { EngineError, fail } from './errors';
import { type DocEvent, type EditorEvent, type EngineEvent, isEditorEvent, isWidgetEvent } from './events';
import { EMPTY_STORE, type HistoryEntry, parseHistory, record, type SerializedHistory, type StoreHistory, storeKey } from './history';
import type { PageDocument, StoreId } from './model';
import { pget } from './pmap';
import { snapshot, type Subtree } from './tree';

export interface EditorState {
  readonly doc: PageDocument;
  /** Selected widget ids, in the current store's tree. */
  readonly selection: readonly number[];
  /** 'page', or the id of the open modal fragment. */
  readonly store: StoreId;
  readonly clipboard: Subtree | null;
}

export interface Observer<T> {
  next?: (value: T) => void;
  error?: (err: unknown) => void;
  complete?: () => void;
}

export interface Subscription {
  unsubscribe(): void;
}

export interface EditorOptions {
  /** Persisted history from `editor.history()`. */
  readonly history?: unknown;
  /** Undo entries kept per store (SPEC §9: 30). */
  readonly historyLimit?: number;
  /** Source of randomness for text-style codes (tests pass a seeded one). */
  readonly random?: () => number;
}

export interface Editor {
  getState(): EditorState;
  dispatch(event: EngineEvent): EditorState;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Groups every event dispatched inside `fn` into one undo entry; rolls back if `fn` throws. */
  transaction<T>(fn: () => T): T;
  begin(): void;
  commit(): void;
  rollback(): void;
  /** Serialisable undo/redo stacks of every store. */
  history(): SerializedHistory;
  /** Emits the current state at once, then every new state. */
  subscribe(observer: Observer<EditorState> | ((state: EditorState) => void)): Subscription;
  [Symbol.observable](): Editor;
  '@@observable'(): Editor;
}

declare global {
  interface SymbolConstructor {
    readonly observable: symbol;
  }
}

export function createEditor(initial: PageDocument, options: EditorOptions = {}): Editor {
  const limit = options.historyLimit ?? HISTORY_LIMIT;
  const random = options.random ?? Math.random;
  let state: EditorState = { doc: initial, selection: [], store: 'page', clipboard: null };
  const stores = options.history === undefined ? new Map<string, StoreHistory>() : parseHistory(options.history, limit);
  const observers = new Set<Observer<EditorState>>();
  let depth = 0;
  let pending: DocEvent[][] = [];

  const emit = (): void => {
    for (const o of [...observers]) o.next?.(state);
  };
  const storeOf = (): StoreHistory => stores.get(storeKey(state.store)) ?? EMPTY_STORE;
  const setStore = (h: StoreHistory): void => {
    stores.set(storeKey(state.store), h);
  };

  /** Keeps selection to widgets that still exist, and leaves a modal that no longer exists. */
  const settle = (doc: PageDocument): EditorState => {
    let store = state.store;
    if (store !== 'page' && !doc.fragments.some((f) => f.id === store)) store = 'page';
    const tree = treeOf(doc, store === 'page' ? undefined : store);
    const selection = store === state.store ? state.selection.filter((id) => pget(tree.widgets, id) !== undefined) : [];
    return { ...state, doc, store, selection: selection.length === state.selection.length && store === state.store ? state.selection : selection };
  };

  const scopedEvent = (event: DocEvent): DocEvent => {
    let e = event;
    if (isWidgetEvent(e) && e.fragmentId === undefined && state.store !== 'page') e = { ...e, fragmentId: state.store };
    if (e.type === 'textStyle.create' && e.code === undefined) e = { ...e, code: newTextStyleCode(state.doc.globals.textStyles, random) };
    return e;
  };

  const runEditorEvent = (event: EditorEvent): void => {
    switch (event.type) {
      case 'selection.set': {
        if (!Array.isArray(event.ids)) fail('event.invalid', 'selection.set needs a list of ids');
        const tree = treeOf(state.doc, state.store === 'page' ? undefined : state.store);
        state = { ...state, selection: event.ids.filter((id) => pget(tree.widgets, id) !== undefined) };
        return;
      }
      case 'fragment.open':
      case 'fragment.close': {
        if (depth > 0) fail('history.transaction', 'Cannot switch stores inside a transaction');
        const store: StoreId = event.type === 'fragment.open' ? state.doc.fragments[fragmentIndex(state.doc, event.id)].id : 'page';
        state = { ...state, store, selection: [] };
        return;
      }
      case 'widget.copy': {
        const fragmentId = event.fragmentId ?? (state.store === 'page' ? undefined : state.store);
        state = { ...state, clipboard: snapshot(treeOf(state.doc, fragmentId), event.id) };
        return;
      }
    }
  };

  const dispatch = (event: EngineEvent): EditorState => {
    if (event === null || typeof event !== 'object' || typeof event.type !== 'string') fail('event.invalid', 'An event needs a type');
    if (isEditorEvent(event)) {
      runEditorEvent(event);
    } else {
      const { doc, inverse } = apply(state.doc, scopedEvent(event));
      if (doc === state.doc) return state;
      if (depth > 0) pending.push(inverse);
      else setStore(record(storeOf(), inverse, limit));
      state = settle(doc);
    }
    emit();
    return state;
  };

  /** Applies one stored entry and moves its opposite to the other stack. */
  const travel = (from: 'undo' | 'redo'): boolean => {
    if (depth > 0) fail('history.transaction', 'Cannot undo or redo inside a transaction');
    const h = storeOf();
    const stack = h[from];
    if (stack.length === 0) return false;
    const entry = stack[stack.length - 1];
    let result;
    try {
      result = applyAll(state.doc, entry);
    } catch (err) {
      // The stored entry no longer fits the document (e.g. stale persisted history): drop this store's history.
      setStore(EMPTY_STORE);
      if (err instanceof EngineError) throw new EngineError('history.invalid', err.reasons);
      throw err;
    }
    const rest = stack.slice(0, -1);
    const opposite: HistoryEntry[] = [...(from === 'undo' ? h.redo : h.undo), result.inverse];
    setStore(from === 'undo' ? { undo: rest, redo: opposite.slice(-limit) } : { undo: opposite.slice(-limit), redo: rest });
    state = settle(result.doc);
    emit();
    return true;
  };

  const begin = (): void => {
    depth++;
  };
  const commit = (): void => {
    if (depth === 0) fail('history.transaction', 'No transaction to commit');
    depth--;
    if (depth === 0) {
      const entry = pending.reverse().flat();
      pending = [];
      setStore(record(storeOf(), entry, limit));
    }
  };
  const rollback = (): void => {
    if (depth === 0) fail('history.transaction', 'No transaction to roll back');
    const entry = pending.reverse().flat();
    depth = 0;
    pending = [];
    if (entry.length > 0) {
      state = settle(applyAll(state.doc, entry).doc);
      emit();
    }
  };

  const editor: Editor = {
    getState: () => state,
    dispatch,
    undo: () => travel('undo'),
    redo: () => travel('redo'),
    canUndo: () => storeOf().undo.length > 0,
    canRedo: () => storeOf().redo.length > 0,
    transaction<T>(fn: () => T): T {
      begin();
      let out: T;
      try {
        out = fn();
      } catch (err) {
        rollback();
        throw err;
      }
      commit();
      return out;
    },
    begin,
    commit,
    rollback,
    history: () => ({ version: 1, stores: Object.fromEntries(stores) }),
    subscribe(observer) {
      const o: Observer<EditorState> = typeof observer === 'function' ? { next: observer } : observer;
      observers.add(o);
      o.next?.(state);
      return { unsubscribe: () => void observers.delete(o) };
    },
    [Symbol.observable ?? '@@observable']() {
      return editor;
    },
    '@@observable'() {
      return editor;
    },
  } as Editor;
  return editor;
}
