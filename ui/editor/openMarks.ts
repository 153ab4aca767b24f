// Performance marks on the editor's load path (content answered, document imported, workspace
// committed, the canvas's first screen painted, the held panels and later sections let in, every
// section of the canvas in), read by
// bench/editor-open.bench.ts and shown in the browser's performance panel. A mark costs a few
// microseconds and changes nothing.
export type OpenMark = 'editor:load:start' | 'editor:load:end' | 'editor:import:end' | 'editor:workspace' | 'editor:canvas:painted'
  | 'editor:panels' | 'editor:canvas:batches' | 'editor:canvas:complete';

export function markOpen(name: OpenMark): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Runs `fn` once the browser has painted the frame after the current commit (in the task after that
 * frame; in a task of its own where there are no frames). Answers the cancel.
 */
export function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => { timer = setTimeout(fn, 0); });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
