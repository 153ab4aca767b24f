// Where a click-to-add puts the new widget: inside the selected container, after the selected
// widget, or at the end of the page. A ready block with nothing selected goes where the person is
// looking: after the top-level widget in the middle of the canvas's view. Only chooses the Position
// argument of the engine event.
import { canHaveChildren, pget, type EditorState, type Position } from '../engine';
import { currentTree } from '../state/currentTree';

export function insertPosition(s: EditorState): Position {
  const id = s.selection[0];
  if (id === undefined) return { where: 'inside', target: null };
  const w = pget(currentTree(s).widgets, id);
  if (w === undefined) return { where: 'inside', target: null };
  return canHaveChildren(w.type) ? { where: 'inside', target: id } : { where: 'after', target: id };
}

/**
 * After the top-level widget that reaches the middle of what the canvas shows (the last one whose
 * top is above it); the end of the page when none is on screen.
 */
export function positionInView(page: HTMLElement | null, view: HTMLElement | null): Position {
  if (page === null || view === null) return { where: 'inside', target: null };
  const box = view.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  let seen: number | null = null;
  for (const el of page.querySelectorAll<HTMLElement>(':scope > [data-wid]')) {
    if (el.getBoundingClientRect().top > middle) break;
    seen = Number(el.dataset.wid);
  }
  return seen === null ? { where: 'inside', target: null } : { where: 'after', target: seen };
}

/** The position for a ready block: at the selection, or where the person is looking on the canvas. */
export function blockPosition(s: EditorState): Position {
  if (s.selection.length > 0 || typeof document === 'undefined') return insertPosition(s);
  return positionInView(document.querySelector<HTMLElement>('[data-testid=canvas]'), document.querySelector<HTMLElement>('.ed-canvas'));
}
