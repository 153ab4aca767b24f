// Tabs and sliders on the canvas show one panel at a time, as on the published page. These choose
// which: a click on a tab, an arrow or a dot shows another one, and selecting a widget inside a
// hidden panel (from the layers, say) brings that panel into view.
import { childIds, pget, type EditorState, type WidgetTree } from '../engine';
import { currentTree } from '../state/currentTree';
import type { ShownPanels } from './shownPanels';

const slidesOf = (tree: WidgetTree, sliderId: number): number[] =>
  childIds(tree, sliderId).filter((id) => pget(tree.widgets, id)?.type === 'widget-slide');

/** The widget element `el` belongs to (its nearest `data-wid` ancestor, itself included). */
const widgetId = (el: Element | null): number | null => {
  const w = el?.closest<HTMLElement>('[data-wid]');
  return w === null || w === undefined ? null : Number(w.dataset.wid);
};

/** A click inside the canvas page on a tab, a slider arrow or a slider dot. */
export function panelClick(target: EventTarget | null, root: HTMLElement, state: EditorState, panels: ShownPanels): void {
  if (!(target instanceof Element) || !root.contains(target)) return;
  const tree = currentTree(state);
  const tab = target.closest<HTMLElement>('[data-show]');
  if (tab !== null) {
    const id = widgetId(tab);
    if (id !== null) panels.set(id, Number(tab.dataset.show));
    return;
  }
  const arrow = target.closest('[data-prev],[data-next]');
  const dot = target.closest('[data-dots]>button');
  if (arrow === null && dot === null) return;
  const part = widgetId(arrow ?? dot);
  const sliderId = part === null ? undefined : pget(tree.widgets, part)?.parentId ?? undefined;
  const slider = sliderId === undefined ? undefined : pget(tree.widgets, sliderId);
  if (slider === undefined || slider.type !== 'widget-slider') return;
  const count = slidesOf(tree, slider.id).length;
  if (count === 0) return;
  const index = dot !== null
    ? [...(dot.parentElement?.children ?? [])].indexOf(dot)
    : panels.get(slider.id) + (arrow?.hasAttribute('data-next') === true ? 1 : -1);
  panels.set(slider.id, (index + count) % count);
}

/** Shows the tab panel or slide that holds the selected widget, in every tabs widget and slider around it. */
export function showSelected(state: EditorState, panels: ShownPanels): void {
  if (state.selection.length !== 1) return;
  const tree = currentTree(state);
  let child = state.selection[0];
  for (let parent = pget(tree.widgets, child)?.parentId ?? null; parent !== null; parent = pget(tree.widgets, parent)?.parentId ?? null) {
    const type = pget(tree.widgets, parent)?.type;
    const index = type === 'widget-tab' ? childIds(tree, parent).indexOf(child) : type === 'widget-slider' ? slidesOf(tree, parent).indexOf(child) : -1;
    if (index >= 0) panels.set(parent, index);
    child = parent;
  }
}
