import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { MAX_AUTO_RETRIES } from '../autosave/autosaveMachine';
import { createFakeEffects, type FakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { designLibraryMachine, libraryUnsaved, type DesignLibraryEvent, type SaveLibraryInput } from './designLibraryMachine';
import type { LibraryShape } from './libraryChanges';

const SERVER_ERROR = { status: 500, code: 'generic', message: 'Произошла ошибка' };

// The real system: a palette whose title is the edit count (each CHANGE edits it), and the server's
// copy, which the successful saves write (and a LOAD reads).
interface World { edits: number; server: string }
const worlds = new WeakMap<FakeEffects, World>();
const library = (edits: number): LibraryShape => ({ designs: [], palettes: [{ id: 1, title: `v${edits}` } as { id: number }], fontPresets: [] });
const titleIn = (changes: SaveLibraryInput['changes']): string | undefined =>
  changes.flatMap((c) => (c.op === 'put' ? [(c.resource as { title?: string }).title] : [])).at(-1);

function serverTitle(effects: FakeEffects): string {
  const world = worlds.get(effects) as World;
  return world.server;
}

modelSuite('design library machine', {
  machine: designLibraryMachine,
  input: {},
  events: () => [
    { type: 'CHANGE' }, { type: 'FLUSH' }, { type: 'RETRY' }, { type: 'LOAD', library: library(0) },
    { type: 'xstate.done.actor.saveChanges', output: null },
    { type: 'xstate.error.actor.saveChanges', error: SERVER_ERROR },
  ] as DesignLibraryEvent[],
  projectContext: ({ changedDuringSave, flushRequested, attempt, lastError }) => ({ changedDuringSave, flushRequested, attempt, failed: lastError !== null }),
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const world: World = { edits: 0, server: 'v0' };
    worlds.set(effects, world);
    const real = createActor(designLibraryMachine.provide({ actors: { saveChanges: effects.actor() } }), {
      clock, input: { saved: library(0), getLibrary: () => library(world.edits) },
    }).start();
    const settle = effects.settle.bind(effects);
    effects.settle = (id, outcome) => {
      const pending = effects.callsOf(id).at(-1) as SaveLibraryInput;
      settle(id, outcome);
      if ('output' in outcome) world.server = titleIn(pending.changes) ?? world.server;
    };
    const actor = {
      getSnapshot: () => real.getSnapshot(),
      send: (event: DesignLibraryEvent) => {
        if (event.type === 'CHANGE') world.edits += 1;
        // A load reads what the server holds: the editor shows it from then on.
        if (event.type === 'LOAD') {
          world.edits = Number(world.server.slice(1));
          real.send({ type: 'LOAD', library: library(world.edits) });
          return;
        }
        real.send(event);
      },
    };
    return { actor, clock, effects };
  },
  states: {
    saved: (s, { effects }) => {
      expect(libraryUnsaved(s)).toBe(false);
      // Nothing edited is lost: the server holds the library the editor shows.
      expect(serverTitle(effects)).toBe(`v${worlds.get(effects)?.edits}`);
      expect(s.context.attempt).toBe(0);
    },
    dirty: (s, { effects }) => {
      expect(libraryUnsaved(s)).toBe(true);
      expect(serverTitle(effects)).not.toBe(`v${worlds.get(effects)?.edits}`);
    },
    saving: (s, { effects }) => {
      const call = effects.callsOf('saveChanges').at(-1) as SaveLibraryInput;
      // The save in flight writes the latest library, unless a change came after it started.
      if (!s.context.changedDuringSave) expect(titleIn(call.changes) ?? serverTitle(effects)).toBe(`v${worlds.get(effects)?.edits}`);
    },
    error: (s) => {
      expect(libraryUnsaved(s)).toBe(true);
      expect(s.context.attempt).toBeGreaterThanOrEqual(1);
      expect(s.context.attempt).toBeLessThanOrEqual(MAX_AUTO_RETRIES);
      expect(s.context.lastError).toEqual({ code: 'generic', message: 'Произошла ошибка' });
    },
  },
});
