// The editor's screen mode (SPEC §4 "Other persisted view state": desktop, laptop, tablet, mobile; a
// mobile device forces mobile). This machine is its one owner: the top bar's switch sends SET_SCREEN,
// the canvas and the panels read `screen`. The choice is remembered in the caller's storage. The
// caller reports the device (DEVICE) when it starts and when the window is resized: a phone-sized
// one shows mobile only, until it is wide again and the chosen screen comes back.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { KeyValueStorage } from '../shared/storage';

export const SCREEN_MODES = ['desktop', 'laptop', 'tablet', 'mobile'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];

/** Storage key of the remembered screen. */
export const SCREEN_KEY = 'editor.screen';

export interface EditorScreenInput {
  storage?: KeyValueStorage;
}

export interface EditorScreenContext {
  screen: ScreenMode;
  storage: KeyValueStorage | null;
}

export type EditorScreenEvent =
  | { type: 'SET_SCREEN'; screen: ScreenMode }
  /** The device (window) is, or is no longer, phone-sized. */
  | { type: 'DEVICE'; mobile: boolean };

const isScreen = (x: unknown): x is ScreenMode => SCREEN_MODES.includes(x as ScreenMode);
const remembered = (storage: KeyValueStorage | null): ScreenMode => {
  const stored = storage?.getItem(SCREEN_KEY);
  return isScreen(stored) ? stored : 'desktop';
};

export const editorScreenMachine = setup({
  types: {
    context: {} as EditorScreenContext,
    events: {} as EditorScreenEvent,
    input: {} as EditorScreenInput,
  },
  guards: {
    known: ({ event }) => event.type === 'SET_SCREEN' && isScreen(event.screen),
    becameMobile: ({ event }) => event.type === 'DEVICE' && event.mobile,
    becameWide: ({ event }) => event.type === 'DEVICE' && !event.mobile,
  },
  actions: {
    choose: assign({ screen: ({ context, event }) => (event.type === 'SET_SCREEN' ? event.screen : context.screen) }),
    remember: ({ context, event }) => {
      if (event.type === 'SET_SCREEN') context.storage?.setItem(SCREEN_KEY, event.screen);
    },
  },
}).createMachine({
  id: 'editorScreen',
  context: ({ input }) => ({ screen: remembered(input.storage ?? null), storage: input.storage ?? null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        SET_SCREEN: { guard: 'known', actions: ['choose', 'remember'] },
        DEVICE: { guard: 'becameMobile', target: 'mobileOnly' },
      },
    },
    // SET_SCREEN changes nothing here: the device decides.
    mobileOnly: {
      entry: assign({ screen: 'mobile' as const }),
      on: { DEVICE: { guard: 'becameWide', target: 'choosing', actions: assign({ screen: ({ context }) => remembered(context.storage) }) } },
    },
  },
});

export type EditorScreenActor = ActorRefFrom<typeof editorScreenMachine>;
export type EditorScreenSnapshot = SnapshotFrom<typeof editorScreenMachine>;
