import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { delayedLoadingMachine, isDelayedLoading, isLoading } from './delayedLoadingMachine';

modelSuite('delayedLoading machine', {
  machine: delayedLoadingMachine,
  // Counts above 2 behave like 2 (an END keeps the flag), so the traversal stops there.
  projectContext: (c) => ({ active: Math.min(c.active, 2) }),
  start: () => {
    const clock = new SimulatedClock();
    return { actor: createActor(delayedLoadingMachine, { clock }).start(), clock, effects: createFakeEffects() };
  },
  states: {
    idle: (s) => {
      expect(isDelayedLoading(s)).toBe(false);
      expect(isLoading(s)).toBe(false);
      expect(s.context.active).toBe(0);
    },
    delayed: (s) => {
      expect(isDelayedLoading(s)).toBe(true);
      expect(isLoading(s)).toBe(false);
      expect(s.context.active).toBeGreaterThan(0);
    },
    visible: (s) => {
      expect(isDelayedLoading(s)).toBe(true);
      expect(isLoading(s)).toBe(true);
      expect(s.context.active).toBeGreaterThan(0);
    },
  },
});
