// The analytics counter (SPEC §1): runs only when a counter id is configured; tracks clicks, outbound
// links, accurate bounce and session replay; route changes are reported as page hits. The first mount
// logs a user-visit event unless a stored marker exists (SPEC §4).
import { loadScript } from './scripts';
import type { KeyValueStorage } from './storage';

type CounterFn = (id: number, method: string, ...args: unknown[]) => void;

export interface Analytics {
  readonly enabled: boolean;
  hit(url: string): void;
  goal(name: string, params?: Record<string, unknown>): void;
  /** Logs the 'user-visit' event once per browser. */
  logFirstVisit(): void;
}

export const VISIT_MARKER_KEY = 'analytics.visited';
const SCRIPT_SRC = 'https://mc.yandex.ru/metrika/tag.js';

interface CounterWindow {
  ym?: CounterFn & { a?: unknown[][] };
}

export function createAnalytics(counterId: string | undefined, storage: KeyValueStorage, win: CounterWindow | undefined = globalThis as CounterWindow): Analytics {
  const id = Number(counterId);
  if (!counterId || !Number.isFinite(id) || !win) {
    return { enabled: false, hit: () => {}, goal: () => {}, logFirstVisit: () => {} };
  }
  // The counter's own queue stub: calls made before the script arrives are replayed by it.
  const queue: unknown[][] = [];
  const stub = ((...args: unknown[]) => void queue.push(args)) as CounterFn & { a?: unknown[][] };
  stub.a = queue;
  win.ym = win.ym ?? stub;
  loadScript(SCRIPT_SRC);
  const ym = (method: string, ...args: unknown[]) => win.ym?.(id, method, ...args);
  ym('init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true, defer: true });
  return {
    enabled: true,
    hit: (url) => ym('hit', url),
    goal: (name, params) => ym('reachGoal', name, params),
    logFirstVisit: () => {
      if (storage.getItem(VISIT_MARKER_KEY)) return;
      storage.setItem(VISIT_MARKER_KEY, '1');
      ym('reachGoal', 'user-visit');
    },
  };
}
