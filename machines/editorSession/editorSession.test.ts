import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createEditor, emptyDocument, exportContent, importContent, type Editor } from '../../engine/index';
import { autosaveMachine, type SaveInput } from '../autosave/autosaveMachine';
import { designLibraryMachine, type SaveLibraryInput } from '../designLibrary/designLibraryMachine';
import { flush } from '../testing/modelTesting';
import { editorSessionMachine, selectAutosave, selectLibrary, type EditorLike } from './editorSessionMachine';

const PALETTE = { id: 9, title: 'Синяя', colors: [{ value: '#1d4ed8', title: 'Основной' }], childrenPalettes: [] };
const page = (revision: number, content: unknown = exportContent(emptyDocument())) => ({ content, revision, library: { designs: [], palettes: [PALETTE], fontPresets: [] } });

function start(options: { content?: unknown } = {}) {
  const saves: SaveInput[] = [];
  const librarySaves: SaveLibraryInput[] = [];
  let revision = 5;
  const machine = editorSessionMachine.provide({
    actors: {
      loadPage: fromPromise<unknown, { pageId: number | string }>(async () => page(revision, options.content)),
      autosave: autosaveMachine.provide({ actors: { save: fromPromise(async ({ input }) => { saves.push(input); return ++revision; }) } }),
      library: designLibraryMachine.provide({ actors: { saveChanges: fromPromise(async ({ input }) => { librarySaves.push(input); }) } }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { pageId: 1, openDocument: (loaded) => { const l = loaded as ReturnType<typeof page>; return createEditor(importContent(l.content, { library: l.library })) as EditorLike; } },
  }).start();
  const editor = () => actor.getSnapshot().context.editor as Editor;
  return { actor, clock, saves, librarySaves, editor, setRevision: (r: number) => { revision = r; } };
}

describe('editor session (with the real engine)', () => {
  it('a page edit goes to the draft with the loaded revision; a selection change goes nowhere', async () => {
    const { actor, clock, saves, librarySaves, editor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    editor().dispatch({ type: 'selection.set', ids: [] });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('saved');
    editor().dispatch({ type: 'globals.set', patch: { collectionId: 5 } });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('dirty');
    clock.increment(3000);
    await flush();
    // The saved payload is the editor state at save time, on top of the loaded revision.
    expect((saves[0].payload as { doc: { globals: { collectionId: number } } }).doc.globals.collectionId).toBe(5);
    expect(saves[0].revision).toBe(5);
    expect(librarySaves).toEqual([]);
    editor().dispatch({ type: 'globals.set', patch: { collectionId: 6 } });
    clock.increment(3000);
    await flush();
    expect(saves[1].revision).toBe(6);
  });

  it('a palette edit is stored through the library API 1 s later, not with the draft', async () => {
    const { actor, clock, saves, librarySaves, editor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    editor().dispatch({ type: 'palette.update', id: 9, colors: [{ value: '#16a34a', title: 'Основной' }] });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('saved');
    expect(selectLibrary(actor.getSnapshot())?.getSnapshot().value).toBe('dirty');
    clock.increment(1000);
    await flush();
    expect(librarySaves[0].changes).toEqual([{ op: 'put', kind: 'palette', resource: { ...PALETTE, colors: [{ value: '#16a34a', title: 'Основной' }] } }]);
    expect(selectLibrary(actor.getSnapshot())?.getSnapshot().value).toBe('saved');
    expect(saves).toEqual([]);
  });

  it('bad content fails with the import reasons; a reload opens the page again with its new revision', async () => {
    const bad = start({ content: { widgets: {} } });
    await waitFor(bad.actor, (s) => s.matches('failed'));
    expect(bad.actor.getSnapshot().context.loadErrors).toEqual(['Malformed content data']);

    const ok = start();
    await waitFor(ok.actor, (s) => s.matches('editing'));
    const first = ok.editor();
    ok.setRevision(40);
    ok.actor.send({ type: 'RELOAD' });
    await waitFor(ok.actor, (s) => s.matches('editing') && s.context.editor !== first);
    expect(selectAutosave(ok.actor.getSnapshot())?.getSnapshot().context.revision).toBe(40);
  });
});
