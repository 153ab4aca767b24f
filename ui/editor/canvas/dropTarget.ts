// Where a drop lands, from the pointer and the widget under it: inside a container (middle band or
// empty), otherwise before / after by the vertical midpoint. Pure, so it is unit-tested.
import type { Position } from '../engine';

export const DRAG_ADD = 'application/x-lpb-add';
export const DRAG_MOVE = 'application/x-lpb-move';

export interface DropGuess {
  readonly at: Position;
  /** Where to draw the indicator, relative to the viewport. */
  readonly line: { top: number; left: number; width: number; height: number; inside: boolean };
}

export function dropPosition(target: HTMLElement | null, clientY: number): DropGuess | null {
  if (target === null) return null;
  const id = Number(target.dataset.wid);
  if (!Number.isFinite(id)) return null;
  const r = target.getBoundingClientRect();
  const isBox = target.classList.contains('ed-w--box');
  const rel = r.height === 0 ? 0.5 : (clientY - r.top) / r.height;
  if (isBox && (target.hasAttribute('data-empty') || (rel > 0.25 && rel < 0.75))) {
    return { at: { where: 'inside', target: id }, line: { top: r.top, left: r.left, width: r.width, height: r.height, inside: true } };
  }
  const before = rel < 0.5;
  return { at: { where: before ? 'before' : 'after', target: id }, line: { top: before ? r.top : r.bottom, left: r.left, width: r.width, height: 0, inside: false } };
}

export const widgetElement = (node: EventTarget | null, root: HTMLElement): HTMLElement | null => {
  const el = node instanceof Element ? node.closest<HTMLElement>('[data-wid]') : null;
  return el !== null && root.contains(el) ? el : null;
};
