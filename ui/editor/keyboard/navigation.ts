// Moving the selection with the keyboard on the canvas: up / down go to the previous / next widget
// in reading order (a container, then what is inside it), left to the parent, right to the first
// child. So every widget — a form whose fields fill it, too — can be reached without a mouse.
import { childIds, type WidgetTree } from '../engine';

export type SelectionMove = 'previous' | 'next' | 'parent' | 'firstChild';

/** Widget ids in reading order (depth first). */
export function readingOrder(tree: WidgetTree): number[] {
  const out: number[] = [];
  const walk = (parent: number | null) => {
    for (const id of childIds(tree, parent)) {
      out.push(id);
      walk(id);
    }
  };
  walk(null);
  return out;
}

/** The widget the move selects; undefined when there is none (the selection stays). */
export function moveSelection(tree: WidgetTree, parentOf: (id: number) => number | null | undefined, id: number | undefined, move: SelectionMove): number | undefined {
  if (move === 'parent') return id === undefined ? undefined : parentOf(id) ?? undefined;
  if (move === 'firstChild') return id === undefined ? childIds(tree, null)[0] : childIds(tree, id)[0];
  const order = readingOrder(tree);
  if (id === undefined) return move === 'next' ? order[0] : order.at(-1);
  const at = order.indexOf(id);
  return move === 'next' ? order[at + 1] : at > 0 ? order[at - 1] : undefined;
}
