// Global loading flag (SPEC §4, §9): 'delayed loading' is set at once when a long task starts, the
// visible 'loading' 300 ms later; both clear when the task ends, on success or failure. Tasks are
// counted, so the end of one of two overlapping tasks hides nothing.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export const LOADING_INDICATOR_DELAY = 300;

export type DelayedLoadingEvent = { type: 'START' } | { type: 'END' };

export interface DelayedLoadingContext {
  /** Tasks started and not yet ended. */
  active: number;
}

export const delayedLoadingMachine = setup({
  types: {
    context: {} as DelayedLoadingContext,
    events: {} as DelayedLoadingEvent,
  },
  actions: {
    taskStarted: assign({ active: ({ context }) => context.active + 1 }),
    taskEnded: assign({ active: ({ context }) => Math.max(0, context.active - 1) }),
  },
  guards: {
    isLastTask: ({ context }) => context.active <= 1,
  },
  delays: {
    indicatorDelay: LOADING_INDICATOR_DELAY,
  },
}).createMachine({
  id: 'delayedLoading',
  context: { active: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'delayed', actions: 'taskStarted' } },
    },
    // 'delayed loading' is on; the visible indicator waits so quick tasks never flash it.
    delayed: {
      after: { indicatorDelay: 'visible' },
      on: {
        START: { actions: 'taskStarted' },
        END: [{ guard: 'isLastTask', target: 'idle', actions: 'taskEnded' }, { actions: 'taskEnded' }],
      },
    },
    visible: {
      on: {
        START: { actions: 'taskStarted' },
        END: [{ guard: 'isLastTask', target: 'idle', actions: 'taskEnded' }, { actions: 'taskEnded' }],
      },
    },
  },
});

export type DelayedLoadingActor = ActorRefFrom<typeof delayedLoadingMachine>;
export type DelayedLoadingSnapshot = SnapshotFrom<typeof delayedLoadingMachine>;

/** The 'delayed loading' flag: true from the moment a task starts. */
export function isDelayedLoading(snapshot: DelayedLoadingSnapshot): boolean {
  return !snapshot.matches('idle');
}

/** The visible 'loading' flag: true once a task has run for 300 ms. */
export function isLoading(snapshot: DelayedLoadingSnapshot): boolean {
  return snapshot.matches('visible');
}

/** Runs a task under the flag; END is sent on success and on failure alike. */
export async function trackLoading<T>(actor: DelayedLoadingActor, task: () => Promise<T>): Promise<T> {
  actor.send({ type: 'START' });
  try {
    return await task();
  } finally {
    actor.send({ type: 'END' });
  }
}
