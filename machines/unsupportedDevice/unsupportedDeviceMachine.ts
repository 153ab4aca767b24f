// NoSupportedMobileModal (SPEC §2 "Navigation guard"): on any route other than the listed ones the
// modal tells the user the device is not supported when the window is 768 px wide or less. It is
// re-evaluated on every route change and window resize; wide windows and the listed routes close it.
import { assign, not, setup, type ActorRefFrom } from 'xstate';

export const UNSUPPORTED_DEVICE_MAX_WIDTH = 768;

/** Route names on which the check never opens the modal (SPEC §2's list, then the public link pages). */
export const ROUTES_WITHOUT_DEVICE_CHECK: readonly string[] = [
  'Home',
  'Leads',
  'LeadsPage',
  'Login',
  'SignUp',
  'Recovery',
  'TermsRu',
  'TermsEn',
  'PrivacyRu',
  'PrivacyEn',
  // Pages for people without an account, opened from a link on whatever they hold: a buyer's order
  // and its payment, a contact's approval link. A phone must never be turned away from them.
  'PublicOrder',
  'PublicPayment',
  'ContactApprove',
];

export interface UnsupportedDeviceInput {
  width: number;
  /** Name of the current route; null before the router resolved one (nothing is shown then). */
  routeName: string | null;
}

export type UnsupportedDeviceContext = UnsupportedDeviceInput;

export type UnsupportedDeviceEvent =
  | { type: 'ROUTE_CHANGED'; routeName: string | null }
  | { type: 'RESIZED'; width: number };

export function isDeviceUnsupported({ width, routeName }: UnsupportedDeviceContext): boolean {
  return routeName !== null && !ROUTES_WITHOUT_DEVICE_CHECK.includes(routeName) && width <= UNSUPPORTED_DEVICE_MAX_WIDTH;
}

export const unsupportedDeviceMachine = setup({
  types: {
    context: {} as UnsupportedDeviceContext,
    events: {} as UnsupportedDeviceEvent,
    input: {} as UnsupportedDeviceInput,
  },
  guards: {
    unsupported: ({ context }) => isDeviceUnsupported(context),
  },
}).createMachine({
  id: 'unsupportedDevice',
  context: ({ input }) => ({ width: input.width, routeName: input.routeName }),
  initial: 'closed',
  // Both events only record the new fact; the eventless transitions below do the evaluation, so the
  // rule lives in one place whatever changed.
  on: {
    ROUTE_CHANGED: { actions: assign({ routeName: ({ event }) => event.routeName }) },
    RESIZED: { actions: assign({ width: ({ event }) => event.width }) },
  },
  states: {
    closed: { always: { guard: 'unsupported', target: 'open' } },
    open: { always: { guard: not('unsupported'), target: 'closed' } },
  },
});

export type UnsupportedDeviceActor = ActorRefFrom<typeof unsupportedDeviceMachine>;
