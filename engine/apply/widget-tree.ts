/** Structural widget events: add, delete, move, clone, paste, replace. */
import { canHaveChildren, KNOWN_WIDGET_TYPES } from '../catalogue';
import { fail, show } from '../errors';
import type { Position, SubtreeDraft, WidgetEvent } from '../events';
import type { PageDocument, WidgetTree } from '../model';
import { seqInsert, seqLength, seqRemoveAt } from '../seq';
import { childCount, indexInParent, insertSubtree, isInSubtree, removeSubtree, requireWidget, setSiblings, setWidget, siblingsOf, snapshot, type Subtree } from '../tree';
import { enclosingForm, submitIndex, withFreeFieldNames } from '../form-names';
import { type ApplyResult, scoped, treeOf, withTree } from './context';
import { materialize } from './materialize';

type Of<T extends WidgetEvent['type']> = Extract<WidgetEvent, { type: T }>;

/** Where a position points: the parent and the index among its children. */
export function resolvePosition(tree: WidgetTree, at: Position | undefined): { parentId: number | null; index: number } {
  if (at === undefined || at === null || typeof at !== 'object') fail('event.invalid', 'A position is required');
  if (at.where === 'inside') {
    if (at.target === null || at.target === undefined) {
      return { parentId: null, index: at.index ?? childCount(tree, null) };
    }
    const parent = requireWidget(tree, at.target);
    if (KNOWN_WIDGET_TYPES.has(parent.type) && !canHaveChildren(parent.type)) {
      fail('widget.noChildren', `A ${parent.type} widget cannot hold other widgets`);
    }
    return { parentId: parent.id, index: at.index ?? childCount(tree, parent.id) };
  }
  if (at.where !== 'before' && at.where !== 'after') fail('event.invalid', `Unknown position '${show((at as { where: unknown }).where)}'`);
  const { parentId, index } = indexInParent(tree, at.target);
  return { parentId, index: at.where === 'before' ? index : index + 1 };
}

const inside = (parentId: number | null, index: number): Position => ({ where: 'inside', target: parentId, index });

/**
 * Where a new widget lands: at the end of a form means before the form's submit button (a field
 * under the button reads as not part of the form). An explicit index (undo, a drop) is kept.
 */
function newWidgetPosition(tree: WidgetTree, at: Position | undefined): { parentId: number | null; index: number } {
  const pos = resolvePosition(tree, at);
  if (at?.where !== 'inside' || at.index !== undefined || pos.parentId === null) return pos;
  const form = enclosingForm(tree, pos.parentId);
  return form?.id === pos.parentId ? { parentId: pos.parentId, index: submitIndex(tree, form.id) ?? pos.index } : pos;
}

/** Inserts a new subtree; a field gets a name no other field of its form has (form-names.ts). */
function insert(doc: PageDocument, fragmentId: number | undefined, made: Subtree, nextId: number, parentId: number | null, index: number): ApplyResult {
  const sub = withFreeFieldNames(treeOf(doc, fragmentId), made, parentId);
  const tree = insertSubtree(treeOf(doc, fragmentId), sub, parentId, index);
  const next = { ...withTree(doc, fragmentId, tree), nextId: Math.max(doc.nextId, nextId) };
  return { doc: next, inverse: [{ type: 'widget.delete', id: sub.widget.id, ...scoped(fragmentId) }] };
}

export function addWidget(doc: PageDocument, e: Of<'widget.add'>): ApplyResult {
  const { parentId, index } = newWidgetPosition(treeOf(doc, e.fragmentId), e.at);
  const draft: SubtreeDraft = e.children === undefined ? { widget: e.widget } : { widget: e.widget, children: e.children };
  const { sub, nextId } = materialize(doc, draft, parentId, false, { lang: e.lang, nameLang: e.nameLang, design: e.design });
  return insert(doc, e.fragmentId, sub, nextId, parentId, index);
}

export function pasteWidget(doc: PageDocument, e: Of<'widget.paste'>): ApplyResult {
  const { parentId, index } = newWidgetPosition(treeOf(doc, e.fragmentId), e.at);
  const { sub, nextId } = materialize(doc, e.clipboard, parentId, true);
  return insert(doc, e.fragmentId, sub, nextId, parentId, index);
}

export function cloneWidget(doc: PageDocument, e: Of<'widget.clone'>): ApplyResult {
  const tree = treeOf(doc, e.fragmentId);
  const original = snapshot(tree, e.id);
  const { parentId, index } = indexInParent(tree, e.id);
  const { sub, nextId } = materialize(doc, original, parentId, true);
  return insert(doc, e.fragmentId, sub, nextId, parentId, index + 1);
}

export function deleteWidget(doc: PageDocument, e: Of<'widget.delete'>): ApplyResult {
  const { tree, removed, parentId, index } = removeSubtree(treeOf(doc, e.fragmentId), requireWidget(treeOf(doc, e.fragmentId), e.id).id);
  return {
    doc: withTree(doc, e.fragmentId, tree),
    inverse: [{ type: 'widget.add', at: inside(parentId, index), widget: removed.widget, children: removed.children, ...scoped(e.fragmentId) }],
  };
}

export function moveWidget(doc: PageDocument, e: Of<'widget.move'>): ApplyResult {
  const tree = treeOf(doc, e.fragmentId);
  const widget = requireWidget(tree, e.id);
  const from = indexInParent(tree, widget.id);
  const at = e.at;
  if (at !== undefined && at !== null && typeof at === 'object' && at.target === widget.id) {
    fail('widget.invalidMove', 'A widget cannot be moved relative to itself');
  }
  const intoParent = at?.where === 'inside' ? (at.target ?? null) : requireWidget(tree, at?.target).parentId;
  if (intoParent !== null && isInSubtree(tree, widget.id, intoParent)) {
    fail('widget.invalidMove', 'A widget cannot be moved into its own subtree');
  }
  // Detach first so the target index is computed on the list the widget lands in.
  const detached = setSiblings(tree, from.parentId, seqRemoveAt(siblingsOf(tree, from.parentId), from.index));
  const to = resolvePosition(detached, at);
  const siblings = siblingsOf(detached, to.parentId);
  const index = Math.max(0, Math.min(to.index, seqLength(siblings)));
  let next = setSiblings(detached, to.parentId, seqInsert(siblings, index, widget.id));
  if (widget.parentId !== to.parentId) next = setWidget(next, { ...widget, parentId: to.parentId });
  return {
    doc: withTree(doc, e.fragmentId, next),
    inverse: [{ type: 'widget.move', id: widget.id, at: inside(from.parentId, from.index), ...scoped(e.fragmentId) }],
  };
}

export function replaceWidget(doc: PageDocument, e: Of<'widget.replace'>): ApplyResult {
  const tree = treeOf(doc, e.fragmentId);
  const old = requireWidget(tree, e.id);
  const removed = removeSubtree(tree, old.id);
  const without = withTree(doc, e.fragmentId, removed.tree);
  // The replacement keeps the old id unless the draft names one, so references stay valid.
  const widget = e.widget?.id === undefined ? { ...e.widget, id: old.id } : e.widget;
  const draft: SubtreeDraft = e.children === undefined ? { widget } : { widget, children: e.children };
  const { sub, nextId } = materialize(without, draft, removed.parentId, false);
  const tree2 = insertSubtree(removed.tree, sub, removed.parentId, removed.index);
  return {
    doc: { ...withTree(without, e.fragmentId, tree2), nextId: Math.max(doc.nextId, nextId) },
    inverse: [{ type: 'widget.replace', id: sub.widget.id, widget: removed.removed.widget, children: removed.removed.children, ...scoped(e.fragmentId) }],
  };
}
