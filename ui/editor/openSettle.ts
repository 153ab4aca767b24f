// The moments after an open's first paint belong to the person: what is not on the screen yet (the
// canvas's later sections, the right panel and the open flyout) waits until they first act — a
// click, a key, a wheel or a scroll, a drag — or until SETTLE_MS have passed, whichever comes first.
// A click on the freshly painted page is then handled by a main thread with nothing else to do
// (on a 1,000-widget page the later batches and the panels' mount took the ~140 ms between the paint
// and the click), and the work it held comes in right after the answer to that input has painted.
import { afterPaint } from './openMarks';

/** The longest the held work waits for a first input after the paint. */
export const SETTLE_MS = 250;

/** What the person does first that ends the wait (capture phase on the window: scroll included). */
const FIRST_INPUTS = ['click', 'keydown', 'wheel', 'scroll', 'dragstart', 'touchstart'] as const;

/** Calls `fn` at the first of FIRST_INPUTS on the window (capture phase); answers the stop. */
function onFirstInput(fn: () => void): () => void {
  const listen = { capture: true, passive: true } as const;
  const stop = () => { for (const type of FIRST_INPUTS) window.removeEventListener(type, heard, listen); };
  function heard() {
    stop();
    fn();
  }
  for (const type of FIRST_INPUTS) window.addEventListener(type, heard, listen);
  return stop;
}

/**
 * Runs `fn` after the person's first input (once that input's answer has painted) or after `ms`,
 * whichever is first; answers the cancel. Where there is no window it runs in a task of its own.
 */
export function afterFirstInput(fn: () => void, ms: number = SETTLE_MS): () => void {
  if (typeof window === 'undefined') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  let cancelPaint = () => {};
  const stopListening = onFirstInput(() => {
    clearTimeout(timer);
    cancelPaint = afterPaint(fn);
  });
  const timer = setTimeout(() => { stopListening(); fn(); }, ms);
  return () => {
    clearTimeout(timer);
    stopListening();
    cancelPaint();
  };
}

/**
 * Runs `painted` once the frame after the current commit has painted, then `fn` after the person's
 * first input (one made before the paint counts too) or SETTLE_MS after the paint; answers the cancel.
 */
export function afterPaintSettled(fn: () => void, painted: () => void = () => {}): () => void {
  if (typeof window === 'undefined') return afterFirstInput(() => { painted(); fn(); });
  let acted = false;
  let cancelSettle = () => {};
  const stopListening = onFirstInput(() => { acted = true; });
  const cancelPaint = afterPaint(() => {
    stopListening();
    painted();
    if (acted) fn();
    else cancelSettle = afterFirstInput(fn);
  });
  return () => { stopListening(); cancelPaint(); cancelSettle(); };
}
