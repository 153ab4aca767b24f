// Where a click-to-add from the rail puts the new widget or ready block: inside the selected
// container, or after the selected widget; with nothing selected, where the person is looking —
// after the top-level section in view on the canvas (never below the footer just because the page
// ends there); the end of the page only when no section is on screen (an empty page). Only chooses
// the Position argument of the engine event.
import { canHaveChildren, pget, type EditorState, type Position } from '../engine';
import { currentTree } from '../state/currentTree';

/** At the selection: inside the selected container, after the selected widget; the end of the page otherwise. */
export function insertPosition(s: EditorState): Position {
  const id = s.selection[0];
  if (id === undefined) return { where: 'inside', target: null };
  const w = pget(currentTree(s).widgets, id);
  if (w === undefined) return { where: 'inside', target: null };
  return canHaveChildren(w.type) ? { where: 'inside', target: id } : { where: 'after', target: id };
}

/** A top-level section's box on screen (its widget id), and the canvas viewport's, in the same pixels. */
interface SectionBox { id: number; top: number; bottom: number }
interface ViewBox { top: number; bottom: number }

/**
 * The section in view: the one whose box covers the middle of the viewport; when none does (the
 * middle falls in a gap, or below the last section), the topmost one that shows at all; null when
 * none is on screen. `sections` are in page order.
 */
export function sectionInView(sections: readonly SectionBox[], view: ViewBox): number | null {
  const middle = (view.top + view.bottom) / 2;
  const covering = sections.find((s) => s.top <= middle && s.bottom > middle);
  if (covering !== undefined) return covering.id;
  const visible = sections.find((s) => s.bottom > view.top && s.top < view.bottom);
  return visible === undefined ? null : visible.id;
}

/** After the section in view on the canvas (`page`'s top-level widgets seen through `view`); the end of the page when none is. */
export function positionInView(page: HTMLElement | null, view: HTMLElement | null): Position {
  if (page === null || view === null) return { where: 'inside', target: null };
  const v = view.getBoundingClientRect();
  const sections = [...page.querySelectorAll<HTMLElement>(':scope > [data-wid]')].map((el) => {
    const b = el.getBoundingClientRect();
    return { id: Number(el.dataset.wid), top: b.top, bottom: b.bottom };
  });
  const id = sectionInView(sections, { top: v.top, bottom: v.bottom });
  return id === null ? { where: 'inside', target: null } : { where: 'after', target: id };
}

/** The position for a widget or block added from the rail: at the selection, or after the section in view. */
export function railPosition(s: EditorState): Position {
  if (s.selection.length > 0 || typeof document === 'undefined') return insertPosition(s);
  return positionInView(document.querySelector<HTMLElement>('[data-testid=canvas]'), document.querySelector<HTMLElement>('.ed-canvas'));
}
