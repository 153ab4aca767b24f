/**
 * Conversions between a WidgetTree and the stored JSON shape (widgets map + nested tree nodes of
 * SPEC §3). `treeFromContent` trusts its input: importContent validates before calling it.
 */
import type { TreeNodeJson } from './events';
import type { Widget, WidgetTree } from './model';
import { pforEach, pfrom, pget } from './pmap';
import { seqFrom, type IdSeq } from './seq';
import { childIds } from './tree';

export interface TreeContent {
  readonly widgets: Record<string, Widget>;
  readonly tree: TreeNodeJson[];
}

export function treeToContent(tree: WidgetTree): TreeContent {
  const widgets: Record<string, Widget> = {};
  pforEach(tree.widgets, (w, id) => {
    widgets[id] = w;
  });
  const node = (id: number): TreeNodeJson => {
    const w = pget(tree.widgets, id) as Widget;
    return { id, type: w.type, cd: childIds(tree, id).map(node), parentId: w.parentId };
  };
  return { widgets, tree: childIds(tree, null).map(node) };
}

/** Builds a tree from validated content; the tree's nesting decides parentIds, orphans are left out. */
export function treeFromContent(widgets: Readonly<Record<string, Widget>>, nodes: readonly TreeNodeJson[]): WidgetTree {
  const entries: [number, Widget][] = [];
  const childEntries: [number, IdSeq][] = [];
  const visit = (n: TreeNodeJson, parentId: number | null): void => {
    const w = widgets[n.id];
    entries.push([n.id, w.parentId === parentId ? w : { ...w, parentId }]);
    if (n.cd.length > 0) {
      childEntries.push([n.id, seqFrom(n.cd.map((c) => c.id))]);
      for (const c of n.cd) visit(c, n.id);
    }
  };
  for (const n of nodes) visit(n, null);
  return { widgets: pfrom(entries), children: pfrom(childEntries), roots: seqFrom(nodes.map((n) => n.id)) };
}

/** Highest widget id in a tree (0 when empty). */
export function maxWidgetId(tree: WidgetTree): number {
  let max = 0;
  pforEach(tree.widgets, (_w, id) => {
    if (id > max) max = id;
  });
  return max;
}
