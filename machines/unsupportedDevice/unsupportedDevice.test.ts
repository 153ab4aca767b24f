import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isDeviceUnsupported, ROUTES_WITHOUT_DEVICE_CHECK, unsupportedDeviceMachine } from './unsupportedDeviceMachine';

describe('unsupported-device modal', () => {
  it('opens at start on a narrow window and a checked route', () => {
    const actor = createActor(unsupportedDeviceMachine, { input: { width: 375, routeName: 'Pages' } }).start();
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('never opens on the routes SPEC §2 lists, at any width', () => {
    for (const routeName of ROUTES_WITHOUT_DEVICE_CHECK) expect(isDeviceUnsupported({ width: 320, routeName })).toBe(false);
    // A buyer pays an order from a phone.
    for (const routeName of ['PublicOrder', 'PublicPayment', 'ContactApprove']) expect(isDeviceUnsupported({ width: 390, routeName })).toBe(false);
  });

  it('768 px is still unsupported, 769 px is not', () => {
    expect(isDeviceUnsupported({ width: 768, routeName: 'Domains' })).toBe(true);
    expect(isDeviceUnsupported({ width: 769, routeName: 'Domains' })).toBe(false);
  });

  it('no route resolved yet: closed', () => {
    expect(isDeviceUnsupported({ width: 320, routeName: null })).toBe(false);
  });

  it('re-evaluates on resize and on route change', () => {
    const actor = createActor(unsupportedDeviceMachine, { input: { width: 1200, routeName: 'Leads' } }).start();
    actor.send({ type: 'RESIZED', width: 500 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'ROUTE_CHANGED', routeName: 'Users' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'RESIZED', width: 1024 });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });
});
