// View state of the editor that is not part of the document (SPEC §4 "Other persisted view state"):
// screen mode and the frame / container / invisible / indent toggles, remembered locally.
import { storage } from '../../../adapters/index';
import type { Screen } from '../engine';

export interface ViewToggles {
  readonly frame: boolean;
  readonly container: boolean;
  readonly invisible: boolean;
  readonly indent: boolean;
}

export interface ViewState {
  readonly screen: Screen;
  readonly toggles: ViewToggles;
  /** Widget being edited inline (contentEditable), if any. */
  readonly editing: number | null;
}

export interface ViewStore {
  get(): ViewState;
  set(patch: Partial<ViewState>): void;
  subscribe(fn: () => void): () => void;
}

const SCREEN_KEY = 'editor.screen';
const TOGGLES_KEY = 'editor.toggles';
const SCREENS: readonly Screen[] = ['desktop', 'laptop', 'tablet', 'mobile'];
const DEFAULT_TOGGLES: ViewToggles = { frame: true, container: true, invisible: true, indent: false };

function readScreen(): Screen {
  const v = storage.getItem(SCREEN_KEY);
  return SCREENS.find((s) => s === v) ?? 'desktop';
}

export function createViewStore(initial?: Partial<ViewState>): ViewStore {
  let state: ViewState = {
    screen: readScreen(),
    toggles: { ...DEFAULT_TOGGLES, ...storage.getJson<Partial<ViewToggles>>(TOGGLES_KEY, {}) },
    editing: null,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (next.screen !== state.screen) storage.setItem(SCREEN_KEY, next.screen);
      if (next.toggles !== state.toggles) storage.setJson(TOGGLES_KEY, next.toggles);
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
