// Autosave (SPEC §4 "Autosave state", §9 autosave delay 3000 ms). A change marks the draft dirty and
// schedules a save; only dirty and error save. The save itself is the caller's actor: it receives
// the payload to store (from input.getPayload, called when the save starts, so it always carries the
// latest document) and the revision the stored draft has, and resolves with the new revision (or
// throws). The machine keeps the revision: each save builds on the last one, a load sets it.
import { assign, fromPromise, setup, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorCode, errorMessage, errorStatus } from '../shared/errors';
import type { MachineMessageKey } from '../shared/messages';
import { failureOf, MAX_AUTO_RETRIES, nextAttempt, retryDelay, retryingActions, retryingDelays, retryingGuards, retryingStates, type RetryingContext } from '../shared/retrying';

export { MAX_AUTO_RETRIES, retryDelay };

export const AUTOSAVE_DELAY = 3000;

/** The server answered that the draft changed elsewhere (HTTP 409 or the 'conflict' code). */
export function isSaveConflict(err: unknown): boolean {
  return errorStatus(err) === 409 || errorCode(err) === 'conflict';
}

/** The stored draft's revision (optimistic concurrency): what the next save builds on. */
export type Revision = number | string;

export interface AutosaveInput {
  /** What to save; called when a save starts. Default: nothing (the save actor knows). */
  getPayload?: () => unknown;
  /** The revision of the draft as loaded. */
  revision?: Revision | null;
}

export interface SaveInput {
  payload: unknown;
  /** True for a save the user forced after a conflict (overwrite the other change). */
  force: boolean;
  /** The revision the save builds on (null: none known). */
  revision: Revision | null;
}

const isRevision = (x: unknown): x is Revision => typeof x === 'number' || typeof x === 'string';

export interface AutosaveContext extends RetryingContext {
  getPayload: () => unknown;
  /** The stored draft's revision as far as this editor knows: set by a load, moved by each save. */
  revision: Revision | null;
  force: boolean;
  lastError: { code: string; message: string | null } | null;
}

export type AutosaveEvent =
  /** The document changed. */
  | { type: 'CHANGE' }
  /** Save now (before publish, before leaving). */
  | { type: 'FLUSH' }
  /** A page was loaded: nothing is unsaved; its revision is the one saves build on from now. */
  | { type: 'LOAD'; revision?: Revision | null }
  /** Try again after an error. */
  | { type: 'RETRY' }
  /** After a conflict: overwrite the draft changed elsewhere. */
  | { type: 'FORCE_SAVE' };

export const autosaveMachine = setup({
  types: {
    context: {} as AutosaveContext,
    events: {} as AutosaveEvent,
    input: {} as AutosaveInput,
  },
  actors: {
    /** Provided by the caller: POST /pages/{pageId}/draft with the payload; resolves with the new revision. */
    save: fromPromise<unknown, SaveInput>(async () => {
      throw new Error("autosaveMachine: actor 'save' was not provided");
    }),
  },
  actions: {
    ...retryingActions<AutosaveContext, AutosaveEvent>(),
    reset: assign({ changedDuringSave: false, flushRequested: false, attempt: 0, force: false, lastError: null }),
    /** A save answered the draft's new revision. */
    advance: assign({ revision: ({ context, event }) => {
      const output = (event as { output?: unknown }).output;
      return isRevision(output) ? output : context.revision;
    } }),
  },
  guards: retryingGuards,
  delays: {
    saveDelay: AUTOSAVE_DELAY,
    ...retryingDelays,
  },
}).createMachine({
  id: 'autosave',
  context: ({ input }) => ({
    getPayload: input.getPayload ?? (() => undefined),
    revision: input.revision ?? null,
    changedDuringSave: false,
    flushRequested: false,
    attempt: 0,
    force: false,
    lastError: null,
  }),
  initial: 'saved',
  on: {
    // Loading a page resets to saved from anywhere (an in-flight save is dropped with its state).
    LOAD: {
      target: '.saved',
      actions: ['reset', assign({ revision: ({ context, event }) => (event.revision === undefined ? context.revision : event.revision) })],
    },
  },
  states: {
    saved: {
      on: { CHANGE: 'dirty' },
    },
    dirty: retryingStates.dirty,
    saving: {
      entry: assign({ changedDuringSave: false }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ payload: context.getPayload(), force: context.force, revision: context.revision }),
        onDone: [
          // Changed while saving and someone waits for a flush: save again right away.
          // (flushRequested stays set until a save leaves nothing behind.)
          { guard: ({ context }) => context.changedDuringSave && context.flushRequested, target: 'saving', reenter: true, actions: ['advance', assign({ attempt: 0, force: false, lastError: null })] },
          // Changed while saving: those changes are not in the stored draft yet.
          { guard: ({ context }) => context.changedDuringSave, target: 'dirty', actions: ['advance', assign({ attempt: 0, force: false, lastError: null, flushRequested: false })] },
          { target: 'saved', actions: ['advance', 'reset'] },
        ],
        onError: [
          { guard: ({ event }) => isSaveConflict(event.error), target: 'conflict', actions: assign({ force: false, flushRequested: false, lastError: ({ event }) => ({ code: 'conflict', message: errorMessage(event.error) ?? null }) }) },
          {
            target: 'error',
            actions: assign({ attempt: ({ context }) => nextAttempt(context.attempt), force: false, flushRequested: false, lastError: ({ event }) => failureOf(event.error) }),
          },
        ],
      },
      on: retryingStates.whileSaving,
    },
    error: retryingStates.error,
    // The draft changed elsewhere: never overwritten by itself. The user reloads (LOAD) or forces.
    conflict: {
      on: {
        FORCE_SAVE: { target: 'saving', actions: assign({ force: true }) },
      },
    },
  },
});

export type AutosaveActor = ActorRefFrom<typeof autosaveMachine>;
export type AutosaveSnapshot = SnapshotFrom<typeof autosaveMachine>;

export type AutosaveLabel = Extract<MachineMessageKey, 'autosave.save' | 'autosave.saving' | 'autosave.saved' | 'autosave.notSaved'>;

/** The save button label (SPEC §4: save, saving, saved, not saved) as an i18n key. */
export function autosaveLabel(snapshot: AutosaveSnapshot): AutosaveLabel {
  if (snapshot.matches('saving')) return 'autosave.saving';
  if (snapshot.matches('saved')) return 'autosave.saved';
  if (snapshot.matches('dirty')) return 'autosave.save';
  return 'autosave.notSaved';
}

export function hasUnsavedChanges(snapshot: AutosaveSnapshot): boolean {
  return !snapshot.matches('saved');
}

export type FlushResult = 'saved' | 'error' | 'conflict';

/**
 * Saves now and resolves when the draft is stored ('saved') or cannot be ('error', 'conflict').
 * Changes made during the flush are saved too before it resolves 'saved'.
 */
export async function flushAutosave(actor: AutosaveActor): Promise<FlushResult> {
  actor.send({ type: 'FLUSH' });
  const done = await waitFor(actor, (s) => s.matches('saved') || s.matches('error') || s.matches('conflict'), { timeout: Infinity });
  if (done.matches('saved')) return 'saved';
  return done.matches('conflict') ? 'conflict' : 'error';
}
