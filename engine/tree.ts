/**
 * Structural operations on one widget tree. Every function returns a new WidgetTree that shares
 * everything it did not touch; costs follow the size of the change (the moved/removed subtree and
 * the sibling lists involved), never the size of the page.
 */
import { fail, show } from './errors';
import type { Widget, WidgetTree } from './model';
import { emptyPMap, pget, premove, pset } from './pmap';
import { EMPTY_SEQ, seqFrom, seqIndexOf, seqInsert, seqLength, seqRemoveAt, seqToArray, type IdSeq } from './seq';

/** A widget with its descendants, as carried by add/delete/paste events and the clipboard. */
export interface Subtree {
  readonly widget: Widget;
  readonly children: readonly Subtree[];
}

export const emptyTree = (): WidgetTree => ({ widgets: emptyPMap(), children: emptyPMap(), roots: EMPTY_SEQ });

export const getWidget = (tree: WidgetTree, id: number): Widget | undefined => pget(tree.widgets, id);

export function requireWidget(tree: WidgetTree, id: unknown): Widget {
  const w = typeof id === 'number' ? pget(tree.widgets, id) : undefined;
  if (w === undefined) fail('widget.notFound', `Widget ${show(id)} not found`);
  return w;
}

/** The children of `parentId` (null: the top level) as a persistent sequence. */
export function siblingsOf(tree: WidgetTree, parentId: number | null): IdSeq {
  return parentId === null ? tree.roots : (pget(tree.children, parentId) ?? EMPTY_SEQ);
}

/** The children of `parentId` in order (an array kept per version of the list: cheap to ask again). */
export function childIds(tree: WidgetTree, parentId: number | null): readonly number[] {
  return seqToArray(siblingsOf(tree, parentId));
}

export const childCount = (tree: WidgetTree, parentId: number | null): number => seqLength(siblingsOf(tree, parentId));

export function setSiblings(tree: WidgetTree, parentId: number | null, ids: IdSeq): WidgetTree {
  if (parentId === null) return { ...tree, roots: ids };
  const children = seqLength(ids) === 0 ? premove(tree.children, parentId) : pset(tree.children, parentId, ids);
  return { ...tree, children };
}

export const setWidget = (tree: WidgetTree, w: Widget): WidgetTree => ({ ...tree, widgets: pset(tree.widgets, w.id, w) });

export function indexInParent(tree: WidgetTree, id: number): { parentId: number | null; index: number } {
  const w = requireWidget(tree, id);
  return { parentId: w.parentId, index: seqIndexOf(siblingsOf(tree, w.parentId), id) };
}

/** True when `id` is `ancestorId` or lies below it; walks up parentIds, so O(depth). */
export function isInSubtree(tree: WidgetTree, ancestorId: number, id: number | null): boolean {
  let cur: number | null = id;
  for (let guard = 0; cur !== null && guard < 100_000; guard++) {
    if (cur === ancestorId) return true;
    cur = pget(tree.widgets, cur)?.parentId ?? null;
  }
  return false;
}

export function snapshot(tree: WidgetTree, id: number): Subtree {
  const widget = requireWidget(tree, id);
  return { widget, children: childIds(tree, id).map((c) => snapshot(tree, c)) };
}

export function subtreeIds(sub: Subtree, out: number[] = []): number[] {
  out.push(sub.widget.id);
  for (const c of sub.children) subtreeIds(c, out);
  return out;
}

export function subtreeWidgets(sub: Subtree, out: Widget[] = []): Widget[] {
  out.push(sub.widget);
  for (const c of sub.children) subtreeWidgets(c, out);
  return out;
}

/** Inserts a subtree under `parentId` at `index` (clamped), fixing parentIds on the way in. */
export function insertSubtree(tree: WidgetTree, sub: Subtree, parentId: number | null, index: number): WidgetTree {
  let widgets = tree.widgets;
  let children = tree.children;
  const put = (s: Subtree, parent: number | null): void => {
    const w = s.widget.parentId === parent ? s.widget : { ...s.widget, parentId: parent };
    widgets = pset(widgets, w.id, w);
    if (s.children.length > 0) {
      children = pset(children, w.id, seqFrom(s.children.map((c) => c.widget.id)));
      for (const c of s.children) put(c, w.id);
    }
  };
  put(sub, parentId);
  return setSiblings({ widgets, children, roots: tree.roots }, parentId, seqInsert(siblingsOf(tree, parentId), index, sub.widget.id));
}

/** Removes a widget and its descendants; returns where it was so the change can be inverted. */
export function removeSubtree(
  tree: WidgetTree,
  id: number,
): { tree: WidgetTree; removed: Subtree; parentId: number | null; index: number } {
  const removed = snapshot(tree, id);
  const { parentId, index } = indexInParent(tree, id);
  let widgets = tree.widgets;
  let children = tree.children;
  const drop = (s: Subtree): void => {
    widgets = premove(widgets, s.widget.id);
    if (s.children.length > 0) children = premove(children, s.widget.id);
    for (const c of s.children) drop(c);
  };
  drop(removed);
  const next = setSiblings({ widgets, children, roots: tree.roots }, parentId, seqRemoveAt(siblingsOf(tree, parentId), index));
  return { tree: next, removed, parentId, index };
}
