// Where a click-to-add puts the new widget: inside the selected container, after the selected
// widget, or at the end of the page. Only chooses the Position argument of the engine event.
import { canHaveChildren, pget, type EditorState, type Position } from '../engine';
import { currentTree } from '../state/hooks';

export function insertPosition(s: EditorState): Position {
  const id = s.selection[0];
  if (id === undefined) return { where: 'inside', target: null };
  const w = pget(currentTree(s).widgets, id);
  if (w === undefined) return { where: 'inside', target: null };
  return canHaveChildren(w.type) ? { where: 'inside', target: id } : { where: 'after', target: id };
}
