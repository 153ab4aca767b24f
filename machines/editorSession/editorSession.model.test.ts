import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createEditor, emptyDocument, exportContent, importContent, type Editor } from '../../engine/index';
import { autosaveMachine } from '../autosave/autosaveMachine';
import { designLibraryMachine } from '../designLibrary/designLibraryMachine';
import { createFakeEffects, type FakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { editorSessionMachine, selectAutosave, selectLibrary, type EditorLike, type EditorSessionEvent } from './editorSessionMachine';

const LOADED = {
  content: exportContent(emptyDocument()),
  revision: 3,
  library: { designs: [], palettes: [{ id: 9, title: 'Синяя', colors: [{ value: '#1d4ed8', title: 'Основной' }], childrenPalettes: [] }], fontPresets: [] },
};
const open = (loaded: unknown): Editor => {
  const l = loaded as typeof LOADED;
  return createEditor(importContent(l.content, { library: l.library }));
};
const input = { pageId: 42, openDocument: (loaded: unknown) => open(loaded) as EditorLike };

type Outcome = { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };
const events: Array<EditorSessionEvent | Outcome> = [
  { type: 'xstate.done.actor.loadPage', output: LOADED },
  { type: 'xstate.error.actor.loadPage', error: { status: 404, message: 'Страница не найдена' } },
  // The real system opens a fresh editor per path (see mapOutput); the model only needs a value.
  { type: 'xstate.done.actor.openDocument', output: 'editor' },
  { type: 'xstate.error.actor.openDocument', error: { reasons: ['Malformed content data'] } },
  // On the real system these are edits of the page and of the palette (the watcher reports them).
  { type: 'DOC_CHANGED' },
  { type: 'LIBRARY_CHANGED' },
  { type: 'RETRY' },
  { type: 'RELOAD' },
];

// The editor each real system opened, and its first document (to tell what changed).
const opened = new WeakMap<FakeEffects, { editor: Editor; initialDoc: ReturnType<Editor['getState']>['doc'] }>();

modelSuite('editorSession machine', {
  machine: editorSessionMachine,
  input,
  events: () => events as EditorSessionEvent[],
  projectContext: (c) => ({ pageId: c.pageId, loadErrors: c.loadErrors, editor: c.editor !== null, loaded: c.loaded !== null }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const machine = editorSessionMachine.provide({
      actors: {
        loadPage: effects.actor(),
        openDocument: effects.actor(),
        autosave: autosaveMachine.provide({ actors: { save: effects.actor() } }),
        library: designLibraryMachine.provide({ actors: { saveChanges: effects.actor() } }),
      },
    });
    const real = createActor(machine, { clock, input }).start();
    const actor = {
      getSnapshot: () => real.getSnapshot(),
      send: (event: EditorSessionEvent) => {
        const editor = opened.get(effects)?.editor;
        if (event.type === 'DOC_CHANGED' && editor) editor.dispatch({ type: 'globals.set', patch: { collectionId: Number(editor.getState().doc.globals.collectionId) + 1 } });
        else if (event.type === 'LIBRARY_CHANGED' && editor) editor.dispatch({ type: 'palette.update', id: 9, title: `Синяя ${editor.getState().doc.library.palettes[0].title.length}` });
        else real.send(event);
      },
    };
    return {
      actor,
      clock,
      effects,
      mapOutput: (id, output) => {
        if (id !== 'openDocument') return output;
        const editor = open((effects.callsOf('openDocument').at(-1) as { loaded: unknown }).loaded);
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
    opening: (s, { effects }) => {
      expect((effects.callsOf('openDocument').at(-1) as { loaded: unknown }).loaded).toEqual(LOADED);
      expect(s.context.loaded).toEqual(LOADED);
    },
    failed: (s) => {
      expect(s.context.editor).toBeNull();
      expect(['Страница не найдена', 'Malformed content data']).toContain(s.context.loadErrors[0]);
    },
    editing: (s, { effects }) => {
      const session = opened.get(effects);
      expect(s.context.editor).toBe(session?.editor);
      const autosave = selectAutosave(s)?.getSnapshot();
      const library = selectLibrary(s)?.getSnapshot();
      // The loaded revision is what the first save builds on.
      expect(autosave?.context.revision).toBe(3);
      const doc = session?.editor.getState().doc;
      // Hand-off: a page edit makes the draft dirty, a palette edit the library — each only its own.
      expect(autosave?.value).toBe(doc?.globals !== session?.initialDoc.globals ? 'dirty' : 'saved');
      expect(library?.value).toBe(doc?.library !== session?.initialDoc.library ? 'dirty' : 'saved');
    },
  },
});
