import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createEditor, emptyDocument, exportContent, importContent } from '../../engine/index';
import { autosaveMachine, type SaveInput } from '../autosave/autosaveMachine';
import { flush } from '../testing/modelTesting';
import { editorSessionMachine, selectAutosave, selectEditorState, type EditorLike } from './editorSessionMachine';

const RAW = exportContent(emptyDocument());

function start(options: { save?: (input: SaveInput) => Promise<unknown>; raw?: unknown; isMobileDevice?: boolean } = {}) {
  const saved: unknown[] = [];
  const save = options.save ?? (async (input: SaveInput) => void saved.push(input.payload));
  const machine = editorSessionMachine.provide({
    actors: {
      loadPage: fromPromise<unknown, { pageId: number | string }>(async () => options.raw ?? RAW),
      autosave: autosaveMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { pageId: 1, isMobileDevice: options.isMobileDevice, openDocument: (raw) => createEditor(importContent(raw)) as EditorLike },
  }).start();
  return { actor, clock, saved };
}

describe('editor session (with the real engine)', () => {
  it('loads the page into an editor and starts saved', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('saved');
    expect(selectEditorState(actor.getSnapshot())?.store).toBe('page');
  });

  it('a document change reaches autosave; a selection change does not', async () => {
    const { actor, clock, saved } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'ENGINE_EVENT', event: { type: 'selection.set', ids: [] } });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('saved');
    actor.send({ type: 'ENGINE_EVENT', event: { type: 'globals.set', patch: { collectionId: 5 } } });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('dirty');
    clock.increment(3000);
    await flush();
    // The saved payload is the editor state at save time.
    expect((saved[0] as { doc: { globals: { collectionId: number } } }).doc.globals.collectionId).toBe(5);
    actor.send({ type: 'UNDO' });
    expect(selectAutosave(actor.getSnapshot())?.getSnapshot().value).toBe('dirty');
  });

  it('an event the engine refuses is reported, not thrown', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'ENGINE_EVENT', event: { type: 'widget.delete', id: 999 } });
    expect(actor.getSnapshot().context.engineError).not.toBeNull();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('bad content fails with the import reasons', async () => {
    const { actor } = start({ raw: { widgets: {} } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadErrors).toEqual(['Malformed content data']);
  });

  it('leaving flushes autosave first; a failed flush asks before leaving', async () => {
    const ok = start();
    await waitFor(ok.actor, (s) => s.matches('editing'));
    ok.actor.send({ type: 'ENGINE_EVENT', event: { type: 'globals.set', patch: { collectionId: 3 } } });
    ok.actor.send({ type: 'LEAVE' });
    await waitFor(ok.actor, (s) => s.status === 'done');
    expect(ok.saved).toHaveLength(1);

    const failing = start({ save: () => Promise.reject({ status: 500 }) });
    await waitFor(failing.actor, (s) => s.matches('editing'));
    failing.actor.send({ type: 'ENGINE_EVENT', event: { type: 'globals.set', patch: { collectionId: 3 } } });
    failing.actor.send({ type: 'LEAVE' });
    await waitFor(failing.actor, (s) => s.matches({ editing: 'confirmLeave' }));
    failing.actor.send({ type: 'STAY' });
    expect(failing.actor.getSnapshot().matches({ editing: 'active' })).toBe(true);
  });

  it('a mobile device forces the mobile screen', async () => {
    const { actor } = start({ isMobileDevice: true });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'SET_SCREEN', screen: 'desktop' });
    expect(actor.getSnapshot().context.screen).toBe('mobile');
  });
});
