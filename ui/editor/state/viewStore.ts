// View state of the editor that is not part of the document (SPEC §4 "Other persisted view state"):
// the frame / container / invisible / indent toggles, remembered locally, and the widget being edited
// in place, and whether the canvas has painted its first screen yet (at an open the panels around it
// wait for that, see useCanvasReady). (The screen mode has its own owner: machines/editorScreen.)
import { storage } from '../../../adapters/index';

export interface ViewToggles {
  readonly frame: boolean;
  readonly container: boolean;
  readonly invisible: boolean;
  readonly indent: boolean;
}

export interface ViewState {
  readonly toggles: ViewToggles;
  /** Widget being edited inline (contentEditable), if any. */
  readonly editing: number | null;
  /**
   * The canvas has painted its first screen. An open starts with false (the editor screen's
   * services); the right panel and the open flyout mount their content after it turns true, so the
   * first screen of the page is painted and clickable first. Services made for one part alone
   * (tests, a panel on its own) start with true.
   */
  readonly canvasReady: boolean;
}

export interface ViewStore {
  get(): ViewState;
  set(patch: Partial<ViewState>): void;
  subscribe(fn: () => void): () => void;
}

const TOGGLES_KEY = 'editor.toggles';
const DEFAULT_TOGGLES: ViewToggles = { frame: true, container: true, invisible: true, indent: false };

export function createViewStore(initial?: Partial<ViewState>): ViewStore {
  let state: ViewState = {
    toggles: { ...DEFAULT_TOGGLES, ...storage.getJson<Partial<ViewToggles>>(TOGGLES_KEY, {}) },
    editing: null,
    canvasReady: true,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const next = { ...state, ...patch };
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
