// Opening a large page paints its top first: the canvas mounts the page's top-level widgets in
// batches — about a screen's worth of widgets at once, the rest a batch per task after that — so the
// person sees and can click the top of the page while the rest is still being built (a 1,000-widget
// page is interactive in a fraction of the time a single render of all of it takes). A widget
// selected further down (layers, keyboard) brings its section in at once; when every section is in,
// the canvas renders all of them as before, and later edits are never deferred.
import { startTransition, useEffect, useState } from 'react';
import { childIds, getWidget, type WidgetTree } from '../engine';
import { markOpen } from '../openMarks';
import { afterPaintSettled } from '../openSettle';

/** Widgets (subtrees counted) in the first batch: more than a 1600 × 1000 screen shows. */
export const FIRST_BATCH_WIDGETS = 160;
/** Widgets per later batch: a task short enough (≈ 20–40 ms) that a click between two is not kept waiting. */
export const NEXT_BATCH_WIDGETS = 40;

/** The number of widgets in `id`'s subtree (itself included). */
export function subtreeSize(tree: WidgetTree, id: number): number {
  let n = 1;
  for (const c of childIds(tree, id)) n += subtreeSize(tree, c);
  return n;
}

/**
 * Where the batch that starts at `from` ends: the roots after `from` that hold about `budget`
 * widgets together, at least one root.
 */
export function batchEnd(roots: readonly number[], from: number, budget: number, sizeOf: (id: number) => number): number {
  let end = from;
  let used = 0;
  while (end < roots.length) {
    const size = sizeOf(roots[end]);
    if (end > from && used + size > budget) break;
    used += size;
    end++;
  }
  return end;
}

/** The top-level widget that holds `id` (itself when it is one), or null when it is not in `tree`. */
export function rootOf(tree: WidgetTree, id: number): number | null {
  let w = getWidget(tree, id);
  for (let guard = 0; w !== undefined && w.parentId !== null && guard < 10_000; guard++) w = getWidget(tree, w.parentId);
  return w === undefined ? null : w.id;
}

const ALL = Number.POSITIVE_INFINITY;

/** The longest a batch waits for an idle moment. */
const IDLE_WAIT_MS = 100;

/** Runs `fn` in an idle period (a task after it where requestIdleCallback is missing); answers the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: IDLE_WAIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(fn, 0);
  return () => clearTimeout(timer);
}

/**
 * The roots the canvas shows now: a growing prefix of `roots` until all are in (then `roots` itself),
 * always including `needed` (the root of the selected widget).
 */
export function useProgressiveRoots(roots: readonly number[], tree: () => WidgetTree, needed: number | null): readonly number[] {
  const sizeOf = (id: number) => subtreeSize(tree(), id);
  const [limit, setLimit] = useState(() => {
    const end = batchEnd(roots, 0, FIRST_BATCH_WIDGETS, sizeOf);
    return end >= roots.length ? ALL : end;
  });
  // The later batches wait for the person's first input after the paint, or a moment (openSettle.ts).
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (limit === ALL || settled) return;
    return afterPaintSettled(() => {
      markOpen('editor:canvas:batches');
      setSettled(true);
    });
  }, [limit, settled]);
  useEffect(() => {
    if (limit === ALL || !settled) return;
    // The next batch in its own task, when the browser is idle (at the latest after IDLE_WAIT_MS):
    // it paints and handles input in between. Rendered as a transition, which React interrupts for
    // a click or a key (handled first, then the batch starts over), so input never waits for a batch.
    return whenIdle(() => {
      const end = batchEnd(roots, limit, NEXT_BATCH_WIDGETS, sizeOf);
      if (end >= roots.length) markOpen('editor:canvas:complete');
      startTransition(() => setLimit(end >= roots.length ? ALL : end));
    });
    // sizeOf reads the current tree each time; `roots` changes with it.
  }, [limit, roots, settled]);
  if (limit === ALL) return roots;
  const neededAt = needed === null ? -1 : roots.indexOf(needed);
  return roots.slice(0, Math.max(limit, neededAt + 1));
}
