// Inserts a ready block's stored content as ONE undo entry (engine transaction). The block goes
// through the engine's import (legacy keys, migrations, validation) first; fresh ids come from the
// engine because the drafts carry none.
import { childIds, importContent, pget, type Editor, type Position, type SubtreeDraft, type WidgetTree } from '../engine';
import { railPosition } from './insertPosition';

function drafts(tree: WidgetTree, ids: readonly number[]): SubtreeDraft[] {
  return ids.flatMap((id): SubtreeDraft[] => {
    const w = pget(tree.widgets, id);
    if (w === undefined) return [];
    const { id: _id, parentId: _p, ...rest } = w;
    return [{ widget: rest, children: drafts(tree, childIds(tree, id)) }];
  });
}

/** Returns the ids of the inserted top-level widgets. `at`: where (default: at the selection or in view). */
export function insertBlock(editor: Editor, data: unknown, at0?: Position): number[] {
  const raw = (data ?? {}) as Record<string, unknown>;
  const doc = importContent({ version: '0.2', ...raw }, { defaults: false });
  const roots = drafts(doc.page, childIds(doc.page, null));
  const added: number[] = [];
  editor.transaction(() => {
    let at: Position = at0 ?? railPosition(editor.getState());
    for (const r of roots) {
      const id = editor.getState().doc.nextId;
      editor.dispatch({ type: 'widget.add', at, widget: r.widget, children: r.children });
      added.push(id);
      at = { where: 'after', target: id };
    }
  });
  return added;
}
