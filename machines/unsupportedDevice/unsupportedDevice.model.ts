// The unsupported-device model for path generation (test support): shared by the machine's model
// test and the replay on the real screen (tests/e2e/machine-paths.spec.ts).
import type { UnsupportedDeviceEvent, UnsupportedDeviceInput } from './unsupportedDeviceMachine';

export const unsupportedDeviceModelInput: UnsupportedDeviceInput = { width: 1280, routeName: 'Home' };

/** The boundary widths (768 is narrow, 769 is wide) and a checked vs an exempt route. */
export const unsupportedDeviceModelEvents: UnsupportedDeviceEvent[] = [
  { type: 'RESIZED', width: 768 },
  { type: 'RESIZED', width: 769 },
  { type: 'ROUTE_CHANGED', routeName: 'Pages' },
  { type: 'ROUTE_CHANGED', routeName: 'Login' },
];
