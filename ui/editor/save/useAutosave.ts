// Wires machines/autosave to the editor: every document change sends CHANGE; the save effect exports
// the document through the engine and posts it with the base revision through the data port. The
// revision is the effect's own bookkeeping (each successful save moves it forward).
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { autosaveMachine, flushAutosave, type FlushResult, type SaveInput } from '../../../machines/autosave/autosaveMachine';
import { exportContent, type Editor } from '../engine';
import type { EditorDataPort, Revision } from '../data/port';

export type AutosaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict';

export interface Autosave {
  readonly status: AutosaveStatus;
  /** Saves now if there is anything to save. */
  flush(): Promise<FlushResult>;
  retry(): void;
}

export function useAutosave(editor: Editor, port: EditorDataPort, pageId: string, revision: Revision): Autosave {
  const rev = useRef(revision);
  const machine = useMemo(
    () => autosaveMachine.provide({
      actors: {
        save: fromPromise<unknown, SaveInput>(async ({ input }) => {
          rev.current = await port.saveDraft(pageId, input.payload, rev.current);
          return rev.current;
        }),
      },
    }),
    [port, pageId],
  );
  const actor = useActorRef(machine, { input: { getPayload: () => exportContent(editor.getState().doc) } });
  const status = useSelector(actor, (s) => s.value as AutosaveStatus);

  useEffect(() => {
    let last = editor.getState().doc;
    const sub = editor.subscribe((s) => {
      if (s.doc === last) return;
      last = s.doc;
      actor.send({ type: 'CHANGE' });
    });
    return () => sub.unsubscribe();
  }, [editor, actor]);

  return useMemo(() => ({ status, flush: () => flushAutosave(actor), retry: () => actor.send({ type: 'RETRY' }) }), [actor, status]);
}
