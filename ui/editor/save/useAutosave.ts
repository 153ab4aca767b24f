// The editor's autosave is the editor session machine's `autosave` child (machines/autosave): the
// session sends it CHANGE on every document change. Here: the save effect it is provided with
// (export through the engine, post with the base revision through the data port) and a small view
// of the running child for the top bar and the leave guard.
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { autosaveMachine, flushAutosave, type AutosaveActor, type FlushResult, type SaveInput } from '../../../machines/autosave/autosaveMachine';
import { exportContent, type Editor } from '../engine';
import type { EditorDataPort, Revision } from '../data/port';

export type AutosaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict';

export interface Autosave {
  readonly status: AutosaveStatus;
  /** Saves now if there is anything to save. */
  flush(): Promise<FlushResult>;
  retry(): void;
  /** After a conflict: save this tab's version over the one stored meanwhile. */
  keepMine(): void;
}

/** What the save effect reads: the open editor and the revision the next save builds on. */
export interface SaveTarget {
  editor: Editor | null;
  revision: Revision;
}

/**
 * autosaveMachine with its save effect. The revision is the effect's own bookkeeping (each
 * successful save moves it forward; a page load sets it).
 */
export function autosaveFor(port: EditorDataPort, pageId: string, target: SaveTarget) {
  return autosaveMachine.provide({
    actors: {
      save: fromPromise<unknown, SaveInput>(async ({ input }) => {
        if (target.editor === null) return target.revision;
        // Keeping this tab's version after a conflict: build on the revision stored now, so the
        // save replaces it (the user chose so; the server keeps the replaced version in the history).
        if (input.force) target.revision = (await port.loadPage(pageId)).revision;
        target.revision = await port.saveDraft(pageId, exportContent(target.editor.getState().doc), target.revision, input.force);
        return target.revision;
      }),
    },
  });
}

export function useAutosaveActor(actor: AutosaveActor): Autosave {
  const status = useSelector(actor, (s) => s.value as AutosaveStatus);
  return useMemo(() => ({
    status,
    flush: () => flushAutosave(actor),
    retry: () => actor.send({ type: 'RETRY' }),
    keepMine: () => actor.send({ type: 'FORCE_SAVE' }),
  }), [actor, status]);
}
