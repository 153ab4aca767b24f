import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects, type FakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { autosaveLabel, autosaveMachine, hasUnsavedChanges, MAX_AUTO_RETRIES, type AutosaveEvent } from './autosaveMachine';
import { autosaveModelEvents } from './autosave.model';

const events = autosaveModelEvents;

// The document of the real system: a revision bumped by every CHANGE; LOAD makes it the stored one.
interface Doc {
  revision: number;
  loaded: number;
}
const docs = new WeakMap<FakeEffects, Doc>();

/** The newest revision known to be stored: the last successful save or the last load. */
function storedRevision(effects: FakeEffects): number {
  const doc = docs.get(effects) ?? { revision: 0, loaded: 0 };
  const saves = effects.settled.filter((s) => s.ok).map((s) => (s.input as { payload: number }).payload);
  return Math.max(doc.loaded, ...saves);
}

modelSuite('autosave machine', {
  machine: autosaveMachine,
  input: {},
  events: () => events as AutosaveEvent[],
  projectContext: ({ getPayload: _fn, ...rest }) => rest,
  start: () => {
    const clock = new SimulatedClock();
    const effects = createFakeEffects();
    const doc: Doc = { revision: 0, loaded: 0 };
    docs.set(effects, doc);
    const real = createActor(autosaveMachine.provide({ actors: { save: effects.actor() } }), { clock, input: { getPayload: () => doc.revision } }).start();
    const actor = {
      getSnapshot: () => real.getSnapshot(),
      send: (event: AutosaveEvent) => {
        if (event.type === 'CHANGE') doc.revision += 1;
        if (event.type === 'LOAD') doc.loaded = doc.revision;
        real.send(event);
      },
    };
    return { actor, clock, effects };
  },
  states: {
    saved: (s, { effects }) => {
      expect(autosaveLabel(s)).toBe('autosave.saved');
      expect(hasUnsavedChanges(s)).toBe(false);
      // Nothing lost: the stored draft is the latest document.
      expect(storedRevision(effects)).toBe(docs.get(effects)?.revision);
      expect(s.context.attempt).toBe(0);
    },
    dirty: (s, { effects }) => {
      expect(autosaveLabel(s)).toBe('autosave.save');
      expect(storedRevision(effects)).toBeLessThan(docs.get(effects)?.revision ?? 0);
    },
    saving: (s, { effects }) => {
      expect(autosaveLabel(s)).toBe('autosave.saving');
      const call = effects.callsOf('save').at(-1) as { payload: number; force: boolean };
      // The save in flight carries the latest document, unless a change came after it started.
      if (!s.context.changedDuringSave) expect(call.payload).toBe(docs.get(effects)?.revision);
      expect(call.force).toBe(s.context.force);
    },
    error: (s) => {
      expect(autosaveLabel(s)).toBe('autosave.notSaved');
      expect(s.context.attempt).toBeGreaterThanOrEqual(1);
      expect(s.context.attempt).toBeLessThanOrEqual(MAX_AUTO_RETRIES);
      expect(s.context.lastError).toEqual({ code: 'generic', message: 'Произошла ошибка' });
    },
    conflict: (s) => {
      expect(autosaveLabel(s)).toBe('autosave.notSaved');
      expect(s.context.lastError?.code).toBe('conflict');
      expect(hasUnsavedChanges(s)).toBe(true);
    },
  },
});
