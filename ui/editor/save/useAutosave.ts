// The editor's savers are the editor session machine's children (machines/editorSession): autosave
// for the page's draft and the design library for the account's designs, palettes and font presets.
// Here: the effects they are provided with (export through the engine and post on the revision the
// machine keeps; store library changes through the data port) and a small view of both for the top
// bar, the publish dialog and the leave guard.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { autosaveMachine, flushAutosave, type AutosaveActor, type FlushResult, type SaveInput } from '../../../machines/autosave/autosaveMachine';
import { designLibraryMachine, flushLibrary, type DesignLibraryActor, type SaveLibraryInput } from '../../../machines/designLibrary/designLibraryMachine';
import { exportContent, type EditorState } from '../engine';
import type { EditorDataPort } from '../data/port';

export type AutosaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict';
export type LibraryStatus = 'saved' | 'dirty' | 'saving' | 'error';

export interface Autosave {
  readonly status: AutosaveStatus;
  /** The design library's saver: designs, palettes and font presets are stored apart from the draft. */
  readonly library: LibraryStatus;
  /** Saves the draft and the library now if there is anything to save. */
  flush(): Promise<FlushResult>;
  retry(): void;
  /** After a conflict: save this tab's version over the one stored meanwhile. */
  keepMine(): void;
}

/** autosaveMachine with its save effect: the draft exported by the engine, on the machine's revision. */
export function autosaveFor(port: EditorDataPort, pageId: string) {
  return autosaveMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(async ({ input }) => {
        const state = input.payload as EditorState | undefined;
        if (state === undefined) return input.revision;
        // Keeping this tab's version after a conflict: build on the revision stored now, so the
        // save replaces it (the user chose so; the server keeps the replaced version in the history).
        const base = input.force ? (await port.loadPage(pageId)).revision : input.revision ?? 0;
        return port.saveDraft(pageId, exportContent(state.doc), base, input.force);
      }),
    },
  });
}

/** designLibraryMachine with its effect: the changes stored through the design API. */
export function librarySaverFor(port: EditorDataPort) {
  return designLibraryMachine.provide({
    actors: { saveChanges: fromPromise<unknown, SaveLibraryInput>(({ input }) => port.saveLibraryChanges(input.changes)) },
  });
}

export function useAutosaveActor(actor: AutosaveActor, library: DesignLibraryActor): Autosave {
  const status = useSelector(actor, (s) => s.value as AutosaveStatus);
  const libraryStatus = useSelector(library, (s) => s.value as LibraryStatus);
  return useMemo(() => ({
    status,
    library: libraryStatus,
    flush: async () => {
      const [draft, lib] = await Promise.all([flushAutosave(actor), flushLibrary(library)]);
      return draft !== 'saved' ? draft : lib;
    },
    retry: () => {
      actor.send({ type: 'RETRY' });
      library.send({ type: 'RETRY' });
    },
    keepMine: () => actor.send({ type: 'FORCE_SAVE' }),
  }), [actor, library, status, libraryStatus]);
}
