import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createEditor, emptyDocument, exportContent, importContent } from '../../engine/index';
import { autosaveMachine } from '../autosave/autosaveMachine';
import { createFakeEffects, type FakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { editorSessionMachine, selectAutosave, type EditorLike, type EditorSessionEvent } from './editorSessionMachine';

const RAW = exportContent(emptyDocument());
const input = { pageId: 42, openDocument: (raw: unknown) => createEditor(importContent(raw)) as EditorLike };

type Outcome = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
const events: Array<EditorSessionEvent | Outcome> = [
  { type: 'xstate.done.actor.loadPage', output: RAW },
  { type: 'xstate.error.actor.loadPage', error: { status: 404, message: 'Страница не найдена' } },
  // The real system opens a fresh editor per path (see mapOutput); the model only needs a value.
  { type: 'xstate.done.actor.openDocument', output: 'editor' },
  { type: 'xstate.error.actor.openDocument', error: { reasons: ['Malformed content data'] } },
  { type: 'ENGINE_EVENT', event: { type: 'globals.set', patch: { collectionId: 2 } } },
  { type: 'ENGINE_EVENT', event: { type: 'selection.set', ids: [] } },
  { type: 'UNDO' },
  { type: 'REDO' },
  { type: 'DOC_CHANGED' },
  { type: 'ENGINE_ERROR', message: 'Widget not found' },
  { type: 'SET_SCREEN', screen: 'tablet' },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'LEAVE' },
  { type: 'xstate.done.actor.flushOnLeave', output: 'saved' },
  { type: 'xstate.done.actor.flushOnLeave', output: 'error' },
  { type: 'xstate.error.actor.flushOnLeave', error: new Error('offline') },
  { type: 'LEAVE_ANYWAY' },
  { type: 'STAY' },
];

// The editor each real system opened, and its first document (to tell whether it changed).
const opened = new WeakMap<FakeEffects, { editor: EditorLike; initialDoc: unknown }>();

modelSuite('editorSession machine', {
  machine: editorSessionMachine,
  input,
  events: () => events as EditorSessionEvent[],
  projectContext: (c) => ({ pageId: c.pageId, screen: c.screen, isMobileDevice: c.isMobileDevice, loadErrors: c.loadErrors, engineError: c.engineError, editor: c.editor !== null }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const machine = editorSessionMachine.provide({
      actors: {
        loadPage: effects.actor(),
        openDocument: effects.actor(),
        flushOnLeave: effects.actor(),
        autosave: autosaveMachine.provide({ actors: { save: effects.actor() } }),
      },
    });
    const actor = createActor(machine, { clock, input }).start();
    return {
      actor,
      clock,
      effects,
      mapOutput: (id, output) => {
        if (id !== 'openDocument') return output;
        const editor = input.openDocument((effects.callsOf('openDocument').at(-1) as { loaded: unknown }).loaded);
        opened.set(effects, { editor, initialDoc: editor.getState().doc });
        return editor;
      },
    };
  },
  states: {
    loading: (s, { effects }) => {
      expect(s.context.editor).toBeNull();
      expect(effects.callsOf('loadPage').at(-1)).toEqual({ pageId: 42 });
    },
    opening: (_s, { effects }) => {
      expect((effects.callsOf('openDocument').at(-1) as { loaded: unknown }).loaded).toEqual(RAW);
    },
    failed: (s) => {
      expect(s.context.editor).toBeNull();
      expect(['Страница не найдена', 'Malformed content data']).toContain(s.context.loadErrors[0]);
    },
    editing: (s, { effects }) => {
      const session = opened.get(effects);
      expect(s.context.editor).toBe(session?.editor);
      const autosave = selectAutosave(s);
      expect(autosave).toBeDefined();
      // Hand-off: once the engine changed the document, autosave knows it is dirty.
      if (session && session.editor.getState().doc !== session.initialDoc) expect(autosave?.getSnapshot().value).toBe('dirty');
      if (autosave?.getSnapshot().value === 'saved') expect(session?.editor.getState().doc).toBe(session?.initialDoc);
      expect(['desktop', 'tablet']).toContain(s.context.screen);
    },
    'editing.leaving': (s, { effects }) => {
      expect(effects.callsOf('flushOnLeave').at(-1)).toEqual({ autosave: selectAutosave(s) });
    },
    'editing.confirmLeave': (s) => {
      expect(s.status).toBe('active');
    },
    left: (s) => {
      expect(s.status).toBe('done');
      expect(selectAutosave(s)).toBeUndefined();
    },
  },
});
