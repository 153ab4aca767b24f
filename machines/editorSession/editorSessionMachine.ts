// Editor session: loads a page (content + its defaults) into an editor, exposes the editor's state
// (selection, current store: the page or an open modal) and the screen mode, and hands every
// document change over to autosave. The engine is reached through the structural EditorLike below
// (engine/'s createEditor satisfies it), so machines/ does not depend on engine/ internals.
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { autosaveMachine, flushAutosave, type AutosaveActor, type FlushResult } from '../autosave/autosaveMachine';
import { errorMessage } from '../shared/errors';

/** What the session needs of an editor (engine/editor.ts `Editor`). */
export interface EditorLike {
  getState(): { doc: unknown; selection?: readonly number[]; store?: unknown };
  dispatch(event: never): unknown;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(observer: (state: { doc: unknown }) => void): { unsubscribe(): void };
}

export const SCREEN_MODES = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];

export interface EditorSessionInput {
  pageId: number | string;
  /**
   * Turns what loadPage answered into an editor: import (legacy keys, migrations, validation),
   * page-load defaults, createEditor. Throws on bad content (engine's EngineError carries the
   * reasons). Example: `(loaded) => createEditor(importContent(loaded.content, { library }))`.
   */
  openDocument: (loaded: unknown) => EditorLike;
  /** A mobile device forces the mobile screen (SPEC §4). */
  isMobileDevice?: boolean;
}

export interface EditorSessionContext {
  pageId: number | string;
  openDocument: (loaded: unknown) => EditorLike;
  editor: EditorLike | null;
  screen: ScreenMode;
  isMobileDevice: boolean;
  /** Why the page could not be opened (import errors or the load failure). */
  loadErrors: string[];
  /** Last engine refusal (EngineError message), for a toast. */
  engineError: string | null;
}

export type EditorSessionEvent =
  /** An engine event (widget.*, fragment.*, selection.set, design.* …), dispatched to the editor. */
  | { type: 'ENGINE_EVENT'; event: unknown }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'SET_SCREEN'; screen: ScreenMode }
  /** Sent by the editor watcher when the document changed (any source: event, undo, redo). */
  | { type: 'DOC_CHANGED' }
  | { type: 'ENGINE_ERROR'; message: string }
  | { type: 'RETRY' }
  /** Reload the page from the server (after an autosave conflict). */
  | { type: 'RELOAD' }
  /** Leave the editor: flushes autosave first. */
  | { type: 'LEAVE' }
  | { type: 'LEAVE_ANYWAY' }
  | { type: 'STAY' };

function reasonsOf(err: unknown): string[] {
  const reasons = typeof err === 'object' && err !== null && 'reasons' in err ? (err as { reasons: unknown }).reasons : undefined;
  if (Array.isArray(reasons) && reasons.every((r) => typeof r === 'string')) return reasons;
  return [errorMessage(err) ?? 'generic'];
}

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
    openDocument: fromPromise<EditorLike, { loaded: unknown; open: (loaded: unknown) => EditorLike }>(async ({ input }) => input.open(input.loaded)),
    /** Turns editor emissions into DOC_CHANGED when the document (not just selection) changed. */
    watchEditor: fromCallback<EditorSessionEvent, { editor: EditorLike }>(({ input, sendBack }) => {
      let doc = input.editor.getState().doc;
      const sub = input.editor.subscribe((state) => {
        if (state.doc === doc) return;
        doc = state.doc;
        sendBack({ type: 'DOC_CHANGED' });
      });
      return () => sub.unsubscribe();
    }),
    flushOnLeave: fromPromise<FlushResult, { autosave: AutosaveActor | undefined }>(async ({ input }) => (input.autosave ? flushAutosave(input.autosave) : 'saved')),
  },
  actions: {
    dispatch: ({ context, self }, params: { event: unknown }) => {
      try {
        context.editor?.dispatch(params.event as never);
      } catch (err) {
        self.send({ type: 'ENGINE_ERROR', message: errorMessage(err) ?? 'generic' });
      }
    },
    // A plain action rather than sendTo('autosave'): it tolerates a missing child (the model used in
    // tests has none, and the child is gone once the session left).
    notifyAutosave: ({ self }) => {
      (self.getSnapshot().children as { autosave?: AutosaveActor }).autosave?.send({ type: 'CHANGE' });
    },
    undo: ({ context }) => {
      context.editor?.undo();
    },
    redo: ({ context }) => {
      context.editor?.redo();
    },
  },
}).createMachine({
  id: 'editorSession',
  context: ({ input }) => ({
    pageId: input.pageId,
    openDocument: input.openDocument,
    editor: null,
    screen: input.isMobileDevice ? 'mobile' : 'desktop',
    isMobileDevice: input.isMobileDevice ?? false,
    loadErrors: [],
    engineError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ editor: null, loadErrors: [] }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: 'opening',
        onError: { target: 'failed', actions: assign({ loadErrors: ({ event }) => reasonsOf(event.error) }) },
      },
    },
    opening: {
      invoke: {
        id: 'openDocument',
        src: 'openDocument',
        input: ({ context, event }) => ({ loaded: (event as { output?: unknown }).output, open: context.openDocument }),
        onDone: { target: 'editing', actions: assign({ editor: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ loadErrors: ({ event }) => reasonsOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      // A fresh autosave per loaded page: loading a page resets it to saved.
      invoke: [
        { id: 'autosave', src: 'autosave', input: ({ context }) => ({ getPayload: () => context.editor?.getState() }) },
        { id: 'watchEditor', src: 'watchEditor', input: ({ context }) => ({ editor: context.editor as EditorLike }) },
      ],
      on: {
        ENGINE_EVENT: { actions: [assign({ engineError: null }), { type: 'dispatch', params: ({ event }) => ({ event: event.event }) }] },
        UNDO: { actions: 'undo' },
        REDO: { actions: 'redo' },
        DOC_CHANGED: { actions: 'notifyAutosave' },
        ENGINE_ERROR: { actions: assign({ engineError: ({ event }) => event.message }) },
        // On a mobile device the screen stays mobile.
        SET_SCREEN: { guard: ({ context }) => !context.isMobileDevice, actions: assign({ screen: ({ event }) => event.screen }) },
        RELOAD: 'loading',
      },
      initial: 'active',
      states: {
        active: { on: { LEAVE: 'leaving' } },
        leaving: {
          invoke: {
            id: 'flushOnLeave',
            src: 'flushOnLeave',
            input: ({ self }) => ({ autosave: self.getSnapshot().children.autosave as AutosaveActor | undefined }),
            onDone: [{ guard: ({ event }) => event.output === 'saved', target: '#editorSession.left' }, { target: 'confirmLeave' }],
            onError: 'confirmLeave',
          },
        },
        // 'Вы хотите уйти? У вас есть несохранённые изменения!' (Leave / Stay), SPEC §8.
        confirmLeave: {
          on: {
            LEAVE_ANYWAY: '#editorSession.left',
            STAY: 'active',
          },
        },
      },
    },
    left: { type: 'final' },
  },
});

export type EditorSessionActor = ActorRefFrom<typeof editorSessionMachine>;
export type EditorSessionSnapshot = SnapshotFrom<typeof editorSessionMachine>;

/** The autosave child while editing (for the save button label). */
export function selectAutosave(snapshot: EditorSessionSnapshot): AutosaveActor | undefined {
  return snapshot.children.autosave as AutosaveActor | undefined;
}

/** Selection and current store come from the editor's own state. */
export function selectEditorState(snapshot: EditorSessionSnapshot) {
  return snapshot.context.editor?.getState() ?? null;
}
