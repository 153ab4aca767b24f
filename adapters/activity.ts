// Request start and end toggle a loader (SPEC §7). A counter of running tasks: the UI feeds its
// `active` changes into the delayedLoading machine, which owns the 300 ms rule (SPEC §4).
import { createEmitter } from './emitter';

export interface Activity {
  begin(): void;
  end(): void;
  readonly active: boolean;
  subscribe(listener: (active: boolean) => void): () => void;
  /** Counts a long task that is not an HTTP call (e.g. a chunk load). */
  track<T>(task: Promise<T>): Promise<T>;
}

export function createActivity(): Activity {
  let running = 0;
  const changes = createEmitter<boolean>();
  const activity: Activity = {
    begin() {
      running += 1;
      if (running === 1) changes.emit(true);
    },
    end() {
      if (running === 0) return;
      running -= 1;
      if (running === 0) changes.emit(false);
    },
    get active() {
      return running > 0;
    },
    subscribe: changes.subscribe,
    async track(task) {
      activity.begin();
      try {
        return await task;
      } finally {
        activity.end();
      }
    },
  };
  return activity;
}

export const requestActivity = createActivity();
