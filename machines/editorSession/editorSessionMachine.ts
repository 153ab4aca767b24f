// Editor session: loads a page (content, revision and the account's design library) into an editor
// and, while editing, runs the two savers of what the person changes: autosave for the page's draft
// (its payload is the editor state, its revision the loaded one) and the design library (account
// data, stored through its own API). A watcher on the editor tells them apart: a change of the
// document outside its library is the page's, a change of the library is the account's. RELOAD
// (after a save conflict) loads the page again. The engine is reached through the structural
// EditorLike below (engine/'s createEditor satisfies it).
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { autosaveMachine, type AutosaveActor, type Revision } from '../autosave/autosaveMachine';
import { designLibraryMachine, type DesignLibraryActor } from '../designLibrary/designLibraryMachine';
import { emptyLibraryShape, type LibraryShape } from '../designLibrary/libraryChanges';
import { errorMessage } from '../shared/errors';

type EditorDoc = { readonly library?: LibraryShape } & Readonly<Record<string, unknown>>;

/** What the session needs of an editor (engine/editor.ts `Editor`). */
export interface EditorLike {
  getState(): { doc: unknown };
  subscribe(observer: (state: { doc: unknown }) => void): { unsubscribe(): void };
}

/** What loadPage answers, as far as the session reads it. */
export interface LoadedPageLike {
  readonly revision?: Revision;
  /** The account's designs, palettes and font presets as loaded. */
  readonly library?: unknown;
}

export interface EditorSessionInput {
  pageId: number | string;
  /**
   * Turns what loadPage answered into an editor: import (legacy keys, migrations, validation),
   * page-load defaults, createEditor. Throws on bad content (engine's EngineError carries the
   * reasons). Example: `(loaded) => createEditor(importContent(loaded.content, { library }))`.
   */
  openDocument: (loaded: unknown) => EditorLike;
}

export interface EditorSessionContext {
  pageId: number | string;
  openDocument: (loaded: unknown) => EditorLike;
  /** What loadPage answered for the page being edited. */
  loaded: unknown;
  editor: EditorLike | null;
  /** Why the page could not be opened (import errors or the load failure). */
  loadErrors: string[];
}

export type EditorSessionEvent =
  /** Sent by the editor watcher: the page's document changed (any source: event, undo, redo). */
  | { type: 'DOC_CHANGED' }
  /** Sent by the editor watcher: the design library changed. */
  | { type: 'LIBRARY_CHANGED' }
  | { type: 'RETRY' }
  /** Reload the page from the server (after an autosave conflict). */
  | { type: 'RELOAD' };

function reasonsOf(err: unknown): string[] {
  const reasons = typeof err === 'object' && err !== null && 'reasons' in err ? (err as { reasons: unknown }).reasons : undefined;
  if (Array.isArray(reasons) && reasons.every((r) => typeof r === 'string')) return reasons;
  return [errorMessage(err) ?? 'generic'];
}

const docOf = (editor: EditorLike | null): EditorDoc => (editor?.getState().doc ?? {}) as EditorDoc;
const loadedOf = (context: EditorSessionContext): LoadedPageLike => (context.loaded ?? {}) as LoadedPageLike;

/** The library as the editor opened it (the engine's document keeps what import read). */
const openedLibrary = (context: EditorSessionContext): LibraryShape => docOf(context.editor).library ?? emptyLibraryShape();

export const editorSessionMachine = setup({
  types: {
    context: {} as EditorSessionContext,
    events: {} as EditorSessionEvent,
    input: {} as EditorSessionInput,
  },
  actors: {
    /** Caller: GET /pages/{pageId}/content plus what the defaults need (designs, palettes, fonts). */
    loadPage: fromPromise<unknown, { pageId: number | string }>(async () => {
      throw new Error("editorSessionMachine: actor 'loadPage' was not provided");
    }),
    /** Caller: `autosaveMachine.provide({ actors: { save } })`; its payload is the editor state. */
    autosave: autosaveMachine,
    /** Caller: `designLibraryMachine.provide({ actors: { saveChanges } })`. */
    library: designLibraryMachine,
    openDocument: fromPromise<EditorLike, { loaded: unknown; open: (loaded: unknown) => EditorLike }>(async ({ input }) => input.open(input.loaded)),
    /** Turns editor emissions into DOC_CHANGED / LIBRARY_CHANGED; a selection change is neither. */
    watchEditor: fromCallback<EditorSessionEvent, { editor: EditorLike }>(({ input, sendBack }) => {
      let doc = docOf(input.editor);
      const sub = input.editor.subscribe((state) => {
        const next = state.doc as EditorDoc;
        if (next === doc) return;
        const before = doc;
        doc = next;
        if (next.library !== before.library) sendBack({ type: 'LIBRARY_CHANGED' });
        if (Object.keys(next).some((key) => key !== 'library' && next[key] !== before[key])) sendBack({ type: 'DOC_CHANGED' });
      });
      return () => sub.unsubscribe();
    }),
  },
  actions: {
    // Plain actions rather than sendTo: they tolerate a missing child (the model used in tests has
    // none, and the children are gone once the session reloads).
    notifyAutosave: ({ self }) => {
      (self.getSnapshot().children as { autosave?: AutosaveActor }).autosave?.send({ type: 'CHANGE' });
    },
    notifyLibrary: ({ self }) => {
      (self.getSnapshot().children as { library?: DesignLibraryActor }).library?.send({ type: 'CHANGE' });
    },
  },
}).createMachine({
  id: 'editorSession',
  context: ({ input }) => ({
    pageId: input.pageId,
    openDocument: input.openDocument,
    loaded: null,
    editor: null,
    loadErrors: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ editor: null, loaded: null, loadErrors: [] }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: { target: 'opening', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadErrors: ({ event }) => reasonsOf(event.error) }) },
      },
    },
    opening: {
      invoke: {
        id: 'openDocument',
        src: 'openDocument',
        input: ({ context }) => ({ loaded: context.loaded, open: context.openDocument }),
        onDone: { target: 'editing', actions: assign({ editor: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadErrors: ({ event }) => reasonsOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      // Fresh savers per loaded page: loading a page resets them to saved.
      invoke: [
        {
          id: 'autosave', src: 'autosave',
          input: ({ context }) => ({ getPayload: () => context.editor?.getState(), revision: loadedOf(context).revision ?? null }),
        },
        {
          id: 'library', src: 'library',
          input: ({ context }) => ({ saved: openedLibrary(context), getLibrary: () => docOf(context.editor).library ?? emptyLibraryShape() }),
        },
        { id: 'watchEditor', src: 'watchEditor', input: ({ context }) => ({ editor: context.editor as EditorLike }) },
      ],
      on: {
        DOC_CHANGED: { actions: 'notifyAutosave' },
        LIBRARY_CHANGED: { actions: 'notifyLibrary' },
        RELOAD: 'loading',
      },
    },
  },
});

export type EditorSessionActor = ActorRefFrom<typeof editorSessionMachine>;
export type EditorSessionSnapshot = SnapshotFrom<typeof editorSessionMachine>;

/** The autosave child while editing (for the save button label). */
export function selectAutosave(snapshot: EditorSessionSnapshot): AutosaveActor | undefined {
  return snapshot.children.autosave as AutosaveActor | undefined;
}

/** The design library's saver while editing. */
export function selectLibrary(snapshot: EditorSessionSnapshot): DesignLibraryActor | undefined {
  return snapshot.children.library as DesignLibraryActor | undefined;
}
