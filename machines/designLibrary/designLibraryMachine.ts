// The account's design library while a page is edited (SPEC §7 "Font presets, palettes, styles":
// style saves are debounced 1 s). Designs, palettes and font presets are account data: the editor
// changes them with engine events (so the canvas shows a change at once and undo works), and this
// machine stores what changed through their own API — never as part of the page's draft. A change
// marks the library dirty; 1 s after the last one the differences to what is stored are written
// (libraryChanges: PUT each new or changed resource, DELETE each removed one). A failure retries with
// the autosave's backoff; FLUSH (before publishing, before leaving) saves at once.
import { assign, fromPromise, setup, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureOf, nextAttempt, retryingActions, retryingDelays, retryingGuards, retryingStates, type RetryingContext } from '../shared/retrying';
import { emptyLibraryShape, libraryChanges, type LibraryChange, type LibraryShape } from './libraryChanges';

export const LIBRARY_SAVE_DELAY = 1000;

export interface DesignLibraryInput {
  /** The library as loaded with the page: what the server holds. */
  saved?: LibraryShape;
  /** The library now (the editor's document); read when a save starts. */
  getLibrary?: () => LibraryShape;
}

export interface DesignLibraryContext extends RetryingContext {
  getLibrary: () => LibraryShape;
  /** What the server holds, as far as this editor knows. */
  saved: LibraryShape;
  /** The library the save in flight writes. */
  inFlight: LibraryShape | null;
  lastError: { code: string; message: string | null } | null;
}

export type DesignLibraryEvent =
  /** Something in the library changed. */
  | { type: 'CHANGE' }
  /** Store now. */
  | { type: 'FLUSH' }
  | { type: 'RETRY' }
  /** The library was (re)loaded from the server: nothing is unsaved. */
  | { type: 'LOAD'; library: LibraryShape };

export interface SaveLibraryInput {
  readonly changes: readonly LibraryChange[];
}

export const designLibraryMachine = setup({
  types: {
    context: {} as DesignLibraryContext,
    events: {} as DesignLibraryEvent,
    input: {} as DesignLibraryInput,
  },
  actors: {
    /** Caller: the changes in order (PUT /styles/:id, DELETE /palettes/:id, …); rejects on a failure. */
    saveChanges: fromPromise<unknown, SaveLibraryInput>(async () => {
      throw new Error("designLibraryMachine: actor 'saveChanges' was not provided");
    }),
  },
  actions: retryingActions<DesignLibraryContext, DesignLibraryEvent>(),
  guards: retryingGuards,
  delays: {
    saveDelay: LIBRARY_SAVE_DELAY,
    ...retryingDelays,
  },
}).createMachine({
  id: 'designLibrary',
  context: ({ input }) => {
    const saved = input.saved ?? emptyLibraryShape();
    return {
      getLibrary: input.getLibrary ?? (() => saved),
      saved,
      inFlight: null,
      changedDuringSave: false,
      flushRequested: false,
      attempt: 0,
      lastError: null,
    };
  },
  initial: 'saved',
  on: {
    LOAD: { target: '.saved', actions: assign({ saved: ({ event }) => event.library, inFlight: null, changedDuringSave: false, flushRequested: false, attempt: 0, lastError: null }) },
  },
  states: {
    saved: {
      on: { CHANGE: 'dirty' },
    },
    dirty: retryingStates.dirty,
    saving: {
      entry: assign({ changedDuringSave: false, inFlight: ({ context }) => context.getLibrary() }),
      invoke: {
        id: 'saveChanges',
        src: 'saveChanges',
        input: ({ context }) => ({ changes: libraryChanges(context.saved, context.inFlight ?? context.saved) }),
        onDone: [
          {
            guard: ({ context }) => context.changedDuringSave && context.flushRequested,
            target: 'saving', reenter: true,
            actions: assign({ saved: ({ context }) => context.inFlight ?? context.saved, attempt: 0, lastError: null }),
          },
          {
            guard: ({ context }) => context.changedDuringSave,
            target: 'dirty',
            actions: assign({ saved: ({ context }) => context.inFlight ?? context.saved, attempt: 0, lastError: null, flushRequested: false }),
          },
          {
            target: 'saved',
            actions: assign({ saved: ({ context }) => context.inFlight ?? context.saved, inFlight: null, attempt: 0, lastError: null, flushRequested: false }),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ attempt: ({ context }) => nextAttempt(context.attempt), flushRequested: false, inFlight: null, lastError: ({ event }) => failureOf(event.error) }),
        },
      },
      on: retryingStates.whileSaving,
    },
    error: retryingStates.error,
  },
});

export type DesignLibraryActor = ActorRefFrom<typeof designLibraryMachine>;
export type DesignLibrarySnapshot = SnapshotFrom<typeof designLibraryMachine>;

export function libraryUnsaved(snapshot: DesignLibrarySnapshot): boolean {
  return !snapshot.matches('saved');
}

/** Stores the library now; resolves 'saved', or 'error' when it cannot be stored. */
export async function flushLibrary(actor: DesignLibraryActor): Promise<'saved' | 'error'> {
  actor.send({ type: 'FLUSH' });
  const done = await waitFor(actor, (s) => s.matches('saved') || s.matches('error'), { timeout: Infinity });
  return done.matches('saved') ? 'saved' : 'error';
}
