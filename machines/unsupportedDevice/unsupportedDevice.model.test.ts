import { createActor, SimulatedClock } from 'xstate';
import { expect } from 'vitest';
import { createFakeEffects } from '../testing/modelTesting';
import { modelSuite } from '../testing/modelSuite';
import { isDeviceUnsupported, unsupportedDeviceMachine, type UnsupportedDeviceEvent } from './unsupportedDeviceMachine';

const input = { width: 1280, routeName: 'Home' };
// The boundary widths (768 closes nothing, 769 is wide) and an exempt vs a checked route.
const events: UnsupportedDeviceEvent[] = [
  { type: 'RESIZED', width: 768 },
  { type: 'RESIZED', width: 769 },
  { type: 'ROUTE_CHANGED', routeName: 'Pages' },
  { type: 'ROUTE_CHANGED', routeName: 'Login' },
];

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
