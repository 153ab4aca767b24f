import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { isDeviceUnsupported, unsupportedDeviceMachine } from './unsupportedDeviceMachine';
import { unsupportedDeviceModelEvents, unsupportedDeviceModelInput } from './unsupportedDevice.model';

const input = unsupportedDeviceModelInput;
const events = unsupportedDeviceModelEvents;

modelSuite('unsupportedDevice machine', {
  machine: unsupportedDeviceMachine,
  input,
  events: () => events,
  start: () => {
    const clock = new SimulatedClock();
    return { actor: createActor(unsupportedDeviceMachine, { clock, input }).start(), clock, effects: createFakeEffects() };
  },
  states: {
    closed: (s) => {
      expect(isDeviceUnsupported(s.context)).toBe(false);
      expect(s.context.width > 768 || ['Home', 'Login'].includes(s.context.routeName ?? '')).toBe(true);
    },
    open: (s) => {
      expect(s.context.width).toBeLessThanOrEqual(768);
      expect(s.context.routeName).toBe('Pages');
    },
  },
});
