import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createMemoryStorage } from '../shared/storage';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { editorScreenMachine, SCREEN_KEY, type EditorScreenEvent } from './editorScreenMachine';

const events: EditorScreenEvent[] = [
  { type: 'SET_SCREEN', screen: 'tablet' }, { type: 'SET_SCREEN', screen: 'desktop' },
  { type: 'DEVICE', mobile: true }, { type: 'DEVICE', mobile: false },
];
const stores = new WeakMap<object, ReturnType<typeof createMemoryStorage>>();

modelSuite('editor screen machine', {
  machine: editorScreenMachine,
  input: {},
  events: () => events,
  projectContext: ({ screen }) => ({ screen }),
  start: () => {
    const storage = createMemoryStorage();
    const effects = createFakeEffects();
    stores.set(effects, storage);
    const actor = createActor(editorScreenMachine, { input: { storage } }).start();
    return { actor, clock: new SimulatedClock(), effects };
  },
  states: {
    choosing: (s, { effects }) => {
      // The screen shown is the one chosen last, and it is remembered for the next visit.
      expect(stores.get(effects)?.getItem(SCREEN_KEY) ?? 'desktop').toBe(s.context.screen);
    },
    mobileOnly: (s) => {
      expect(s.context.screen).toBe('mobile');
    },
  },
});
